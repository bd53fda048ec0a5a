// "Compare" on a card, the vehicle page and favourites (issue 42, ADR 066): puts the car aside to compare,
// at most four. With JavaScript it turns at once (a fifth refused in a toast); without, it posts the
// page's compare form and the server sends the visitor back to the page (a fifth to the comparison, which
// says why). Signed in or out: the list is a cookie.
import { toggleCompared, useCompareList } from '../lib/compare-list';
import { useT } from '../lib/i18n';
import { useToast } from './toast-provider';

const COMPARE_FORM_ID = 'cmp';
/** The action every toggle posts to without scripts, and the compare page's Remove (routes/compare.tsx). */
export const compareAction = (language: string) => `/${language}/compare`;

/** The one form every toggle of the page posts without scripts (root.tsx), as the hearts share theirs: a list draws 24. */
export function CompareForm({ language }: { language: string }) {
  return <form id={COMPARE_FORM_ID} method="post" action={compareAction(language)} hidden />;
}

export function CompareButton({ stockNumber, name, variant = 'card' }: { stockNumber: string; name: string; variant?: 'card' | 'labelled' }) {
  const t = useT();
  const toast = useToast();
  const on = useCompareList().includes(stockNumber);
  return (
    <button
      form={COMPARE_FORM_ID}
      name={on ? 'remove' : 'add'}
      value={stockNumber}
      aria-pressed={on}
      // The car in the name: a list has 24 of these. Its visible word comes first in it (WCAG 2.5.3).
      aria-label={t('compare-toggle', { name })}
      // Found by its class on a card, as the heart is.
      data-testid={variant === 'labelled' ? 'compare-button' : undefined}
      className={variant === 'card' ? 'cmp' : 'cmp cmp-labelled'}
      onClick={(event) => {
        event.preventDefault();
        if (toggleCompared(stockNumber) === 'full') toast.show('error', t('compare-full'));
      }}
    >
      {t('compare')}
    </button>
  );
}
