// calculateTradeTerm and calculateTradeTerms (spec 000 §7): load what a quote needs, check the buyer's
// choice against the vehicle and the destination, and price it with ./trade-term.ts. Reads only.
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { vehicles } from '#db/schema/catalogue.ts';
import { coupons, userCoupons } from '#db/schema/commerce.ts';
import type { Database } from '#db/client.ts';
import type { Language, RequestContext } from '../context.ts';
import { InvalidCountry, InvalidInputError, NotFoundError, toInvalidInput } from '../errors.ts';
import { normalizeStockNumber } from '../catalogue/search-text.ts';
import { COUPON_ID, couponUses } from '../coupons/coupon-uses.ts';
import { loadAllTranslationsCached } from '../content/translation.service.ts';
import { translate } from '../content/translate.ts';
import { findCountry, freightFor, loadDestinations, portsOf, type Destinations, type Port } from './destinations.ts';
import {
  ageRule,
  discountAmount,
  estimatedArrival,
  importRuleViolations,
  priceTradeTerm,
  vehiclePrice,
  type CountryTerms,
  type Discount,
  type InlandRoute,
  type PricedTradeTerm,
  type PricedVehicle,
  type PortFreight,
  type RuleViolation,
} from './trade-term.ts';
import { taxedTerm, type TaxedTerm } from './trade-term-taxes.ts';
import { tradeTermInputSchema, tradeTermsInputSchema, type TradeTermInput, type TradeTermsInput } from './trade-term.inputs.ts';
import { PACKAGE_OPTIONS, VEHICLE_OPTIONS, type ContainerType, type CouponStatus, type TradeOption, type VehicleOption } from './vocabulary.ts';

export interface Regulation {
  /** The destination's rules in the visitor's language, as the country's authorities state them. */
  message: string | null;
  violations: (RuleViolation & { message: string })[];
  /** For an age limit: the last calendar year the vehicle may arrive. */
  lastArrivalYear: number | null;
}

export interface TradeTerm extends PricedTradeTerm {
  /** The language the answer's texts are in. */
  language: Language;
  vehicleUuid: string;
  containerType: ContainerType;
  country: CountryTerms;
  port: Port | null;
  route: InlandRoute | null;
  /** The options that made it into the price (a package's options the vehicle offers, for instance). */
  options: TradeOption[];
  estimatedArrivalAt: Date;
  /** What the duties on arrival are estimated from (importTaxesOf); never part of the price. */
  taxed: TaxedTerm;
  regulation: Regulation;
  coupon: { status: CouponStatus; message: string } | null;
}

export interface VehicleTradeTerm {
  vehicleId: number;
  vehicleUuid: string;
  isCif: boolean;
  totalPrice: number;
  /** False when the vehicle breaks a rule of the destination (age, steering, import ban). */
  eligible: boolean;
  /** The running campaign the total takes off (the card's FOB is before it), or null. */
  campaign: { name: string; discountJpy: number } | null;
  taxed: TaxedTerm;
}

/** Where each vehicle option's price is kept on the vehicle row. */
const OPTION_PRICE_FIELDS = {
  BatteryChange: 'optionBatteryPrice',
  MaintenancePackage: 'optionMaintenancePackagePrice',
  PremiumPackage: 'optionPremiumPackagePrice',
  SpareKey: 'optionSpareKeyPrice',
  TireChange: 'optionNewTiresPrice',
  WheelChange: 'optionAlloyWheelsPrice',
  AudioChange: 'optionAudioPrice',
} as const satisfies Record<VehicleOption, keyof typeof vehicles.$inferSelect>;

