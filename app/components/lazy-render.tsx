// Renders its children only once they come within 200 px of the viewport (IntersectionObserver), inside
// a LazyBoundary; until then a placeholder of the given height keeps the layout from jumping.
//
// Search engines: a block marked `crawlable` is also in the server's HTML, inside <noscript>, so crawlers
// that do not run scripts and readers without JavaScript get its text and links; with scripts the browser
// ignores that copy and renders the block when it comes near. Use it for blocks whose links or text are
// worth indexing (testimonials, similar vehicles); the page's own content is never lazy.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LazyBoundary } from './lazy-boundary';

export const LAZY_RENDER_MARGIN = '200px';

export function LazyRender({ children, minHeight = 0, crawlable = false, testId }: { children: ReactNode; minHeight?: number; crawlable?: boolean; testId?: string }) {
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
    <div ref={ref} data-testid={testId} data-lazy={shown ? 'shown' : 'pending'} style={shown ? undefined : { minHeight }}>
      {shown ? <LazyBoundary>{children}</LazyBoundary> : crawlable ? <noscript>{children}</noscript> : null}
    </div>
  );
}
