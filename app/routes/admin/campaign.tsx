// /admin/campaigns/:uuid: one campaign's form: its name, code, discount, minimum price and window (UTC).
// Saved, quotes use the change at once; the audit log keeps what it was. Works without JavaScript.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { campaignByAdmin, saveCampaign, type CampaignState } from '#domain/coupons/campaign-admin.service.ts';
import { can } from '#domain/staff/roles.ts';
import { CampaignFields, campaignFromForm, type CampaignValues } from '../../components/campaign-fields';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/campaign';

export { ErrorBoundary } from './layout';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.campaign.name ?? 'Campaign'} | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { campaign: ['list'] });
  const campaign = await campaignByAdmin(context.ctx, params.uuid);
  if (campaign instanceof NotFoundError) throw data(null, { status: 404 });
  if (campaign instanceof Error) throw data({ forbidden: true }, { status: 403 });
  const values: CampaignValues = {
    name: campaign.name,
    campaignCode: campaign.campaignCode ?? '',
    discountJpy: campaign.discountJpy ? String(campaign.discountJpy) : '',
    discountPercent: campaign.discountPercent ? String(campaign.discountPercent) : '',
    minPriceJpy: String(campaign.minPriceJpy),
    startsAt: campaign.startsAt.toISOString().slice(0, 16),
    endsAt: campaign.endsAt.toISOString().slice(0, 16),
  };
  return data(
    { campaign: { uuid: campaign.uuid, name: campaign.name, state: campaign.state }, values, canUpdate: can(viewer, { campaign: ['update'] }), saved: new URL(request.url).searchParams.get('saved') },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { campaign: ['update'] });
  const values = campaignFromForm(await request.formData());
  const saved = await saveCampaign(context.ctx, params.uuid, values);
  if (saved instanceof InvalidInputError) return data({ errors: Object.fromEntries(saved.issues.map((i) => [i.fieldname, i.message])) as Record<string, string>, values }, { status: 400, headers: ADMIN_PRIVATE });
  if (saved instanceof NotFoundError) throw data(null, { status: 404 });
  if (saved instanceof Error) throw data({ forbidden: true }, { status: 403 });
  throw redirect(`/admin/campaigns/${params.uuid}?saved=saved`, { status: 303, headers: ADMIN_PRIVATE });
}

const STATE_TEXT: Record<CampaignState, string> = { Running: 'Running now', Scheduled: 'Scheduled', Over: 'Over' };
const SAVED: Record<string, string> = { created: 'Campaign created: quotes use it from now on.', saved: 'Campaign saved: quotes use the change from now on.' };

export default function AdminCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, values, canUpdate, saved } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-3xl">
      <p className="text-sm">
        <Link to="/admin/campaigns" className="underline">
          Campaigns
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{campaign.name}</h1>
        <span className="rounded bg-slate-200 px-2 py-0.5 text-sm font-semibold dark:bg-slate-700" data-testid="campaign-state">
          {STATE_TEXT[campaign.state]}
        </span>
      </div>
      {saved && SAVED[saved] ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="saved">
          {SAVED[saved]}
        </p>
      ) : null}
      <Form method="post" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" noValidate aria-label="Campaign">
        <fieldset disabled={!canUpdate}>
          <CampaignFields values={actionData?.values ?? values} errors={actionData?.errors ?? {}} />
        </fieldset>
        {canUpdate ? (
          <button type="submit" disabled={busy} className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
            Save campaign
          </button>
        ) : null}
      </Form>
    </div>
  );
}
