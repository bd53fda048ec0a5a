// The stock list's "total to your port" beside each FOB price: one batched calculateTradeTerms call for
// the vehicles on the page, to the port the visitor last priced to (or their country's first port).
import type { VehicleRecord } from '#domain/catalogue/vehicle-record.ts';
import type { RequestContext } from '#domain/context.ts';
import { findCountry, loadDestinations, portsOf } from '#domain/trade/destinations.ts';
import { calculateTradeTerms } from '#domain/trade/trade-term.service.ts';
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
  const totals = await calculateTradeTerms(ctx, { vehicleUuids: vehicles.map((v) => v.uuid), countryName: country.name, portUuid: port.uuid, options: ['Insurance'] }, vehicles);
  // A port without a freight rate for some vehicle: show FOB only rather than fail the list.
  if (totals instanceof Error) return cards;
  const byUuid = new Map(totals.map((t) => [t.vehicleUuid, t]));
  const uuidOf = new Map(vehicles.map((v) => [v.id, v.uuid]));
  const countryName = country.localNames[ctx.language] ?? country.name;
  return cards.map((card) => {
    const total = byUuid.get(uuidOf.get(card.id)!);
    return total ? { ...card, total: { totalPrice: total.totalPrice, eligible: total.eligible, place: port.name, country: countryName } } : card;
  });
}
