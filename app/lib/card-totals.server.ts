// The stock list's "total to your port" beside each FOB price: one batched calculateTradeTerms call for
// the vehicles on the page, to the port the visitor last priced to (or their country's first port); and,
// where the country's duties can be estimated, the landed cost beside it (issue 39), from the tables kept
// in the process, with no further read.
import type { VehicleRecord } from '#domain/catalogue/vehicle-record.ts';
import type { RequestContext } from '#domain/context.ts';
import { findCountry, loadDestinations, portsOf } from '#domain/trade/destinations.ts';
import { calculateTradeTerms } from '#domain/trade/trade-term.service.ts';
import { loadImportTaxData } from '#domain/trade/import-tax-data.ts';
import { termLandedTotalJpy } from '#domain/trade/trade-term-taxes.ts';
import type { Preferences } from './preferences.server';
import type { VehicleCardView } from './vehicle-view';

/** `vehicles`: the cards' vehicles as read for the page, priced without reading them again. */
export async function withTotals(ctx: RequestContext, preferences: Preferences, cards: VehicleCardView[], vehicles: readonly VehicleRecord[]): Promise<VehicleCardView[]> {
  if (!preferences.country || cards.length === 0) return cards;
  const destinations = await loadDestinations(ctx);
  const country = findCountry(destinations, preferences.country);
  const ports = country ? portsOf(destinations, country) : [];
  const port = ports.find((p) => p.uuid === preferences.port) ?? ports[0];
  if (!country || !port) return cards;
  const [totals, taxData] = await Promise.all([calculateTradeTerms(ctx, { vehicleUuids: vehicles.map((v) => v.uuid), countryName: country.name, portUuid: port.uuid, options: ['Insurance'] }, vehicles), landedOnCards() ? loadImportTaxData(ctx) : null]);
  // A port without a freight rate for some vehicle: show FOB only rather than fail the list.
  if (totals instanceof Error) return cards;
  const byUuid = new Map(totals.map((t) => [t.vehicleUuid, t]));
  const uuidOf = new Map(vehicles.map((v) => [v.id, v.uuid]));
  const countryName = country.localNames[ctx.language] ?? country.name;
  return cards.map((card) => {
    const total = byUuid.get(uuidOf.get(card.id)!);
    if (!total) return card;
    // In yen: the card converts our total and the taxes together into the visitor's currency.
    const landedJpy = taxData && total.eligible ? termLandedTotalJpy(taxData, destinations, total.taxed) : null;
    return { ...card, total: { totalPrice: total.totalPrice, eligible: total.eligible, place: port.name, country: countryName, landedJpy, campaign: total.campaign } };
  });
}

/** Off only for the bench's comparison of the stock list with and without the landed costs (RORO_CARD_LANDED=off). */
const landedOnCards = () => process.env.RORO_CARD_LANDED !== 'off';
