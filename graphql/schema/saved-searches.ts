// Saved searches (issue 42): userSavedSearches, saveSearch, updateSavedSearch and deleteSavedSearch, each
// for the signed-in buyer's own searches only, with the spec's result unions.
import { SAVED_SEARCH_FREQUENCIES } from '#db/schema/enum-values.ts';
import { deleteSavedSearch, MAX_SAVED_SEARCHES, saveSearch, updateSavedSearch, userSavedSearches, type SavedSearch } from '#domain/alerts/saved-searches.service.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { SearchVehiclesInputRef, withOrderCode } from './catalogue.ts';

const SavedSearchFrequencyEnum = builder.enumType('SavedSearchFrequency', {
  values: SAVED_SEARCH_FREQUENCIES,
  description: 'How often the buyer hears of new matches: Instant (as they happen), Daily or Weekly (a digest).',
});

/** The search as the stock list's address takes it: "maker=Toyota&minYear=2018". */
function searchParams(query: SavedSearch['query']): string {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(field, String(one));
  }
  return params.toString();
}

const SavedSearchRef = builder.objectRef<SavedSearch>('SavedSearch').implement({
  description: 'A stock-list search the buyer keeps, with how many vehicles match it now.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    name: t.exposeString('name'),
    searchParams: t.string({ description: 'The filters and sort as the stock list’s query string (/{lang}/stocklist?…).', resolve: (s) => searchParams(s.query) }),
    frequency: t.field({ type: SavedSearchFrequencyEnum, resolve: (s) => s.frequency }),
    includeNotImportable: t.exposeBoolean('includeNotImportable', { description: 'Vehicles the buyer’s country does not allow are matched too.' }),
    paused: t.exposeBoolean('paused', { description: 'No alerts while paused.' }),
    matchCount: t.exposeInt('matchCount', { description: 'Vehicles in stock that match now.' }),
    newCount: t.exposeInt('newCount', { description: 'Of those, the ones that arrived since the buyer last opened the search.' }),
    lastVisitedAt: t.expose('lastVisitedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DeletedSavedSearchRef = builder.objectRef<{ uuid: string }>('DeleteSavedSearchPayload').implement({
  fields: (t) => ({ success: t.boolean({ resolve: () => true }), uuid: t.exposeString('uuid') }),
});

const SaveSearchInput = builder.inputType('SaveSearchInput', {
  fields: (t) => ({
    name: t.string({ description: 'At most 100 characters; empty: a name proposed from the filters ("Toyota Hiace, 2018+, under ¥2,500,000").' }),
    query: t.field({ type: SearchVehiclesInputRef, required: true, description: 'The stock list’s filters and sort (stockNumber and the instant fields are not kept).' }),
    frequency: t.field({ type: SavedSearchFrequencyEnum, description: 'Instant by default.' }),
    includeNotImportable: t.boolean({ description: 'false by default.' }),
  }),
});

const UpdateSavedSearchInput = builder.inputType('UpdateSavedSearchInput', {
  fields: (t) => ({
    name: t.string(),
    frequency: t.field({ type: SavedSearchFrequencyEnum }),
    includeNotImportable: t.boolean(),
    paused: t.boolean(),
  }),
});

/** GraphQL's nulls as "not given": an input field left out and one sent as null both leave the value as it is. */
const given = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

builder.queryFields((t) => ({
  userSavedSearches: t.field({
    type: [SavedSearchRef],
    errors: { types: [NotAuthenticatedError], union: { name: 'UserSavedSearchesResult' } },
    description: `The signed-in buyer’s saved searches (at most ${MAX_SAVED_SEARCHES}), oldest first, each with its counts now.`,
    resolve: (_root, _args, ctx) => unwrap(userSavedSearches(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  saveSearch: t.field({
    type: SavedSearchRef,
    errors: { types: [NotAuthenticatedError, InvalidInputError], union: { name: 'SaveSearchResult' } },
    description: `Keeps a stock-list search for the signed-in buyer; the ${MAX_SAVED_SEARCHES + 1}st is refused with a message on query.`,
    args: { input: t.arg({ type: SaveSearchInput, required: true }) },
    resolve: (_root, { input }, ctx) => unwrap(saveSearch(ctx, { ...given(input), query: given(withOrderCode(input.query)!) })),
  }),
  updateSavedSearch: t.field({
    type: SavedSearchRef,
    errors: { types: [NotAuthenticatedError, InvalidInputError, NotFoundError], union: { name: 'UpdateSavedSearchResult' } },
    description: 'Renames a saved search of the signed-in buyer, changes how often they hear, pauses or resumes it.',
    args: { uuid: t.arg.string({ required: true }), input: t.arg({ type: UpdateSavedSearchInput, required: true }) },
    resolve: (_root, args, ctx) => unwrap(updateSavedSearch(ctx, args.uuid, given(args.input))),
  }),
  deleteSavedSearch: t.field({
    type: DeletedSavedSearchRef,
    errors: { types: [NotAuthenticatedError, NotFoundError], union: { name: 'DeleteSavedSearchResult' } },
    description: 'Deletes a saved search of the signed-in buyer.',
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(deleteSavedSearch(ctx, args.uuid)),
  }),
}));
