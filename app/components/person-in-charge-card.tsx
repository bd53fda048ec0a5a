// The buyer's person in charge (spec 000 §3 PersonInCharge) on the distributor page and its thanks page:
// name, the languages they speak by name, e-mail, and the WhatsApp chat link (the number without dashes).
import { SALES_EMAIL } from '#domain/company.ts';
import type { Language } from '#domain/context.ts';
import type { BuyerPersonInCharge } from '#domain/distributor/distributor.service.ts';
import { useT } from '../lib/i18n';

export interface PersonInChargeView {
  name: string;
  whatsAppNumber: string | null;
  chatUrl: string | null;
  email: string | null;
  /** In the page language, e.g. "Swahili, English, Japanese". */
  languages: string[];
  assigned: boolean;
}

/**
 * For loaders: the person with their languages named in the page language. Named on the server so that
 * the browser hydrates the same words (its ICU data may name them otherwise).
 */
export function personInChargeView(person: BuyerPersonInCharge | null, language: Language): PersonInChargeView | null {
  if (!person) return null;
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
  const nameOf = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return {
    name: person.name,
    whatsAppNumber: person.whatsAppNumber,
    chatUrl: person.chatUrl,
    email: person.email,
    languages: person.languages.map(nameOf),
    assigned: person.assigned,
  };
}

export function PersonInChargeCard({ person, headingId }: { person: PersonInChargeView | null; headingId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} data-testid="person-in-charge" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={headingId} className="text-lg font-bold">
        {t('distributor-person-in-charge')}
      </h2>
      {person ? (
        <>
          <p className="mt-2 text-lg font-semibold" data-testid="person-in-charge-name">
            {person.name}
          </p>
          {person.assigned ? null : <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('distributor-person-default', { name: person.name })}</p>}
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {person.languages.length ? (
              <>
                <dt className="font-medium">{t('speaks')}</dt>
                <dd>{person.languages.join(', ')}</dd>
              </>
            ) : null}
            {person.email ? (
              <>
                <dt className="font-medium">{t('email')}</dt>
                <dd>
                  <a href={`mailto:${person.email}`} className="break-all underline" data-testid="person-in-charge-email">
                    {person.email}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          {person.chatUrl ? (
            <a
              href={person.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="person-in-charge-whatsapp"
              className="mt-4 inline-flex items-center gap-2 rounded-md bg-[#1f7a4d] px-4 py-2 font-semibold text-white hover:bg-[#17603c]"
              aria-label={`${t('chat-with', { name: person.name })} ${t('opens-new-tab')}`}
            >
              WhatsApp {person.whatsAppNumber}
            </a>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm">
          {t('distributor-no-person')}{' '}
          <a href={`mailto:${SALES_EMAIL}`} className="underline">
            {SALES_EMAIL}
          </a>
        </p>
      )}
    </section>
  );
}
