// Trade terms (spec 000 §7): countries, country, ports, destinationCities, currencies,
// calculateTradeTerm and calculateTradeTerms.
import type { Language } from '#domain/context.ts';
import { InvalidCountry, InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { findCountry, freightFor, loadDestinations, portsOf, type Currency, type Port } from '#domain/trade/destinations.ts';
import { destinationCities, type DestinationCity } from '#domain/trade/destination-cities.service.ts';
import { calculateTradeTerm, calculateTradeTerms, type TradeTerm, type VehicleTradeTerm } from '#domain/trade/trade-term.service.ts';
import { importTaxesOf, type ImportTaxesAnswer } from '#domain/trade/trade-term-taxes.ts';
import type { ImportTaxEstimate, ImportTaxItem, ImportTaxesNotEstimated } from '#domain/trade/import-taxes.ts';
import type { CountryTerms, PortFreight, PriceItem, RuleViolation } from '#domain/trade/trade-term.ts';
import { CONTAINER_TYPES, COUPON_STATUSES, IMPORT_RULES, PACKAGE_LEVELS, PRICE_ITEM_KINDS, TRADE_OPTIONS } from '#domain/trade/vocabulary.ts';
import { loadAllTranslationsCached } from '#domain/content/translation.service.ts';
import { basisText, yenText } from '#domain/trade/basis-text.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { languageOf } from '../language.ts';

const ContainerTypeEnum = builder.enumType('ContainerType', { values: CONTAINER_TYPES });
export const TradeTermOptionEnum = builder.enumType('TradeTermOption', { values: TRADE_OPTIONS });
const PackageLevelEnum = builder.enumType('PackageLevel', { values: PACKAGE_LEVELS });
const PriceItemKindEnum = builder.enumType('PriceItemKind', { values: PRICE_ITEM_KINDS });
const CouponStatusEnum = builder.enumType('CouponStatus', { values: COUPON_STATUSES });
export const ImportRuleEnum = builder.enumType('ImportRule', { values: IMPORT_RULES });

const CurrencyRef = builder.objectRef<Currency>('Currency').implement({
  description: 'A currency prices can be shown in. Prices are set in JPY and converted once, at display, with this rate.',
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    name: t.exposeString('name', { description: 'ISO 4217 code.' }),
    displayName: t.exposeString('displayName'),
    rate: t.exposeFloat('rate', { description: 'Units of this currency per 1 JPY.' }),
    displayDecimals: t.exposeInt('displayDecimals'),
  }),
});

const PortCifRef = builder.objectRef<PortFreight & { uuid: string; loadingPortId: number }>('PortCif').implement({
  description: 'Freight from one Japanese loading port to this port, in JPY.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    containerType: t.field({ type: ContainerTypeEnum, resolve: (f) => f.containerType }),
    freightPrice: t.exposeInt('freightPrice', { nullable: true, description: 'RoRo, per cubic metre of vehicle volume.' }),
    freight20FPrice: t.exposeInt('freight20FPrice', { nullable: true, description: 'One vehicle alone in a 20 ft container.' }),
    freightHighCubePrice: t.exposeInt('freightHighCubePrice', { nullable: true, description: "One vehicle's share of a 40 ft high-cube container." }),
    extraPrice: t.exposeInt('extraPrice'),
    additionalPriceFieldName: t.exposeString('additionalPriceFieldName', { nullable: true }),
    transitDays: t.exposeInt('transitDays', { nullable: true }),
    loadingPort: t.field({ type: PortRef, resolve: async (f, _args, ctx) => (await loadDestinations(ctx)).ports.get(f.loadingPortId)! }),
  }),
});

const PortRef = builder.objectRef<Port>('Port');
PortRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    code: t.exposeString('code', { description: 'UN/LOCODE.' }),
    name: t.exposeString('name'),
    portCif: t.field({
      type: PortCifRef,
      nullable: true,
      description: 'Freight to this port from a loading port (Yokohama by default).',
      args: { loadingPortUuid: t.arg.string() },
      resolve: async (port, args, ctx) => {
        const destinations = await loadDestinations(ctx);
        const loading = args.loadingPortUuid ? destinations.portByUuid.get(args.loadingPortUuid) : undefined;
        return freightFor(destinations, port.id, loading?.id ?? null);
      },
    }),
  }),
});

