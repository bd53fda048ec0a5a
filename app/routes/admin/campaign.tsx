// /admin/campaigns/:uuid: one campaign's form: its name, code, discount, minimum price and window (UTC).
// Saved, quotes use the change at once; the audit log keeps what it was. Stopped, a campaign not yet started
// is deleted and a running one ends now. Works without JavaScript.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { campaignByAdmin, endCampaign, saveCampaign, type CampaignState } from '#domain/coupons/campaign-admin.service.ts';
import { can } from '#domain/staff/roles.ts';
import { CampaignFields, campaignFromForm, type CampaignValues } from '../../components/campaign-fields';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import { refusedSave } from '../../lib/admin-form.server';
import type { Route } from './+types/campaign';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.campaign.name ?? 'Campaign'} | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { campaign: ['list'] });
  const campaign = await campaignByAdmin(context.ctx, params.uuid);
  throwIfError(campaign);
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
  const form = await request.formData();
  if (form.get('intent') === 'stop') {
    const stopped = await endCampaign(context.ctx, params.uuid);
    if (stopped instanceof InvalidInputError) return data({ errors: { campaign: stopped.issues[0]!.message } as Record<string, string>, values: null }, { status: 400, headers: ADMIN_PRIVATE });
    throwIfError(stopped);
    throw redirect(stopped.ended === 'deleted' ? '/admin/campaigns?saved=deleted' : `/admin/campaigns/${params.uuid}?saved=ended`, { status: 303, headers: ADMIN_PRIVATE });
  }
  const values = campaignFromForm(form);
  const saved = await saveCampaign(context.ctx, params.uuid, values);
  if (saved instanceof InvalidInputError) return refusedSave(saved, values);
  throwIfError(saved);
  throw redirect(`/admin/campaigns/${params.uuid}?saved=saved`, { status: 303, headers: ADMIN_PRIVATE });
}

const STATE_TEXT: Record<CampaignState, string> = { Running: 'Running now', Scheduled: 'Scheduled', Over: 'Over' };
const SAVED: Record<string, string> = {
  created: 'Campaign created: quotes use it from now on.',
  saved: 'Campaign saved: quotes use the change from now on.',
  ended: 'Campaign ended: quotes no longer carry it. Orders placed during it keep their price.',
};

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
      {saved && SAVED[saved] ? <SavedNotice>{SAVED[saved]}</SavedNotice> : null}
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
      {canUpdate && campaign.state !== 'Over' ? (
        <Form method="post" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-lg font-semibold">{campaign.state === 'Scheduled' ? 'Delete campaign' : 'End campaign now'}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {campaign.state === 'Scheduled' ? 'It has not started: no quote has carried it, so it is deleted.' : 'Quotes stop carrying it at once; orders placed during it keep their price.'}
          </p>
          <button type="submit" name="intent" value="stop" disabled={busy} className="mt-2 rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 disabled:opacity-60 dark:border-red-300 dark:text-red-300">
            {campaign.state === 'Scheduled' ? 'Delete campaign' : 'End campaign now'}
          </button>
          {actionData?.errors.campaign ? (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {actionData.errors.campaign}
            </p>
          ) : null}
        </Form>
      ) : null}
    </div>
  );
}
