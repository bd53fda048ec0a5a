// Favourites (spec 000 §4, §7; 001 §7): userFavorites(cursor, input, language), addUserFavorite and
// removeUserFavorite by vehicle uuid, each for the signed-in user only.
import { isLanguage } from '#domain/context.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { addUserFavorite, removeUserFavorite, userFavorites, type FavoriteVehicle, type FavoritesPage } from '#domain/favorites/favorites.service.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { VehicleRef } from './catalogue.ts';
import { PageInfoRef } from './paging.ts';

const UserFavoriteRef = builder.objectRef<FavoriteVehicle>('UserFavorite').implement({
  description: 'A vehicle the user keeps among their favourites.',
  fields: (t) => ({
    id: t.exposeID('id'),
    vehicle: t.field({ type: VehicleRef, resolve: (f) => f.vehicle }),
    favoritedAt: t.expose('favoritedAt', { type: 'DateTime', description: 'When the user added it.' }),
  }),
});

const UserFavoriteEdgeRef = builder.objectRef<FavoritesPage['edges'][number]>('UserFavoriteEdge').implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: UserFavoriteRef, resolve: (e) => e.node }),
  }),
});

const UserFavoriteConnectionRef = builder.objectRef<FavoritesPage>('UserFavoriteConnection').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    edges: t.field({ type: [UserFavoriteEdgeRef], resolve: (c) => c.edges }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
  }),
});

const UserFavoritesInput = builder.inputType('UserFavoritesInput', {
  fields: (t) => ({
    limit: t.int({ description: 'Favourites per page, 1 to 100 (20 by default). The page shell asks for 1 and reads totalCount.' }),
  }),
});

const RemovedUserFavoriteRef = builder.objectRef<{ vehicle: FavoriteVehicle['vehicle'] }>('RemoveUserFavoritePayload').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
    vehicle: t.field({ type: VehicleRef, resolve: (r) => r.vehicle }),
  }),
});

builder.queryFields((t) => ({
  userFavorites: t.field({
    type: UserFavoriteConnectionRef,
    errors: { types: [NotAuthenticatedError, InvalidInputError], union: { name: 'UserFavoriteResult' } },
    description: 'The signed-in user’s favourite vehicles, newest first, with totalCount.',
    args: {
      cursor: t.arg.string(),
      input: t.arg({ type: UserFavoritesInput }),
      language: t.arg.string({ description: 'en, fr, pt or ru: the language of the texts in the answer.' }),
      first: t.arg.int({ deprecationReason: 'Use input.limit.' }),
    },
    resolve: (_root, args, ctx) =>
      unwrap(userFavorites(isLanguage(args.language) ? { ...ctx, language: args.language } : ctx, { cursor: args.cursor, first: args.input?.limit ?? args.first })),
  }),
}));

builder.mutationFields((t) => ({
  addUserFavorite: t.field({
    type: UserFavoriteRef,
    errors: { types: [NotAuthenticatedError, NotFoundError], union: { name: 'AddUserFavoriteResult' } },
    description: 'Keeps a vehicle among the signed-in user’s favourites; adding one that is there already answers the same favourite.',
    args: { vehicleUuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(addUserFavorite(ctx, args.vehicleUuid)),
  }),
  removeUserFavorite: t.field({
    type: RemovedUserFavoriteRef,
    errors: { types: [NotAuthenticatedError, NotFoundError], union: { name: 'RemoveUserFavoriteResult' } },
    description: 'Takes a vehicle off the signed-in user’s favourites; one that is not there answers the same.',
    args: { vehicleUuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(removeUserFavorite(ctx, args.vehicleUuid)),
  }),
}));
