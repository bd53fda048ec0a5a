// /{lang}/user/orders: the buyer's orders (spec 000 §2, userOrders(type, cursor)), newest first, 20 a page
// by cursor, by list type: all, those still ordered (awaiting payment or being shipped), those sold. Each
// with its number, vehicle, total, where it stands (shipped, arrived, delivered once paid) and, while the
// car is held, the payment deadline.
import { data, Link, redirect } from 'react-router';
import { vehicleRecordsByIds } from '#domain/catalogue/vehicle-record.ts';
import { orderPosition } from '#domain/orders/order-terms.ts';
import { userOrdersPage, type UserOrderListFilter } from '#domain/orders/user-orders.service.ts';
import { AccountNav } from '../../components/account-nav';
import { CursorPager } from '../../components/cursor-pager';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { formatDate, formatJpy } from '../../lib/format';
import { useLanguageData, useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/orders';

const TYPES = ['All', 'Ordered', 'Sold'] as const satisfies readonly UserOrderListFilter[];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const query = new URL(request.url).searchParams;
  const type = TYPES.find((t) => t === query.get('type')) ?? 'All';
  const cursor = query.get('cursor');
  const page = await userOrdersPage(ctx, { type, cursor });
  if (page instanceof Error) throw redirect(`/${language}/user/orders${type === 'All' ? '' : `?type=${type}`}`);
  const vehicles = new Map((await vehicleRecordsByIds(ctx, page.edges.map((e) => e.node.vehicleId))).map((v) => [v.id, v]));
  return data(
    {
      type,
      orders: page.edges.map(({ node }) => {
        const vehicle = vehicles.get(node.vehicleId);
        return {
          uuid: node.uuid,
          orderNumber: node.orderNumber,
          status: node.status,
          position: orderPosition(node),
          city: node.city,
          displayDate: node.displayDate.toISOString(),
          holdUntil: node.holdUntil.toISOString(),
          totalPrice: node.totalPrice,
          shippingInformationUuid: node.shippingInformationUuid,
          vehicle: vehicle ? { stockNumber: vehicle.stockNumber, title: `${vehicle.year4} ${vehicle.maker.name} ${vehicle.model.name}` } : null,
        };
      }),
      endCursor: page.pageInfo.endCursor,
      hasNextPage: page.pageInfo.hasNextPage,
      isFirstPage: !cursor,
    },
    { headers: PRIVATE },
  );
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'orders-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function Orders({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const { orders, type, hasNextPage, endCursor, isFirstPage } = loaderData;
  const base = `/${params.lang}/user/orders`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold">{t('orders-title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('orders-intro')}</p>
      <nav aria-label={t('orders-lists')} className="mt-4 flex gap-2 text-sm">
        {TYPES.map((listType) => (
          <Link
            key={listType}
            to={listType === 'All' ? base : `${base}?type=${listType}`}
            aria-current={listType === type ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 ${listType === type ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'}`}
          >
            {t(`orders-list-${listType}`)}
          </Link>
        ))}
      </nav>
      {orders.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700" data-testid="orders-empty">
          {t('orders-empty')}{' '}
          <Link to={`/${params.lang}/stocklist`} className="font-semibold text-brand-700 underline dark:text-brand-100">
            {t('favorites-browse')}
          </Link>
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="orders-list">
          {orders.map((order) => (
            <li key={order.uuid} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="order-row">
              <div>
                <Link to={`${base}/${order.shippingInformationUuid}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
                  {t('order-title', { number: order.orderNumber })}
                </Link>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {order.vehicle ? `${order.vehicle.title} · ${order.vehicle.stockNumber}` : null}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {formatDate(language, order.displayDate)}
                  {order.status === 'Reserved' ? ` · ${t('order-pay-by', { date: formatDate(language, order.holdUntil) })}` : null}
                </p>
              </div>
              <div className="text-right">
                <p className="font-semibold tabular-nums">{formatJpy(language, order.totalPrice)}</p>
                <p className="text-sm" data-testid="order-row-status">
                  {t(`order-status-${order.position}`, { city: order.city ?? '' })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CursorPager path={type === 'All' ? base : `${base}?type=${type}`} isFirstPage={isFirstPage} endCursor={endCursor} hasNextPage={hasNextPage} />
    </div>
  );
}
