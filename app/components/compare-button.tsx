// "Compare" on a card, the vehicle page and favourites (issue 42, ADR 066): puts the car aside to compare,
// at most four. With JavaScript it turns at once and the server follows (a fifth refused in a toast);
// without, it posts the page's compare form and the server sends the visitor back to the page (a fifth to
// the comparison, which says why). Signed in or out: the list is a cookie.
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { compareFetcherKey, useCompareList } from '../lib/compare-list';
import { useLanguageData, useT } from '../lib/i18n';
import { useToast } from './toast-provider';

const COMPARE_FORM_ID = 'cmp';
/** The action every toggle posts to (routes/compare.tsx). */
export const compareAction = (language: string) => `/${language}/compare`;

/** The one form every toggle of the page posts without scripts (root.tsx), as the hearts share theirs: a list draws 24. */
export function CompareForm({ language }: { language: string }) {
  return <form id={COMPARE_FORM_ID} method="post" action={compareAction(language)} hidden />;
}

export function CompareButton({ stockNumber, name, variant = 'card' }: { stockNumber: string; name: string; variant?: 'card' | 'labelled' }) {
  const { language } = useLanguageData();
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<{ error?: string }>({ key: compareFetcherKey(stockNumber) });
  const on = useCompareList().includes(stockNumber);
  useEffect(() => {
    const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
    if (error) toast.show('error', t(error));
    // One toast per answer: the data object changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);
  return (
    <button
      form={COMPARE_FORM_ID}
      name={on ? 'remove' : 'add'}
      value={stockNumber}
      aria-pressed={on}
      // The car in the name: a list has 24 of these. Its visible word comes first in it (WCAG 2.5.3).
      aria-label={t('compare-toggle', { name })}
      // Found by its class on a card (tests/e2e/cards.ts), as the heart is.
      data-testid={variant === 'labelled' ? 'compare-button' : undefined}
      className={variant === 'card' ? 'cmp' : 'cmp cmp-labelled'}
      onClick={(event) => {
        const button = event.currentTarget;
        if (!button.form) return;
        event.preventDefault();
        const fields = new FormData(button.form, button);
        fields.set('fetch', '1');
        void fetcher.submit(fields, { method: 'post', action: compareAction(language) });
      }}
    >
      {t('compare')}
    </button>
  );
}
