// Which vehicles of the stock index a destination country allows: the rules a quote checks
// (brokenImportRules, domain/trade/trade-term.ts), asked of every listed vehicle, arriving when a quote to
// that country's port would say. The stock list shows these by default and counts the others.
import { BODY_TYPES, FUEL_TYPES } from '#db/schema/enum-values.ts';
import type { RequestContext } from '../context.ts';
import { findCountry, freightFor, loadDestinations, portsOf, type Destinations } from '../trade/destinations.ts';
import { brokenImportRules, estimatedArrival, IMPORT_RULE_BIT, type CountryTerms, type RuleVehicle } from '../trade/trade-term.ts';
import { IMPORT_RULES, type ImportRule } from '../trade/vocabulary.ts';
import type { StockSnapshot } from './stock-index.ts';

export interface ImportableStock {
  country: CountryTerms;
  /** Per row: 1 when the country allows the vehicle, else 0 (a filter of the search). */
  allowed: Uint8Array;
  /** Per row: the rules it breaks, as IMPORT_RULE_BIT bits. */
  broken: Uint8Array;
  /** Rows allowed, of the whole listed stock. */
  allowedCount: number;
  /** What the answer depends on besides the snapshot: the search's cache key takes it. */
  key: string;
}

/** The rules a row breaks, by name, in the order a quote lists them. */
export function rulesBroken(importable: ImportableStock, position: number): ImportRule[] {
  const bits = importable.broken[position]!;
  return bits ? IMPORT_RULES.filter((rule) => bits & IMPORT_RULE_BIT[rule]) : [];
}

/**
 * Per snapshot and destinations (both replaced, never changed), the answers of the last countries asked:
 * a few milliseconds each at 200,000 vehicles, kept for the searches after (the list is asked for by the
 * same few countries all day).
 */
const KEPT_COUNTRIES = 16;
const cache = new WeakMap<StockSnapshot, WeakMap<Destinations, Map<string, ImportableStock>>>();

/**
 * The vehicles of the snapshot `countryName` allows (English name or ISO code), for a vehicle shipped to
 * `portUuid` when it is one of the country's ports, else to its first port, as a quote does. Null when
 * the country is not one we ship to.
 */
export async function importableStock(ctx: RequestContext, s: StockSnapshot, countryName: string, portUuid?: string | null): Promise<ImportableStock | null> {
  const destinations = await loadDestinations(ctx);
  const country = findCountry(destinations, countryName);
  if (!country) return null;
  const ports = portsOf(destinations, country);
  const port = ports.find((p) => p.uuid === portUuid) ?? ports[0] ?? null;
  // The year of arrival from each loading port (0: none on file, shipped from the default one).
  const loadingPorts = new Set<number>([0]);
  for (const p of destinations.ports.values()) if (p.isLoadingPort) loadingPorts.add(p.id);
  const arrivalYear = new Map<number, number>();
  for (const loadingPortId of loadingPorts) {
    const freight = port ? freightFor(destinations, port.id, loadingPortId || null) : null;
    arrivalYear.set(loadingPortId, estimatedArrival(ctx.now, destinations.charges, freight).getUTCFullYear());
  }
  const key = `${country.id}|${[...arrivalYear].map(([id, year]) => `${id}:${year}`).join(',')}`;

  let byDestinations = cache.get(s);
  if (!byDestinations) cache.set(s, (byDestinations = new WeakMap()));
  let answers = byDestinations.get(destinations);
  if (!answers) byDestinations.set(destinations, (answers = new Map()));
  const known = answers.get(key);
  if (known) {
    answers.delete(key);
    answers.set(key, known);
    return known;
  }
  const answer = judge(s, country, arrivalYear, key);
  answers.set(key, answer);
  if (answers.size > KEPT_COUNTRIES) answers.delete(answers.keys().next().value!);
  return answer;
}

function judge(s: StockSnapshot, country: CountryTerms, arrivalYear: Map<number, number>, key: string): ImportableStock {
  const n = s.size;
  const allowed = new Uint8Array(n);
  const broken = new Uint8Array(n);
  // A loading port the destinations do not know (added since they were read) ships as from the default one.
  const defaultYear = arrivalYear.get(0)!;
  const maxPort = Math.max(0, ...arrivalYear.keys());
  const yearOfPort = new Int32Array(maxPort + 1).fill(defaultYear);
  for (const [id, year] of arrivalYear) yearOfPort[id] = year;
  // One object, refilled for each row: the rule reads a vehicle, and 200,000 of them would be garbage.
  const vehicle: RuleVehicle = { isLeftHandle: false, year4: 0, seatBeltYear: null, priceFob: 0, engineSize: 0, fuelType: '', type: '' };
  let allowedCount = 0;
  for (let p = 0; p < n; p++) {
    vehicle.isLeftHandle = s.leftHandle[p] === 1;
    vehicle.year4 = s.year[p]!;
    vehicle.seatBeltYear = s.seatBeltYear[p] || null;
    vehicle.priceFob = s.price[p]!;
    vehicle.engineSize = s.engine[p]!;
    vehicle.fuelType = FUEL_TYPES[s.fuel[p]!] ?? '';
    vehicle.type = BODY_TYPES[s.type[p]!] ?? '';
    const loadingPort = s.loadingPortId[p]!;
    const bits = brokenImportRules(vehicle, country, loadingPort <= maxPort ? yearOfPort[loadingPort]! : defaultYear);
    broken[p] = bits;
    allowed[p] = bits === 0 ? 1 : 0;
    allowedCount += allowed[p]!;
  }
  return { country, allowed, broken, allowedCount, key };
}
