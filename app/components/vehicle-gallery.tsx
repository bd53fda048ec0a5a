// The vehicle's pictures: a large one and thumbnails. Arrow keys and a horizontal swipe move between
// pictures; the first loads at once, the others lazily. Without JavaScript each thumbnail opens its
// picture full size.
import { useRef, useState } from 'react';
import { useT } from '../lib/i18n';

export interface GalleryPicture {
  src: string;
  srcSet: string;
}

const SWIPE_PX = 40;

export function VehicleGallery({ pictures, alt }: { pictures: GalleryPicture[]; alt: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = pictures.length;
  if (count === 0) return null;
  const current = pictures[index]!;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section aria-label={t('pictures')} aria-roledescription="carousel">
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={t('picture-of', { n: index + 1, count })}
        tabIndex={0}
        className="relative overflow-hidden rounded-lg bg-slate-100 outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-slate-800"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') {
            e.preventDefault();
            go(index + 1);
          } else if (e.key === 'ArrowLeft') {
            e.preventDefault();
            go(index - 1);
          }
        }}
        onTouchStart={(e) => {
          const touch = e.touches[0];
          if (touch) touchStart.current = { x: touch.clientX, y: touch.clientY };
        }}
        onTouchEnd={(e) => {
          const start = touchStart.current;
          const touch = e.changedTouches[0];
          touchStart.current = null;
          if (!start || !touch) return;
          const dx = touch.clientX - start.x;
          if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) go(index + (dx < 0 ? 1 : -1));
        }}
        data-testid="gallery-main"
      >
        <img
          key={current.src}
          src={current.src}
          srcSet={current.srcSet}
          sizes="(min-width: 1024px) 60vw, 100vw"
          alt={`${alt} (${index + 1}/${count})`}
          width={1280}
          height={960}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          className="w-full"
        />
        {count > 1 ? (
          <>
            <button type="button" onClick={() => go(index - 1)} aria-label={t('previous-picture')} className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-black/50 px-3 py-2 text-xl text-white hover:bg-black/70">
              ‹
            </button>
            <button type="button" onClick={() => go(index + 1)} aria-label={t('next-picture')} className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-black/50 px-3 py-2 text-xl text-white hover:bg-black/70">
              ›
            </button>
          </>
        ) : null}
      </div>
      <ul className="mt-2 grid grid-cols-4 gap-2">
        {pictures.map((p, i) => (
          <li key={p.src}>
            <a
              href={p.src}
              onClick={(e) => {
                e.preventDefault();
                setIndex(i);
              }}
              aria-current={i === index ? 'true' : undefined}
              aria-label={t('picture-of', { n: i + 1, count })}
              className={`block overflow-hidden rounded border-2 ${i === index ? 'border-brand-600' : 'border-transparent'}`}
            >
              <img src={p.src} srcSet={p.srcSet} sizes="25vw" alt="" width={320} height={240} loading="lazy" decoding="async" className="w-full bg-slate-100 dark:bg-slate-800" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
