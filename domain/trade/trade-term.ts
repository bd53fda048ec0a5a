// The all-in price of one vehicle to one destination, as a list of items (spec 000 §3 TradeTerm). Pure:
// the service loads the vehicle, the destination and the discounts, checks the choice, and calls this.
// Every formula is in docs/pricing.md with a worked example; amounts are whole yen throughout.
import { IMPORT_RULES, VEHICLE_OPTIONS, type ContainerType, type ImportRule, type PriceItemKind, type TradeOption, type VehicleOption } from './vocabulary.ts';

export interface PricedVehicle {
  id: number;
  uuid: string;
  stockNumber: string;
  priceFob: number;
  distributorPrice: number | null;
  /** Cubic metres, length × width × height. */
  volume: number;
  year4: number;
  seatBeltYear: number | null;
  isLeftHandle: boolean;
  engineSize: number;
  fuelType: string;
  type: string;
  loadingPortId: number | null;
  /** What each option costs on this vehicle; null where it is not offered. */
  optionPrices: Record<VehicleOption, number | null>;
  /** The vehicle's own price for an inspection certificate, when it differs from the usual one. */
  inspectionCost: number | null;
}

/**
 * The Japan-side charges and rules of thumb every quote uses that belong to no port or country (the one
 * row of `trade_charges`, which staff change in the back office; docs/pricing.md shows them at work).
 */
export interface TradeCharges {
  /** Marine insurance is priced on this percentage of cost and freight (110: Incoterms minimum cover). */
  insuredPercentOfCfr: number;
  /** Underwriters do not issue a policy for less than this premium. */
  minimumInsurancePremiumJpy: number;
  /** RoRo freight is charged on at least this volume, however small the car. */
  minimumChargeableCubicMetres: number;
  /** Vanning and lashing one vehicle into a container at the loading port. */
  containerVanningJpy: number;
  /** An independent export inspection certificate, when the vehicle has no price of its own. */
  inspectionCertificateJpy: number;
  /** Days from the order to the vessel's departure, added to the transit time for the age rules. */
  daysToDeparture: number;
  /** Transit time when a route has none on file. */
  defaultTransitDays: number;
  /** UN/LOCODE of the port a vehicle with no yard on file is loaded at. */
  defaultLoadingPortCode: string;
}

export interface CountryTerms {
  id: number;
  uuid: string;
  name: string;
  code: string;
  localNames: Record<string, string>;
  defaultCurrency: string | null;
  ageLimitYears: number | null;
  /** 'first-registration' | 'manufacture' | 'model-year' */
  ageCountedFrom: string | null;
  rightHandDriveAllowed: boolean | null;
  leftHandDriveAllowed: boolean;
  usedImportsAllowed: boolean;
  inspectionRequired: boolean;
  inspectionAgency: string | null;
  inspectionFeeJpy: number | null;
  additionalPrice: number;
  additionalPriceFieldName: string | null;
  insuranceRatePercent: number;
  regulationMessages: Record<string, string>;
  /** Japan's export bans to this country (Russia): passenger cars over this displacement… */
  exportMaxEngineCc: number | null;
  /** …or with these fuel types… */
  exportBannedFuelTypes: string[] | null;
  /** …and any vehicle priced above this. */
  exportMaxPriceJpy: number | null;
  /** Destination ports buyers in this country ship to, in the order we suggest them. */
  portIds: number[];
}

/** Freight from one loading port to one destination port (spec: portCif). */
export interface PortFreight {
  containerType: ContainerType;
  /** RoRo, per cubic metre; null where no RoRo service runs. */
  freightPrice: number | null;
  freight20FPrice: number | null;
  freightHighCubePrice: number | null;
  extraPrice: number;
  additionalPriceFieldName: string | null;
  transitDays: number | null;
}

export interface InlandRoute {
  id: number;
  uuid: string;
  portId: number;
  countryId: number;
  finalDestinationCity: string;
  transportType: string;
  inlandFreight: number;
  distanceKm: number | null;
  daysMin: number | null;
  daysMax: number | null;
  via: string | null;
}

