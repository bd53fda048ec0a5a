// /{lang}/user/account-details: the buyer's contact information (updateUserInfo), with the spec's limits.
// The link that confirms a new e-mail address lands here (`?emailChanged=1`): the page says whether it did.
import { Form, useNavigation, useSearchParams } from 'react-router';
import { LANGUAGES } from '#domain/context.ts';
import { updateUserInfo } from '#domain/identity/account.service.ts';
import { AccountNav, SavedNotice } from '../../components/account-nav';
import { CountrySelect, FormField, fieldClass } from '../../components/form-field';
import { PRIVATE } from '../../lib/account.server';
import { confirmationOutcome } from '../../lib/confirmation-link';
import { accountPage, answer, formText } from '../../lib/account-forms.server';
import { LANGUAGE_NAMES, useT } from '../../lib/i18n';
import { useIssueText } from '../../lib/input-issues';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/account-details';

const FIELDS = ['title', 'firstName', 'lastName', 'telephone', 'mobile', 'fax', 'countryName', 'city', 'address', 'state', 'language'] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return accountPage({ ...context.ctx, language: pageLanguage(params) }, request);
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const values = formText(await request.formData(), FIELDS);
  const result = await updateUserInfo({ ...context.ctx, language: pageLanguage(params) }, values as never);
  return answer(result, values);
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-details')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountDetails({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const info = loaderData.account.contactInfo;
  const issueText = useIssueText();
  const issue = (f: string) => issueText(actionData?.issues, f);
  const value = (f: (typeof FIELDS)[number], current: string | null | undefined) => actionData?.values[f] ?? current ?? '';
  const [params] = useSearchParams();
  const emailChange = confirmationOutcome(params, 'emailChanged');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AccountNav />
      {emailChange === 'confirmed' ? (
        <p role="status" className="mb-4 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="confirmation-notice">
          {t('account-email-change-confirmed', { email: loaderData.account.email })}
        </p>
      ) : emailChange ? (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="confirmation-notice">
          {t(emailChange === 'expired' ? 'account-email-change-expired' : 'account-email-change-not-valid')}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold">{t('account-contact-info')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('account-signed-in-as', { email: loaderData.account.email })}</p>
      <Form method="post" className="mt-6 grid gap-4 sm:grid-cols-2" noValidate>
        <div className="sm:col-span-2">{actionData?.saved ? <SavedNotice text={t('account-saved')} /> : null}</div>
        <FormField label={t('account-title')} error={issue('title')}>
          <select name="title" defaultValue={value('title', info.title)} className={fieldClass}>
            {(['Company', 'Mr', 'Ms'] as const).map((title) => (
              <option key={title} value={title}>
                {t(`account-title-${title}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('account-language')} error={issue('language')}>
          <select name="language" defaultValue={value('language', loaderData.account.language)} className={fieldClass}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('account-first-name')} error={issue('firstName')}>
          <input name="firstName" autoComplete="given-name" maxLength={100} defaultValue={value('firstName', info.firstName)} className={fieldClass} />
        </FormField>
        <FormField label={t('account-last-name')} error={issue('lastName')}>
          <input name="lastName" autoComplete="family-name" maxLength={100} defaultValue={value('lastName', info.lastName)} className={fieldClass} />
        </FormField>
        <FormField label={t('account-telephone')} error={issue('telephone')}>
          <input name="telephone" type="tel" maxLength={20} defaultValue={value('telephone', info.telephone)} className={fieldClass} />
        </FormField>
        <FormField label={t('account-mobile')} error={issue('mobile')}>
          <input name="mobile" type="tel" maxLength={20} defaultValue={value('mobile', info.mobile)} className={fieldClass} />
        </FormField>
        <FormField label={t('account-fax')} error={issue('fax')}>
          <input name="fax" type="tel" maxLength={20} defaultValue={value('fax', info.fax)} className={fieldClass} />
        </FormField>
        <CountrySelect name="countryName" label={t('account-country')} countries={loaderData.countries} defaultValue={value('countryName', info.country?.name)} error={issue('countryName')} />
        <FormField label={t('account-city')} error={issue('city')}>
          <input name="city" maxLength={200} defaultValue={value('city', info.city)} className={fieldClass} />
        </FormField>
        <FormField label={t('account-state')} error={issue('state')}>
          <input name="state" maxLength={200} defaultValue={value('state', info.state)} className={fieldClass} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('account-address')} error={issue('address')}>
            <input name="address" maxLength={500} defaultValue={value('address', info.address)} className={fieldClass} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t('account-save')}
          </button>
        </div>
      </Form>
    </div>
  );
}
