// Toasts for the whole page: useToast().show('error', message) from any component. Shown in a polite
// live region at the bottom; a loading toast stays until dismiss(id).
import { createContext, useContext, useEffect, useMemo, useReducer, useState } from 'react';
import { toastReducer, toastScheduler, type ToastType } from '../lib/toasts';

interface ToastApi {
  show(type: ToastType, message: string): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}

const STYLES: Record<ToastType, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  loading: 'border-brand-600 bg-white text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  // dispatch is stable: one scheduler for the provider's life.
  const [scheduler] = useState(() => toastScheduler(dispatch));
  useEffect(() => () => scheduler.stop(), [scheduler]);
  const api = useMemo<ToastApi>(() => ({ show: scheduler.show, dismiss: scheduler.dismiss }), [scheduler]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 sm:bottom-6">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            data-testid="toast"
            data-type={toast.type}
            className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-md border-l-4 px-4 py-3 text-sm shadow-lg transition-opacity duration-300 ${STYLES[toast.type]} ${toast.leaving ? 'opacity-0' : 'opacity-100'}`}
          >
            {toast.type === 'loading' && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
            <span>{toast.message}</span>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
