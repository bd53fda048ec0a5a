// Whether the page's scripts run, for the few places that behave differently before they do.
import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server, without JavaScript and while React hydrates the server's HTML; true after, and
 * in anything the browser renders itself (a page reached by a link).
 */
export function useScriptsRunning(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * Whether this component began as the server's HTML, hydrated, rather than rendered by the browser after
 * a link: only then can the buyer have changed its fields before the page's scripts ran (ADR 014).
 */
export function useHydratedFromServer(): boolean {
  const running = useScriptsRunning();
  const [fromServer] = useState(!running);
  return fromServer;
}
