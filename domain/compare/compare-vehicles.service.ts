// compareVehicles (issue 42, ADR 066): up to four cars side by side, each priced CIF and insured to the
// buyer's port or inland city as the vehicle page prices it, with the duties on arrival and the age on
// arrival under the country's rule; then which rows differ and which car is best in each. Reads only.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { vehicles } from '#db/schema/catalogue.ts';
import { SHOWN_EQUIPMENT } from '../catalogue/vocabulary.ts';
import { vehicleRecordsByIds, type VehicleRecord } from '../catalogue/vehicle-record.ts';
import type { RequestContext } from '../context.ts';
import { type InvalidCountry, InvalidInputError, NotFoundError, toInvalidInput } from '../errors.ts';
import { loadDestinations, type Port } from '../trade/destinations.ts';
import { loadImportTaxData } from '../trade/import-tax-data.ts';
import { ageRule, type CountryTerms, type InlandRoute } from '../trade/trade-term.ts';
import { uuidField } from '../trade/trade-term.inputs.ts';
import { calculateTradeTerm, resolveDestination, type TradeTerm } from '../trade/trade-term.service.ts';
import { importTaxesOf, termLandedTotalJpy, type ImportTaxesAnswer } from '../trade/trade-term-taxes.ts';
import { addToCompareList, isStockNumber, stockNumbersSchema } from './compare-list.ts';
import { normalizeStockNumber } from '../catalogue/search-text.ts';
import { compareFacts, type ComparedFacts, type ComparisonRow } from './vehicle-comparison.ts';

const compareInputSchema = z.object({
  stockNumbers: stockNumbersSchema,
  countryName: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(100, { message: 'Country must be at most 100 characters.' }).optional()),
  portUuid: uuidField('Port'),
  cityUuid: uuidField('City'),
  currency: z.string().trim().max(10).nullish(),
});
export type CompareVehiclesInput = z.input<typeof compareInputSchema>;

export interface ComparedVehicle {
  vehicle: VehicleRecord;
  /** Priced CIF and insured to the destination; null with no destination, or when the car has no price to it. */
  tradeTerm: TradeTerm | null;
  /** Why this car has no price to the destination though it was given (no freight rate for it to the port). */
  notPriced: string | null;
  /** The duties on arrival in the currency asked for (else the country's); null when not priced. */
  importTaxes: ImportTaxesAnswer | null;
  /** Our total plus the duties, in yen: what the price row is judged on. */
  landedJpy: number | null;
  /** Calendar years from the year the country counts from (else the first registration) to the estimated arrival. */
  ageOnArrivalYears: number | null;
}

export interface VehicleComparison {
  vehicles: ComparedVehicle[];
  rows: ComparisonRow[];
  destination: { country: CountryTerms; port: Port | null; route: InlandRoute | null } | null;
  /** Stock numbers asked for that are not in stock (never were, or deleted): said, not compared. */
  unknown: string[];
}

/**
 * The comparison as a page shows it: the cars that are in stock, the others named in `unknown`. A
 * destination that does not exist is refused whole, as calculateTradeTerm refuses it.
 */
export async function vehicleComparison(ctx: RequestContext, rawInput: CompareVehiclesInput): Promise<VehicleComparison | InvalidInputError | NotFoundError | InvalidCountry> {
  const parsed = compareInputSchema.safeParse(rawInput);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const input = parsed.data;
  const [destinations, found] = await Promise.all([loadDestinations(ctx), vehiclesInStock(ctx, input.stockNumbers)]);
  const destination = input.countryName ? resolveDestination(destinations, { countryName: input.countryName, portUuid: input.portUuid, finalDestinationCityUuid: input.cityUuid, isCif: true }) : null;
  if (destination instanceof Error) return destination;
  const taxData = destination ? await loadImportTaxData(ctx) : null;
  const compared = await Promise.all(
    found.map(async (vehicle): Promise<ComparedVehicle> => {
      if (!destination) return { vehicle, tradeTerm: null, notPriced: null, importTaxes: null, landedJpy: null, ageOnArrivalYears: null };
      const term = await calculateTradeTerm(ctx, {
        vehicleUuid: vehicle.uuid,
        countryName: destination.country.name,
        portUuid: destination.port?.uuid,
        finalDestinationCityUuid: destination.route?.uuid,
        isCif: true,
        options: ['Insurance'],
      });
      if (term instanceof Error) return { vehicle, tradeTerm: null, notPriced: 'issues' in term ? (term.issues[0]?.message ?? term.message) : term.message, importTaxes: null, landedJpy: null, ageOnArrivalYears: null };
      const eligible = term.regulation.violations.length === 0;
      const fromYear = ageRule(vehicle, destination.country)?.fromYear ?? vehicle.year4;
      return {
        vehicle,
        tradeTerm: term,
        notPriced: null,
        importTaxes: await importTaxesOf(ctx, term.taxed, input.currency),
        landedJpy: eligible && taxData ? termLandedTotalJpy(taxData, destinations, term.taxed) : null,
        ageOnArrivalYears: term.estimatedArrivalAt.getUTCFullYear() - fromYear,
      };
    }),
  );
  const known = new Set(found.map((v) => v.stockNumber));
  return { vehicles: compared, rows: compareFacts(compared.map(factsOf)), destination, unknown: input.stockNumbers.filter((s) => !known.has(s)) };
}

