// Stock search and the vehicle: searchVehicles and vehicleByStockNumber.
import type { SearchVehiclesInput } from '#domain/catalogue/vehicle-search.inputs.ts';
import { searchVehicles, type VehicleConnection } from '#domain/catalogue/vehicle-search.service.ts';
import { vehicleByStockNumber } from '#domain/catalogue/vehicle-detail.service.ts';
import { searchKeywords, type KeywordSuggestion } from '#domain/catalogue/keyword-suggestions.service.ts';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import { countupVehicleViewCount, type ViewCount } from '#domain/catalogue/view-count.service.ts';
import { monthName, shownCampaignBanner, type VehicleRecord } from '#domain/catalogue/vehicle-record.ts';
import { isLanguage, LANGUAGES, type Language } from '#domain/context.ts';
import { VEHICLE_TEXT_COLUMNS, vehicleText } from '#domain/catalogue/vehicle-texts.ts';
import { favoriteVehicleIds } from '#domain/favorites/favorites.service.ts';
import { InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { AVAILABILITIES, availabilityOf, BODY_TYPES, DRIVE_TYPES, FUEL_TYPES, LIST_FILTERS, QUALITY_GRADES, STEERINGS, TRANSMISSION_TYPES, VEHICLE_STATUSES } from '#db/schema/enums.ts';
import { ORDER_CODES, orderCodeOf, SORT_DIRECTIONS, SORT_KEYS, SORT_ORDERS } from '#domain/catalogue/sort-orders.ts';
import { EQUIPMENT_FLAGS } from '#domain/catalogue/vocabulary.ts';
import { builder } from '../builder.ts';
import { unwrap, valueOrGraphqlError } from '../errors.ts';
import { ImportRuleEnum } from './trade.ts';
import { PageInfoRef } from './paging.ts';

export const BodyTypeEnum = builder.enumType('BodyType', { values: BODY_TYPES });
export const FuelTypeEnum = builder.enumType('FuelType', { values: FUEL_TYPES });
export const TransmissionTypeEnum = builder.enumType('TransmissionType', { values: TRANSMISSION_TYPES });
export const DriveTypeEnum = builder.enumType('DriveType', { values: DRIVE_TYPES });
export const QualityGradeEnum = builder.enumType('QualityGrade', { values: QUALITY_GRADES });
export const VehicleStatusEnum = builder.enumType('VehicleStatus', { values: VEHICLE_STATUSES });
export const SteeringEnum = builder.enumType('Steering', { values: STEERINGS });
export const AvailabilityEnum = builder.enumType('Availability', { values: AVAILABILITIES });
export const SortKeyEnum = builder.enumType('SortKey', { values: SORT_KEYS });
export const SortDirectionEnum = builder.enumType('SortDirection', { values: SORT_DIRECTIONS });
export const PriceConditionEnum = builder.enumType('PriceCondition', { description: 'The filter types of a search (featureType).', values: ['Discounted', 'New'] as const });
export const ListFilterEnum = builder.enumType('ListFilter', { description: 'Which orders a list shows: all, those still ordered, or those sold (paid).', values: LIST_FILTERS });

export const MakerRef = builder.objectRef<{ id: number; uuid: string; name: string }>('Maker').implement({
  fields: (t) => ({ id: t.exposeID('id'), uuid: t.exposeString('uuid'), name: t.exposeString('name') }),
});

export const ModelRef = builder.objectRef<{ id: number; uuid: string; name: string; maker: { id: number; uuid: string; name: string } }>('Model').implement({
  fields: (t) => ({ id: t.exposeID('id'), uuid: t.exposeString('uuid'), name: t.exposeString('name'), maker: t.field({ type: MakerRef, resolve: (m) => m.maker }) }),
});

export const ColorRef = builder.objectRef<{ id: number; name: string }>('Color').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const CampaignBannerRef = builder.objectRef<NonNullable<VehicleRecord['campaignBanner']>>('CampaignBanner').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    alt: t.exposeString('alt'),
    url: t.exposeString('url'),
    pcImageUrl: t.exposeString('pcImageUrl'),
    spImageUrl: t.exposeString('spImageUrl'),
  }),
});

const nullableInts = [
  'distributorPrice',
  'originalPrice',
  'seatBeltYear',
  'numOfCylinders',
  'doors',
  'seat',
  'weightKg',
  'heightCm',
  'lengthCm',
  'widthCm',
  'tireConditionFront',
  'tireConditionRear',
  'optionNewTiresPrice',
  'optionAlloyWheelsPrice',
  'optionSpareKeyPrice',
  'optionMaintenancePackagePrice',
  'optionBatteryPrice',
  'optionPremiumPackagePrice',
  'optionAudioPrice',
  'inspectionCost',
] as const;

