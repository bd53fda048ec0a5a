// /admin/ports: every destination port at a glance: its country, the countries that ship through it, the
// freight from each loading port in Japan (RoRo per m³, 20 ft and high-cube shares), clearing and the
// number of inland routes; each links to its page. Admins only.
import { data, Link } from 'react-router';
import { portsByAdmin } from '#domain/trade/port-admin.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/ports';
import { scrollRegion } from '../../lib/scroll-region';
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

export default function Ports({ loaderData }: Route.ComponentProps) {
  const { ports, defaultLoadingPort } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">Ports and freight</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Freight shown from {defaultLoadingPort}, the default loading port: every quote to a port falls back on it. Open a port for the freight from each loading port, its clearing and inland routes.
      </p>
      <div className="mt-6 overflow-x-auto" {...scrollRegion('Ports and freight')}>
        <table className="w-full text-left text-sm" data-testid="ports-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              {['Port', 'Country', 'Shipped to by', 'RoRo per m³', '20 ft share', 'High-cube share', 'Loading ports', 'Clearing', 'Inland routes'].map((h) => (
                <th key={h} scope="col" className="py-2 pr-4 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ports.map((p) => (
              <tr key={p.code} className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="ports-row">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  <Link to={`/admin/ports/${p.code}`} className="font-semibold underline">
                    {p.name}
                  </Link>{' '}
                  <span className="font-mono text-slate-600 dark:text-slate-300">{p.code}</span>
                </th>
                <td className="py-1.5 pr-4">{p.countryName}</td>
                <td className="py-1.5 pr-4">{p.served.join(', ') || '—'}</td>
                <td className="py-1.5 pr-4 tabular-nums">{yen(p.roro)}</td>
                <td className="py-1.5 pr-4 tabular-nums">{yen(p.container20)}</td>
                <td className="py-1.5 pr-4 tabular-nums">{yen(p.highCube)}</td>
                <td className="py-1.5 pr-4 tabular-nums">{p.loadingPorts}</td>
                <td className="py-1.5 pr-4 tabular-nums">{yen(p.clearing)}</td>
                <td className="py-1.5 pr-4 tabular-nums">{p.routes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