/** The vehicle's columns a quote reads, under the row's own names: a select of them and a whole row are priced alike (pricedVehicleOf). */
const PRICED_FIELDS = [
  'id',
  'uuid',
  'stockNumber',
  'priceFob',
  'distributorPrice',
  'volume',
  'year4',
  'month',
  'seatBeltYear',
  'makerId',
  'modelId',
  'isLeftHandle',
  'engineSize',
  'fuelType',
  'type',
  'loadingPortId',
  'containerType',
  'inspectionCost',
  ...Object.values(OPTION_PRICE_FIELDS),
] as const;
type PricedField = (typeof PRICED_FIELDS)[number];
const pricedVehicleColumns = Object.fromEntries(PRICED_FIELDS.map((field) => [field, vehicles[field]])) as { [F in PricedField]: (typeof vehicles)[F] };

/** A quote's vehicle, with what its duties on arrival are judged on besides the price (./trade-term-taxes.ts). */
export type PricedVehicleRow = PricedVehicle & { containerType: ContainerType | null; month: number | null; makerId: number; modelId: number };

/** Vehicles as a quote needs them; deleted stock is left out. */
export async function loadPricedVehicles(ctx: RequestContext, where: SQL | undefined): Promise<PricedVehicleRow[]> {
  const rows = await ctx.db
    .select(pricedVehicleColumns)
    .from(vehicles)
    .where(and(where, ne(vehicles.status, 'LocalStockDeleted')));
  return rows.map(pricedVehicleOf);
}

/**
 * A quote's vehicle, by uuid or stock number, with the coupon of the code if one is given, as one
 * statement prepared once per database: a PGlite round trip and building a query in drizzle each cost
 * about as much as running the query.
 */
function prepareQuoteStatements(db: Database) {
  const by = (column: typeof vehicles.uuid | typeof vehicles.stockNumber, name: string) =>
    db
      .select({
        ...pricedVehicleColumns,
        coupon: {
          code: coupons.couponCode,
          discountJpy: coupons.discountJpy,
          minPriceJpy: coupons.minPriceJpy,
          expiredAt: coupons.expiredAt,
          forAnyone: coupons.forAnyone,
          maxUses: coupons.maxUses,
          uses: couponUses(COUPON_ID),
          held: sql<boolean>`${userCoupons.id} is not null`,
          usedAt: userCoupons.usedAt,
        },
      })
      .from(vehicles)
      // A null code matches no coupon: the vehicle comes alone.
      .leftJoin(coupons, eq(sql`upper(${coupons.couponCode})`, sql.placeholder('code')))
      // The asker's own row of the coupon (issued to them, or their use); none when signed out.
      .leftJoin(userCoupons, and(eq(userCoupons.couponId, coupons.id), eq(userCoupons.userId, sql.placeholder('userId'))))
      .where(and(eq(column, sql.placeholder('key')), ne(vehicles.status, 'LocalStockDeleted')))
      .limit(1)
      .prepare(name);
  return { byUuid: by(vehicles.uuid, 'quote_vehicle_by_uuid'), byStockNumber: by(vehicles.stockNumber, 'quote_vehicle_by_stock_number') };
}

const quoteStatements = new WeakMap<Database, ReturnType<typeof prepareQuoteStatements>>();

export async function loadQuoteVehicle(
  ctx: RequestContext,
  key: { uuid: string } | { stockNumber: string },
  couponCode: string | null,
): Promise<{ vehicle: PricedVehicleRow; coupon: CouponRow | undefined } | undefined> {
  let statements = quoteStatements.get(ctx.db);
  if (!statements) quoteStatements.set(ctx.db, (statements = prepareQuoteStatements(ctx.db)));
  const code = couponCode?.toUpperCase() ?? null;
  const userId = ctx.viewer?.userId ?? null;
  const [row] = 'uuid' in key ? await statements.byUuid.execute({ key: key.uuid, code, userId }) : await statements.byStockNumber.execute({ key: key.stockNumber, code, userId });
  return row && { vehicle: pricedVehicleOf(row), coupon: row.coupon?.code ? ({ ...row.coupon, uses: Number(row.coupon.uses), held: Boolean(row.coupon.held) } as CouponRow) : undefined };
}

