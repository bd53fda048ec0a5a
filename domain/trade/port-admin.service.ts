// Destination ports for staff (issue 16): freight to each from each loading port in Japan (RoRo per m³,
// container shares, a port charge, transit days), the clearing charged there before an inland leg, and
// the inland routes that start there. Read as quotes read them; changed through changeTrade
// (trade-admin.service.ts), so a change that breaks a quote (the last freight from the default loading
// port, a route into a country that does not ship through the port) is refused.
import { and, eq } from 'drizzle-orm';
import { inlandTransRoutes, portCifs, portClearingRoutes } from '#db/schema/geography.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotFoundError, toInvalidInput } from '../errors.ts';
import { staffCheck } from '../staff/audit.ts';
import { isUuid } from '../uuid.ts';
import type { Destinations, Port, PortClearing } from './destinations.ts';
import { clearingSchema, freightSchema, inlandRouteSchema, type FreightInput, type InlandRouteInput } from './trade-admin.inputs.ts';
import { changeTrade, destinationsForAdmin, portByCode, type Refusal, type StaffError } from './trade-admin.service.ts';
import type { InlandRoute, PortFreight } from './trade-term.ts';

export interface AdminFreight extends PortFreight {
  loadingPort: Port;
}

export interface AdminPortRow {
  port: Port;
  countryName: string;
  /** The countries whose buyers ship through it. */
  servedCountries: { code: string; name: string }[];
  freights: AdminFreight[];
  clearing: PortClearing | null;
  routeCount: number;
}

export interface AdminPort extends AdminPortRow {
  routes: (InlandRoute & { countryCode: string; countryName: string })[];
  /** Loading ports with no freight to this port yet. */
  loadingPortsWithout: Port[];
}

/** Every destination port with its freight, clearing and routes at a glance. */
export async function portsByAdmin(ctx: RequestContext): Promise<{ ports: AdminPortRow[]; loadingPorts: Port[]; defaultLoadingPortCode: string } | StaffError> {
  const d = await destinationsForAdmin(ctx);
  if (d instanceof Error) return d;
  const ports = [...d.ports.values()].filter((p) => !p.isLoadingPort).map((p) => portRow(d, p));
  return { ports: ports.sort((a, b) => a.countryName.localeCompare(b.countryName) || a.port.name.localeCompare(b.port.name)), loadingPorts: loadingPorts(d), defaultLoadingPortCode: d.charges.defaultLoadingPortCode };
}

/** One destination port with every freight row, its clearing and its inland routes. */
export async function portByAdmin(ctx: RequestContext, code: string): Promise<AdminPort | StaffError | NotFoundError> {
  const d = await destinationsForAdmin(ctx);
  if (d instanceof Error) return d;
  const port = destinationPort(d, code);
  if (port instanceof Error) return port;
  const row = portRow(d, port);
  const countryOf = new Map(d.countries.map((c) => [c.id, c]));
  const withFreight = new Set(row.freights.map((f) => f.loadingPort.id));
  return {
    ...row,
    routes: d.routes.filter((r) => r.portId === port.id).map((r) => ({ ...r, countryCode: countryOf.get(r.countryId)?.code ?? '', countryName: countryOf.get(r.countryId)?.name ?? '' })),
    loadingPortsWithout: loadingPorts(d).filter((p) => !withFreight.has(p.id)),
  };
}