const CountryCifRef = builder.objectRef<CountryTerms>('CountryCif').implement({
  fields: (t) => ({
    regulationMessage: t.string({
      nullable: true,
      description: "The country's import rules in the language asked for (else the request's), falling back to English.",
      args: { language: t.arg.string() },
      resolve: (c, args, ctx) => c.regulationMessages[languageOf(ctx, args.language)] ?? c.regulationMessages.en ?? null,
    }),
    additionalPrice: t.exposeInt('additionalPrice'),
    additionalPriceFieldName: t.exposeString('additionalPriceFieldName', { nullable: true }),
    insuranceRatePercent: t.exposeFloat('insuranceRatePercent'),
  }),
});

const ImportRulesRef = builder.objectRef<CountryTerms>('ImportRules').implement({
  description: 'What the destination accepts, from our data; the regulation message says it in words.',
  fields: (t) => ({
    ageLimitYears: t.exposeInt('ageLimitYears', { nullable: true }),
    ageCountedFrom: t.exposeString('ageCountedFrom', { nullable: true, description: 'first-registration, manufacture or model-year.' }),
    rightHandDriveAllowed: t.boolean({ resolve: (c) => c.rightHandDriveAllowed !== false }),
    leftHandDriveAllowed: t.exposeBoolean('leftHandDriveAllowed'),
    usedImportsAllowed: t.exposeBoolean('usedImportsAllowed'),
    inspectionRequired: t.exposeBoolean('inspectionRequired'),
    inspectionAgency: t.exposeString('inspectionAgency', { nullable: true }),
    inspectionFee: t.exposeInt('inspectionFeeJpy', { nullable: true }),
    exportMaxEngineCc: t.exposeInt('exportMaxEngineCc', { nullable: true, description: "Japan's export ban: no passenger car above this displacement." }),
    exportBannedFuelTypes: t.exposeStringList('exportBannedFuelTypes', { nullable: true }),
    exportMaxPrice: t.exposeInt('exportMaxPriceJpy', { nullable: true, description: "Japan's export ban: no vehicle priced above this, in JPY." }),
  }),
});

const CountryRef = builder.objectRef<CountryTerms>('Country').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    name: t.exposeString('name', { description: 'English name; calls look countries up by it.' }),
    code: t.exposeString('code', { description: 'ISO 3166-1 alpha-2.' }),
    localName: t.string({ args: { language: t.arg.string() }, resolve: (c, args, ctx) => c.localNames[languageOf(ctx, args.language)] ?? c.name }),
    defaultCurrency: t.field({
      type: CurrencyRef,
      nullable: true,
      resolve: async (c, _args, ctx) => (c.defaultCurrency ? ((await loadDestinations(ctx)).currencyByName.get(c.defaultCurrency) ?? null) : null),
    }),
    countryCif: t.field({ type: CountryCifRef, resolve: (c) => c }),
    importRules: t.field({ type: ImportRulesRef, resolve: (c) => c }),
    ports: t.field({ type: [PortRef], resolve: async (c, _args, ctx) => portsOf(await loadDestinations(ctx), c) }),
  }),
});

const InlandTransRouteRef = builder.objectRef<DestinationCity['inlandTransRoute'] & object>('InlandTransRoute').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    finalDestinationCity: t.exposeString('finalDestinationCity'),
    distanceKm: t.exposeInt('distanceKm', { nullable: true }),
    daysMin: t.exposeInt('daysMin', { nullable: true }),
    daysMax: t.exposeInt('daysMax', { nullable: true }),
    via: t.exposeString('via', { nullable: true }),
  }),
});

const PortClearingRouteRef = builder.objectRef<DestinationCity['portClearingRoute'] & object>('PortClearingRoute').implement({
  fields: (t) => ({ id: t.exposeID('id'), uuid: t.exposeString('uuid'), clearanceFreight: t.exposeInt('clearanceFreight') }),
});