/** One vehicle as a quote needs it; deleted stock is left out. */
export async function loadPricedVehicle(ctx: RequestContext, key: { uuid: string } | { stockNumber: string }): Promise<PricedVehicleRow | undefined> {
  return (await loadQuoteVehicle(ctx, key, null))?.vehicle;
}

/**
 * A vehicle as a quote needs it, from its priced columns as selected or from a whole row already read
 * (`VehicleRecord`, a page's vehicles from the search). A record's distributor price is kept for
 * Distributors, the only ones a quote gives it to.
 */
export function pricedVehicleOf(v: Pick<typeof vehicles.$inferSelect, PricedField>): PricedVehicleRow {
  // Field by field: a record holds every column of the row, and a quote keeps only these.
  return {
    id: v.id,
    uuid: v.uuid,
    stockNumber: v.stockNumber,
    priceFob: v.priceFob,
    distributorPrice: v.distributorPrice,
    volume: v.volume,
    year4: v.year4,
    month: v.month,
    seatBeltYear: v.seatBeltYear,
    makerId: v.makerId,
    modelId: v.modelId,
    isLeftHandle: v.isLeftHandle,
    engineSize: v.engineSize,
    fuelType: v.fuelType,
    type: v.type,
    loadingPortId: v.loadingPortId,
    containerType: v.containerType,
    inspectionCost: v.inspectionCost,
    optionPrices: Object.fromEntries(Object.entries(OPTION_PRICE_FIELDS).map(([option, field]) => [option, v[field]])) as Record<VehicleOption, number | null>,
  };
}

const isDistributor = (ctx: RequestContext) => ctx.viewer?.groups.includes('Distributors') ?? false;

interface Destination {
  country: CountryTerms;
  port: Port | null;
  route: InlandRoute | null;
}

/** The country, port and city of a quote, each checked against the others. */
export function resolveDestination(destinations: Destinations, input: { countryName: string; portUuid?: string; finalDestinationCityUuid?: string; isCif: boolean }) {
  const country = findCountry(destinations, input.countryName);
  if (!country) return new InvalidCountry(`We do not ship to “${input.countryName}”. Choose a country from the list.`);
  const countryPorts = portsOf(destinations, country);
  if (countryPorts.length === 0) return new InvalidCountry(`We have no port to ship to for ${country.name}.`);
  let port: Port | null = null;
  if (input.portUuid) {
    port = countryPorts.find((p) => p.uuid === input.portUuid) ?? null;
    if (!port) return new NotFoundError(`No port with the id ${input.portUuid} serves ${country.name}.`);
  }
  let route: InlandRoute | null = null;
  if (input.finalDestinationCityUuid) {
    route = destinations.routeByUuid.get(input.finalDestinationCityUuid) ?? null;
    if (!route || route.countryId !== country.id || !country.portIds.includes(route.portId)) return new NotFoundError(`No inland route with the id ${input.finalDestinationCityUuid} leads into ${country.name}.`);
    const routePort = destinations.ports.get(route.portId)!;
    if (port && port.id !== route.portId)
      return new InvalidInputError([{ fieldname: 'finalDestinationCityUuid', message: `${route.finalDestinationCity} is reached from ${routePort.name}: choose that port.` }]);
    port = routePort;
  }
  // CIF needs a port: the country's first, as the port list suggests, unless the buyer chose one.
  if (!port && input.isCif) port = countryPorts[0]!;
  return { country, port, route } satisfies Destination;
}

/** The shipping method: the buyer's, else the vehicle's usual one, else what the port offers. */
export function resolveShipping(vehicle: PricedVehicleRow, freight: PortFreight, wanted: ContainerType | undefined, portName: string): ContainerType | InvalidInputError {
  const available = (type: ContainerType) =>
    type === 'RoRo' ? freight.freightPrice !== null : type === 'Container20F' ? freight.freight20FPrice !== null : freight.freightHighCubePrice !== null;
  if (wanted) {
    if (available(wanted)) return wanted;
    const message = wanted === 'RoRo' ? `No RoRo service runs to ${portName}: ship in a container.` : `We have no container rate to ${portName}: ship RoRo.`;
    return new InvalidInputError([{ fieldname: 'containerType', message }]);
  }
  for (const type of [vehicle.containerType, 'RoRo', 'Container20F', 'ContainerHighCube'] as const) if (type && available(type)) return type;
  return new InvalidInputError([{ fieldname: 'portUuid', message: `We have no freight rate to ${portName} yet. Choose another port or ask us for a quote.` }]);
}

