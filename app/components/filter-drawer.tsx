// The stock list's filters below the sidebar layout (lg): a full-screen drawer that the "Filters" button
// opens. Without JavaScript the button is a link to #filters and the drawer shows as the page's target
// (CSS :target); its form submits as always. With JavaScript it is a modal dialog: the focus moves in and
// stays in, Escape or the close button closes it, and the focus goes back to the button. From lg up the
// same element is the sidebar, and nothing here applies.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../lib/i18n';

export const FILTER_DRAWER_ID = 'filters';
const BUTTON_ID = 'filters-button';
/** Where the close link leads without JavaScript: the results, which also ends the :target. */
const RESULTS_ANCHOR = 'results-heading';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';
const SIDEBAR_QUERY = '(min-width: 64rem)';

export interface FilterDrawerState {
  open: boolean;
  show(): void;
  /** Closes it, and the focus goes back to the button. */
  hide(): void;
}

export function useFilterDrawer(): FilterDrawerState {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => {
    setOpen(false);
    // Opened by its link before the scripts ran, it shows as the :target: end that too.
    if (window.location.hash === `#${FILTER_DRAWER_ID}`) window.location.replace(`#${RESULTS_ANCHOR}`);
    document.getElementById(BUTTON_ID)?.focus();
  }, []);
  // Grown to the sidebar layout: no longer a dialog.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(SIDEBAR_QUERY);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);
  return { open, show, hide };
}

/** The button above the list that opens the drawer, with how many filters are on. */
export function FilterDrawerButton({ drawer, activeCount }: { drawer: FilterDrawerState; activeCount: number }) {
  const t = useT();
  return (
    <a
      href={`#${FILTER_DRAWER_ID}`}
      id={BUTTON_ID}
      aria-haspopup="dialog"
      data-testid="filters-button"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        drawer.show();
      }}
      className="inline-flex shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-50 lg:hidden dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <path d="M3 5h14M6 10h8M8.5 15h3" />
      </svg>
      {t('filters-open')}
      {activeCount ? (
        <>
          <span aria-hidden="true" className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 text-white dark:bg-brand-100 dark:text-brand-900">
            {activeCount}
          </span>
          <span className="sr-only">({t('active-filters-count', { count: activeCount })})</span>
        </>
      ) : null}
    </a>
  );
}

/** The drawer on small screens, the sidebar from lg up. */
export function FilterDrawer({ drawer, children }: { drawer: FilterDrawerState; children: ReactNode }) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const { open, hide } = drawer;

  // A modal while open: the page behind does not scroll, and the focus starts on the close button.
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      hide();
      return;
    }
    if (event.key !== 'Tab') return;
    // The focus stays inside: from the last control to the first, and back.
    const focusable = [...ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => e.offsetParent !== null || e === document.activeElement);
    const [first, last] = [focusable[0], focusable.at(-1)];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      id={FILTER_DRAWER_ID}
      ref={ref}
      role={open ? 'dialog' : undefined}
      aria-modal={open ? true : undefined}
      aria-labelledby={open ? titleId : undefined}
      data-open={open ? 'true' : undefined}
      data-testid="filter-drawer"
      onKeyDown={onKeyDown}
      className={`${open ? 'flex' : 'hidden'} fixed inset-0 z-[60] flex-col overflow-y-auto overscroll-contain bg-white target:flex lg:static lg:z-auto lg:block lg:overflow-visible lg:bg-transparent dark:bg-slate-900 lg:dark:bg-transparent`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3 lg:hidden dark:border-slate-800 dark:bg-slate-900">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('filters-open')}
        </h2>
        <a
          href={`#${RESULTS_ANCHOR}`}
          ref={closeRef}
          data-testid="filters-close"
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            hide();
          }}
          className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          {t('filters-close')}
          <span aria-hidden="true" className="text-lg leading-none">
            ×
          </span>
        </a>
      </div>
      <div className="flex-1 p-4 lg:p-0">{children}</div>
    </div>
  );
}
