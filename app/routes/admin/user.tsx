// /admin/users/:id: one buyer for the sales team: what they did, their contact info, dealer rank and person
// in charge (one form, the buyer form's own checks), Distributors and the account's state, and a new
// confirmation link for an address not yet confirmed. Every change is logged (ADR 017).
import { data, Form, Link, useNavigation } from 'react-router';
import { CONTACT_TITLES } from '#db/schema/enum-values.ts';
import { LANGUAGES } from '#domain/context.ts';
import { whatsAppContacts } from '#domain/content/persons-in-charge.service.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { DEALER_RANKS, resendConfirmation, updateUserAuth, updateUserInfoByAdmin, userByAdmin, type BuyerDetail } from '#domain/staff/buyers.service.ts';
import { loadDestinations } from '#domain/trade/destinations.ts';
import { ADMIN_INPUT, AdminField, describedBy, FieldNotes } from '../../components/admin-field';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/user';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

const toView = (d: BuyerDetail) => ({ ...d, createdAt: d.createdAt.toISOString() });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { customer: ['list'] });
  const [buyer, persons, destinations] = await Promise.all([userByAdmin(context.ctx, params.id), whatsAppContacts(context.ctx), loadDestinations(context.ctx)]);
  throwIfError(buyer);
  return data(
    {
      buyer: toView(buyer),
      persons: persons.map((p) => ({ uuid: p.uuid, name: p.name })),
      countries: destinations.countries.map((c) => c.name).sort(),
      notice: new URL(request.url).searchParams.get('saved'),
    },
    { headers: ADMIN_PRIVATE },
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { customer: ['update'] });
  const form = await request.formData();
  const intent = text(form, 'intent');
  let answer;
  if (intent === 'info') {
    const optional = (name: string) => text(form, name) || undefined;
    answer = await updateUserInfoByAdmin(context.ctx, params.id, {
      title: (optional('title') as never) ?? undefined,
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      telephone: text(form, 'telephone'),
      mobile: optional('mobile'),
      fax: optional('fax'),
      countryName: text(form, 'countryName'),
      city: optional('city'),
      address: optional('address'),
      state: optional('state'),
      language: optional('language') as never,
      dealerRank: text(form, 'dealerRank') || null,
      personInChargeUuid: text(form, 'personInChargeUuid') || null,
    });
  } else if (intent === 'auth') {
    answer = await updateUserAuth(context.ctx, params.id, { enabled: text(form, 'enabled') === '1', isDistributors: text(form, 'isDistributors') === '1' });
  } else if (intent === 'resend') {
    answer = await resendConfirmation(context.ctx, context.auth, params.id);
  } else {
    return data({ errors: { form: 'Unknown change.' } as Record<string, string>, values: {} as Record<string, string> }, { status: 400, headers: ADMIN_PRIVATE });
  }
  if (answer instanceof InvalidInputError) {
    return data(
      { errors: Object.fromEntries(answer.issues.map((i) => [i.fieldname, i.message])), values: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])) },
      { status: 400, headers: ADMIN_PRIVATE },
    );
  }
  throwIfError(answer);
  const saved = intent === 'info' ? 'details' : intent === 'auth' ? 'access' : 'mail';
  return new Response(null, { status: 303, headers: { location: `/admin/users/${encodeURIComponent(params.id)}?saved=${saved}`, ...ADMIN_PRIVATE } });
}

const NOTICES: Record<string, string> = { details: 'The buyer’s details are saved.', access: 'The account’s access is saved.', mail: 'A new confirmation link is on its way.' };

export default function Buyer({ loaderData, actionData }: Route.ComponentProps) {
  const { buyer, persons, countries, notice } = loaderData;
  const { account } = buyer;
  const c = account.contactInfo;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const busy = useNavigation().state === 'submitting';
  const value = (name: string, fallback: string | null | undefined) => values[name] ?? fallback ?? '';
  const field = (name: string, label: string, fallback: string | null | undefined, required = false) => (
    <AdminField name={name} label={label} value={value(name, fallback)} error={errors[name]} required={required} />
  );
  const select = (name: string, label: string, options: readonly (string | { value: string; label: string })[], fallback: string | null | undefined, none?: string) => (
    <label className="text-sm">
      {label}
      <select name={name} defaultValue={value(name, fallback)} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy(name, { error: errors[name] })} className={ADMIN_INPUT}>
        {none !== undefined ? <option value="">{none}</option> : null}
        {options.map((o) => (typeof o === 'string' ? <option key={o}>{o}</option> : <option key={o.value} value={o.value}>{o.label}</option>))}
      </select>
      <FieldNotes id={name} error={errors[name]} />
    </label>
  );
  return (
    <div className="max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/users" className="underline">
          Buyers
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{buyer.name}</h1>
      <p className="text-slate-600 dark:text-slate-300" data-testid="buyer-summary">
        {account.email} · {buyer.banned ? 'Disabled' : account.emailVerified ? 'Active' : 'Not confirmed'} · since {buyer.createdAt.slice(0, 10)}
      </p>
      {notice && NOTICES[notice] ? <SavedNotice>{NOTICES[notice]}</SavedNotice> : null}
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="buyer-activity">
        {(
          [
            ['Favourites', buyer.activity.favorites],
            ['Vehicles viewed', buyer.activity.histories],
            ['Inquiries', buyer.activity.inquiries],
            ['Special requests', buyer.activity.specialRequests],
            ['Distributor requests', buyer.activity.distributorRequests],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-md border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-xl font-bold">{n}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="access-heading" className="mt-8">
        <h2 id="access-heading" className="text-lg font-semibold">
          Access
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-6">
          <input type="hidden" name="intent" value="auth" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="enabled" value="1" defaultChecked={!buyer.banned} className="h-4 w-4" />
            Account enabled (can sign in)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="isDistributors" value="1" defaultChecked={account.isDistributor} className="h-4 w-4" />
            In Distributors (sees the distributor price)
          </label>
          <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-4 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
            Save access
          </button>
        </Form>
        {!account.emailVerified ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" disabled={busy} className="text-sm underline">
              Send a new confirmation link to {account.email}
            </button>
            {errors.email ? <p className="text-sm text-red-700 dark:text-red-400">{errors.email}</p> : null}
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="details-heading" className="mt-8">
        <h2 id="details-heading" className="text-lg font-semibold">
          Details
        </h2>
        <Form method="post" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value="info" />
          {select('title', 'Title', CONTACT_TITLES, c.title, '—')}
          {field('firstName', 'First name', c.firstName, true)}
          {field('lastName', 'Last name', c.lastName, true)}
          {field('telephone', 'Phone', c.telephone, true)}
          {field('mobile', 'Mobile', c.mobile)}
          {field('fax', 'Fax', c.fax)}
          {select('countryName', 'Country *', countries, c.country?.name, 'Choose a country')}
          {field('city', 'City', c.city)}
          {field('state', 'State', c.state)}
          <div className="sm:col-span-3">{field('address', 'Address', c.address)}</div>
          {select('language', 'Language', LANGUAGES, account.language)}
          {select('dealerRank', 'Dealer rank', DEALER_RANKS, account.dealerRank, 'None')}
          {select('personInChargeUuid', 'Person in charge', persons.map((p) => ({ value: p.uuid, label: p.name })), buyer.personInCharge?.uuid, 'By country or language')}
          <div className="sm:col-span-3">
            <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white">
              Save details
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