export interface Discount {
  name: string;
  discountJpy: number;
  discountPercent: number;
}

export interface QuoteChoice {
  isCif: boolean;
  containerType: ContainerType;
  /** Already checked against the vehicle and the terms. */
  options: ReadonlySet<TradeOption>;
  isDistributor: boolean;
  /** Required for CIF. */
  freight: PortFreight | null;
  /** Port clearing before the inland leg; counted only with a route. */
  clearanceFreight: number;
  route: InlandRoute | null;
  coupon: Discount | null;
  campaign: Discount | null;
}

/**
 * How an amount was reached, as an interface text key and its values, so each page says it in its
 * language ("basis-roro": "{volume} m³ × {rateJpy}"). Values named …Jpy are yen amounts.
 */
export interface Basis {
  key: string;
  values: Record<string, string | number>;
}

export interface PriceItem {
  name: PriceItemKind;
  /** Whole yen; discounts are negative. */
  price: number;
  basis: Basis | null;
}

const basis = (key: string, values: Basis['values'] = {}): Basis => ({ key, values });
/** A name from data (a campaign, a coupon code, a surcharge), shown as it is. */
const named = (name: string | null): Basis | null => (name ? basis('basis-name', { name }) : null);

export interface PricedTradeTerm {
  itemPrices: PriceItem[];
  totalPrice: number;
  isCif: boolean;
  campaignName: string | null;
}

/** The vehicle price the buyer pays: distributors pay the distributor price where there is one. */
export function vehiclePrice(vehicle: Pick<PricedVehicle, 'priceFob' | 'distributorPrice'>, isDistributor: boolean): number {
  return isDistributor && vehicle.distributorPrice !== null ? vehicle.distributorPrice : vehicle.priceFob;
}

/** A discount's amount on a vehicle price: a fixed sum plus a percentage, rounded down to the yen. */
export function discountAmount(discount: Discount, price: number): number {
  return discount.discountJpy + Math.floor((price * discount.discountPercent) / 100);
}

export function seaFreight(vehicle: PricedVehicle, containerType: ContainerType, freight: PortFreight, charges: TradeCharges): PriceItem | null {
  if (containerType === 'RoRo') {
    if (freight.freightPrice === null) return null;
    const minimum = charges.minimumChargeableCubicMetres;
    const chargeable = Math.max(vehicle.volume, minimum);
    const key = vehicle.volume < minimum ? 'basis-roro-minimum' : 'basis-roro';
    return { name: 'SeaFreight', price: Math.round(chargeable * freight.freightPrice), basis: basis(key, { volume: chargeable, rateJpy: freight.freightPrice }) };
  }
  const share = containerType === 'Container20F' ? freight.freight20FPrice : freight.freightHighCubePrice;
  if (share === null) return null;
  return { name: 'SeaFreight', price: share, basis: basis(containerType === 'Container20F' ? 'basis-container20' : 'basis-highcube') };
}

