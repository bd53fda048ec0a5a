// destinationCities (spec 000 §3, §7): where in a country a vehicle can be delivered, each port and
// every city inland from it, with what the sea and land legs cost; with a vehicle, its own sea freight.
import type { RequestContext } from '../context.ts';
import { InvalidCountry, NotFoundError } from '../errors.ts';
import { findCountry, freightFor, loadDestinations, portsOf, routesInto, type Port, type PortClearing } from './destinations.ts';
import { seaFreight, type InlandRoute } from './trade-term.ts';
import { loadPricedVehicle, resolveShipping, type PricedVehicleRow } from './trade-term.service.ts';

export interface DestinationCity {
  port: Port;
  transportType: string | null;
  inlandTransRoute: InlandRoute | null;
  portClearingRoute: PortClearing | null;
  isCif: boolean;
  seaFreight: number | null;
  inlandFreight: number;
  clearanceFreight: number;
}

export async function destinationCities(
  ctx: RequestContext,
  args: { countryName: string; vehicleUuid?: string | null },
): Promise<DestinationCity[] | InvalidCountry | NotFoundError> {
  const destinations = await loadDestinations(ctx);
  const country = findCountry(destinations, args.countryName);
  if (!country) return new InvalidCountry(`We do not know the country “${args.countryName}”.`);
  let vehicle: PricedVehicleRow | undefined;
  if (args.vehicleUuid) {
    vehicle = /^[0-9a-f-]{36}$/i.test(args.vehicleUuid) ? await loadPricedVehicle(ctx, { uuid: args.vehicleUuid }) : undefined;
    if (!vehicle) return new NotFoundError(`No vehicle has the id ${args.vehicleUuid.slice(0, 40)}.`);
  }
  const routes = routesInto(destinations, country);
  return portsOf(destinations, country).flatMap((port) => {
    const freight = freightFor(destinations, port.id, vehicle?.loadingPortId ?? null);
    let vehicleFreight: number | null = null;
    if (vehicle && freight) {
      const shipping = resolveShipping(vehicle, freight, undefined, port.name);
      vehicleFreight = shipping instanceof Error ? null : (seaFreight(vehicle, shipping, freight, destinations.charges)?.price ?? null);
    }
    const clearing = destinations.clearings.get(port.id) ?? null;
    const atPort: DestinationCity = {
      port,
      transportType: null,
      inlandTransRoute: null,
      portClearingRoute: clearing,
      isCif: freight !== null,
      seaFreight: vehicleFreight,
      inlandFreight: 0,
      clearanceFreight: 0,
    };
    const inland = routes
      .filter((r) => r.portId === port.id)
      .map(
        (route): DestinationCity => ({
          ...atPort,
          transportType: route.transportType,
          inlandTransRoute: route,
          inlandFreight: route.inlandFreight,
          clearanceFreight: clearing?.clearanceFreight ?? 0,
        }),
      );
    return [atPort, ...inland];
  });
}