const DestinationCityRef = builder.objectRef<DestinationCity>('DestinationCity').implement({
  description: 'A place a vehicle can be delivered to: a port itself, or a city inland from it. Prices in JPY.',
  fields: (t) => ({
    port: t.field({ type: PortRef, resolve: (d) => d.port }),
    transportType: t.exposeString('transportType', { nullable: true }),
    inlandTransRoute: t.field({ type: InlandTransRouteRef, nullable: true, resolve: (d) => d.inlandTransRoute }),
    portClearingRoute: t.field({ type: PortClearingRouteRef, nullable: true, resolve: (d) => d.portClearingRoute }),
    isCif: t.exposeBoolean('isCif'),
    seaFreight: t.exposeInt('seaFreight', { nullable: true, description: "This vehicle's sea freight to the port (from its loading port), when a vehicle is given." }),
    inlandFreight: t.exposeInt('inlandFreight'),
    clearanceFreight: t.exposeInt('clearanceFreight'),
  }),
});

const PriceItemRef = builder.objectRef<PriceItem & { language: Language }>('PriceItem').implement({
  fields: (t) => ({
    name: t.field({ type: PriceItemKindEnum, resolve: (i) => i.name }),
    price: t.exposeInt('price', { description: 'JPY; discounts are negative.' }),
    basis: t.string({
      nullable: true,
      description: 'How the amount was reached, in the request\'s language, e.g. "11.62 m³ × ¥10,950 per m³".',
      resolve: async (item, _args, ctx) => (item.basis ? basisText(await loadAllTranslationsCached(ctx, item.language), item.basis, yenText) : null),
    }),
  }),
});

const RuleViolationRef = builder.objectRef<RuleViolation & { message: string }>('RuleViolation').implement({
  fields: (t) => ({
    rule: t.field({ type: ImportRuleEnum, resolve: (v) => v.rule }),
    message: t.exposeString('message'),
  }),
});

const RegulationRef = builder.objectRef<TradeTerm['regulation']>('Regulation').implement({
  fields: (t) => ({
    message: t.exposeString('message', { nullable: true }),
    violations: t.field({ type: [RuleViolationRef], resolve: (r) => r.violations }),
    eligible: t.boolean({ resolve: (r) => r.violations.length === 0 }),
    lastArrivalYear: t.exposeInt('lastArrivalYear', { nullable: true, description: 'Under an age limit, the last calendar year this vehicle may arrive.' }),
  }),
});

const CouponAnswerRef = builder.objectRef<NonNullable<TradeTerm['coupon']>>('CouponAnswer').implement({
  fields: (t) => ({ status: t.field({ type: CouponStatusEnum, resolve: (c) => c.status }), message: t.exposeString('message') }),
});

const ValuationMethodEnum = builder.enumType('ValuationMethod', {
  values: { CIF: { description: 'The CIF in the quote.' }, ReferencePrice: { description: "The authority's reference retail price, less the taxes and margin it includes and the depreciation for the age on arrival." } },
});

const ImportTaxItemRef = builder.objectRef<ImportTaxItem>('ImportTaxItem').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The tax, as the table names it ("import-duty").' }),
    label: t.exposeString('label'),
    base: t.exposeString('base', { nullable: true, description: 'What the rate is charged on, in words ("customs value + Import duty"); null for a fixed sum or a sum per cc.' }),
    rate: t.exposeFloat('rate', { nullable: true, description: 'A fraction of the base (0.35 for 35 %).' }),
    amount: t.exposeFloat('amount', { description: "In the estimate's currency; the items add up to the total." }),
  }),
});

const ImportTaxEstimateRef = builder.objectRef<ImportTaxEstimate>('ImportTaxEstimate').implement({
  description: "What the buyer pays the destination's customs on arrival, estimated on the estimated arrival date (ADR 059). Never part of totalPrice.",
  fields: (t) => ({
    customsValue: t.exposeFloat('customsValue', { description: 'What the taxes are charged on, in `currency`.' }),
    valuationMethod: t.field({ type: ValuationMethodEnum, description: 'How the customs value was reached; where the authority takes the higher of its value and the CIF, the one that was higher.', resolve: (e) => e.valuation.used }),
    items: t.field({ type: [ImportTaxItemRef], resolve: (e) => e.items }),
    total: t.exposeFloat('total', { description: 'The taxes, in `currency`.' }),
    landedTotal: t.exposeFloat('landedTotal', { description: 'Everything the buyer pays, to us and to the state: totalPrice in `currency` plus the taxes.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of every amount here.' }),
    asOf: t.exposeString('asOf', { description: 'YYYY-MM-DD: the day the country\'s table was last checked against its sources.' }),
    sources: t.exposeStringList('sources'),
    caveats: t.exposeStringList('caveats', { description: 'What the estimate leaves out or assumes.' }),
  }),
});

