// Countries, ports, freight, inland routes, currencies, the Japan-side charges and campaigns: a few
// hundred rows that every quote reads and staff change rarely. Loaded once into memory per database and
// refreshed every minute; the back office reads them the same way inside its transactions to check that
// a change leaves every quote possible (trade-admin.service.ts).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import { campaigns } from '#db/schema/commerce.ts';
import {
  countries,
  countryCifs,
  countryPorts,
  countryRegulationMessages,
  currencies,
  inlandTransRoutes,
  portCifs,
  portClearingRoutes,
  ports,
  tradeCharges,
} from '#db/schema/geography.ts';
import { onSiteDataChange } from '../content/site-data-registry.ts';
import type { RequestContext } from '../context.ts';
import type { CountryTerms, InlandRoute, PortFreight, TradeCharges } from './trade-term.ts';

export interface Currency {
  id: number;
  uuid: string;
  /** ISO 4217 code. */
  name: string;
  displayName: string;
  /** Units of this currency per 1 JPY. */
  rate: number;
  displayDecimals: number;
  /** ISO 4217 decimals of an amount in it (2 for USD and KES, 0 for JPY), as a payment is entered. */
  minorUnits: number;
}

export interface Port {
  id: number;
  uuid: string;
  code: string;
  name: string;
  countryId: number;
  isLoadingPort: boolean;
}

export interface PortClearing {
  id: number;
  uuid: string;
  portId: number;
  clearanceFreight: number;
}

export interface Destinations {
  countries: CountryTerms[];
  countryByName: Map<string, CountryTerms>;
  ports: Map<number, Port>;
  portByUuid: Map<string, Port>;
  /** Key: `${destinationPortId}:${loadingPortId}`. */
  freights: Map<string, PortFreight & { id: number; uuid: string; loadingPortId: number }>;
  clearings: Map<number, PortClearing>;
  routes: InlandRoute[];
  routeByUuid: Map<string, InlandRoute>;
  currencies: Currency[];
  currencyByName: Map<string, Currency>;
  /** The port of `charges.defaultLoadingPortCode`. */
  defaultLoadingPortId: number;
  charges: TradeCharges;
  /** Every campaign, running or not: a quote picks those whose window holds its moment. */
  campaigns: Campaign[];
}

export interface Campaign {
  name: string;
  code: string | null;
  discountJpy: number;
  discountPercent: number;
  minPriceJpy: number;
  startsAt: Date;
  endsAt: Date;
}

const REFRESH_MS = 60_000;
const cache = new WeakMap<Database, { at: number; value: Promise<Destinations> }>();

export function loadDestinations(ctx: RequestContext): Promise<Destinations> {
  const hit = cache.get(ctx.db);
  const now = Date.now();
  if (hit && now - hit.at < REFRESH_MS) return hit.value;
  const value = readDestinations(ctx.db);
  cache.set(ctx.db, { at: now, value });
  value.catch(() => cache.delete(ctx.db));
  return value;
}

/** Forget what was loaded, after staff (or a test) change freight, routes or rules. */
export function invalidateDestinations(db: Database): void {
  cache.delete(db);
}
// Dropped on every process when staff change the prices behind the quote (ADR 027).
onSiteDataChange('trade', invalidateDestinations);

