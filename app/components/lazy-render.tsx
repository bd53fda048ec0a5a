// Renders its children only once they come within 200 px of the viewport (IntersectionObserver), inside
// a LazyBoundary; until then a placeholder of the given height keeps the layout from jumping.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LazyBoundary } from './lazy-boundary';

export const LAZY_RENDER_MARGIN = '200px';

export function LazyRender({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || shown) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_RENDER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div ref={ref} style={shown ? undefined : { minHeight }}>
      {shown && <LazyBoundary>{children}</LazyBoundary>}
    </div>
  );
}
