// Toasts (spec 001 §3, §9): success and error toasts fade after 5 s and leave 300 ms later; loading
// toasts stay until removed. The list is a pure reducer and its timers a scheduler, both free of React.
export type ToastType = 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Fading out: still shown for TOAST_EXIT_MS, then removed. */
  leaving: boolean;
}

export const TOAST_VISIBLE_MS = 5000;
export const TOAST_EXIT_MS = 300;

export type ToastAction = { type: 'add'; toast: Omit<Toast, 'leaving'> } | { type: 'fade'; id: number } | { type: 'remove'; id: number };

export function toastReducer(toasts: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      // The same message twice (two failed loads) shows once.
      if (toasts.some((t) => t.message === action.toast.message && t.type === action.toast.type && !t.leaving)) return toasts;
      return [...toasts, { ...action.toast, leaving: false }];
    case 'fade':
      return toasts.map((t) => (t.id === action.id ? { ...t, leaving: true } : t));
    case 'remove':
      return toasts.filter((t) => t.id !== action.id);
  }
}

/** Whether a toast of this type leaves by itself. */
export const fadesByItself = (type: ToastType) => type !== 'loading';

export interface ToastScheduler {
  /** Adds a toast; a non-loading one fades after TOAST_VISIBLE_MS and is removed TOAST_EXIT_MS later. */
  show(type: ToastType, message: string): number;
  /** Fades a toast now (a loading one, when its work is done) and removes it TOAST_EXIT_MS later. */
  dismiss(id: number): void;
  /** Cancels every pending timer (the page is going away). */
  stop(): void;
}

/** The toasts' timers, sending the reducer's actions to `dispatch`; the provider keeps the list. */
export function toastScheduler(dispatch: (action: ToastAction) => void): ToastScheduler {
  let nextId = 1;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const dismiss = (id: number) => {
    dispatch({ type: 'fade', id });
    later(TOAST_EXIT_MS, () => dispatch({ type: 'remove', id }));
  };
  return {
    show(type, message) {
      const id = nextId++;
      dispatch({ type: 'add', toast: { id, type, message } });
      if (fadesByItself(type)) later(TOAST_VISIBLE_MS, () => dismiss(id));
      return id;
    },
    dismiss,
    stop() {
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