const NotEstimatedRef = builder.objectRef<ImportTaxesNotEstimated>('NotEstimated').implement({
  description: 'No estimate: a country whose duties we do not know, a vehicle it refuses or no table covers, an FOB quote.',
  fields: (t) => ({ message: t.exposeString('message') }),
});

export const ImportTaxesResult = builder.unionType('ImportTaxesResult', {
  types: [ImportTaxEstimateRef, NotEstimatedRef],
  resolveType: (answer: ImportTaxesAnswer) => (answer.kind === 'ImportTaxEstimate' ? ImportTaxEstimateRef : NotEstimatedRef),
});

const IMPORT_TAXES_FIELD = {
  description: "The duties and taxes the buyer pays on arrival, estimated (ADR 059); not part of totalPrice. NotEstimated for a country whose duties we do not know.",
  currencyArg: "ISO 4217 code to show the estimate in; the country's currency when not given.",
};

export const TradeTermRef = builder.objectRef<TradeTerm>('TradeTerm').implement({
  description: 'The all-in price of a vehicle to a destination, item by item, in JPY.',
  fields: (t) => ({
    itemPrices: t.field({ type: [PriceItemRef], resolve: (tt) => tt.itemPrices.map((item) => ({ ...item, language: tt.language })) }),
    totalPrice: t.exposeInt('totalPrice'),
    isCif: t.exposeBoolean('isCif'),
    campaignName: t.exposeString('campaignName', { nullable: true }),
    containerType: t.field({ type: ContainerTypeEnum, resolve: (tt) => tt.containerType }),
    options: t.field({ type: [TradeTermOptionEnum], resolve: (tt) => tt.options }),
    country: t.field({ type: CountryRef, resolve: (tt) => tt.country }),
    port: t.field({ type: PortRef, nullable: true, resolve: (tt) => tt.port }),
    finalDestinationCity: t.string({ nullable: true, resolve: (tt) => tt.route?.finalDestinationCity ?? null }),
    estimatedArrivalAt: t.field({ type: 'DateTime', resolve: (tt) => tt.estimatedArrivalAt }),
    regulation: t.field({ type: RegulationRef, resolve: (tt) => tt.regulation }),
    coupon: t.field({ type: CouponAnswerRef, nullable: true, description: 'Whether the coupon code was applied, and if not why; the price is then without it.', resolve: (tt) => tt.coupon }),
    importTaxes: t.field({
      type: ImportTaxesResult,
      description: IMPORT_TAXES_FIELD.description,
      args: { currency: t.arg.string({ description: IMPORT_TAXES_FIELD.currencyArg }) },
      resolve: (tt, args, ctx) => importTaxesOf(ctx, tt.taxed, args.currency),
    }),
  }),
});

const VehicleTradeTermRef = builder.objectRef<VehicleTradeTerm>('VehicleTradeTerm').implement({
  fields: (t) => ({
    id: t.exposeID('vehicleId'),
    uuid: t.exposeString('vehicleUuid'),
    tradeTerm: t.field({
      type: builder.objectRef<VehicleTradeTerm>('TradeTermTotal').implement({
        fields: (f) => ({
          isCif: f.exposeBoolean('isCif'),
          totalPrice: f.exposeInt('totalPrice'),
          eligible: f.exposeBoolean('eligible'),
          importTaxes: f.field({
            type: ImportTaxesResult,
            description: IMPORT_TAXES_FIELD.description,
            args: { currency: f.arg.string({ description: IMPORT_TAXES_FIELD.currencyArg }) },
            resolve: (v, args, ctx) => importTaxesOf(ctx, v.taxed, args.currency),
          }),
        }),
      }),
      resolve: (v) => v,
    }),
  }),
});

export type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

export const destinationFields = (t: InputFields) => ({
  countryName: t.string({ required: true, description: 'English name or ISO code.' }),
  portUuid: t.string({ description: "Destination port; the country's first port when CIF and none is given." }),
  finalDestinationCityUuid: t.string({ description: 'An inland route (DestinationCity.inlandTransRoute.uuid); CIF only.' }),
  isCif: t.boolean({ defaultValue: true }),
  containerType: t.field({ type: ContainerTypeEnum }),
  packageLevel: t.field({ type: PackageLevelEnum, description: 'Adds the package’s options that the vehicle offers.' }),
  campaignCode: t.string({ description: 'The campaign code the visit came with (campaign_code parameter).' }),
});