/** The freight row and shipping method of a vehicle to a port; for CIF both must exist. */
function shippingTo(destinations: Destinations, vehicle: PricedVehicleRow, port: Port | null, input: { isCif: boolean; containerType?: ContainerType }) {
  const freight = port ? freightFor(destinations, port.id, vehicle.loadingPortId) : null;
  if (!input.isCif) return { freight, containerType: input.containerType ?? vehicle.containerType ?? 'RoRo' };
  if (!freight) return new InvalidInputError([{ fieldname: 'portUuid', message: `We have no freight rate to ${port!.name} yet. Choose another port or ask us for a quote.` }]);
  const containerType = resolveShipping(vehicle, freight, input.containerType, port!.name);
  return containerType instanceof Error ? containerType : { freight, containerType };
}


/** The campaigns running now, including one the visit's campaign code unlocks. */
function runningCampaigns(ctx: RequestContext, destinations: Destinations, campaignCode: string | undefined): (Discount & { minPriceJpy: number })[] {
  return destinations.campaigns.filter(
    (c) => c.startsAt <= ctx.now && ctx.now < c.endsAt && (!c.code || (campaignCode !== undefined && c.code.toUpperCase() === campaignCode.toUpperCase())),
  );
}

function pickCampaign(running: (Discount & { minPriceJpy: number })[], price: number): Discount | null {
  let best: Discount | null = null;
  for (const c of running) if (price >= c.minPriceJpy && (!best || discountAmount(c, price) > discountAmount(best, price))) best = c;
  return best;
}

type CouponCheck = { discount: Discount | null; status: CouponStatus; values: Record<string, string | number> };

/** A coupon as a quote checks it: `held` and `usedAt` are the asker's own row of it. */
type CouponRow = { code: string; discountJpy: number; minPriceJpy: number; expiredAt: Date; forAnyone: boolean; maxUses: number; uses: number; held: boolean; usedAt: Date | null };

function checkCoupon(ctx: RequestContext, code: string, row: CouponRow | undefined, price: number): CouponCheck {
  const values = { code };
  if (!row) return { discount: null, status: 'Unknown', values };
  if (row.expiredAt <= ctx.now) return { discount: null, status: 'Expired', values: { ...values, date: row.expiredAt.toISOString().slice(0, 10) } };
  if (!row.forAnyone && !ctx.viewer) return { discount: null, status: 'SignInRequired', values };
  if (!row.forAnyone && !row.held) return { discount: null, status: 'NotYours', values };
  // Used by the asker already, or every use taken by others' orders.
  if (row.usedAt || row.uses >= row.maxUses) return { discount: null, status: 'Used', values };
  if (price < row.minPriceJpy) return { discount: null, status: 'BelowMinimum', values: { ...values, price: `¥${row.minPriceJpy.toLocaleString('en-US')}` } };
  return { discount: { name: row.code, discountJpy: row.discountJpy, discountPercent: 0 }, status: 'Applied', values };
}