export function priceTradeTerm(vehicle: PricedVehicle, country: CountryTerms, choice: QuoteChoice, charges: TradeCharges): PricedTradeTerm {
  const items: PriceItem[] = [];
  const basePrice = vehiclePrice(vehicle, choice.isDistributor);
  items.push({ name: 'VehiclePrice', price: basePrice, basis: null });

  for (const [option, item] of Object.entries(VEHICLE_OPTIONS) as [VehicleOption, PriceItemKind][]) {
    const price = vehicle.optionPrices[option];
    if (choice.options.has(option) && price !== null) items.push({ name: item, price, basis: null });
  }
  if (country.inspectionRequired && country.inspectionFeeJpy) {
    items.push({ name: 'InspectionPrice', price: country.inspectionFeeJpy, basis: country.inspectionAgency ? basis('basis-inspection', { agency: country.inspectionAgency }) : null });
  } else if (choice.options.has('InspectionCertificate')) {
    items.push({ name: 'InspectionCertificatePrice', price: vehicle.inspectionCost ?? charges.inspectionCertificateJpy, basis: null });
  }

  // Discounts come off the vehicle price and never beyond it.
  let discountLeft = basePrice;
  const discounts: PriceItem[] = [];
  for (const [discount, name] of [
    [choice.coupon, 'CouponDiscount'],
    [choice.campaign, 'CampaignDiscount'],
  ] as const) {
    if (!discount) continue;
    const amount = Math.min(discountAmount(discount, basePrice), discountLeft);
    if (amount <= 0) continue;
    discountLeft -= amount;
    discounts.push({ name, price: -amount, basis: named(discount.name) });
  }

  if (choice.isCif && choice.freight) {
    const freight = seaFreight(vehicle, choice.containerType, choice.freight, charges);
    if (freight) items.push(freight);
    if (choice.containerType !== 'RoRo') items.push({ name: 'ContainerPrice', price: charges.containerVanningJpy, basis: basis('basis-vanning') });
    if (choice.options.has('Insurance')) {
      const costAndFreight = sum(items) + sum(discounts);
      const insured = charges.insuredPercentOfCfr;
      const premium = Math.max(charges.minimumInsurancePremiumJpy, Math.ceil((costAndFreight * insured * country.insuranceRatePercent) / 10000));
      items.push({
        name: 'InsurancePrice',
        price: premium,
        basis: basis('basis-insurance', { rate: country.insuranceRatePercent, insured, costJpy: costAndFreight }),
      });
    }
    if (choice.freight.extraPrice > 0) items.push({ name: 'PortAdditionalPrice', price: choice.freight.extraPrice, basis: named(choice.freight.additionalPriceFieldName) });
    if (country.additionalPrice > 0) items.push({ name: 'CountryAdditionalPrice', price: country.additionalPrice, basis: named(country.additionalPriceFieldName) });
    if (choice.route) {
      const route = choice.route;
      const values = { city: route.finalDestinationCity, transport: route.transportType, freightJpy: route.inlandFreight, clearingJpy: choice.clearanceFreight };
      items.push({ name: 'InlandFreight', price: route.inlandFreight + choice.clearanceFreight, basis: basis(choice.clearanceFreight > 0 ? 'basis-inland-clearing' : 'basis-inland', values) });
    }
  }
  items.push(...discounts);
  return { itemPrices: items, totalPrice: sum(items), isCif: choice.isCif, campaignName: discounts.some((d) => d.name === 'CampaignDiscount') ? choice.campaign!.name : null };
}

function sum(items: readonly PriceItem[]): number {
  let total = 0;
  for (const item of items) total += item.price;
  return total;
}

export interface RuleViolation {
  rule: ImportRule;
  /** For the age rule: the year counted from, the limit and the last year the vehicle may arrive. */
  fromYear?: number;
  limitYears?: number;
  lastArrivalYear?: number;
}

/** What the import rules look at in a vehicle. */
export type RuleVehicle = Pick<PricedVehicle, 'isLeftHandle' | 'year4' | 'seatBeltYear' | 'priceFob' | 'engineSize' | 'fuelType' | 'type'>;

/** One bit per rule of IMPORT_RULES, in its order: what brokenImportRules answers. */
export const IMPORT_RULE_BIT: Record<ImportRule, number> = Object.fromEntries(IMPORT_RULES.map((rule, i) => [rule, 1 << i])) as Record<ImportRule, number>;

/**
 * The rules of the destination (and Japan's export bans) this vehicle breaks, as IMPORT_RULE_BIT bits; 0
 * when it may go. The one statement of the rules: a quote's violations and the stock list's importable
 * vehicles both come from here. It allocates nothing, so the stock list can ask it for every vehicle.
 * Age is counted in calendar years, as the authorities count it (Kenya: "2019 and newer" for arrivals in
 * 2026), on the year of arrival, so a vehicle that is fine today but turns too old at sea is refused.
 */
