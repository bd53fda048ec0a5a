// compareVehicles (issue 42, ADR 066): up to four vehicles side by side, each priced to the buyer's port
// or city with its duties on arrival, and each row of the comparison with whether the cars differ in it
// and which is best.
import { InvalidCountry, InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { compareVehicles, type ComparedVehicle, type VehicleComparison } from '#domain/compare/compare-vehicles.service.ts';
import type { ComparisonRow } from '#domain/compare/vehicle-comparison.ts';
import { COMPARE_LIMIT } from '#domain/compare/compare-list.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { languageOf } from '../language.ts';
import { VehicleRef } from './catalogue.ts';
import { ImportTaxesResult, TradeTermRef } from './trade.ts';

const ComparedVehicleRef = builder.objectRef<ComparedVehicle>('ComparedVehicle').implement({
  fields: (t) => ({
    vehicle: t.field({ type: VehicleRef, resolve: (c) => c.vehicle }),
    tradeTerm: t.field({ type: TradeTermRef, nullable: true, description: 'CIF and insured to the destination; null with no country, or when this vehicle has no price to it (see notPriced).', resolve: (c) => c.tradeTerm }),
    notPriced: t.exposeString('notPriced', { nullable: true, description: 'Why this vehicle has no price to the destination (no freight rate to the port for it).' }),
    importTaxes: t.field({ type: ImportTaxesResult, nullable: true, description: 'The duties on arrival in the currency asked for (else the country’s); null when not priced.', resolve: (c) => c.importTaxes }),
    landedTotalJpy: t.exposeInt('landedJpy', { nullable: true, description: 'totalPrice plus the estimated duties, in JPY: what the price row is judged on. Null where the duties cannot be estimated or the country refuses the vehicle.' }),
    ageOnArrivalYears: t.exposeInt('ageOnArrivalYears', { nullable: true, description: "Calendar years from the year the country's age limit counts from (else the first registration) to the estimated arrival." }),
  }),
});

const ComparisonRowRef = builder.objectRef<ComparisonRow & { stockNumbers: string[] }>('ComparisonRow').implement({
  description: 'One row of a comparison: whether the vehicles differ in it, and which are best where the row has a best.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'landedCost, total, item:<PriceItemKind>, priceFob, year, ageOnArrival, mileage, engine, fuel, transmission, drive, steering, dimensions, volume, equipment:<flag>, tires, grade, qualityGrade, status.' }),
    differs: t.exposeBoolean('differs'),
    best: t.stringList({ description: 'Stock numbers with the best value (cheapest landed cost, else our cheapest total; lowest mileage; newest); empty when the row has no best or every vehicle has the same.', resolve: (r) => r.best.map((i) => r.stockNumbers[i]!) }),
    bestBy: t.string({ nullable: true, description: 'lowest or highest.', resolve: (r) => r.bestBy }),
  }),
});

const VehicleComparisonRef = builder.objectRef<VehicleComparison>('VehicleComparison').implement({
  fields: (t) => ({
    vehicles: t.field({ type: [ComparedVehicleRef], resolve: (c) => c.vehicles }),
    rows: t.field({ type: [ComparisonRowRef], resolve: (c) => c.rows.map((row) => ({ ...row, stockNumbers: c.vehicles.map((v) => v.vehicle.stockNumber) })) }),
  }),
});

builder.queryFields((t) => ({
  compareVehicles: t.field({
    type: VehicleComparisonRef,
    description: `Up to ${COMPARE_LIMIT} vehicles side by side, in the order given. With a country, each is priced CIF and insured to the port, or to the inland city, as calculateTradeTerm prices it. A stock number not in stock, too many or a malformed one: InvalidInputError on stockNumbers.`,
    errors: { types: [InvalidInputError, NotFoundError, InvalidCountry], union: { name: 'CompareVehiclesResult' } },
    args: {
      stockNumbers: t.arg.stringList({ required: true }),
      countryName: t.arg.string({ description: 'English name or ISO code; none compares FOB prices only.' }),
      portUuid: t.arg.string({ description: "The destination port; the country's first when none is given." }),
      cityUuid: t.arg.string({ description: 'An inland route (DestinationCity.inlandTransRoute.uuid): the port is then the one it starts from.' }),
      currency: t.arg.string({ description: "ISO 4217 code of importTaxes; the country's currency when not given." }),
      language: t.arg.string(),
    },
    resolve: (_root, args, ctx) => unwrap(compareVehicles({ ...ctx, language: languageOf(ctx, args.language) }, args)),
  }),
}));