/** Adds or changes the freight from one loading port to the port. */
export async function saveFreight(ctx: RequestContext, code: string, input: FreightInput): Promise<{ code: string } | StaffError | Refusal> {
  const parsed = freightSchema.safeParse(input);
  if (!parsed.success) return staffCheck(ctx.viewer, { pricing: ['update'] }) ?? toInvalidInput(parsed.error);
  const { loadingPortCode, ...freight } = parsed.data;
  return changeTrade(ctx, async (tx, before) => {
    const port = destinationPort(before, code);
    if (port instanceof Error) return port;
    const loading = portByCode(before, loadingPortCode);
    if (loading instanceof Error || !loading.isLoadingPort) return new InvalidInputError([{ fieldname: 'loadingPortCode', message: `No loading port in Japan has the code ${loadingPortCode}.` }]);
    const values = { ...freight, containerType: freight.freightPrice !== null ? ('RoRo' as const) : freight.freight20FPrice !== null ? ('Container20F' as const) : ('ContainerHighCube' as const) };
    await tx.insert(portCifs).values({ portId: port.id, loadingPortId: loading.id, ...values }).onConflictDoUpdate({ target: [portCifs.portId, portCifs.loadingPortId], set: values });
    const was = before.freights.get(`${port.id}:${loading.id}`) ?? null;
    return { value: { code: port.code }, audit: { action: 'port.freight', entity: 'port_cifs', entityId: `${port.code}:${loading.code}`, before: was && freightOf(was), after: values } };
  });
}

/** Removes the freight from one loading port: vehicles loaded there are then priced with the default loading port's. */
export async function removeFreight(ctx: RequestContext, code: string, loadingPortCode: string): Promise<{ code: string } | StaffError | Refusal> {
  return changeTrade(ctx, async (tx, before) => {
    const port = destinationPort(before, code);
    if (port instanceof Error) return port;
    const loading = portByCode(before, loadingPortCode);
    const was = loading instanceof Error ? null : (before.freights.get(`${port.id}:${loading.id}`) ?? null);
    if (loading instanceof Error || !was) return new NotFoundError(`${port.name} has no freight from ${loadingPortCode.trim().toUpperCase().slice(0, 10)}.`);
    await tx.delete(portCifs).where(and(eq(portCifs.portId, port.id), eq(portCifs.loadingPortId, loading.id)));
    return { value: { code: port.code }, audit: { action: 'port.freight-remove', entity: 'port_cifs', entityId: `${port.code}:${loading.code}`, before: freightOf(was) } };
  });
}

/** Sets the clearing charged at the port before an inland leg; empty removes it (then none is charged). */
export async function setClearing(ctx: RequestContext, code: string, input: { clearanceFreight: number | string | null }): Promise<{ code: string } | StaffError | Refusal> {
  const parsed = clearingSchema.safeParse(input);
  if (!parsed.success) return staffCheck(ctx.viewer, { pricing: ['update'] }) ?? toInvalidInput(parsed.error);
  const { clearanceFreight } = parsed.data;
  return changeTrade(ctx, async (tx, before) => {
    const port = destinationPort(before, code);
    if (port instanceof Error) return port;
    if (clearanceFreight === null) await tx.delete(portClearingRoutes).where(eq(portClearingRoutes.portId, port.id));
    else await tx.insert(portClearingRoutes).values({ portId: port.id, clearanceFreight }).onConflictDoUpdate({ target: portClearingRoutes.portId, set: { clearanceFreight } });
    const was = before.clearings.get(port.id)?.clearanceFreight ?? null;
    return { value: { code: port.code }, audit: { action: 'port.clearing', entity: 'port_clearing_routes', entityId: port.code, before: { clearanceFreight: was }, after: { clearanceFreight } } };
  });
}

