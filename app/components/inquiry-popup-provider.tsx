// The inquiry popup's shared state (spec 001 §2, §3): any component opens it, about a vehicle when it
// gives a stock number, and about a price when the vehicle page's price form gives its quote. The popup itself is downloaded when first wanted (a pointer over or focus on a
// link that opens it is enough to start). Without JavaScript, InquiryLink is a plain link to the contact page.
import { createContext, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useScriptsRunning } from '../lib/hydration';
import { useLanguageData, useT } from '../lib/i18n';
import type { AskedQuote } from '../lib/inquiry-form';
import { LazyBoundary } from './lazy-boundary';

const loadPopup = () => import('./inquiry-popup');
const InquiryPopup = lazy(loadPopup);

/** The popup's state (spec 001 §3 "Vehicle inquiry popup state"). */
export interface InquiryPopupState {
  show: boolean;
  stockNumber: string | null;
}

interface InquiryPopupApi {
  state: InquiryPopupState;
  /** About a vehicle when given its stock number; about a price the buyer calculated when given its quote too. */
  open(stockNumber?: string | null, quote?: AskedQuote | null): void;
  close(): void;
}

const InquiryPopupContext = createContext<InquiryPopupApi | null>(null);

/** Null outside the provider (an error page's frame): links then simply lead to the contact page. */
export function useInquiryPopup(): InquiryPopupApi | null {
  return useContext(InquiryPopupContext);
}

export function InquiryPopupProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  // Open for the page it was opened on: moving to another page (the thanks page, a link) closes it.
  const [openOn, setOpenOn] = useState<{ key: string; stockNumber: string | null; quote: AskedQuote | null } | null>(null);
  const show = openOn?.key === location.key;
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (stockNumber: string | null = null, quote: AskedQuote | null = null) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpenOn({ key: location.key, stockNumber, quote: stockNumber ? quote : null });
    },
    [location.key],
  );
  const close = useCallback(() => setOpenOn(null), []);

  // Focus goes back to what opened the popup, when it is still on the page.
  useEffect(() => {
    if (show || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    if (element.isConnected) element.focus();
  }, [show]);

  const stockNumber = show ? (openOn?.stockNumber ?? null) : null;
  const quote = show ? (openOn?.quote ?? null) : null;
  const api = useMemo(() => ({ state: { show, stockNumber }, open, close }), [show, stockNumber, open, close]);
  return (
    <InquiryPopupContext.Provider value={api}>
      {children}
      {show ? (
        <LazyBoundary
          loading={
            <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-slate-900/50">
              <span className="rounded-md bg-white px-4 py-2 text-sm shadow-lg dark:bg-slate-900">{t('inquiry-loading')}</span>
            </div>
          }
        >
          <InquiryPopup stockNumber={stockNumber} quote={quote} onClose={close} />
        </LazyBoundary>
      ) : null}
    </InquiryPopupContext.Provider>
  );
}

/**
 * A link that opens the popup (about the vehicle, with a stock number; about a price, with its quote). A
 * plain click opens it; a click that asks for a new tab, and any click before the page's scripts have run,
 * goes to the contact page.
 */
export function InquiryLink({
  stockNumber = null,
  quote = null,
  className,
  label,
  testId,
  children,
}: {
  stockNumber?: string | null;
  quote?: AskedQuote | null;
  className?: string;
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  const popup = useInquiryPopup();
  const { language } = useLanguageData();
  // Until the page's scripts run, this is a link to a page: say it opens a dialog only once it does.
  const scripted = useScriptsRunning();
  const preload = () => void loadPopup().catch(() => {});
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!popup || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    popup.open(stockNumber, quote);
  };
  return (
    <a
      // Without scripts there is no popup: the contact page, told which car (it offers an e-mail naming it).
      href={`/${language}/pages/contact${stockNumber ? `?stockNumber=${encodeURIComponent(stockNumber)}` : ''}`}
      aria-haspopup={popup && scripted ? 'dialog' : undefined}
      aria-label={label}
      className={className}
      data-testid={testId}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {children}
    </a>
  );
}
