// Assembles the GraphQL schema from its areas.
import { builder } from './builder.ts';
import './errors.ts';
import './schema/catalogue.ts';

export const schema = builder.toSchema({ sortSchema: true });
