// /admin/countries: every destination country's import rules at a glance (age limit and how it is
// counted, steering, used imports, inspection, surcharge, ports in order), each linking to its form, and
// what already makes a quote impossible in the data (a country with no port yet). Admins only.
import { data, Link } from 'react-router';
import { countriesByAdmin } from '#domain/trade/country-admin.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/countries';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Countries | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

const COUNTED: Record<string, string> = { 'first-registration': 'first registration', manufacture: 'manufacture', 'model-year': 'model year' };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { pricing: ['list'] });
  const list = await countriesByAdmin(context.ctx);
  throwIfError(list);
  return data(
    {
      problems: list.problems,
      countries: list.countries.map((c) => ({
        code: c.code,
        name: c.name,
        age: c.ageLimitYears ? `${c.ageLimitYears} years from ${COUNTED[c.ageCountedFrom ?? ''] ?? 'an unknown year'}` : 'None',
        steering: [c.rightHandDriveAllowed !== false ? 'Right' : null, c.leftHandDriveAllowed ? 'Left' : null].filter(Boolean).join(', '),
        usedImports: c.usedImportsAllowed,
        inspection: c.inspectionRequired ? `${c.inspectionAgency ?? 'Required'} · ¥${(c.inspectionFeeJpy ?? 0).toLocaleString('en-US')}` : 'None',
        surcharge: c.additionalPrice,
        insurance: c.insuranceRatePercent,
        ports: c.ports.map((p) => p.name),
        messages: Object.keys(c.regulationMessages).length,
      })),
    },
    { headers: ADMIN_PRIVATE },
  );
}

export default function Countries({ loaderData }: Route.ComponentProps) {
  const { countries, problems } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">Countries</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Import rules and ports of each destination. A change that would make a quote impossible is refused, with what would break.</p>
      {problems.length ? (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="quote-problems-today">
          <p className="font-semibold">Quotes that are impossible in the data today:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-6 overflow-x-auto" {...scrollRegion('Countries')}>
        <table className="w-full text-left text-sm" data-testid="countries-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              {['Country', 'Age limit', 'Steering', 'Used imports', 'Inspection', 'Surcharge', 'Insurance', 'Ports', 'Messages'].map((h) => (
                <th key={h} scope="col" className="py-2 pr-4 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {countries.map((c) => (
              <tr key={c.code} className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="countries-row">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  <Link to={`/admin/countries/${c.code}`} className="font-semibold underline">
                    {c.name}
                  </Link>{' '}
                  <span className="font-mono text-slate-600 dark:text-slate-300">{c.code}</span>
                </th>
                <td className="py-1.5 pr-4">{c.age}</td>
                <td className="py-1.5 pr-4">{c.steering}</td>
                <td className="py-1.5 pr-4">{c.usedImports ? 'Allowed' : 'Banned'}</td>
                <td className="py-1.5 pr-4">{c.inspection}</td>
                <td className="py-1.5 pr-4 tabular-nums">{c.surcharge ? `¥${c.surcharge.toLocaleString('en-US')}` : '—'}</td>
                <td className="py-1.5 pr-4 tabular-nums">{c.insurance}%</td>
                <td className="py-1.5 pr-4">{c.ports.join(', ') || <span className="text-amber-800 dark:text-amber-300">None</span>}</td>
                <td className="py-1.5 pr-4 tabular-nums">{c.messages}/4</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
