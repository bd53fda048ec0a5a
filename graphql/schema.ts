// Assembles the GraphQL schema from its areas.
import { builder } from './builder.ts';
import './errors.ts';
import './schema/catalogue.ts';
import './schema/trade.ts';
import './schema/compare.ts';
import './schema/identity.ts';
import './schema/favorites.ts';
import './schema/saved-searches.ts';
import './schema/user-activity.ts';
import './schema/content.ts';
import './schema/distributor.ts';
import './schema/inquiry.ts';
import './schema/special-request.ts';
import './schema/referral.ts';
import './schema/newsletter.ts';
import './schema/makers.ts';
import './schema/admin.ts';
import './schema/admin-stock.ts';
import './schema/admin-site.ts';
import './schema/admin-taxes.ts';
import './schema/orders.ts';
import './schema/admin-orders.ts';
import './schema/admin-order-history.ts';
import './schema/admin-trade.ts';
import './schema/admin-coupons.ts';
import './schema/admin-content.ts';

export const schema = builder.toSchema({ sortSchema: true });
