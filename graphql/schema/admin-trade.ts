// The prices behind the quote in the API, for admins (the pricing permission; ADR 017, 029): countries'
// import rules and ports, destination ports with their freight, clearing and inland routes, and the
// Japan-side charges, read and changed as the back office's pages do. A change that would make a quote
// impossible is an InvalidInputError whose issues (field "quotes") say what would break. Refusals are
// union members: not signed in, not allowed, not found, bad input.
import type { RequestContext } from '#domain/context.ts';
import { AuthenticationError, BaseError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { countriesByAdmin, countryByAdmin, updateCountry, type AdminCountry } from '#domain/trade/country-admin.service.ts';
import type { Port } from '#domain/trade/destinations.ts';
import { portByAdmin, portsByAdmin, removeFreight, removeInlandRoute, saveFreight, saveInlandRoute, setClearing, type AdminFreight, type AdminPort, type AdminPortRow } from '#domain/trade/port-admin.service.ts';
import { AGE_COUNTED_FROM, TRANSPORT_TYPES } from '#domain/trade/trade-admin-terms.ts';
import { tradeChargesByAdmin, updateTradeCharges } from '#domain/trade/trade-admin.service.ts';
import type { InlandRoute, TradeCharges } from '#domain/trade/trade-term.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';

const AgeCountedFromEnum = builder.enumType('AgeCountedFrom', {
  values: Object.fromEntries(AGE_COUNTED_FROM.map((v) => [v.replace('-', '_').toUpperCase(), { value: v }])),
  description: 'The year a country counts a vehicle’s age from.',
});

const TradePortRef = builder.objectRef<Port>('AdminTradePort').implement({
  description: 'A port as the prices behind the quote name it.',
  fields: (t) => ({ code: t.exposeString('code', { description: 'UN/LOCODE.' }), name: t.exposeString('name'), isLoadingPort: t.exposeBoolean('isLoadingPort', { description: 'A port in Japan vehicles are loaded at.' }) }),
});

const RegulationMessageRef = builder.objectRef<{ language: string; message: string }>('AdminRegulationMessage').implement({
  fields: (t) => ({ language: t.exposeString('language'), message: t.exposeString('message') }),
});

const AdminCountryRef = builder.objectRef<AdminCountry>('AdminCountry').implement({
  description: 'A destination country’s import rules, CIF terms and ports.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO 3166-1 alpha-2.' }),
    name: t.exposeString('name'),
    ageLimitYears: t.exposeInt('ageLimitYears', { nullable: true, description: 'Null: no age limit.' }),
    ageCountedFrom: t.field({ type: AgeCountedFromEnum, nullable: true, resolve: (c) => (c.ageCountedFrom as (typeof AGE_COUNTED_FROM)[number] | null) ?? null }),
    rightHandDriveAllowed: t.boolean({ resolve: (c) => c.rightHandDriveAllowed !== false }),
    leftHandDriveAllowed: t.exposeBoolean('leftHandDriveAllowed'),
    usedImportsAllowed: t.exposeBoolean('usedImportsAllowed'),
    inspectionRequired: t.exposeBoolean('inspectionRequired'),
    inspectionAgency: t.exposeString('inspectionAgency', { nullable: true }),
    inspectionFeeJpy: t.exposeInt('inspectionFeeJpy', { nullable: true }),
    additionalPrice: t.exposeInt('additionalPrice', { description: 'The country surcharge on CIF quotes, yen.' }),
    additionalPriceFieldName: t.exposeString('additionalPriceFieldName', { nullable: true }),
    insuranceRatePercent: t.exposeFloat('insuranceRatePercent'),
    regulationMessages: t.field({ type: [RegulationMessageRef], resolve: (c) => Object.entries(c.regulationMessages).map(([language, message]) => ({ language, message })) }),
    ports: t.field({ type: [TradePortRef], description: 'In the order buyers are offered them; a quote goes to the first unless the buyer chooses.', resolve: (c) => c.ports }),
  }),
});

const AdminCountryListRef = builder.objectRef<{ countries: AdminCountry[]; problems: string[] }>('AdminCountryList').implement({
  fields: (t) => ({
    countries: t.field({ type: [AdminCountryRef], resolve: (l) => l.countries }),
    problems: t.exposeStringList('problems', { description: 'What makes a quote impossible in the data today (a country with no port yet).' }),
  }),
});

