// /admin/countries: every destination country's import rules at a glance (age limit and how it is
// counted, steering, used imports, inspection, surcharge, ports in order), each linking to its form, and
// what already makes a quote impossible in the data (a country with no port yet). Admins only.
import { data } from 'react-router';
import { adminColumns, AdminDataTable, NamedLink } from '../../components/admin-list';
import { countriesByAdmin } from '#domain/trade/country-admin.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/countries';
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

type Row = Route.ComponentProps['loaderData']['countries'][number];
const column = adminColumns<Row>();
const NUMBER = { className: 'tabular-nums' };
const columns = column.columns([
  column.accessor('name', { header: 'Country', cell: (c) => <NamedLink to={`/admin/countries/${c.row.original.code}`} name={c.getValue()} code={c.row.original.code} /> }),
  column.accessor('age', { header: 'Age limit' }),
  column.accessor('steering', { header: 'Steering' }),
  column.accessor('usedImports', { header: 'Used imports', cell: (c) => (c.getValue() ? 'Allowed' : 'Banned') }),
  column.accessor('inspection', { header: 'Inspection' }),
  column.accessor('surcharge', { header: 'Surcharge', cell: (c) => (c.getValue() ? `¥${c.getValue().toLocaleString('en-US')}` : '—'), meta: NUMBER }),
  column.accessor('insurance', { header: 'Insurance', cell: (c) => `${c.getValue()}%`, meta: NUMBER }),
  column.accessor('ports', { header: 'Ports', enableSorting: false, cell: (c) => c.getValue().join(', ') || <span className="text-amber-800 dark:text-amber-300">None</span> }),
  column.accessor('messages', { header: 'Messages', cell: (c) => `${c.getValue()}/4`, meta: NUMBER }),
]);

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
      <AdminDataTable columns={columns} rows={countries} getRowId={(c) => c.code} label="Countries" empty="No country yet." testId="countries-table" rowTestId="countries-row" />
    </div>
  );
}
