// What a buyer can choose when pricing one vehicle: destination countries, the chosen country's ports
// and inland cities, the shipping methods the port offers, and the options this vehicle offers with
// their prices. Feeds the vehicle page's total-value form.
import type { RequestContext } from '../context.ts';
import { findCountry, freightFor, loadDestinations, portsOf, routesInto } from './destinations.ts';
import { loadPricedVehicle } from './trade-term.service.ts';
import { CONTAINER_TYPES, VEHICLE_OPTIONS, type ContainerType, type TradeOption, type VehicleOption } from './vocabulary.ts';

export interface QuoteChoices {
  countries: { name: string; localName: string }[];
  ports: { uuid: string; name: string }[];
  cities: { uuid: string; portUuid: string; name: string; transportType: string; inlandFreight: number; daysMin: number | null; daysMax: number | null }[];
  shippingMethods: ContainerType[];
  /** Options with their price on this vehicle; Insurance (priced by the quote) only for CIF. */
  options: { option: TradeOption; price: number | null }[];
}

export async function quoteChoices(
  ctx: RequestContext,
  args: { vehicleUuid: string; countryName: string | null; portUuid: string | null; isCif: boolean },
): Promise<QuoteChoices | null> {
  const destinations = await loadDestinations(ctx);
  const vehicle = await loadPricedVehicle(ctx, { uuid: args.vehicleUuid });
  if (!vehicle) return null;
  const language = ctx.language;
  const countries = destinations.countries
    .filter((c) => c.portIds.length > 0)
    .map((c) => ({ name: c.name, localName: c.localNames[language] ?? c.name }))
    .sort((a, b) => a.localName.localeCompare(b.localName, language));
  const country = args.countryName ? findCountry(destinations, args.countryName) : undefined;
  const ports = country ? portsOf(destinations, country) : [];
  const port = ports.find((p) => p.uuid === args.portUuid) ?? ports[0];
  const freight = port ? freightFor(destinations, port.id, vehicle.loadingPortId) : null;
  const shippingMethods = freight
    ? CONTAINER_TYPES.filter((type) => (type === 'RoRo' ? freight.freightPrice : type === 'Container20F' ? freight.freight20FPrice : freight.freightHighCubePrice) !== null)
    : [];
  const options: QuoteChoices['options'] = [];
  for (const option of Object.keys(VEHICLE_OPTIONS) as VehicleOption[]) {
    const price = vehicle.optionPrices[option];
    if (price !== null) options.push({ option, price });
  }
  if (!country?.inspectionRequired) options.push({ option: 'InspectionCertificate', price: vehicle.inspectionCost ?? destinations.charges.inspectionCertificateJpy });
  if (args.isCif && country) options.unshift({ option: 'Insurance', price: null });
  return {
    countries,
    ports: ports.map((p) => ({ uuid: p.uuid, name: p.name })),
    cities: country
      ? routesInto(destinations, country).map((r) => ({
          uuid: r.uuid,
          portUuid: destinations.ports.get(r.portId)!.uuid,
          name: r.finalDestinationCity,
          transportType: r.transportType,
          inlandFreight: r.inlandFreight,
          daysMin: r.daysMin,
          daysMax: r.daysMax,
        }))
      : [],
    shippingMethods,
    options,
  };
}
