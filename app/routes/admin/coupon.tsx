// /admin/coupons/:uuid: one coupon for sales: its terms, who may use it, the buyers holding it, every order
// that carried it (those awaiting payment or paid count as uses), and a form that issues it to a buyer by
// e-mail (it shows in their coupons and they are told), and ending it now (a leaked code, a deal called off).
// Works without JavaScript; a refusal shows on its field.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { OrderStatus } from '#db/schema/enum-values.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { couponByAdmin, endCoupon, issueCoupon } from '#domain/coupons/coupon-admin.service.ts';
import { can } from '#domain/staff/roles.ts';
import { AdminField, FieldNotes } from '../../components/admin-field';
import { formatJpy } from '../../lib/format';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import { refusedSave } from '../../lib/admin-form.server';
import type { Route } from './+types/coupon';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.coupon.couponCode ?? 'Coupon'} | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { coupon: ['list'] });
  const coupon = await couponByAdmin(context.ctx, params.uuid);
  throwIfError(coupon);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return data(
    {
      coupon: {
        ...coupon,
        expiredAt: coupon.expiredAt.toISOString(),
        createdAt: coupon.createdAt.toISOString(),
        holdersList: coupon.holdersList.map((h) => ({ ...h, issuedAt: h.issuedAt.toISOString(), usedAt: iso(h.usedAt) })),
        orders: coupon.orders.map((o) => ({ ...o, orderedAt: o.orderedAt.toISOString() })),
      },
      canIssue: can(viewer, { coupon: ['update'] }),
      saved: new URL(request.url).searchParams.get('saved'),
      now: context.ctx.now.toISOString(),
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { coupon: ['update'] });
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const ending = form.get('intent') === 'end';
  const issued = ending ? await endCoupon(context.ctx, params.uuid) : await issueCoupon(context.ctx, params.uuid, email);
  if (issued instanceof InvalidInputError) {
    return refusedSave(issued, { email });
  }
  throwIfError(issued);
  throw redirect(`/admin/coupons/${params.uuid}?saved=${ending ? 'ended' : 'issued'}`, { status: 303, headers: ADMIN_PRIVATE });
}

