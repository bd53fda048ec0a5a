// Assembles the GraphQL schema from its areas.
import { builder } from './builder.ts';
import './errors.ts';
import './schema/catalogue.ts';
import './schema/trade.ts';
import './schema/identity.ts';
import './schema/content.ts';
import './schema/inquiry.ts';
import './schema/referral.ts';

export const schema = builder.toSchema({ sortSchema: true });
