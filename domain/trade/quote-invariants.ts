// What the prices behind the quote must hold for every quote to be possible, read from trade-term.ts and
// trade-term.service.ts: a CIF quote goes to a country's first port (or the buyer's) with the freight
// from the vehicle's loading port, else from the default one, and fails when that row prices no way of
// shipping; an inland city is offered only from a port its country ships to. Pure: the back office runs
// it on what the database would hold after a change, inside the change's transaction (ADR 029).
import type { Destinations } from './destinations.ts';

/** Each broken rule in words that name what breaks, one line a problem; none when every quote is possible. */
export function quoteProblems(d: Destinations): string[] {
  const problems: string[] = [];
  const portName = (id: number) => d.ports.get(id)?.name ?? `port ${id}`;
  const defaultLoading = [...d.ports.values()].find((p) => p.code === d.charges.defaultLoadingPortCode);
  if (!defaultLoading?.isLoadingPort) {
    problems.push(`${d.charges.defaultLoadingPortCode} is not one of our loading ports in Japan: vehicles with no yard on file cannot be priced.`);
  }
  const loadingCountries = new Set([...d.ports.values()].filter((p) => p.isLoadingPort).map((p) => p.countryId));

  for (const [key, freight] of d.freights) {
    const destinationId = Number(key.split(':')[0]);
    const from = portName(freight.loadingPortId);
    if (!d.ports.get(freight.loadingPortId)?.isLoadingPort) problems.push(`${from} is not a loading port: freight from it to ${portName(destinationId)} is never used.`);
    if (freight.freightPrice === null && freight.freight20FPrice === null && freight.freightHighCubePrice === null) {
      problems.push(`Freight from ${from} to ${portName(destinationId)} prices neither RoRo nor a container: no vehicle loaded at ${from} can be priced to ${portName(destinationId)}.`);
    }
  }

  for (const country of d.countries) {
    if (loadingCountries.has(country.id)) continue;
    if (country.portIds.length === 0) {
      problems.push(`${country.name} has no port to ship to: no quote to ${country.name} can be priced.`);
      continue;
    }
    for (const portId of country.portIds) {
      const port = d.ports.get(portId);
      if (port?.isLoadingPort) problems.push(`${country.name} ships to ${port.name}, a loading port in Japan.`);
    }
    for (const portId of country.portIds) {
      if (defaultLoading && !d.freights.has(`${portId}:${defaultLoading.id}`)) {
        problems.push(`${portName(portId)} has no freight from ${defaultLoading.name}: no quote to ${country.name} through ${portName(portId)} can be priced.`);
      }
    }
  }

  const countryById = new Map(d.countries.map((c) => [c.id, c]));
  for (const route of d.routes) {
    const country = countryById.get(route.countryId);
    if (country && !country.portIds.includes(route.portId)) {
      problems.push(`${route.finalDestinationCity} (${route.transportType}) is reached from ${portName(route.portId)}, a port ${country.name} does not ship to: no buyer can choose it.`);
    }
  }
  return problems;
}