const nullableStrings = [
  'movieUrl',
  'modelGrade',
  'grade',
  'modelNumber',
  'chassisNumberHead',
  'chassisNumberSerialNumber',
  'engineNumber',
  'ccRating',
  'region',
  'searchAreaRef',
  'spareTireType',
  'tireType',
  'tireSizeFront',
  'tireSizeRear',
  'optionSpareKeyType',
  'thumbnailUrl',
] as const;

const booleans = [
  'isNewArrival',
  'is4wd',
  'isLeftHandle',
  'isTurbo',
  'isIntercooler',
  'isMultiFunctionDisplay',
  'isRadioAfFm',
  ...EQUIPMENT_FLAGS,
] as const;

const VehicleTextsRef = builder.objectRef<{ language: Language; remarks: string | null; goodPoints: string | null }>('VehicleTexts').implement({
  description: 'The remarks and good points as staff wrote them in one language.',
  fields: (t) => ({
    language: t.exposeString('language', { description: 'en, fr, pt or ru.' }),
    remarks: t.exposeString('remarks', { nullable: true }),
    goodPoints: t.exposeString('goodPoints', { nullable: true, description: 'One a line.' }),
  }),
});

export const VehicleRef = builder.objectRef<VehicleRecord>('Vehicle').implement({
  description: 'A vehicle in stock. Prices are integer JPY.',
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    stockNumber: t.exposeString('stockNumber'),
    status: t.expose('status', { type: VehicleStatusEnum }),
    availability: t.field({ type: AvailabilityEnum, description: 'Whether it can be ordered now, is held for a buyer sent an invoice, or cannot be.', resolve: (v) => availabilityOf(v.status) }),
    steering: t.field({ type: SteeringEnum, resolve: (v) => (v.isLeftHandle ? 'LeftHandle' : 'RightHandle') }),
    favNumber: t.exposeInt('favNumber', { description: 'How many buyers keep it among their favourites.' }),
    isFavorite: t.boolean({
      description: 'Whether the signed-in viewer keeps it among their favourites; false when signed out.',
      resolve: async (v, _args, ctx) => v.isFavorite || (ctx.viewer !== null && (await favoriteVehicleIds(ctx)).includes(v.id)),
    }),
    viewCount: t.exposeInt('viewCount'),
    priceFob: t.exposeInt('priceFob'),
    year4: t.exposeInt('year4'),
    month: t.exposeInt('month', { nullable: true }),
    monthName: t.string({ nullable: true, resolve: (v) => monthName(v.month) }),
    engineSize: t.exposeInt('engineSize'),
    kiloMeters: t.exposeInt('kiloMeters'),
    volume: t.exposeFloat('volume', { description: 'Cubic metres (length x width x height), the basis of RoRo freight.' }),
    imageUrls: t.exposeStringList('imageUrls'),
    fuelType: t.expose('fuelType', { type: FuelTypeEnum }),
    transmissionType: t.expose('transmissionType', { type: TransmissionTypeEnum }),
    driveType: t.expose('driveType', { type: DriveTypeEnum }),
    type: t.expose('type', { type: BodyTypeEnum }),
    qualityGrade: t.expose('qualityGrade', { type: QualityGradeEnum }),
    containerType: t.exposeString('containerType', { nullable: true }),
    loadingPortUuid: t.string({ nullable: true, resolve: (v) => v.loadingPort?.uuid ?? null }),
    campaignBanner: t.field({ type: CampaignBannerRef, nullable: true, description: 'Only a published banner between its start and end dates.', resolve: (v, _args, ctx) => shownCampaignBanner(ctx, v) }),
    keywords: t.exposeStringList('keywords'),
    remarks: t.string({
      nullable: true,
      description: 'Staff’s remarks in the query’s language, or in English when none are written in it.',
      resolve: (v) => vehicleText(v, 'remarks', v.textLanguage)?.text ?? null,
    }),
    goodPoints: t.string({
      nullable: true,
      description: 'Good points, one a line, in the query’s language, or in English when none are written in it.',
      resolve: (v) => vehicleText(v, 'goodPoints', v.textLanguage)?.text ?? null,
    }),
    texts: t.field({
      type: [VehicleTextsRef],
      description: 'The remarks and good points in each language, as written (null where none are).',
      resolve: (v) =>
        LANGUAGES.map((language) => ({ language, remarks: v[VEHICLE_TEXT_COLUMNS.remarks[language]], goodPoints: v[VEHICLE_TEXT_COLUMNS.goodPoints[language]] })),
    }),
    arrivedAt: t.expose('arrivedAt', { type: 'DateTime' }),
    maker: t.field({ type: MakerRef, resolve: (v) => v.maker }),
    model: t.field({ type: ModelRef, resolve: (v) => ({ ...v.model, maker: v.maker }) }),
    color: t.field({ type: ColorRef, nullable: true, resolve: (v) => v.color }),
    ...Object.fromEntries(nullableInts.map((name) => [name, t.exposeInt(name, { nullable: true })])),
    ...Object.fromEntries(nullableStrings.map((name) => [name, t.exposeString(name, { nullable: true })])),
    ...Object.fromEntries(booleans.map((name) => [name, t.exposeBoolean(name)])),
  }),
});

