// A yen amount in the currency a buyer sees, rounded as every price, breakdown and estimate shows it: half
// up to the decimals that currency is shown with. Pure, so the pages' bundle uses it too (app/lib/format.ts).

/** A currency as amounts are shown in it: units per yen, and the decimals shown. */
export interface ShownCurrency {
  rate: number;
  displayDecimals: number;
}

/** The amount in the currency's smallest unit shown (cents where two decimals are shown): a whole number, for sums that must add up. */
export function jpyToShownUnits(amountJpy: number, currency: ShownCurrency): number {
  return Math.round(amountJpy * currency.rate * 10 ** currency.displayDecimals);
}

/** A yen amount in another currency, rounded to the decimals that currency is shown with. */
export function convertJpy(amountJpy: number, currency: ShownCurrency): number {
  return jpyToShownUnits(amountJpy, currency) / 10 ** currency.displayDecimals;
}