const AdminFreightRef = builder.objectRef<AdminFreight>('AdminFreight').implement({
  description: 'Freight from one loading port in Japan to one destination port, yen.',
  fields: (t) => ({
    loadingPort: t.field({ type: TradePortRef, resolve: (f) => f.loadingPort }),
    freightPrice: t.exposeInt('freightPrice', { nullable: true, description: 'RoRo per cubic metre; null where no RoRo runs.' }),
    freight20FPrice: t.exposeInt('freight20FPrice', { nullable: true, description: 'One vehicle’s share of a 20 ft container.' }),
    freightHighCubePrice: t.exposeInt('freightHighCubePrice', { nullable: true, description: 'One vehicle’s share of a 40 ft high-cube container.' }),
    extraPrice: t.exposeInt('extraPrice'),
    additionalPriceFieldName: t.exposeString('additionalPriceFieldName', { nullable: true }),
    transitDays: t.exposeInt('transitDays', { nullable: true }),
  }),
});

const AdminInlandRouteRef = builder.objectRef<InlandRoute & { countryCode: string }>('AdminInlandRoute').implement({
  fields: (t) => ({
    id: t.exposeString('uuid'),
    countryCode: t.exposeString('countryCode'),
    finalDestinationCity: t.exposeString('finalDestinationCity'),
    transportType: t.exposeString('transportType'),
    inlandFreight: t.exposeInt('inlandFreight'),
    distanceKm: t.exposeInt('distanceKm', { nullable: true }),
    daysMin: t.exposeInt('daysMin', { nullable: true }),
    daysMax: t.exposeInt('daysMax', { nullable: true }),
    via: t.exposeString('via', { nullable: true }),
  }),
});

const AdminPortRef = builder.objectRef<AdminPortRow | AdminPort>('AdminPort').implement({
  description: 'A destination port with its freight from each loading port, clearing and inland routes.',
  fields: (t) => ({
    code: t.string({ resolve: (p) => p.port.code }),
    name: t.string({ resolve: (p) => p.port.name }),
    countryName: t.exposeString('countryName'),
    servedCountryCodes: t.stringList({ description: 'The countries whose buyers ship through it.', resolve: (p) => p.servedCountries.map((c) => c.code) }),
    freights: t.field({ type: [AdminFreightRef], resolve: (p) => p.freights }),
    clearanceFreight: t.int({ nullable: true, description: 'Charged before an inland leg; null for none.', resolve: (p) => p.clearing?.clearanceFreight ?? null }),
    routeCount: t.exposeInt('routeCount'),
    routes: t.field({ type: [AdminInlandRouteRef], nullable: true, description: 'Only when one port is asked for.', resolve: (p) => ('routes' in p ? p.routes : null) }),
  }),
});

const AdminPortListRef = builder.objectRef<{ ports: AdminPortRow[]; defaultLoadingPortCode: string }>('AdminPortList').implement({
  fields: (t) => ({ ports: t.field({ type: [AdminPortRef], resolve: (l) => l.ports }), defaultLoadingPortCode: t.exposeString('defaultLoadingPortCode') }),
});

const TradeChargesRef = builder.objectRef<TradeCharges>('AdminTradeCharges').implement({
  description: 'The Japan-side charges every quote uses and no port or country owns.',
  fields: (t) => ({
    insuredPercentOfCfr: t.exposeInt('insuredPercentOfCfr'),
    minimumInsurancePremiumJpy: t.exposeInt('minimumInsurancePremiumJpy'),
    minimumChargeableCubicMetres: t.exposeFloat('minimumChargeableCubicMetres'),
    containerVanningJpy: t.exposeInt('containerVanningJpy'),
    inspectionCertificateJpy: t.exposeInt('inspectionCertificateJpy'),
    daysToDeparture: t.exposeInt('daysToDeparture'),
    defaultTransitDays: t.exposeInt('defaultTransitDays'),
    defaultLoadingPortCode: t.exposeString('defaultLoadingPortCode'),
  }),
});

