// Wraps a lazily loaded block (spec 001 §2, §8): a failure shows a fallback in its place, is logged and
// told to the visitor in a toast; the rest of the page goes on working.
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useToast } from './toast-provider';
import { useT } from '../lib/i18n';

interface Props {
  children: ReactNode;
  /** Shown while the block loads. */
  loading?: ReactNode;
}

class Boundary extends Component<{ children: ReactNode; fallback: ReactNode; onError: (error: Error) => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A lazily loaded block failed', error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function LazyBoundary({ children, loading = null }: Props) {
  const t = useT();
  const toast = useToast();
  const fallback = (
    <p role="alert" data-testid="lazy-block-failed" className="p-4 text-sm text-red-800 dark:text-red-200">
      {t('block-failed')}
    </p>
  );
  return (
    <Boundary fallback={fallback} onError={() => toast.show('error', t('data-load-failed'))}>
      <Suspense fallback={loading}>{children}</Suspense>
    </Boundary>
  );
}
