// Toasts (spec 001 §3, §9): success and error toasts fade after 5 s and leave 300 ms later; loading
// toasts stay until removed. The list is a pure reducer; the provider runs the timers.
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