const RegulationMessagesInputRef = builder.inputType('RegulationMessagesInput', {
  description: 'The message in each language; empty or missing for none.',
  fields: (t) => ({ en: t.string(), fr: t.string(), pt: t.string(), ru: t.string() }),
});

const CountryRulesInputRef = builder.inputType('CountryRulesInput', {
  description: 'Every rule of a country at once, as its form sends them.',
  fields: (t) => ({
    ageLimitYears: t.int({ description: '1 to 50; null for none.' }),
    ageCountedFrom: t.field({ type: AgeCountedFromEnum, description: 'Required with an age limit.' }),
    rightHandDriveAllowed: t.boolean({ required: true }),
    leftHandDriveAllowed: t.boolean({ required: true }),
    usedImportsAllowed: t.boolean({ required: true }),
    inspectionRequired: t.boolean({ required: true }),
    inspectionAgency: t.string(),
    inspectionFeeJpy: t.int({ description: 'Required when the inspection is.' }),
    additionalPrice: t.int({ description: '0 (the default) to ¥5,000,000.' }),
    additionalPriceFieldName: t.string({ description: 'Required with a surcharge.' }),
    insuranceRatePercent: t.float({ required: true, description: '0.05 to 5.' }),
    regulationMessages: t.field({ type: RegulationMessagesInputRef, required: true }),
    ports: t.stringList({ required: true, description: 'UN/LOCODEs in the order buyers are offered them.' }),
  }),
});

const FreightInputRef = builder.inputType('FreightInput', {
  description: 'Freight from one loading port: at least one of RoRo and the container shares.',
  fields: (t) => ({
    loadingPortCode: t.string({ required: true }),
    freightPrice: t.int(),
    freight20FPrice: t.int(),
    freightHighCubePrice: t.int(),
    extraPrice: t.int(),
    additionalPriceFieldName: t.string(),
    transitDays: t.int(),
  }),
});

const InlandRouteInputRef = builder.inputType('InlandRouteInput', {
  fields: (t) => ({
    countryCode: t.string({ required: true, description: 'A country that ships through the port.' }),
    finalDestinationCity: t.string({ required: true }),
    transportType: t.string({ required: true, description: TRANSPORT_TYPES.join(', ') }),
    inlandFreight: t.int({ required: true }),
    distanceKm: t.int(),
    daysMin: t.int(),
    daysMax: t.int(),
    via: t.string(),
  }),
});

const TradeChargesInputRef = builder.inputType('TradeChargesInput', {
  fields: (t) => ({
    insuredPercentOfCfr: t.int({ required: true }),
    minimumInsurancePremiumJpy: t.int({ required: true }),
    minimumChargeableCubicMetres: t.float({ required: true }),
    containerVanningJpy: t.int({ required: true }),
    inspectionCertificateJpy: t.int({ required: true }),
    daysToDeparture: t.int({ required: true }),
    defaultTransitDays: t.int({ required: true }),
    defaultLoadingPortCode: t.string({ required: true }),
  }),
});

const staffErrors = [NotAuthenticatedError, AuthenticationError] as const;
const changeErrors = [...staffErrors, NotFoundError, InvalidInputError] as const;

/** After a change, the country or port as it now is. */
async function then<T>(write: Promise<object | BaseError>, read: () => Promise<T>): Promise<T | BaseError> {
  const done = await write;
  return done instanceof BaseError ? done : read();
}

builder.queryFields((t) => ({
  countriesByAdmin: t.field({
    type: AdminCountryListRef,
    description: 'Every destination country with its rules and ports, and what makes a quote impossible today.',
    errors: { types: [...staffErrors], union: { name: 'CountriesByAdminResult' } },
    resolve: (_root, _args, ctx) => unwrap(countriesByAdmin(ctx)),
  }),
  countryByAdmin: t.field({
    type: AdminCountryRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'CountryByAdminResult' } },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => unwrap(countryByAdmin(ctx, code).then((found) => (found instanceof Error ? found : found.country))),
  }),
  portsByAdmin: t.field({
    type: AdminPortListRef,
    description: 'Every destination port with its freight, clearing and number of inland routes.',
    errors: { types: [...staffErrors], union: { name: 'PortsByAdminResult' } },
    resolve: (_root, _args, ctx) => unwrap(portsByAdmin(ctx)),
  }),
  portByAdmin: t.field({
    type: AdminPortRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'PortByAdminResult' } },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => unwrap(portByAdmin(ctx, code)),
  }),
  tradeChargesByAdmin: t.field({
    type: TradeChargesRef,
    errors: { types: [...staffErrors], union: { name: 'TradeChargesByAdminResult' } },
    resolve: (_root, _args, ctx) => unwrap(tradeChargesByAdmin(ctx)),
  }),
}));

