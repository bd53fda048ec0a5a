// /admin/orders.csv: the orders the search finds, all of them, as a CSV file (the list kit, ADR 067).
import { csvLoader } from '../../lib/admin-list.server';
import { orderPage } from '../../lib/admin-lists.server';
import { OrderSearch, orderColumns } from './orders';

export const loader = csvLoader('orders.csv', { order: ['list'] }, OrderSearch, orderColumns, orderPage);