export function brokenImportRules(vehicle: RuleVehicle, country: CountryTerms, arrivalYear: number): number {
  let broken = 0;
  if (!country.usedImportsAllowed) broken |= IMPORT_RULE_BIT.UsedImports;
  const steeringAllowed = vehicle.isLeftHandle ? country.leftHandDriveAllowed : country.rightHandDriveAllowed !== false;
  if (!steeringAllowed) broken |= IMPORT_RULE_BIT.Steering;
  if (country.ageLimitYears && arrivalYear > ageCountedFromYear(vehicle, country) + country.ageLimitYears - 1) broken |= IMPORT_RULE_BIT.AgeLimit;
  if (exportBannedFor(country, vehicle.engineSize, vehicle.fuelType, vehicle.type, vehicle.priceFob)) broken |= IMPORT_RULE_BIT.JapanExportBan;
  return broken;
}

/** The order a quote lists the rules broken in: the country's own bans first, Japan's last. */
const VIOLATION_ORDER: readonly ImportRule[] = ['UsedImports', 'Steering', 'AgeLimit', 'JapanExportBan'];

/** The destination's import rules against this vehicle, arriving on the given date, each with its details. */
export function importRuleViolations(vehicle: RuleVehicle, country: CountryTerms, arrival: Date): RuleViolation[] {
  const broken = brokenImportRules(vehicle, country, arrival.getUTCFullYear());
  return VIOLATION_ORDER.filter((rule) => broken & IMPORT_RULE_BIT[rule]).map((rule) => (rule === 'AgeLimit' ? { rule, ...ageRule(vehicle, country)! } : { rule }));
}

/** Body types that are passenger cars (HS 8703), the ones Japan's engine and fuel bans name. */
const PASSENGER_BODY_TYPES = new Set(['Hatchback', 'Sedan', 'Sports', 'Suv', 'Wagon']);

/** Whether Japan forbids exporting this vehicle to the country (Russia: engines over 1,900 cc, hybrids and EVs, over ¥6 million). */
function exportBannedFor(country: CountryTerms, engineSize: number, fuelType: string, type: string, price: number): boolean {
  if (country.exportMaxPriceJpy !== null && price > country.exportMaxPriceJpy) return true;
  if (!PASSENGER_BODY_TYPES.has(type)) return false;
  if (country.exportMaxEngineCc !== null && engineSize > country.exportMaxEngineCc) return true;
  return country.exportBannedFuelTypes?.includes(fuelType) ?? false;
}

/** When a vehicle ordered now arrives: the days to departure, then the route's transit time, else the usual one. */
export function estimatedArrival(now: Date, charges: TradeCharges, freight: Pick<PortFreight, 'transitDays'> | null): Date {
  return new Date(now.getTime() + (charges.daysToDeparture + (freight?.transitDays ?? charges.defaultTransitDays)) * 86_400_000);
}

/** The age rule as it applies to this vehicle: counted from which year, and the last year it may arrive. */
export function ageRule(vehicle: Pick<RuleVehicle, 'year4' | 'seatBeltYear'>, country: Pick<CountryTerms, 'ageLimitYears' | 'ageCountedFrom'>): { fromYear: number; limitYears: number; lastArrivalYear: number } | null {
  if (!country.ageLimitYears) return null;
  const fromYear = ageCountedFromYear(vehicle, country);
  return { fromYear, limitYears: country.ageLimitYears, lastArrivalYear: fromYear + country.ageLimitYears - 1 };
}

/** The year a vehicle's age is counted from in the country: its manufacture (seat-belt year) or its model year. */
function ageCountedFromYear(vehicle: Pick<RuleVehicle, 'year4' | 'seatBeltYear'>, country: Pick<CountryTerms, 'ageCountedFrom'>): number {
  return country.ageCountedFrom === 'manufacture' ? (vehicle.seatBeltYear ?? vehicle.year4) : vehicle.year4;
}
