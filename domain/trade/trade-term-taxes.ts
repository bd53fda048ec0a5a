// A quote's duties on arrival (issue 39, ADR 059): what a priced trade term hands the estimate (the CIF and
// FOB out of its items, the car, the arrival it already judged the import rules on), and the estimate in a
// currency from the tables kept in the process. Never added to the quote's total.
import type { RequestContext } from '../context.ts';
import { loadDestinations, type Currency, type Destinations, type Port } from './destinations.ts';
import { loadImportTaxData, type ImportTaxData } from './import-tax-data.ts';
import { estimateImportTaxes, estimateLandedTotalJpy, findReferencePrice, type ImportTaxEstimate, type ImportTaxQuote, type ImportTaxesNotEstimated, type TaxedVehicle } from './import-taxes.ts';
import type { CountryTerms, PricedTradeTerm } from './trade-term.ts';
import type { PriceItemKind } from './vocabulary.ts';

export type ImportTaxesAnswer = ImportTaxEstimate | ImportTaxesNotEstimated;

/** What the estimate needs of a priced quote, kept on the quote so that the estimate can be asked in any currency. */
export interface TaxedTerm {
  vehicle: TaxedVehicle & { makerId: number; modelId: number };
  country: Pick<CountryTerms, 'name' | 'code' | 'ageLimitYears' | 'ageCountedFrom' | 'defaultCurrency'>;
  /** Null for FOB: no freight, so no CIF to value the car on. */
  cifJpy: number | null;
  fobJpy: number;
  ourTotalJpy: number;
  arrival: Date;
}

/** Items paid to bring the car from Japan to the destination port: the CIF less the FOB. */
const TO_THE_PORT: ReadonlySet<string> = new Set<PriceItemKind>(['SeaFreight', 'ContainerPrice', 'InsurancePrice', 'PortAdditionalPrice', 'CountryAdditionalPrice']);

/**
 * A quote's FOB and CIF in yen, out of its items, as a price form's quote and an order's kept items both
 * are: the FOB every item paid in Japan (the car, its options, the inspection, less the discounts), the
 * CIF that and what brings the car to the port. Inland freight and clearing are in neither: customs
 * values the car at the port.
 */
export function fobAndCif(items: readonly { name: string; price: number }[]): { fobJpy: number; cifJpy: number } {
  let fobJpy = 0;
  let toPortJpy = 0;
  for (const item of items) {
    if (item.name === 'InlandFreight') continue;
    if (TO_THE_PORT.has(item.name)) toPortJpy += item.price;
    else fobJpy += item.price;
  }
  return { fobJpy, cifJpy: fobJpy + toPortJpy };
}

/** A quote's vehicle as the quote reads it: fuel and body as the row's strings. */
type QuotedVehicle = Omit<TaxedTerm['vehicle'], 'fuelType' | 'type'> & { fuelType: string; type: string };

export function taxedTerm(
  vehicle: QuotedVehicle,
  country: CountryTerms,
  port: Port | null,
  priced: Pick<PricedTradeTerm, 'itemPrices' | 'totalPrice' | 'isCif'>,
  arrival: Date,
): TaxedTerm {
  const { fobJpy, cifJpy } = fobAndCif(priced.itemPrices);
  return {
    vehicle: {
      year4: vehicle.year4,
      month: vehicle.month,
      seatBeltYear: vehicle.seatBeltYear,
      engineSize: vehicle.engineSize,
      // The row's enums, read as the quote's strings.
      fuelType: vehicle.fuelType as TaxedVehicle['fuelType'],
      type: vehicle.type as TaxedVehicle['type'],
      makerId: vehicle.makerId,
      modelId: vehicle.modelId,
    },
    country,
    cifJpy: priced.isCif && port ? cifJpy : null,
    fobJpy,
    ourTotalJpy: priced.totalPrice,
    arrival,
  };
}

/** The currency an estimate is shown in: the one asked for, else the country's, else the yen. */
export function taxCurrency(destinations: Destinations, term: Pick<TaxedTerm, 'country'>, code: string | null | undefined): Currency | null {
  const wanted = code ? destinations.currencyByName.get(code.trim().toUpperCase()) : undefined;
  if (wanted) return wanted;
  return (term.country.defaultCurrency ? destinations.currencyByName.get(term.country.defaultCurrency) : undefined) ?? destinations.currencyByName.get('JPY') ?? null;
}

/** What the estimate is asked of a quote, from tables already loaded: the country's table, the model's reference price, the rates. */
function taxQuote(data: ImportTaxData, destinations: Destinations, term: TaxedTerm): Omit<ImportTaxQuote, 'currency' | 'ratesAsOf'> | ImportTaxesNotEstimated {
  const table = data.tables.get(term.country.code) ?? null;
  const known = table && table.confidence !== 'unknown' && table.rows.length > 0;
  if (known && term.cifJpy === null)
    return { kind: 'NotEstimated', reason: 'NoFreight', message: `Choose CIF to a port in ${term.country.name} to see an estimate of the duties on arrival.` };
  const maker = data.makerNames.get(term.vehicle.makerId);
  const model = data.modelNames.get(term.vehicle.modelId);
  const prices = table?.valuation.basis === 'reference-price' ? data.referencePrices.get(term.country.code) : undefined;
  const referencePrice = prices && maker && model ? findReferencePrice(prices, { maker, model, engineCc: term.vehicle.engineSize, year: term.vehicle.year4 }) : null;
  return {
    country: term.country,
    table,
    referencePrice,
    vehicle: term.vehicle,
    cifJpy: term.cifJpy ?? term.fobJpy,
    fobJpy: term.fobJpy,
    ourTotalJpy: term.ourTotalJpy,
    arrival: term.arrival,
    currencies: destinations.currencyByName,
  };
}

/** The estimate of a quote's duties from tables already loaded: pure, for a page that prices many cars. */
export function estimateTermTaxes(data: ImportTaxData, destinations: Destinations, term: TaxedTerm, currency: Currency): ImportTaxesAnswer {
  const quote = taxQuote(data, destinations, term);
  return 'kind' in quote ? quote : estimateImportTaxes({ ...quote, currency });
}

/** The landed cost of a quote in yen, null without an estimate: a card's figure, without the estimate's words. */
export function termLandedTotalJpy(data: ImportTaxData, destinations: Destinations, term: TaxedTerm): number | null {
  const quote = taxQuote(data, destinations, term);
  return 'kind' in quote ? null : estimateLandedTotalJpy(quote);
}

/** A quote's duties on arrival in the currency asked for (else the country's). */
export async function importTaxesOf(ctx: RequestContext, term: TaxedTerm, currencyCode?: string | null): Promise<ImportTaxesAnswer> {
  const [destinations, data] = await Promise.all([loadDestinations(ctx), loadImportTaxData(ctx)]);
  const currency = taxCurrency(destinations, term, currencyCode);
  if (!currency) return { kind: 'NotEstimated', reason: 'NoRate', message: `We have no exchange rate for ${currencyCode}: ask us for an estimate of ${term.country.name}'s duties.`, currency: String(currencyCode) };
  return estimateTermTaxes(data, destinations, term, currency);
}
