// What the stock list says besides its vehicles, from the search's answer: whose import rules it keeps to
// and what they hide, why each vehicle they refuse is refused, and a search with no match as it was asked.
import type { VehicleConnection } from '#domain/catalogue/vehicle-search.service.ts';
import type { Language } from '#domain/context.ts';
import type { StockListNoticesData } from '../components/stock-list-notices';
import type { VehicleCardView } from './vehicle-view';

const localName = (importable: NonNullable<VehicleConnection['importable']>, language: Language) => importable.country.localNames[language] ?? importable.country.name;

export function stockListNotices(result: VehicleConnection, language: Language): StockListNoticesData {
  const { importable } = result;
  const { order: _order, importableTo: _to, importable: _choice, ...search } = result.query;
  return {
    importable: importable && { country: localName(importable, language), only: importable.only, notImportableCount: importable.notImportableCount },
    noMatch: result.totalCount === 0 ? search : null,
  };
}

/** Each card of a vehicle the buyer's country refuses, with the rules it breaks. */
export function withImportRefusals(result: VehicleConnection, language: Language, cards: VehicleCardView[]): VehicleCardView[] {
  const { importable } = result;
  if (!importable) return cards;
  return cards.map((card) => {
    const rules = importable.brokenRules[card.id];
    return rules ? { ...card, importRefusal: { country: localName(importable, language), rules, ageLimitYears: importable.country.ageLimitYears } } : card;
  });
}