/** The options the price counts: the buyer's, plus a package's, keeping only what applies. */
function chosenOptions(vehicle: PricedVehicle, country: CountryTerms, input: { options: TradeOption[]; packageLevel?: keyof typeof PACKAGE_OPTIONS; isCif: boolean }) {
  const wanted = new Set(input.options);
  const issues: string[] = [];
  for (const option of wanted) {
    if (option in VEHICLE_OPTIONS && vehicle.optionPrices[option as VehicleOption] === null) issues.push(`${option} is not offered on vehicle ${vehicle.stockNumber}.`);
    if (option === 'InspectionCertificate' && country.inspectionRequired) issues.push(`The inspection ${country.name} requires is already in the price.`);
  }
  if (issues.length) return new InvalidInputError(issues.map((message) => ({ fieldname: 'options', message })));
  for (const option of input.packageLevel ? PACKAGE_OPTIONS[input.packageLevel] : []) {
    const offered = option in VEHICLE_OPTIONS ? vehicle.optionPrices[option as VehicleOption] !== null : true;
    const applies = option === 'Insurance' ? input.isCif : option === 'InspectionCertificate' ? !country.inspectionRequired : true;
    if (offered && applies) wanted.add(option);
  }
  return wanted;
}

async function regulationFor(ctx: RequestContext, vehicle: PricedVehicle, country: CountryTerms, arrival: Date): Promise<Regulation> {
  const violations = importRuleViolations(vehicle, country, arrival);
  const texts = violations.length ? await loadAllTranslationsCached(ctx, ctx.language) : {};
  const countryName = country.localNames[ctx.language] ?? country.name;
  return {
    message: country.regulationMessages[ctx.language] ?? country.regulationMessages.en ?? null,
    violations: violations.map((v) => ({
      ...v,
      message:
        v.rule === 'AgeLimit'
          ? translate(texts, 'trade-rule-age', { country: countryName, year: v.fromYear!, limit: v.limitYears!, lastYear: v.lastArrivalYear! })
          : v.rule === 'Steering'
            ? translate(texts, vehicle.isLeftHandle ? 'trade-rule-steering-left' : 'trade-rule-steering-right', { country: countryName })
            : v.rule === 'UsedImports'
              ? translate(texts, 'trade-rule-used-imports', { country: countryName })
              : translate(texts, 'trade-rule-export-ban', { country: countryName }),
    })),
    lastArrivalYear: ageRule(vehicle, country)?.lastArrivalYear ?? null,
  };
}

export async function calculateTradeTerm(ctx: RequestContext, rawInput: TradeTermInput): Promise<TradeTerm | InvalidInputError | NotFoundError | InvalidCountry> {
  const parsed = tradeTermInputSchema.safeParse(rawInput);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const input = parsed.data;
  const destinations = await loadDestinations(ctx);
  const destination = resolveDestination(destinations, input);
  if (destination instanceof Error) return destination;
  const { country, port, route } = destination;

  // The vehicle and the coupon: one read.
  const found = await loadQuoteVehicle(ctx, input.vehicleUuid ? { uuid: input.vehicleUuid } : { stockNumber: normalizeStockNumber(input.stockNumber!) }, input.couponCode ?? null);
  if (!found) return new NotFoundError(`No vehicle has the ${input.vehicleUuid ? `id ${input.vehicleUuid}` : `stock number ${input.stockNumber}`}.`);
  const { vehicle, coupon } = found;

  const options = chosenOptions(vehicle, country, input);
  if (options instanceof Error) return options;
  const shipping = shippingTo(destinations, vehicle, port, input);
  if (shipping instanceof Error) return shipping;
  const { freight, containerType } = shipping;

  const price = vehiclePrice(vehicle, isDistributor(ctx));
  const running = runningCampaigns(ctx, destinations, input.campaignCode);
  const couponCheck = input.couponCode ? checkCoupon(ctx, input.couponCode, coupon, price) : null;
  const priced = priceTradeTerm(vehicle, country, {
    isCif: input.isCif,
    containerType,
    options,
    isDistributor: isDistributor(ctx),
    freight,
    clearanceFreight: route ? (destinations.clearings.get(route.portId)?.clearanceFreight ?? 0) : 0,
    route,
    coupon: couponCheck?.discount ?? null,
    campaign: pickCampaign(running, price),
  }, destinations.charges);
  const arrival = estimatedArrival(ctx.now, destinations.charges, freight ?? (country.portIds[0] ? freightFor(destinations, country.portIds[0], vehicle.loadingPortId) : null));
  const [regulation, couponMessage] = await Promise.all([
    regulationFor(ctx, vehicle, country, arrival),
    couponCheck ? loadAllTranslationsCached(ctx, ctx.language).then((texts) => translate(texts, `trade-coupon-${couponCheck.status}`, couponCheck.values)) : null,
  ]);
  return {
    ...priced,
    language: ctx.language,
    vehicleUuid: vehicle.uuid,
    containerType,
    country,
    port,
    route,
    options: [...options].filter((o) => o !== 'Coupon' || couponCheck?.status === 'Applied'),
    estimatedArrivalAt: arrival,
    taxed: taxedTerm(vehicle, country, port, priced, arrival),
    regulation,
    coupon: couponCheck ? { status: couponCheck.status, message: couponMessage! } : null,
  };
}

