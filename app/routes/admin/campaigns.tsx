// /admin/campaigns: every campaign, the latest start first, with its discount, minimum price, code and
// window, and whether it runs now; a form adds one. Quotes use a saved campaign at once.
import { data, Form, Link, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { campaignsByAdmin, saveCampaign, type CampaignState } from '#domain/coupons/campaign-admin.service.ts';
import { can } from '#domain/staff/roles.ts';
import { CampaignFields, campaignFromForm, EMPTY_CAMPAIGN } from '../../components/campaign-fields';
import { formatJpy } from '../../lib/format';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/campaigns';
import { scrollRegion } from '../../lib/scroll-region';
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
    { campaigns: campaigns.map((c) => ({ ...c, startsAt: c.startsAt.toISOString(), endsAt: c.endsAt.toISOString() })), canCreate: can(viewer, { campaign: ['create'] }), deleted: new URL(request.url).searchParams.get('saved') === 'deleted' },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { campaign: ['create'] });
  const values = campaignFromForm(await request.formData());
  const saved = await saveCampaign(context.ctx, null, values);
  if (saved instanceof InvalidInputError) return data({ errors: Object.fromEntries(saved.issues.map((i) => [i.fieldname, i.message])) as Record<string, string>, values }, { status: 400, headers: ADMIN_PRIVATE });
  throwIfError(saved);
  return new Response(null, { status: 303, headers: { location: `/admin/campaigns/${saved.uuid}?saved=created`, ...ADMIN_PRIVATE } });
}

const STATE_TEXT: Record<CampaignState, string> = { Running: 'Running', Scheduled: 'Scheduled', Over: 'Over' };
const time = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export default function Campaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, canCreate, deleted } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Campaigns</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">A quote takes the running campaign that gives the most off the vehicle’s price. Times are UTC.</p>
      {deleted ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="saved">
          Campaign deleted before it started.
        </p>
      ) : null}
      <div className="mt-4 overflow-x-auto" {...scrollRegion('Campaigns')}>
        <table className="w-full text-left text-sm" data-testid="campaigns-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              {['Name', 'Discount', 'From', 'Code', 'Window', 'State'].map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap py-2 pr-4 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {campaigns.map((c) => (
              <tr key={c.uuid} className="border-t border-slate-200 dark:border-slate-800" data-testid="campaigns-row">
                <td className="py-1.5 pr-4">
                  <Link to={`/admin/campaigns/${c.uuid}`} className="font-medium text-brand-700 underline dark:text-brand-100">
                    {c.name}
                  </Link>
                </td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{c.discountPercent ? `${c.discountPercent}%` : formatJpy('en', c.discountJpy)}</td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{c.minPriceJpy ? formatJpy('en', c.minPriceJpy) : '—'}</td>
                <td className="py-1.5 pr-4 font-mono">{c.campaignCode ?? '—'}</td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">
                  {time(c.startsAt)} – {time(c.endsAt)}
                </td>
                <td className="py-1.5 pr-4">{STATE_TEXT[c.state]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {campaigns.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">No campaign yet.</p> : null}
      </div>
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