const countryNow = (ctx: RequestContext, code: string) => () => countryByAdmin(ctx, code).then((found) => (found instanceof Error ? found : found.country));
const portNow = (ctx: RequestContext, code: string) => () => portByAdmin(ctx, code);

builder.mutationFields((t) => ({
  updateCountryByAdmin: t.field({
    type: AdminCountryRef,
    description: 'Sets a country’s rules, messages and ports; quotes use them within a second.',
    errors: { types: [...changeErrors], union: { name: 'UpdateCountryByAdminResult' } },
    args: { code: t.arg.string({ required: true }), input: t.arg({ type: CountryRulesInputRef, required: true }) },
    resolve: (_root, { code, input }, ctx) => unwrap(then(updateCountry(ctx, code, input), countryNow(ctx, code))),
  }),
  saveFreightByAdmin: t.field({
    type: AdminPortRef,
    description: 'Adds or changes the freight from one loading port to the port.',
    errors: { types: [...changeErrors], union: { name: 'SaveFreightByAdminResult' } },
    args: { portCode: t.arg.string({ required: true }), input: t.arg({ type: FreightInputRef, required: true }) },
    resolve: (_root, { portCode, input }, ctx) => unwrap(then(saveFreight(ctx, portCode, input), portNow(ctx, portCode))),
  }),
  removeFreightByAdmin: t.field({
    type: AdminPortRef,
    description: 'Removes the freight from one loading port; refused for the default loading port’s while a country ships there.',
    errors: { types: [...changeErrors], union: { name: 'RemoveFreightByAdminResult' } },
    args: { portCode: t.arg.string({ required: true }), loadingPortCode: t.arg.string({ required: true }) },
    resolve: (_root, { portCode, loadingPortCode }, ctx) => unwrap(then(removeFreight(ctx, portCode, loadingPortCode), portNow(ctx, portCode))),
  }),
  setClearingByAdmin: t.field({
    type: AdminPortRef,
    description: 'Sets the clearing charged before an inland leg; null removes it.',
    errors: { types: [...changeErrors], union: { name: 'SetClearingByAdminResult' } },
    args: { portCode: t.arg.string({ required: true }), clearanceFreight: t.arg.int() },
    resolve: (_root, { portCode, clearanceFreight }, ctx) => unwrap(then(setClearing(ctx, portCode, { clearanceFreight: clearanceFreight ?? null }), portNow(ctx, portCode))),
  }),
  saveInlandRouteByAdmin: t.field({
    type: AdminPortRef,
    description: 'Adds an inland route from the port (no id) or changes one.',
    errors: { types: [...changeErrors], union: { name: 'SaveInlandRouteByAdminResult' } },
    args: { portCode: t.arg.string({ required: true }), id: t.arg.string(), input: t.arg({ type: InlandRouteInputRef, required: true }) },
    resolve: (_root, { portCode, id, input }, ctx) => unwrap(then(saveInlandRoute(ctx, portCode, id ?? null, input), portNow(ctx, portCode))),
  }),
  removeInlandRouteByAdmin: t.field({
    type: AdminPortRef,
    errors: { types: [...changeErrors], union: { name: 'RemoveInlandRouteByAdminResult' } },
    args: { portCode: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: (_root, { portCode, id }, ctx) => unwrap(then(removeInlandRoute(ctx, portCode, id), portNow(ctx, portCode))),
  }),
  updateTradeChargesByAdmin: t.field({
    type: TradeChargesRef,
    description: 'Sets the Japan-side charges; quotes use them within a second.',
    errors: { types: [...changeErrors], union: { name: 'UpdateTradeChargesByAdminResult' } },
    args: { input: t.arg({ type: TradeChargesInputRef, required: true }) },
    resolve: (_root, { input }, ctx) => unwrap(updateTradeCharges(ctx, input)),
  }),
}));