/**
 * One destination, many vehicles: the totals the stock list shows beside each FOB price. `known`: vehicles
 * the caller has read in this request (a page's, from the search), priced without reading them again.
 */
export async function calculateTradeTerms(
  ctx: RequestContext,
  rawInput: TradeTermsInput,
  known: readonly (typeof vehicles.$inferSelect)[] = [],
): Promise<VehicleTradeTerm[] | InvalidInputError | NotFoundError | InvalidCountry> {
  const parsed = tradeTermsInputSchema.safeParse(rawInput);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const input = parsed.data;
  const destinations = await loadDestinations(ctx);
  const destination = resolveDestination(destinations, input);
  if (destination instanceof Error) return destination;
  const { country, port, route } = destination;
  const byUuid = new Map(known.filter((v) => v.status !== 'LocalStockDeleted').map((v) => [v.uuid, pricedVehicleOf(v)]));
  const uuids = input.vehicleUuids.filter((u) => !byUuid.has(u) && /^[0-9a-f-]{36}$/i.test(u));
  for (const v of uuids.length ? await loadPricedVehicles(ctx, inArray(vehicles.uuid, uuids)) : []) byUuid.set(v.uuid, v);
  const running = runningCampaigns(ctx, destinations, input.campaignCode);
  const missing = input.vehicleUuids.filter((u) => !byUuid.has(u));
  if (missing.length) return new NotFoundError(`No vehicle has the id ${missing[0]}.`);

  const distributor = isDistributor(ctx);
  const clearanceFreight = route ? (destinations.clearings.get(route.portId)?.clearanceFreight ?? 0) : 0;
  const answers: VehicleTradeTerm[] = [];
  for (const uuid of input.vehicleUuids) {
    const vehicle = byUuid.get(uuid)!;
    const options = chosenOptions(vehicle, country, input);
    if (options instanceof Error) return options;
    const shipping = shippingTo(destinations, vehicle, port, input);
    if (shipping instanceof Error) return shipping;
    const { freight, containerType } = shipping;
    const price = vehiclePrice(vehicle, distributor);
    const priced = priceTradeTerm(vehicle, country, {
      isCif: input.isCif,
      containerType,
      options,
      isDistributor: distributor,
      freight,
      clearanceFreight,
      route,
      coupon: null,
      campaign: pickCampaign(running, price),
    }, destinations.charges);
    const arrival = estimatedArrival(ctx.now, destinations.charges, freight);
    answers.push({
      vehicleId: vehicle.id,
      vehicleUuid: vehicle.uuid,
      isCif: priced.isCif,
      totalPrice: priced.totalPrice,
      eligible: importRuleViolations(vehicle, country, arrival).length === 0,
      campaign: priced.campaignName ? { name: priced.campaignName, discountJpy: -priced.itemPrices.reduce((total, item) => total + (item.name === 'CampaignDiscount' ? item.price : 0), 0) } : null,
      taxed: taxedTerm(vehicle, country, port, priced, arrival),
    });
  }
  return answers;
}
