// The compare page's data (issue 42, ADR 066): the destination the address or the visitor's place names,
// settled leniently as the price form settles it (a port or city of another country dropped), the
// comparison of the cars the address asks for, and what the page says of the rest.
import type { RequestContext } from '#domain/context.ts';
import { readAskedStockNumbers } from '#domain/compare/compare-list.ts';
import { vehicleComparison } from '#domain/compare/compare-vehicles.service.ts';
import { SHOWN_EQUIPMENT } from '#domain/catalogue/vocabulary.ts';
import { findCountry, loadDestinations, portsOf, routesInto } from '#domain/trade/destinations.ts';
import { mediaUrl } from '#domain/media.ts';
import { arrivalTaxesView, type ArrivalTaxesView } from './import-taxes-view';
import type { VisitorPlace } from './preferences.server';
import type { PriceItem } from '#domain/trade/trade-term.ts';
import type { ComparisonRow } from '#domain/compare/vehicle-comparison.ts';
import type { DisplayCurrency } from './format';

export interface ComparedCarView {
  stockNumber: string;
  name: string;
  grade: string | null;
  picture: string | null;
  status: string;
  priceFob: number;
  distributorPrice: number | null;
  year4: number;
  month: number | null;
  kiloMeters: number;
  engineSize: number;
  fuelType: string;
  transmissionType: string;
  driveType: string;
  steering: 'LeftHandle' | 'RightHandle';
  dimensionsCm: [number, number, number] | null;
  volume: number;
  equipment: string[];
  tires: { sizeFront: string | null; conditionFront: number | null; sizeRear: string | null; conditionRear: number | null; spare: string | null };
  qualityGrade: string;
  /** To the destination; null with none. */
  price: {
    items: PriceItem[];
    totalPrice: number;
    /** Why the destination refuses the car, as the quote says it; empty when it takes it. */
    refusals: string[];
    taxes: ArrivalTaxesView;
  } | null;
  /** Why there is no price to the destination for this car (no freight rate to the port). */
  notPriced: string | null;
  age: { years: number; arrival: string; limitYears: number | null; lastArrivalYear: number | null; countedFrom: string | null } | null;
}

export interface ComparePageData {
  cars: ComparedCarView[];
  rows: ComparisonRow[];
  destination: { country: string; countryName: string; port: string | null; portName: string | null; city: string | null; cityName: string | null } | null;
  /** The destination form's lists: the countries we ship to come from the language file; these follow the country. */
  ports: { uuid: string; name: string }[];
  cities: { uuid: string; name: string }[];
  notes: { unknown: string[]; malformed: string[]; beyondLimit: string[] };
}

/** The page for `?stock=…&country=…&port=…&city=…`, the visitor's place where the address names none. */
export async function comparePageData(ctx: RequestContext, query: URLSearchParams, place: VisitorPlace, currency: DisplayCurrency): Promise<ComparePageData> {
  const asked = readAskedStockNumbers(query.get('stock'));
  const destinations = await loadDestinations(ctx);
  const named = findCountry(destinations, query.get('country') || place.country || '');
  const ports = named ? portsOf(destinations, named) : [];
  // A country we have no port in (Japan, the header's first choice) prices nothing: FOB alone, as with none.
  const country = ports.length ? named : undefined;
  const cities = country ? routesInto(destinations, country) : [];
  const city = cities.find((r) => r.uuid === query.get('city'));
  const port = city ? destinations.ports.get(city.portId) : (ports.find((p) => p.uuid === (query.get('port') || place.port)) ?? ports[0]);
  const empty = { cars: [], rows: [], destination: null, ports: [], cities: [], notes: { unknown: [], malformed: asked.malformed, beyondLimit: asked.beyondLimit } };
  if (!asked.stockNumbers.length) return empty;
  const comparison = await vehicleComparison(ctx, {
    stockNumbers: asked.stockNumbers,
    countryName: country?.name,
    portUuid: port?.uuid,
    cityUuid: city?.uuid,
    currency: currency.name,
  });
  // Everything asked was checked above: what is left to refuse is a destination gone since the page was drawn.
  if (comparison instanceof Error) return empty;
  const { site } = ctx;
  return {
    cars: comparison.vehicles.map(({ vehicle: v, tradeTerm, importTaxes, notPriced, ageOnArrivalYears }) => ({
      stockNumber: v.stockNumber,
      name: `${v.year4} ${v.maker.name} ${v.model.name}`,
      grade: v.grade,
      picture: v.imagePaths[0] ? mediaUrl(site, v.imagePaths[0]) : null,
      status: v.status,
      priceFob: v.priceFob,
      distributorPrice: v.distributorPrice,
      year4: v.year4,
      month: v.month,
      kiloMeters: v.kiloMeters,
      engineSize: v.engineSize,
      fuelType: v.fuelType,
      transmissionType: v.transmissionType,
      driveType: v.driveType,
      steering: v.isLeftHandle ? 'LeftHandle' : 'RightHandle',
      dimensionsCm: v.lengthCm && v.widthCm && v.heightCm ? [v.lengthCm, v.widthCm, v.heightCm] : null,
      volume: v.volume,
      equipment: SHOWN_EQUIPMENT.filter((flag) => v[flag]),
      tires: { sizeFront: v.tireSizeFront, conditionFront: v.tireConditionFront, sizeRear: v.tireSizeRear, conditionRear: v.tireConditionRear, spare: v.spareTireType },
      qualityGrade: v.qualityGrade,
      price:
        tradeTerm && importTaxes
          ? { items: tradeTerm.itemPrices, totalPrice: tradeTerm.totalPrice, refusals: tradeTerm.regulation.violations.map((r) => r.message), taxes: arrivalTaxesView(importTaxes, currency) }
          : null,
      notPriced,
      age:
        tradeTerm && ageOnArrivalYears !== null
          ? {
              years: ageOnArrivalYears,
              arrival: tradeTerm.estimatedArrivalAt.toISOString(),
              limitYears: tradeTerm.country.ageLimitYears,
              lastArrivalYear: tradeTerm.regulation.lastArrivalYear,
              countedFrom: tradeTerm.country.ageCountedFrom,
            }
          : null,
    })),
    rows: comparison.rows,
    destination: comparison.destination && {
      country: comparison.destination.country.name,
      countryName: comparison.destination.country.localNames[ctx.language] ?? comparison.destination.country.name,
      port: comparison.destination.port?.uuid ?? null,
      portName: comparison.destination.port?.name ?? null,
      city: comparison.destination.route?.uuid ?? null,
      cityName: comparison.destination.route?.finalDestinationCity ?? null,
    },
    ports: ports.map((p) => ({ uuid: p.uuid, name: p.name })),
    cities: cities.map((r) => ({ uuid: r.uuid, name: r.finalDestinationCity })),
    notes: { unknown: comparison.unknown, malformed: asked.malformed, beyondLimit: asked.beyondLimit },
  };
}
