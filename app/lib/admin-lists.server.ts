// The pages of the back-office lists that download as CSV (ADR 067): each list's service page as the rows
// its table shows, read by the list's loader and by its CSV route alike. Here, not in the route module,
// since the route module's columns and search schema go to the browser and a service must not.
import type { z } from 'zod';
import type { RequestContext } from '#domain/context.ts';
import { couponsByAdmin, type AdminCouponRow } from '#domain/coupons/coupon-admin.service.ts';
import { ordersByAdmin, type AdminOrderRow } from '#domain/orders/order-admin.service.ts';
import type { CouponSearch } from '../routes/admin/coupons';
import type { OrderSearch } from '../routes/admin/orders';
import { rowsOf } from './admin-list.server';

const orderRow = (node: AdminOrderRow) => ({ ...node, orderedAt: node.orderedAt.toISOString(), holdUntil: node.holdUntil.toISOString() });
export type OrderListRow = ReturnType<typeof orderRow>;

export const orderPage = async (ctx: RequestContext, search: z.infer<typeof OrderSearch>, cursor: string | null) => rowsOf(await ordersByAdmin(ctx, { ...search, cursor }), orderRow);

const couponRow = (node: AdminCouponRow) => ({ ...node, expiredAt: node.expiredAt.toISOString(), createdAt: node.createdAt.toISOString() });
export type CouponListRow = ReturnType<typeof couponRow>;

export const couponPage = async (ctx: RequestContext, search: z.infer<typeof CouponSearch>, cursor: string | null) => rowsOf(await couponsByAdmin(ctx, { ...search, cursor }), couponRow);