const VehicleEdgeRef = builder.objectRef<VehicleConnection['edges'][number]>('VehicleEdge').implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: VehicleRef, resolve: (e) => e.node }),
    brokenImportRules: t.field({
      type: [ImportRuleEnum],
      description: "With importableTo: the rules of that country (and Japan's export bans) the vehicle breaks, as its quote lists them; empty when it may go, or without importableTo.",
      resolve: (e) => e.brokenImportRules,
    }),
  }),
});

const RangeRef = builder.objectRef<{ min?: number; max?: number }>('IntRange').implement({
  fields: (t) => ({ min: t.int({ nullable: true, resolve: (r) => r.min ?? null }), max: t.int({ nullable: true, resolve: (r) => r.max ?? null }) }),
});

type Query = VehicleConnection['query'];
const SearchVehiclesQueryRef = builder.objectRef<Query>('SearchVehiclesQuery').implement({
  description: 'The search as understood, for the filter panel.',
  fields: (t) => ({
    keywords: t.string({ nullable: true, resolve: (q) => q.keywords || null }),
    maker: t.string({ nullable: true, resolve: (q) => q.maker ?? q.instantMaker ?? null }),
    model: t.string({ nullable: true, resolve: (q) => q.model ?? q.instantModel ?? null }),
    type: t.string({ nullable: true, resolve: (q) => q.type ?? null }),
    steering: t.string({ nullable: true, resolve: (q) => q.steering ?? null }),
    transmission: t.string({ nullable: true, resolve: (q) => q.transmission ?? null }),
    driveType: t.string({ nullable: true, resolve: (q) => (q.is4wd === undefined ? null : q.is4wd ? '4WD' : '2WD') }),
    fuelTypes: t.stringList({ resolve: (q) => (q.fuelType ? [q.fuelType] : []) }),
    filterTypes: t.stringList({
      resolve: (q) => [...(q.bestDeals || q.featureType === 'Discounted' ? ['Discounted'] : []), ...(q.newArrivals || q.featureType === 'New' ? ['New'] : [])],
    }),
    color: t.string({ nullable: true, resolve: (q) => q.color ?? null }),
    qualityGrade: t.string({ nullable: true, resolve: (q) => q.qualityGrade ?? null }),
    price: t.field({ type: RangeRef, resolve: (q) => ({ min: q.minPrice, max: q.maxPrice }) }),
    year: t.field({ type: RangeRef, resolve: (q) => ({ min: q.minYear, max: q.maxYear }) }),
    engineSize: t.field({ type: RangeRef, resolve: (q) => q.engineSize ?? {} }),
    kiloMeters: t.field({ type: RangeRef, resolve: (q) => q.kiloMeters ?? {} }),
    order: t.exposeString('order'),
    sortKey: t.field({ type: SortKeyEnum, resolve: (q) => SORT_ORDERS[isOrder(q.order) ? q.order : '3'].key }),
    sortDirection: t.field({ type: SortDirectionEnum, resolve: (q) => SORT_ORDERS[isOrder(q.order) ? q.order : '3'].direction }),
    importableTo: t.string({ nullable: true, resolve: (q) => q.importableTo ?? null }),
    importable: t.string({ nullable: true, description: "'only' or 'all' with importableTo; null without.", resolve: (q) => (q.importableTo ? (q.importable ?? 'only') : null) }),
  }),
});

const isOrder = (code: string): code is (typeof ORDER_CODES)[number] => (ORDER_CODES as string[]).includes(code);

