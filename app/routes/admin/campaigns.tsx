// /admin/campaigns: every campaign, the latest start first, with its discount, minimum price, code and
// window, and whether it runs now; a form adds one. Quotes use a saved campaign at once.
import { data, Form, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { campaignsByAdmin, saveCampaign, type CampaignState } from '#domain/coupons/campaign-admin.service.ts';
import { can } from '#domain/staff/roles.ts';
import { CampaignFields, campaignFromForm, EMPTY_CAMPAIGN } from '../../components/campaign-fields';
import { formatJpy } from '../../lib/format';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { adminColumns, AdminDataTable, RecordLink } from '../../components/admin-list';
import { SavedNotice } from '../../components/admin-edit';
import { refusedSave } from '../../lib/admin-form.server';
import type { Route } from './+types/campaigns';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Campaigns | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { campaign: ['list'] });
  const campaigns = await campaignsByAdmin(context.ctx);
  throwIfError(campaigns);
  return data(
    {
      campaigns: campaigns.map((c) => ({ ...c, startsAt: c.startsAt.toISOString(), endsAt: c.endsAt.toISOString() })),
      canCreate: can(viewer, { campaign: ['create'] }),
      deleted: new URL(request.url).searchParams.get('saved') === 'deleted',
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { campaign: ['create'] });
  const values = campaignFromForm(await request.formData());
  const saved = await saveCampaign(context.ctx, null, values);
  if (saved instanceof InvalidInputError) return refusedSave(saved, values);
  throwIfError(saved);
  return new Response(null, { status: 303, headers: { location: `/admin/campaigns/${saved.uuid}?saved=created`, ...ADMIN_PRIVATE } });
}

const STATE_TEXT: Record<CampaignState, string> = { Running: 'Running', Scheduled: 'Scheduled', Over: 'Over' };
const time = (iso: string) => iso.slice(0, 16).replace('T', ' ');

type Row = Route.ComponentProps['loaderData']['campaigns'][number];
const column = adminColumns<Row>();
const NUMBER = { className: 'whitespace-nowrap tabular-nums' };
const columns = column.columns([
  column.accessor('name', { header: 'Name', cell: (c) => <RecordLink to={`/admin/campaigns/${c.row.original.uuid}`}>{c.getValue()}</RecordLink> }),
  column.accessor('discountJpy', { header: 'Discount', cell: (c) => (c.row.original.discountPercent ? `${c.row.original.discountPercent}%` : formatJpy('en', c.getValue())), meta: NUMBER }),
  column.accessor('minPriceJpy', { header: 'From', cell: (c) => (c.getValue() ? formatJpy('en', c.getValue()) : '—'), meta: NUMBER }),
  column.accessor('campaignCode', { header: 'Code', cell: (c) => c.getValue() ?? '—', meta: { className: 'font-mono' } }),
  column.accessor('startsAt', { header: 'Window', cell: (c) => `${time(c.getValue())} – ${time(c.row.original.endsAt)}`, meta: NUMBER }),
  column.accessor('state', { header: 'State', cell: (c) => STATE_TEXT[c.getValue()] }),
]);

export default function Campaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, canCreate, deleted } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Campaigns</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">A quote takes the running campaign that gives the most off the vehicle’s price. Times are UTC.</p>
      {deleted ? <SavedNotice>Campaign deleted before it started.</SavedNotice> : null}
      <AdminDataTable columns={columns} rows={campaigns} getRowId={(c) => c.uuid} label="Campaigns" empty="No campaign yet." testId="campaigns-table" rowTestId="campaigns-row" />
      {canCreate ? (
        <Form method="post" className="mt-8 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" noValidate aria-labelledby="new-campaign">
          <h2 id="new-campaign" className="text-lg font-semibold">
            New campaign
          </h2>
          <CampaignFields values={actionData?.values ?? EMPTY_CAMPAIGN} errors={actionData?.errors ?? {}} />
          <button type="submit" disabled={busy} className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
            Create campaign
          </button>
        </Form>
      ) : null}
    </div>
  );
}
