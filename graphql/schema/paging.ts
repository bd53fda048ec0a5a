// The spec's pageInfo of every cursor-paged list (001 §3: hasPreviousPage, hasNextPage, startCursor,
// endCursor), in a module of its own so that a paged area need not import another area for it.
import type { Page } from '#domain/content/paging.ts';
import { builder } from '../builder.ts';

export const PageInfoRef = builder.objectRef<Page<unknown>['pageInfo']>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    startCursor: t.exposeString('startCursor', { nullable: true }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});