type Facets = VehicleConnection['facets'];
const FacetValueRef = builder.objectRef<{ value: string; count: number }>('FacetValue').implement({
  fields: (t) => ({ value: t.exposeString('value'), count: t.exposeInt('count') }),
});
const MakerFacetRef = builder.objectRef<Facets['makers'][number]>('MakerFacet').implement({
  fields: (t) => ({ name: t.exposeString('name'), count: t.exposeInt('count') }),
});
const ModelFacetRef = builder.objectRef<Facets['models'][number]>('ModelFacet').implement({
  fields: (t) => ({ name: t.exposeString('name'), maker: t.exposeString('maker'), count: t.exposeInt('count') }),
});
const PriceBandFacetRef = builder.objectRef<Facets['priceBands'][number]>('PriceBandFacet').implement({
  description: 'FOB price band in JPY; max is null for the open-ended top band.',
  fields: (t) => ({ min: t.exposeInt('min'), max: t.exposeInt('max', { nullable: true }), count: t.exposeInt('count') }),
});
const YearFacetRef = builder.objectRef<Facets['years'][number]>('YearFacet').implement({
  fields: (t) => ({ year: t.exposeInt('year'), count: t.exposeInt('count') }),
});
const SearchFacetsRef = builder.objectRef<Facets>('SearchFacets').implement({
  description: 'How many vehicles each filter choice leaves: each dimension is counted with every filter but its own.',
  fields: (t) => ({
    makers: t.field({ type: [MakerFacetRef], resolve: (f) => f.makers }),
    models: t.field({ type: [ModelFacetRef], resolve: (f) => f.models }),
    types: t.field({ type: [FacetValueRef], resolve: (f) => f.types }),
    fuelTypes: t.field({ type: [FacetValueRef], resolve: (f) => f.fuelTypes }),
    transmissions: t.field({ type: [FacetValueRef], resolve: (f) => f.transmissions }),
    steerings: t.field({ type: [FacetValueRef], resolve: (f) => f.steerings }),
    priceBands: t.field({ type: [PriceBandFacetRef], resolve: (f) => f.priceBands }),
    years: t.field({ type: [YearFacetRef], resolve: (f) => f.years }),
  }),
});

const VehicleConnectionRef = builder.objectRef<VehicleConnection>('VehicleConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [VehicleEdgeRef], resolve: (c) => c.edges }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
    totalCount: t.exposeInt('totalCount'),
    query: t.field({ type: SearchVehiclesQueryRef, resolve: (c) => c.query }),
    facets: t.field({ type: SearchFacetsRef, resolve: (c) => c.facets }),
    fallbackCount: t.exposeInt('fallbackCount', { description: 'With no hits: how many vehicles the nearest search (narrowest filters relaxed) finds.' }),
    relaxedFilters: t.exposeStringList('relaxedFilters', { description: 'With no hits: the filters the nearest search dropped, narrowest first.' }),
    fallbackVehicles: t.field({ type: [VehicleRef], description: 'With no hits: the first vehicles of the nearest search.', resolve: (c) => c.fallbackVehicles }),
    notImportableCount: t.int({
      description: "With importableTo: how many vehicles matching the other filters that country does not allow (left out with importable 'only', listed with 'all'); 0 without.",
      resolve: (c) => c.importable?.notImportableCount ?? 0,
    }),
  }),
});

export const SearchVehiclesInputRef = builder.inputType('SearchVehiclesInput', {
  description: 'Stock search filter (spec 000 §3). Enum-like fields are strings so that a wrong value is reported on its field.',
  fields: (t) => ({
    keywords: t.string(),
    instantMaker: t.string(),
    instantModel: t.string(),
    maker: t.string({ description: 'Maker name or uuid.' }),
    makerNotIn: t.stringList(),
    model: t.string({ description: 'Model name or uuid.' }),
    type: t.string({ description: 'Body type: Hatchback, MiniBus, Pickup, Sedan, Sports, Suv, TruckEtc, UtilityVan, Wagon, bus20Seats.' }),
    steering: t.string({ description: 'LeftHandle or RightHandle.' }),
    minPrice: t.int({ description: 'FOB price in JPY.' }),
    maxPrice: t.int({ description: 'FOB price in JPY.' }),
    engineSize: t.string({ description: 'A cc range: "1000-1500", "-660" or "3000-".' }),
    fuelType: t.string(),
    minYear: t.int(),
    maxYear: t.int(),
    kiloMeters: t.string({ description: 'A km range: "0-50000" or "-100000".' }),
    transmission: t.string(),
    color: t.string(),
    is4wd: t.string({ description: "Empty, 'true' or 'false'." }),
    qualityGrade: t.string(),
    newArrivals: t.boolean(),
    bestDeals: t.boolean(),
    featureType: t.string({ description: 'Discounted or New.' }),
    order: t.string({ description: "Sort code; '3' (newest arrivals first) by default. See docs/decisions/004-stock-sort-codes.md." }),
    sortKey: t.field({ type: SortKeyEnum, description: 'The sort as key and direction, beside the order code; order wins when both are given.' }),
    sortDirection: t.field({ type: SortDirectionEnum, description: 'Asc or Desc; with sortKey (Desc by default).' }),
    stockNumber: t.string(),
    importableTo: t.string({
      description:
        "The buyer's country (English name or ISO code): the list keeps to its import rules (age, steering, used imports) and Japan's export bans, as calculateTradeTerm checks them. Sold vehicles are never listed.",
    }),
    importable: t.string({ description: "With importableTo: 'only' (the default) lists the vehicles that country allows; 'all' lists every vehicle, each edge naming the rules it breaks." }),
  }),
});