/** Everything a quote needs, read afresh: by the cache, and by a staff change inside its transaction. */
export async function readDestinations(db: Database): Promise<Destinations> {
  // A back-office change reads them inside its transaction, before and after writing.
  const [currencyRows, countryRows, messageRows, countryPortRows, portRows, freightRows, clearingRows, routeRows, campaignRows, [chargeRow]] = await readTogether(db, [
    db.select().from(currencies).orderBy(asc(currencies.name)),
    db.select({ country: countries, cif: countryCifs }).from(countries).leftJoin(countryCifs, eq(countryCifs.countryId, countries.id)).orderBy(asc(countries.name)),
    db.select().from(countryRegulationMessages),
    db.select().from(countryPorts).orderBy(asc(countryPorts.sortOrder)),
    db.select().from(ports).orderBy(asc(ports.name)),
    db.select().from(portCifs),
    db.select().from(portClearingRoutes),
    db.select().from(inlandTransRoutes).orderBy(asc(inlandTransRoutes.finalDestinationCity), asc(inlandTransRoutes.inlandFreight)),
    db.select().from(campaigns),
    db.select().from(tradeCharges).where(eq(tradeCharges.id, 1)),
  ]);
  if (!chargeRow) throw new Error('trade_charges has no row: run the migrations (0022 writes it).');
  const charges: TradeCharges = {
    insuredPercentOfCfr: chargeRow.insuredPercentOfCfr,
    minimumInsurancePremiumJpy: chargeRow.minimumInsurancePremiumJpy,
    minimumChargeableCubicMetres: chargeRow.minimumChargeableCubicMetres,
    containerVanningJpy: chargeRow.containerVanningJpy,
    inspectionCertificateJpy: chargeRow.inspectionCertificateJpy,
    daysToDeparture: chargeRow.daysToDeparture,
    defaultTransitDays: chargeRow.defaultTransitDays,
    defaultLoadingPortCode: chargeRow.defaultLoadingPortCode,
  };

  const currencyList: Currency[] = currencyRows.map((c) => ({ id: c.id, uuid: c.uuid, name: c.name, displayName: c.displayName, rate: c.rate, displayDecimals: c.displayDecimals, minorUnits: c.minorUnits }));
  const currencyById = new Map(currencyList.map((c) => [c.id, c]));
  const messages = new Map<number, Record<string, string>>();
  for (const m of messageRows) messages.set(m.countryId, { ...messages.get(m.countryId), [m.language]: m.message });
  const portIdsOf = new Map<number, number[]>();
  for (const cp of countryPortRows) portIdsOf.set(cp.countryId, [...(portIdsOf.get(cp.countryId) ?? []), cp.portId]);

  const countryList: CountryTerms[] = countryRows.map(({ country: c, cif }) => ({
    id: c.id,
    uuid: c.uuid,
    name: c.name,
    code: c.code,
    localNames: c.localNames,
    defaultCurrency: c.defaultCurrencyId ? (currencyById.get(c.defaultCurrencyId)?.name ?? null) : null,
    ageLimitYears: c.ageLimitYears,
    ageCountedFrom: c.ageCountedFrom,
    rightHandDriveAllowed: c.rightHandDriveAllowed,
    leftHandDriveAllowed: c.leftHandDriveAllowed,
    usedImportsAllowed: c.usedImportsAllowed,
    inspectionRequired: c.inspectionRequired,
    inspectionAgency: c.inspectionAgency,
    inspectionFeeJpy: c.inspectionFeeJpy,
    additionalPrice: cif?.additionalPrice ?? 0,
    additionalPriceFieldName: cif?.additionalPriceFieldName ?? null,
    insuranceRatePercent: cif?.insuranceRatePercent ?? 1,
    regulationMessages: messages.get(c.id) ?? {},
    exportMaxEngineCc: c.exportMaxEngineCc,
    exportBannedFuelTypes: c.exportBannedFuelTypes,
    exportMaxPriceJpy: c.exportMaxPriceJpy,
    portIds: portIdsOf.get(c.id) ?? [],
  }));
  const countryByName = new Map<string, CountryTerms>();
  for (const c of countryList) {
    countryByName.set(c.name.toLowerCase(), c);
    countryByName.set(c.code.toLowerCase(), c);
  }

  const portList: Port[] = portRows.map((p) => ({ id: p.id, uuid: p.uuid, code: p.code, name: p.name, countryId: p.countryId, isLoadingPort: p.isLoadingPort }));
  const routes: InlandRoute[] = routeRows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    portId: r.portId,
    countryId: r.countryId,
    finalDestinationCity: r.finalDestinationCity,
    transportType: r.transportType,
    inlandFreight: r.inlandFreight,
    distanceKm: r.distanceKm,
    daysMin: r.daysMin,
    daysMax: r.daysMax,
    via: r.via,
  }));
  const defaultLoadingPort = portList.find((p) => p.code === charges.defaultLoadingPortCode);
  return {
    countries: countryList,
    countryByName,
    ports: new Map(portList.map((p) => [p.id, p])),
    portByUuid: new Map(portList.map((p) => [p.uuid, p])),
    freights: new Map(
      freightRows.map((f) => [
        `${f.portId}:${f.loadingPortId}`,
        {
          id: f.id,
          uuid: f.uuid,
          loadingPortId: f.loadingPortId,
          containerType: f.containerType,
          freightPrice: f.freightPrice,
          freight20FPrice: f.freight20FPrice,
          freightHighCubePrice: f.freightHighCubePrice,
          extraPrice: f.extraPrice,
          additionalPriceFieldName: f.additionalPriceFieldName,
          transitDays: f.transitDays,
        },
      ]),
    ),
    clearings: new Map(clearingRows.map((c) => [c.portId, { id: c.id, uuid: c.uuid, portId: c.portId, clearanceFreight: c.clearanceFreight }])),
    routes,
    routeByUuid: new Map(routes.map((r) => [r.uuid, r])),
    currencies: currencyList,
    currencyByName: new Map(currencyList.map((c) => [c.name, c])),
    defaultLoadingPortId: defaultLoadingPort?.id ?? 0,
    charges,
    campaigns: campaignRows.map((c) => ({
      name: c.name,
      code: c.campaignCode,
      discountJpy: c.discountJpy,
      discountPercent: c.discountPercent,
      minPriceJpy: c.minPriceJpy,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
    })),
  };
}

/** A country by its English name or ISO code, in any case. */
export function findCountry(destinations: Destinations, countryName: string): CountryTerms | undefined {
  return destinations.countryByName.get(countryName.trim().toLowerCase());
}

export function portsOf(destinations: Destinations, country: CountryTerms): Port[] {
  return country.portIds.map((id) => destinations.ports.get(id)).filter((p): p is Port => p !== undefined);
}

export function freightFor(destinations: Destinations, portId: number, loadingPortId: number | null) {
  return destinations.freights.get(`${portId}:${loadingPortId ?? destinations.defaultLoadingPortId}`) ?? destinations.freights.get(`${portId}:${destinations.defaultLoadingPortId}`) ?? null;
}

/** Inland routes into a country from the ports its buyers use (a landlocked country's routes start abroad). */
export function routesInto(destinations: Destinations, country: CountryTerms): InlandRoute[] {
  return destinations.routes.filter((r) => r.countryId === country.id && country.portIds.includes(r.portId));
}

const JPY_FALLBACK: Currency = { id: 0, uuid: '', name: 'JPY', displayName: 'Japanese yen', rate: 1, displayDecimals: 0, minorUnits: 0 };

/**
 * The currency a visitor sees prices in (spec 001 §4): the one they chose, else their country's, else
 * the yen.
 */
export function visitorCurrency(destinations: Destinations, chosen: string | null, countryName: string | null): Currency {
  const stored = chosen ? destinations.currencyByName.get(chosen.toUpperCase()) : undefined;
  if (stored) return stored;
  const country = countryName ? findCountry(destinations, countryName) : undefined;
  const ofCountry = country?.defaultCurrency ? destinations.currencyByName.get(country.defaultCurrency) : undefined;
  return ofCountry ?? destinations.currencyByName.get('JPY') ?? JPY_FALLBACK;
}