/** Adds an inland route from the port (no uuid) or changes one; its country must ship through the port. */
export async function saveInlandRoute(ctx: RequestContext, code: string, uuid: string | null, input: InlandRouteInput): Promise<{ uuid: string } | StaffError | Refusal> {
  const parsed = inlandRouteSchema.safeParse(input);
  if (!parsed.success) return staffCheck(ctx.viewer, { pricing: ['update'] }) ?? toInvalidInput(parsed.error);
  const { countryCode, ...route } = parsed.data;
  return changeTrade(ctx, async (tx, before) => {
    const port = destinationPort(before, code);
    if (port instanceof Error) return port;
    const was = uuid ? before.routeByUuid.get(uuid) : undefined;
    if (uuid && (!isUuid(uuid) || !was || was.portId !== port.id)) return new NotFoundError(`${port.name} has no such inland route.`);
    const country = before.countries.find((c) => c.code === countryCode);
    if (!country) return new InvalidInputError([{ fieldname: 'countryCode', message: `No country has the code ${countryCode}.` }]);
    if (!country.portIds.includes(port.id)) return new InvalidInputError([{ fieldname: 'countryCode', message: `${country.name} does not ship through ${port.name}: add the port to ${country.name} first.` }]);
    const clash = before.routes.find((r) => r.portId === port.id && r.uuid !== uuid && r.transportType === route.transportType && r.finalDestinationCity.toLowerCase() === route.finalDestinationCity.toLowerCase());
    if (clash) return new InvalidInputError([{ fieldname: 'finalDestinationCity', message: `${port.name} already has a route to ${clash.finalDestinationCity} by ${clash.transportType}.` }]);
    const values = { ...route, countryId: country.id };
    const [saved] = was
      ? await tx.update(inlandTransRoutes).set(values).where(eq(inlandTransRoutes.id, was.id)).returning({ uuid: inlandTransRoutes.uuid })
      : await tx.insert(inlandTransRoutes).values({ portId: port.id, ...values }).returning({ uuid: inlandTransRoutes.uuid });
    return { value: { uuid: saved!.uuid }, audit: { action: 'inland-route.save', entity: 'inland_trans_routes', entityId: saved!.uuid, before: was ? routeOf(was) : null, after: { countryCode, ...route } } };
  });
}

/** Removes an inland route: buyers can no longer choose its city. */
export async function removeInlandRoute(ctx: RequestContext, code: string, uuid: string): Promise<{ code: string } | StaffError | Refusal> {
  return changeTrade(ctx, async (tx, before) => {
    const port = destinationPort(before, code);
    if (port instanceof Error) return port;
    const was = isUuid(uuid) ? before.routeByUuid.get(uuid) : undefined;
    if (!was || was.portId !== port.id) return new NotFoundError(`${port.name} has no such inland route.`);
    await tx.delete(inlandTransRoutes).where(eq(inlandTransRoutes.id, was.id));
    return { value: { code: port.code }, audit: { action: 'inland-route.remove', entity: 'inland_trans_routes', entityId: was.uuid, before: routeOf(was) } };
  });
}

function portRow(d: Destinations, port: Port): AdminPortRow {
  const country = d.countries.find((c) => c.id === port.countryId);
  const freights = loadingPorts(d).flatMap((loadingPort) => {
    const freight = d.freights.get(`${port.id}:${loadingPort.id}`);
    return freight ? [{ ...freightOf(freight), loadingPort }] : [];
  });
  return {
    port,
    countryName: country?.name ?? '',
    servedCountries: d.countries.filter((c) => c.portIds.includes(port.id)).map((c) => ({ code: c.code, name: c.name })),
    freights,
    clearing: d.clearings.get(port.id) ?? null,
    routeCount: d.routes.filter((r) => r.portId === port.id).length,
  };
}

/** Loading ports, the default first. */
function loadingPorts(d: Destinations): Port[] {
  return [...d.ports.values()].filter((p) => p.isLoadingPort).sort((a, b) => Number(b.id === d.defaultLoadingPortId) - Number(a.id === d.defaultLoadingPortId) || a.name.localeCompare(b.name));
}

function destinationPort(d: Destinations, code: string): Port | NotFoundError {
  const port = portByCode(d, code);
  return port instanceof Error || !port.isLoadingPort ? port : new NotFoundError(`${port.name} is a loading port in Japan, not a destination.`);
}

function freightOf(f: PortFreight): PortFreight {
  return {
    containerType: f.containerType,
    freightPrice: f.freightPrice,
    freight20FPrice: f.freight20FPrice,
    freightHighCubePrice: f.freightHighCubePrice,
    extraPrice: f.extraPrice,
    additionalPriceFieldName: f.additionalPriceFieldName,
    transitDays: f.transitDays,
  };
}

function routeOf(r: InlandRoute) {
  return { finalDestinationCity: r.finalDestinationCity, transportType: r.transportType, inlandFreight: r.inlandFreight, distanceKm: r.distanceKm, daysMin: r.daysMin, daysMax: r.daysMax, via: r.via };
}
