// The account forms' field messages in the page's language. The domain answers the spec's English words
// with a text key for each (domain/identity/input-texts.ts); a key about a field's length or absence
// takes the field's name: the spec's own in English, the form's label of the field otherwise.
import { pluralCategory } from '#domain/content/translate.ts';
import type { Language } from '#domain/context.ts';
import type { InputIssue } from '#domain/errors.ts';
import { useLanguageData, useT } from './i18n';

/** Each account field's label. */
const FIELD_LABELS: Record<string, string> = {
  email: 'account-email',
  password: 'account-password',
  newPassword: 'account-new-password',
  title: 'account-title',
  firstName: 'account-first-name',
  lastName: 'account-last-name',
  telephone: 'account-telephone',
  mobile: 'account-mobile',
  fax: 'account-fax',
  countryName: 'account-country',
  city: 'account-city',
  address: 'account-address',
  state: 'account-state',
  language: 'account-language',
  consigneeName: 'account-consignee-name',
  consigneeAddress: 'account-address',
  consigneeTelephone: 'account-telephone',
};

/** A message in the language: by its text key when it has one, else as the server wrote it. */
export function issueText(t: (key: string, values?: Record<string, string | number>) => string, language: Language, issue: Pick<InputIssue, 'fieldname' | 'message' | 'text'>): string {
  const text = issue.text;
  if (!text) return issue.message;
  const values = { ...text.values };
  // The one counted message: too many e-mails asked for, and the minutes left.
  if (values.minutes !== undefined) return t(`account-email-limit-${pluralCategory(language, Number(values.minutes))}`, values);
  const label = FIELD_LABELS[issue.fieldname];
  if (language !== 'en' && label) values.field = t(label);
  return t(text.key, values);
}

/** issueText for components: the message of the first issue on a field, in the page's language. */
export function useIssueText() {
  const t = useT();
  const { language } = useLanguageData();
  return (issues: readonly InputIssue[] | undefined, fieldname: string): string | undefined => {
    const issue = issues?.find((i) => i.fieldname === fieldname);
    return issue ? issueText(t, language, issue) : undefined;
  };
}
