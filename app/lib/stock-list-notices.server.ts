// What the stock list says besides its vehicles, from the search's answer: whose import rules it keeps to
// and what they hide, why each vehicle they refuse is refused, and a search with no match as it was asked.
// Also the buyer's country, as the page shell resolves it (spec 001 §4, ADR 010).
import type { VehicleConnection } from '#domain/catalogue/vehicle-search.service.ts';
import type { Language, RequestContext } from '#domain/context.ts';
import { viewerShell } from '#domain/identity/viewer-shell.service.ts';
import { findCountry, loadDestinations } from '#domain/trade/destinations.ts';
import type { StockListNoticesData } from '../components/stock-list-notices';
import { readPreferences, type Preferences } from './preferences.server';
import type { VehicleCardView } from './vehicle-view';

/**
 * The visitor's preferences with the country the page shell shows: a signed-in user's contact country,
 * else the `country` parameter, else the cookie; `country` is the one we ship to, or null.
 */
export async function buyerDestination(ctx: RequestContext, request: Request): Promise<{ preferences: Preferences; country: string | null }> {
  const stored = readPreferences(request);
  const shell = ctx.viewer ? await viewerShell(ctx) : null;
  const preferences = shell?.countryName ? { ...stored, country: shell.countryName } : stored;
  const country = preferences.country ? (findCountry(await loadDestinations(ctx), preferences.country)?.name ?? null) : null;
  return { preferences, country };
}

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