/** The API's call: every stock number must be in stock, or the answer says which are not. */
export async function compareVehicles(ctx: RequestContext, input: CompareVehiclesInput): Promise<VehicleComparison | InvalidInputError | NotFoundError | InvalidCountry> {
  const comparison = await vehicleComparison(ctx, input);
  if (comparison instanceof Error || comparison.unknown.length === 0) return comparison;
  return new InvalidInputError(comparison.unknown.map((stockNumber) => ({ fieldname: 'stockNumbers', message: `No vehicle in stock has the stock number ${stockNumber}.` })));
}

/** A car put aside to compare: only one in stock, and never a fifth (`full`). */
export async function addToComparison(ctx: RequestContext, list: readonly string[], stockNumber: string): Promise<string[] | 'full' | NotFoundError> {
  const wanted = normalizeStockNumber(stockNumber);
  if (!isStockNumber(wanted)) return new NotFoundError('No vehicle has this stock number.');
  const [row] = await ctx.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.stockNumber, wanted), ne(vehicles.status, 'LocalStockDeleted')));
  return row ? addToCompareList(list, wanted) : new NotFoundError(`No vehicle in stock has the stock number ${wanted}.`);
}

/** The vehicles of these stock numbers still in stock (sold ones too: the page says so), in the order asked. */
async function vehiclesInStock(ctx: RequestContext, stockNumbers: string[]): Promise<VehicleRecord[]> {
  const rows = await ctx.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(inArray(vehicles.stockNumber, stockNumbers), ne(vehicles.status, 'LocalStockDeleted')));
  const records = rows.length ? await vehicleRecordsByIds(ctx, rows.map((r) => r.id)) : [];
  const byStockNumber = new Map(records.map((v) => [v.stockNumber, v]));
  return stockNumbers.flatMap((s) => byStockNumber.get(s) ?? []);
}

function factsOf({ vehicle: v, tradeTerm, landedJpy, ageOnArrivalYears }: ComparedVehicle): ComparedFacts {
  return {
    stockNumber: v.stockNumber,
    eligible: tradeTerm ? tradeTerm.regulation.violations.length === 0 : null,
    totalJpy: tradeTerm?.totalPrice ?? null,
    landedJpy,
    items: tradeTerm?.itemPrices ?? [],
    priceFob: v.priceFob,
    registeredMonths: v.year4 * 12 + (v.month ?? 1) - 1,
    ageOnArrivalYears,
    kiloMeters: v.kiloMeters,
    engineSize: v.engineSize,
    fuelType: v.fuelType,
    transmissionType: v.transmissionType,
    driveType: v.driveType,
    steering: v.isLeftHandle ? 'LeftHandle' : 'RightHandle',
    dimensions: v.lengthCm && v.widthCm && v.heightCm ? `${v.lengthCm}×${v.widthCm}×${v.heightCm}` : null,
    volume: v.volume,
    equipment: SHOWN_EQUIPMENT.filter((flag) => v[flag]),
    tires: [v.tireSizeFront, v.tireConditionFront, v.tireSizeRear, v.tireConditionRear, v.spareTireType].join('|'),
    grade: v.grade,
    qualityGrade: v.qualityGrade,
    status: v.status,
  };
}