/** One vehicle's quote as calculateTradeTerm takes it; createOrder takes the same, and more. */
export const quoteFields = (t: InputFields) => ({
  vehicleUuid: t.string(),
  stockNumber: t.string(),
  ...destinationFields(t),
  options: t.field({ type: [TradeTermOptionEnum] }),
  couponCode: t.string(),
});

const CalculateTradeTermInput = builder.inputType('CalculateTradeTermInput', { fields: quoteFields });

const CalculateTradeTermsInput = builder.inputType('CalculateTradeTermsInput', {
  fields: (t) => ({
    vehicleUuids: t.stringList({ required: true, description: 'Up to 100.' }),
    ...destinationFields(t),
    options: t.field({ type: [TradeTermOptionEnum], description: 'Only Insurance: the other options differ by vehicle.' }),
  }),
});

/** What a buyer had chosen in a vehicle page's price form, sent with a vehicle inquiry so sales see the quote they saw. */
export const InquiryQuoteInput = builder.inputType('InquiryQuoteInput', {
  description: 'The quote the buyer was looking at: priced again by the server and kept with the inquiry for the sales team.',
  fields: (t) => ({
    ...destinationFields(t),
    options: t.field({ type: [TradeTermOptionEnum] }),
    couponCode: t.string(),
    currency: t.string({ description: 'The ISO 4217 code the buyer saw prices in.' }),
  }),
});

export const withoutNulls = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as { [K in keyof T]: Exclude<T[K], null> };

builder.queryFields((t) => ({
  currencies: t.field({ type: [CurrencyRef], resolve: async (_root, _args, ctx) => (await loadDestinations(ctx)).currencies }),
  countries: t.field({
    type: [CountryRef],
    args: { hasPort: t.arg.boolean({ description: 'Only countries we ship to.' }) },
    resolve: async (_root, args, ctx) => (await loadDestinations(ctx)).countries.filter((c) => !args.hasPort || c.portIds.length > 0),
  }),
  country: t.field({
    type: CountryRef,
    errors: { types: [InvalidCountry], union: { name: 'CountryResult' } },
    args: { countryName: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => findCountry(await loadDestinations(ctx), args.countryName) ?? Promise.reject(new InvalidCountry(`We do not know the country “${args.countryName}”.`)),
  }),
  ports: t.field({
    type: [PortRef],
    errors: { types: [InvalidCountry], union: { name: 'PortsResult' }, dataField: { name: 'ports' } },
    args: { countryName: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const destinations = await loadDestinations(ctx);
      const country = findCountry(destinations, args.countryName);
      if (!country) throw new InvalidCountry(`We do not know the country “${args.countryName}”.`);
      return portsOf(destinations, country);
    },
  }),
  destinationCities: t.field({
    type: [DestinationCityRef],
    errors: { types: [InvalidCountry, NotFoundError], union: { name: 'DestinationCitiesResult' }, dataField: { name: 'destinationCities' } },
    args: { countryName: t.arg.string({ required: true }), language: t.arg.string(), vehicleUuid: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(destinationCities({ ...ctx, language: languageOf(ctx, args.language) }, args)),
  }),
  calculateTradeTerm: t.field({
    type: TradeTermRef,
    errors: { types: [InvalidInputError, NotFoundError, InvalidCountry], union: { name: 'CalculateTradeTermResult' } },
    args: { input: t.arg({ type: CalculateTradeTermInput, required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(calculateTradeTerm({ ...ctx, language: languageOf(ctx, args.language) }, withoutNulls(args.input))),
  }),
  calculateTradeTerms: t.field({
    type: [VehicleTradeTermRef],
    errors: { types: [InvalidInputError, NotFoundError, InvalidCountry], union: { name: 'CalculateTradeTermsResult' }, dataField: { name: 'tradeTerms' } },
    args: { input: t.arg({ type: CalculateTradeTermsInput, required: true }) },
    resolve: (_root, args, ctx) => unwrap(calculateTradeTerms(ctx, withoutNulls(args.input))),
  }),
}));

