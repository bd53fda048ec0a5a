// /admin/ports: every destination port at a glance: its country, the countries that ship through it, the
// freight from each loading port in Japan (RoRo per m³, 20 ft and high-cube shares), clearing and the
// number of inland routes; each links to its page. Admins only.
import { data } from 'react-router';
import { adminColumns, AdminDataTable, NamedLink } from '../../components/admin-list';
import { portsByAdmin } from '#domain/trade/port-admin.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/ports';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Ports and freight | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { pricing: ['list'] });
  const list = await portsByAdmin(context.ctx);
  throwIfError(list);
  return data(
    {
      defaultLoadingPort: list.loadingPorts.find((p) => p.code === list.defaultLoadingPortCode)?.name ?? list.defaultLoadingPortCode,
      ports: list.ports.map((row) => {
        const fromDefault = row.freights.find((f) => f.loadingPort.code === list.defaultLoadingPortCode);
        return {
          code: row.port.code,
          name: row.port.name,
          countryName: row.countryName,
          served: row.servedCountries.map((c) => c.name),
          roro: fromDefault?.freightPrice ?? null,
          container20: fromDefault?.freight20FPrice ?? null,
          highCube: fromDefault?.freightHighCubePrice ?? null,
          loadingPorts: row.freights.length,
          clearing: row.clearing?.clearanceFreight ?? null,
          routes: row.routeCount,
        };
      }),
    },
    { headers: ADMIN_PRIVATE },
  );
}

const yen = (n: number | null) => (n === null ? '—' : `¥${n.toLocaleString('en-US')}`);

type Row = Route.ComponentProps['loaderData']['ports'][number];
const column = adminColumns<Row>();
const NUMBER = { className: 'tabular-nums' };
const columns = column.columns([
  column.accessor('name', { header: 'Port', cell: (c) => <NamedLink to={`/admin/ports/${c.row.original.code}`} name={c.getValue()} code={c.row.original.code} /> }),
  column.accessor('countryName', { header: 'Country' }),
  column.accessor('served', { header: 'Shipped to by', enableSorting: false, cell: (c) => c.getValue().join(', ') || '—' }),
  column.accessor('roro', { header: 'RoRo per m³', cell: (c) => yen(c.getValue()), meta: NUMBER }),
  column.accessor('container20', { header: '20 ft share', cell: (c) => yen(c.getValue()), meta: NUMBER }),
  column.accessor('highCube', { header: 'High-cube share', cell: (c) => yen(c.getValue()), meta: NUMBER }),
  column.accessor('loadingPorts', { header: 'Loading ports', meta: NUMBER }),
  column.accessor('clearing', { header: 'Clearing', cell: (c) => yen(c.getValue()), meta: NUMBER }),
  column.accessor('routes', { header: 'Inland routes', meta: NUMBER }),
]);

export default function Ports({ loaderData }: Route.ComponentProps) {
  const { ports, defaultLoadingPort } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">Ports and freight</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Freight shown from {defaultLoadingPort}, the default loading port: every quote to a port falls back on it. Open a port for the freight from each loading port, its clearing and inland routes.
      </p>
      <AdminDataTable columns={columns} rows={ports} getRowId={(p) => p.code} label="Ports and freight" empty="No port yet." testId="ports-table" rowTestId="ports-row" />
    </div>
  );
}
