// /{lang}/user/account-details/change-consignee-details: who collects the vehicle at the port.
import { Form, useNavigation } from 'react-router';
import { updateConsigneeDetails } from '#domain/identity/account.service.ts';
import { AccountNav, SavedNotice } from '../../components/account-nav';
import { CountrySelect, FormField, fieldClass } from '../../components/form-field';
import { PRIVATE } from '../../lib/account.server';
import { accountPage, answer, formText } from '../../lib/account-forms.server';
import { useT } from '../../lib/i18n';
import { useIssueText } from '../../lib/input-issues';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/change-consignee-details';

const FIELDS = ['consigneeName', 'consigneeAddress', 'consigneeTelephone', 'countryName'] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return accountPage({ ...context.ctx, language: pageLanguage(params) }, request);
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const values = formText(await request.formData(), FIELDS);
  return answer(await updateConsigneeDetails({ ...context.ctx, language: pageLanguage(params) }, values as never), values);
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-consignee')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function ChangeConsignee({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const c = loaderData.account.consignee;
  const issueText = useIssueText();
  const issue = (f: string) => issueText(actionData?.issues, f);
  const value = (f: (typeof FIELDS)[number], current: string | null | undefined) => actionData?.values[f] ?? current ?? '';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold">{t('account-consignee')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('account-consignee-text')}</p>
      <Form method="post" className="mt-6 grid gap-4 sm:grid-cols-2" noValidate>
        <div className="sm:col-span-2">{actionData?.saved ? <SavedNotice text={t('account-saved')} /> : null}</div>
        <FormField label={t('account-consignee-name')} error={issue('consigneeName')}>
          <input name="consigneeName" maxLength={200} defaultValue={value('consigneeName', c.name)} className={fieldClass} />
        </FormField>
        <FormField label={t('account-telephone')} error={issue('consigneeTelephone')}>
          <input name="consigneeTelephone" type="tel" maxLength={20} defaultValue={value('consigneeTelephone', c.telephone)} className={fieldClass} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('account-address')} error={issue('consigneeAddress')}>
            <input name="consigneeAddress" maxLength={500} defaultValue={value('consigneeAddress', c.address)} className={fieldClass} />
          </FormField>
        </div>
        <CountrySelect name="countryName" label={t('account-country')} countries={loaderData.countries} defaultValue={value('countryName', c.country?.name)} error={issue('countryName')} />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t('account-save')}
          </button>
        </div>
      </Form>
    </div>
  );
}
