// /admin/coupons: the coupons, newest first, 50 a page by cursor, found by code or a holder's e-mail and
// filtered by active, expired or used up; each with its amount, minimum, last day, who may use it and its
// uses. A form creates one (a typed code or a generated one; for anyone or for one buyer, who is told).
import { data, Form, Link, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { couponsByAdmin, createCoupon } from '#domain/coupons/coupon-admin.service.ts';
import { COUPON_FILTERS, COUPON_MAX_USES, type CouponFilter } from '#domain/coupons/coupon-terms.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_INPUT, AdminField, FieldNotes } from '../../components/admin-field';
import { formatJpy } from '../../lib/format';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/coupons';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Coupons | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { coupon: ['list'] });
  const query = new URL(request.url).searchParams;
  const filter = COUPON_FILTERS.find((f) => f === query.get('filter')) ?? null;
  const keyword = query.get('keyword')?.trim() ?? '';
  const page = await couponsByAdmin(context.ctx, { filter, keyword, cursor: query.get('cursor') });
  throwIfError(page, { invalid: 404 });
  return data(
    {
      form: { filter: filter ?? '', keyword },
      rows: page.edges.map(({ node }) => ({ ...node, expiredAt: node.expiredAt.toISOString(), createdAt: node.createdAt.toISOString() })),
      endCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
      canCreate: can(viewer, { coupon: ['create'] }),
      now: context.ctx.now.toISOString(),
    },
    { headers: ADMIN_PRIVATE },
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { coupon: ['create'] });
  const form = await request.formData();
  const created = await createCoupon(context.ctx, {
    couponCode: text(form, 'couponCode'),
    discountJpy: text(form, 'discountJpy'),
    minPriceJpy: text(form, 'minPriceJpy'),
    validUntil: text(form, 'validUntil'),
    forAnyone: text(form, 'audience') !== 'buyer',
    buyerEmail: text(form, 'buyerEmail'),
    maxUses: text(form, 'maxUses'),
  });
  if (created instanceof InvalidInputError) {
    const values = Object.fromEntries([...form].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
    return data({ errors: Object.fromEntries(created.issues.map((i) => [i.fieldname, i.message])), values }, { status: 400, headers: ADMIN_PRIVATE });
  }
  throwIfError(created);
  return new Response(null, { status: 303, headers: { location: `/admin/coupons/${created.uuid}?saved=created`, ...ADMIN_PRIVATE } });
}

const FILTER_TEXT: Record<CouponFilter, string> = { active: 'Active', expired: 'Expired', usedUp: 'Used up' };
const BUTTON = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60';

export default function Coupons({ loaderData, actionData }: Route.ComponentProps) {
  const { form, rows, endCursor, canCreate, now } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const busy = useNavigation().state === 'submitting';
  const next = endCursor ? `?${new URLSearchParams({ ...(form.filter ? { filter: form.filter } : {}), ...(form.keyword ? { keyword: form.keyword } : {}), cursor: endCursor })}` : null;
  const audience = values.audience ?? 'anyone';
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Coupons</h1>
      <Form method="get" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Find coupons">
        <label className="text-sm">
          Code or buyer’s e-mail
          <input name="keyword" type="search" defaultValue={form.keyword} className={ADMIN_INPUT} />
        </label>
        <label className="text-sm">
          Show
          <select name="filter" defaultValue={form.filter} className={ADMIN_INPUT}>
            <option value="">All</option>
            {COUPON_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_TEXT[f]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            Find
          </button>
          <Link to="/admin/coupons" className="text-sm underline">
            Clear
          </Link>
        </div>
      </Form>
      <div className="mt-6 overflow-x-auto" {...scrollRegion('Coupons')}>
        <table className="w-full text-left text-sm" data-testid="coupons-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              {['Code', 'Amount', 'From', 'Last day', 'For', 'Uses', 'Created'].map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap py-2 pr-4 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.uuid} className="border-t border-slate-200 dark:border-slate-800" data-testid="coupons-row">
                <td className="py-1.5 pr-4">
                  <Link to={`/admin/coupons/${r.uuid}`} className="font-mono font-medium text-brand-700 underline dark:text-brand-100">
                    {r.couponCode}
                  </Link>
                </td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{formatJpy('en', r.discountJpy)}</td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{r.minPriceJpy ? formatJpy('en', r.minPriceJpy) : '—'}</td>
                <td className={`whitespace-nowrap py-1.5 pr-4 tabular-nums ${r.expiredAt <= now ? 'text-red-700 dark:text-red-400' : ''}`}>
                  {r.expiredAt.slice(0, 10)}
                  {r.expiredAt <= now ? ' (expired)' : ''}
                </td>
                <td className="py-1.5 pr-4">{r.forAnyone ? `Anyone${r.holders ? ` (issued to ${r.holders})` : ''}` : (r.buyerEmail ?? 'One buyer')}</td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums" data-testid="coupon-uses">
                  {r.uses} of {r.maxUses}
                </td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{r.createdAt.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">No coupon matches.</p> : null}
      </div>
      {next ? (
        <nav aria-label="Pages of coupons" className="mt-4 text-sm">
          <Link to={next} className="underline">
            Next page
          </Link>
        </nav>
      ) : null}

      {canCreate ? (
        <Form method="post" className="mt-8 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" noValidate aria-labelledby="new-coupon">
          <h2 id="new-coupon" className="text-lg font-semibold">
            New coupon
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Each buyer uses a coupon once, on an order; a lapsed or cancelled order gives its use back.</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            <AdminField name="couponCode" label="Code" value={values.couponCode ?? ''} error={errors.couponCode} hint="4 to 20 capital letters, digits and dashes; empty makes one like RORO-7K3M9Q" />
            <AdminField name="discountJpy" label="Amount (JPY)" required type="number" value={values.discountJpy ?? ''} error={errors.discountJpy} hint="¥1,000 to ¥1,000,000 off the total" />
            <AdminField name="minPriceJpy" label="Minimum vehicle price (JPY)" type="number" value={values.minPriceJpy ?? '0'} error={errors.minPriceJpy} />
            <AdminField name="validUntil" label="Last day (UTC)" required type="date" value={values.validUntil ?? ''} error={errors.validUntil} />
            <AdminField name="maxUses" label="Uses in all" required type="number" value={values.maxUses ?? '1'} error={errors.maxUses} hint={`1 to ${COUPON_MAX_USES.toLocaleString('en-US')}; 1 for one buyer`} />
          </div>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium">Who may use it</legend>
            <div className="mt-1 grid gap-3 sm:grid-cols-3">
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="audience" value="anyone" defaultChecked={audience !== 'buyer'} />
                Anyone with the code
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="audience" value="buyer" defaultChecked={audience === 'buyer'} />
                One buyer (issued to them now)
              </label>
              <AdminField name="buyerEmail" label="Buyer’s e-mail" type="email" value={values.buyerEmail ?? ''} error={errors.buyerEmail} />
            </div>
          </fieldset>
          {errors.forAnyone ? <FieldNotes id="audience" error={errors.forAnyone} /> : null}
          <button type="submit" disabled={busy} className={`${BUTTON} mt-4`}>
            Create coupon
          </button>
        </Form>
      ) : null}
    </div>
  );
}
