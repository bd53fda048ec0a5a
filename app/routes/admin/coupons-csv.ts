// /admin/coupons.csv: the coupons the search finds, all of them, as a CSV file (the list kit, ADR 067).
import { csvLoader } from '../../lib/admin-list.server';
import { couponPage } from '../../lib/admin-lists.server';
import { CouponSearch, couponColumns } from './coupons';

export const loader = csvLoader('coupons.csv', { coupon: ['list'] }, CouponSearch, couponColumns, couponPage);
