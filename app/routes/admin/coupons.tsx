// /admin/coupons: the coupons, newest first, 50 a page by cursor, found by code or a holder's e-mail and
// filtered by active, expired or used up; each with its amount, minimum, last day, who may use it and its
// uses. A form creates one (a typed code or a generated one; for anyone or for one buyer, who is told).
// Built on the list kit and the edit frame's fields (ADR 067), with its CSV at /admin/coupons.csv.
import { data, Link } from 'react-router';
import { z } from 'zod';
import { InvalidInputError } from '#domain/errors.ts';
import { createCoupon } from '#domain/coupons/coupon-admin.service.ts';
import { COUPON_FILTERS, COUPON_MAX_USES, type CouponFilter } from '#domain/coupons/coupon-terms.ts';
import { can } from '#domain/staff/roles.ts';
import { EditField, EditForm, EditMessage, SaveBar, CARD, useSent } from '../../components/admin-edit';
import { adminColumns, AdminList, type ListTexts } from '../../components/admin-list';
import { formatJpy } from '../../lib/format';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { refusedSave, textOf } from '../../lib/admin-form.server';
import { listRequest } from '../../lib/admin-list.server';
import { couponPage, type CouponListRow } from '../../lib/admin-lists.server';
import type { Route } from './+types/coupons';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Coupons | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export const CouponSearch = z.object({ keyword: z.string().trim().catch(''), filter: z.enum(COUPON_FILTERS).nullable().catch(null) });

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { coupon: ['list'] });
  const { search, form, cursor } = listRequest(request, CouponSearch);
  const page = await couponPage(context.ctx, search, cursor);
  throwIfError(page, { invalid: 404 });
  return data({ form, ...page, canCreate: can(viewer, { coupon: ['create'] }), now: context.ctx.now.toISOString() }, { headers: ADMIN_PRIVATE });
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { coupon: ['create'] });
  const form = await request.formData();
  const created = await createCoupon(context.ctx, {
    couponCode: textOf(form, 'couponCode'),
    discountJpy: textOf(form, 'discountJpy'),
    minPriceJpy: textOf(form, 'minPriceJpy'),
    validUntil: textOf(form, 'validUntil'),
    forAnyone: textOf(form, 'audience') !== 'buyer',
    buyerEmail: textOf(form, 'buyerEmail'),
    maxUses: textOf(form, 'maxUses'),
  });
  if (created instanceof InvalidInputError) return refusedSave(created, form);
  throwIfError(created);
  return new Response(null, { status: 303, headers: { location: `/admin/coupons/${created.uuid}?saved=created`, ...ADMIN_PRIVATE } });
}

const FILTER_TEXT: Record<CouponFilter, string> = { active: 'Active', expired: 'Expired', usedUp: 'Used up' };
const NUMBER = { className: 'whitespace-nowrap tabular-nums' };

type Row = CouponListRow;
const column = adminColumns<Row>();
/** The table's columns, and the CSV's (coupons-csv.ts). `now` marks the expired. */
export const couponColumns = (now: string) =>
  column.columns([
    column.accessor('couponCode', {
      header: 'Code',
      cell: (c) => (
        <Link to={`/admin/coupons/${c.row.original.uuid}`} className="font-mono font-medium text-brand-700 underline dark:text-brand-100">
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor('discountJpy', { header: 'Amount', cell: (c) => formatJpy('en', c.getValue()), meta: NUMBER }),
    column.accessor('minPriceJpy', { header: 'From', cell: (c) => (c.getValue() ? formatJpy('en', c.getValue()) : '—'), meta: NUMBER }),
    column.accessor('expiredAt', {
      header: 'Last day',
      cell: (c) => (c.getValue() <= now ? <span className="text-red-700 dark:text-red-400">{c.getValue().slice(0, 10)} (expired)</span> : c.getValue().slice(0, 10)),
      meta: { ...NUMBER, csv: (r) => r.expiredAt.slice(0, 10) },
    }),
    column.display({
      id: 'audience',
      header: 'For',
      cell: (c) => audienceOf(c.row.original),
      meta: { csv: (r) => audienceOf(r) },
    }),
    column.accessor('uses', {
      header: 'Uses',
      cell: (c) => (
        <span data-testid="coupon-uses">
          {c.getValue()} of {c.row.original.maxUses}
        </span>
      ),
      meta: NUMBER,
    }),
    column.accessor('createdAt', { header: 'Created', cell: (c) => c.getValue().slice(0, 10), meta: { ...NUMBER, csv: (r) => r.createdAt.slice(0, 10) } }),
  ]);

const audienceOf = (r: Row) => (r.forAnyone ? `Anyone${r.holders ? ` (issued to ${r.holders})` : ''}` : (r.buyerEmail ?? 'One buyer'));

const TEXTS: ListTexts = {
  search: 'Find coupons',
  submit: 'Find',
  clear: 'Clear',
  table: 'Coupons',
  empty: 'No coupon matches.',
  pager: { pages: 'Pages of coupons', first: 'First page', next: 'Next page' },
  csv: 'Download CSV',
};
const FIELDS = { keyword: { label: 'Code or buyer’s e-mail' }, filter: { label: 'Show', any: 'All', options: FILTER_TEXT } };

export default function Coupons({ loaderData, actionData }: Route.ComponentProps) {
  const { form, rows, next, canCreate, now } = loaderData;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Coupons</h1>
      <AdminList
        path="/admin/coupons"
        search={{ schema: CouponSearch, fields: FIELDS, values: form }}
        csv
        texts={TEXTS}
        columns={couponColumns(now)}
        rows={rows}
        getRowId={(r) => r.uuid}
        endCursor={next}
        testId="coupons-table"
        rowTestId="coupons-row"
      />
      {canCreate ? (
        <EditForm sent={actionData} className={`${CARD} mt-8`} aria-labelledby="new-coupon">
          <NewCoupon />
        </EditForm>
      ) : null}
    </div>
  );
}

function NewCoupon() {
  const audience = useSent().values.audience ?? 'anyone';
  return (
    <>
      <h2 id="new-coupon" className="text-lg font-semibold">
        New coupon
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Each buyer uses a coupon once, on an order; a lapsed or cancelled order gives its use back.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <EditField name="couponCode" label="Code" hint="4 to 20 capital letters, digits and dashes; empty makes one like RORO-7K3M9Q" />
        <EditField name="discountJpy" label="Amount (JPY)" required type="number" hint="¥1,000 to ¥1,000,000 off the total" />
        <EditField name="minPriceJpy" label="Minimum vehicle price (JPY)" type="number" value="0" />
        <EditField name="validUntil" label="Last day (UTC)" required type="date" />
        <EditField name="maxUses" label="Uses in all" required type="number" value="1" hint={`1 to ${COUPON_MAX_USES.toLocaleString('en-US')}; 1 for one buyer`} />
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
          <EditField name="buyerEmail" label="Buyer’s e-mail" type="email" />
        </div>
      </fieldset>
      <EditMessage name="forAnyone" />
      <SaveBar label="Create coupon" />
    </>
  );
}