/** sortKey and sortDirection as the order code the search understands, when no code is given. */
export function withOrderCode(input: { sortKey?: (typeof SORT_KEYS)[number] | null; sortDirection?: 'Asc' | 'Desc' | null; order?: string | null } | null | undefined): SearchVehiclesInput | null {
  if (!input) return null;
  const { sortKey, sortDirection, ...rest } = input;
  const order = rest.order || (sortKey ? orderCodeOf(sortKey, sortDirection ?? 'Desc') : rest.order);
  return { ...rest, order } as SearchVehiclesInput;
}

const SearchKeywordRef = builder.objectRef<KeywordSuggestion>('SearchKeyword').implement({
  description: 'A search suggestion: what the buyer may have meant (originalText) and the term to search for (targetText).',
  fields: (t) => ({ uuid: t.exposeString('uuid'), originalText: t.exposeString('originalText'), targetText: t.exposeString('targetText') }),
});

const ViewCountRef = builder.objectRef<ViewCount>('VehicleViewCount').implement({
  fields: (t) => ({ id: t.exposeID('id'), viewCount: t.exposeInt('viewCount') }),
});

builder.mutationFields((t) => ({
  countupVehicleViewCount: t.field({
    type: ViewCountRef,
    description: "Counts a view of the vehicle: once per visitor per day, only with the visitor cookie a page of the site gives (sent with the request), at most 50 a day per address, never for crawlers. Answers the vehicle's view count; without the cookie it answers the count and counts nothing.",
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => valueOrGraphqlError(countupVehicleViewCount(ctx, args.uuid)),
  }),
}));

builder.queryFields((t) => ({
  recommendVehicles: t.field({
    type: [VehicleRef],
    description: 'Available vehicles like the given one (model, body type, price, year), or the freshest stock without one; only what the country accepts (steering, age on arrival).',
    args: { countryName: t.arg.string(), stockNumber: t.arg.string(), limit: t.arg.int({ description: '1 to 20; 5 by default.' }) },
    resolve: (_root, args, ctx) => valueOrGraphqlError(recommendVehicles(ctx, args)),
  }),
  searchKeywords: t.field({
    type: [SearchKeywordRef],
    description: 'Up to 10 suggestions for 2 to 255 typed characters, ranked by how many vehicles each finds; typo-tolerant. Other lengths answer an empty list.',
    args: { keyword: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const suggestions = await searchKeywords(ctx, args.keyword);
      return suggestions instanceof InvalidInputError ? [] : suggestions;
    },
  }),
  searchVehicles: t.field({
    type: VehicleConnectionRef,
    errors: { types: [InvalidInputError], union: { name: 'SearchVehiclesResult' } },
    args: {
      input: t.arg({ type: SearchVehiclesInputRef }),
      cursor: t.arg.string(),
      first: t.arg.int({ description: 'Page size, 1 to 100; 24 by default.' }),
      language: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      unwrap(
        searchVehicles(isLanguage(args.language) ? { ...ctx, language: args.language } : ctx, {
          input: withOrderCode(args.input),
          cursor: args.cursor,
          first: args.first,
        }),
      ),
  }),
  vehicleByStockNumber: t.field({
    type: VehicleRef,
    errors: { types: [NotFoundError, InvalidInputError], union: { name: 'VehicleResult' } },
    args: { stockNumber: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(vehicleByStockNumber(ctx, args.stockNumber)),
  }),
}));
