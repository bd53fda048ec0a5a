// Cars side by side (issue 42, ADR 066): which rows differ, so a page can highlight them and hide the
// rest, and which car is best in the rows where "best" means something to a buyer: the cheapest landed
// cost (else our cheapest total, when not every car's duties can be estimated), the lowest mileage, the
// newest. Pure: the service gathers each car's facts, pages write them in their language.
import { SHOWN_EQUIPMENT } from '../catalogue/vocabulary.ts';

/** What decides a best value: the lowest figure or the highest. Rows without one only differ or not. */
export type BestBy = 'lowest' | 'highest';

/** A cell as it is compared: a figure, a word, a flag, or nothing known. */
export type CompareValue = number | string | boolean | null;

export interface ComparisonRow {
  /** What the row shows: `landedCost`, `mileage`, `equipment:isAirConditioner`, `item:SeaFreight`... */
  key: string;
  /** One per car, in the comparison's order. */
  values: CompareValue[];
  /** Whether the cars differ in it; never with one car alone. */
  differs: boolean;
  /** The cars (by position) with the row's best value: empty where the row has no best, or all are equal. */
  best: number[];
  bestBy: BestBy | null;
}

/**
 * One row. A best value needs two cars or more with a figure, not all the same; `candidates` leaves out
 * cars that cannot be had (the destination refuses them): the cheapest car the buyer cannot import is no
 * bargain. Ties are all best.
 */
export function comparisonRow(key: string, values: CompareValue[], bestBy: BestBy | null = null, candidates: readonly boolean[] = values.map(() => true)): ComparisonRow {
  const differs = values.length > 1 && values.some((v) => v !== values[0]);
  const figures = values.flatMap((v, i) => (typeof v === 'number' && candidates[i] ? [{ v, i }] : []));
  let best: number[] = [];
  if (bestBy && figures.length > 1) {
    const target = bestBy === 'lowest' ? Math.min(...figures.map((f) => f.v)) : Math.max(...figures.map((f) => f.v));
    const winners = figures.filter((f) => f.v === target).map((f) => f.i);
    // Every car with a figure tied: nothing stands out.
    best = winners.length === figures.length ? [] : winners;
  }
  return { key, values, differs, best, bestBy: best.length ? bestBy : null };
}

/** What the comparison judges of each car, language-free; money in yen. */
export interface ComparedFacts {
  stockNumber: string;
  /** Whether the destination takes the car on its estimated arrival; null with no destination. */
  eligible: boolean | null;
  /** Our total to the port or city; null with no destination or no price to it. */
  totalJpy: number | null;
  /** Our total plus the duties on arrival; null where they cannot be estimated. */
  landedJpy: number | null;
  /** The price items of our total in the quote's order, in yen. */
  items: readonly { name: string; price: number }[];
  priceFob: number;
  /** Year and month of first registration: months since year 0, so that a later month of one year is newer. */
  registeredMonths: number;
  ageOnArrivalYears: number | null;
  kiloMeters: number;
  engineSize: number;
  fuelType: string;
  transmissionType: string;
  driveType: string;
  steering: string;
  /** Length × width × height in cm, as one text; null when not measured. */
  dimensions: string | null;
  volume: number;
  equipment: readonly string[];
  tires: string;
  grade: string | null;
  qualityGrade: string;
  status: string;
}

/**
 * Every row of a comparison, in the order pages show them. The price is judged on the landed cost when
 * every car the destination takes has one; else on our total, so that a car whose duties we cannot
 * estimate is not made to look cheaper by the taxes it leaves out.
 */
export function compareFacts(cars: readonly ComparedFacts[]): ComparisonRow[] {
  const column = <T extends CompareValue>(pick: (car: ComparedFacts) => T) => cars.map(pick);
  const takes = cars.map((car) => car.eligible !== false);
  const priced = cars.filter((car, i) => takes[i] && car.totalJpy !== null);
  const judgedOnLanded = priced.length > 0 && priced.every((car) => car.landedJpy !== null);
  // Each kind of item once, where it first comes in a quote: the car's price first, freight after it.
  const items = [...new Set(cars.flatMap((car) => car.items.map((item) => item.name)))];
  const equipment = SHOWN_EQUIPMENT.filter((flag) => cars.some((car) => car.equipment.includes(flag)));
  return [
    comparisonRow('landedCost', column((c) => c.landedJpy), judgedOnLanded ? 'lowest' : null, takes),
    comparisonRow('total', column((c) => c.totalJpy), judgedOnLanded ? null : 'lowest', takes),
    ...items.map((kind) => comparisonRow(`item:${kind}`, column((c) => c.items.find((item) => item.name === kind)?.price ?? null))),
    comparisonRow('priceFob', column((c) => c.priceFob)),
    comparisonRow('year', column((c) => c.registeredMonths), 'highest'),
    comparisonRow('ageOnArrival', column((c) => c.ageOnArrivalYears)),
    comparisonRow('mileage', column((c) => c.kiloMeters), 'lowest'),
    comparisonRow('engine', column((c) => c.engineSize)),
    comparisonRow('fuel', column((c) => c.fuelType)),
    comparisonRow('transmission', column((c) => c.transmissionType)),
    comparisonRow('drive', column((c) => c.driveType)),
    comparisonRow('steering', column((c) => c.steering)),
    comparisonRow('dimensions', column((c) => c.dimensions)),
    comparisonRow('volume', column((c) => c.volume)),
    ...equipment.map((flag) => comparisonRow(`equipment:${flag}`, column((c) => c.equipment.includes(flag)))),
    comparisonRow('tires', column((c) => c.tires)),
    comparisonRow('grade', column((c) => c.grade)),
    comparisonRow('qualityGrade', column((c) => c.qualityGrade)),
    comparisonRow('status', column((c) => c.status)),
  ];
}