const STATUS_TEXT: Record<OrderStatus, string> = { Reserved: 'Awaiting payment', Paid: 'Paid', Lapsed: 'Lapsed (use given back)', Cancelled: 'Cancelled (use given back)' };
const SAVED: Record<string, string> = {
  created: 'Coupon created.',
  issued: 'Coupon issued: it is in the buyer’s coupons, and they are told by e-mail.',
  ended: 'Coupon ended: no new order can use it, and its holders see it expired. Orders that carry it keep their price.',
};
const CARD = 'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const time = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, canIssue, saved, now } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const errors: Record<string, string> = actionData?.errors ?? {};
  const expired = coupon.expiredAt <= now;
  const usedUp = coupon.uses >= coupon.maxUses;
  const oneBuyerTaken = !coupon.forAnyone && coupon.holders > 0;
  return (
    <div className="max-w-5xl">
      <p className="text-sm">
        <Link to="/admin/coupons" className="underline">
          Coupons
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline gap-3">
        <h1 className="font-mono text-2xl font-bold">{coupon.couponCode}</h1>
        <span className="rounded bg-slate-200 px-2 py-0.5 text-sm font-semibold dark:bg-slate-700" data-testid="coupon-status">
          {expired ? 'Expired' : usedUp ? 'Used up' : 'Active'}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Created {time(coupon.createdAt)}
        {coupon.createdBy ? ` by ${coupon.createdBy.email}` : ''}
      </p>
      {saved && SAVED[saved] ? <SavedNotice>{SAVED[saved]}</SavedNotice> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="coupon-terms" className={CARD}>
          <h2 id="coupon-terms" className="text-lg font-semibold">
            Terms
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-300">Amount</dt>
            <dd className="tabular-nums">{formatJpy('en', coupon.discountJpy)} off the total</dd>
            <dt className="text-slate-600 dark:text-slate-300">For vehicles from</dt>
            <dd className="tabular-nums">{coupon.minPriceJpy ? formatJpy('en', coupon.minPriceJpy) : 'any price'}</dd>
            <dt className="text-slate-600 dark:text-slate-300">Last day</dt>
            <dd className="tabular-nums">{coupon.expiredAt.slice(0, 10)} (UTC)</dd>
            <dt className="text-slate-600 dark:text-slate-300">Who may use it</dt>
            <dd>{coupon.forAnyone ? 'Anyone with the code, once each' : `One buyer: ${coupon.buyerEmail ?? 'not issued yet'}`}</dd>
            <dt className="text-slate-600 dark:text-slate-300">Uses</dt>
            <dd className="tabular-nums" data-testid="coupon-uses">
              {coupon.uses} of {coupon.maxUses}
            </dd>
          </dl>
        </section>

        <section aria-labelledby="coupon-holders" className={CARD}>
          <h2 id="coupon-holders" className="text-lg font-semibold">
            Issued to
          </h2>
          {coupon.holdersList.length ? (
            <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="coupon-holders">
              {coupon.holdersList.map((h) => (
                <li key={h.email} className="py-1.5">
                  {h.name ? `${h.name} · ` : ''}
                  {h.email}
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    since {h.issuedAt.slice(0, 10)}
                    {h.usedAt ? ` · used ${h.usedAt.slice(0, 10)}` : ' · not used'}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm">Nobody holds it yet.</p>
          )}
          {canIssue && !expired && !usedUp && !oneBuyerTaken ? (
            <Form method="post" className="mt-4" noValidate>
              <h3 className="font-semibold">Issue to a buyer</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">It appears in their coupons, and they are e-mailed in their language.</p>
              <div className="mt-2 flex flex-wrap items-end gap-3">
                <div className="min-w-64 flex-1">
                  <AdminField name="email" label="Buyer’s e-mail" type="email" required value={actionData?.values.email ?? ''} error={errors.email} />
                </div>
                <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
                  Issue coupon
                </button>
              </div>
            </Form>
          ) : canIssue ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
              {expired ? 'It has expired: it cannot be issued.' : usedUp ? 'Every use is taken: it cannot be issued.' : 'It is for one buyer only: create another coupon for someone else.'}
            </p>
          ) : null}
          <FieldNotes id="issue-coupon" error={errors.coupon} />
          {canIssue && !expired ? (
            <Form method="post" className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
              <h3 className="font-semibold">End it now</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">For a code that leaked or a deal called off: no new order can use it. Orders that carry it keep their price.</p>
              <button type="submit" name="intent" value="end" disabled={busy} className="mt-2 rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 disabled:opacity-60 dark:border-red-300 dark:text-red-300">
                End coupon now
              </button>
            </Form>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="coupon-orders" className={`${CARD} mt-6`}>
        <h2 id="coupon-orders" className="text-lg font-semibold">
          Orders with this coupon
        </h2>
        {coupon.orders.length ? (
          <table className="mt-2 w-full text-left text-sm" data-testid="coupon-orders">
            <thead className="text-slate-600 dark:text-slate-300">
              <tr>
                {['Order', 'Buyer', 'Ordered', 'Status'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-4 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {coupon.orders.map((o) => (
                <tr key={o.orderUuid} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="py-1.5 pr-4">
                    <Link to={`/admin/orders/${o.orderUuid}`} className="font-mono text-brand-700 underline dark:text-brand-100">
                      {o.orderNumber}
                    </Link>
                  </td>
                  <td className="py-1.5 pr-4">{o.buyerEmail}</td>
                  <td className="py-1.5 pr-4 tabular-nums">{time(o.orderedAt)}</td>
                  <td className="py-1.5 pr-4">{STATUS_TEXT[o.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-sm">No order has used it yet.</p>
        )}
      </section>
    </div>
  );
}
