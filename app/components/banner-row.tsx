// A row of top-page banners of one type: the wide picture on large screens, the tall one on phones.
import { Link } from 'react-router';

export interface BannerView {
  uuid: string;
  alt: string;
  url: string;
  pcImageUrl: string;
  spImageUrl: string;
}

const isExternal = (url: string) => /^https?:\/\//.test(url);

function BannerPicture({ banner, eager }: { banner: BannerView; eager: boolean }) {
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={banner.pcImageUrl} width={1600} height={500} />
      <img
        src={banner.spImageUrl}
        alt={banner.alt}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        // The top page's first campaign is in the first screen (on a phone, since issue 38, its largest
        // paint): fetched first, as the stock list's first picture is (ADR 041).
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className="h-auto w-full rounded-lg object-cover"
      />
    </picture>
  );
}

/**
 * `scrollOnPhone`: under md, several banners side by side in a row that scrolls sideways (the next one
 * peeking in), not one under the other: the top page's campaigns take a third of the height before the cars.
 */
export function BannerRow({
  banners,
  label,
  columns,
  eager = false,
  scrollOnPhone = false,
  testId,
}: {
  banners: BannerView[];
  label: string;
  columns: 1 | 2 | 3 | 4;
  eager?: boolean;
  scrollOnPhone?: boolean;
  testId: string;
}) {
  if (banners.length === 0) return null;
  const grid = { 1: 'md:grid-cols-1', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' }[columns];
  const sideways = scrollOnPhone && banners.length > 1;
  return (
    <section aria-label={label} data-testid={testId} className={sideways ? 'mt-4 md:mt-8' : 'mt-8'}>
      <ul className={`grid gap-4 ${grid} ${sideways ? 'max-md:snap-x max-md:snap-mandatory max-md:grid-flow-col max-md:auto-cols-[72%] max-md:overflow-x-auto max-md:pb-1' : 'grid-cols-1'}`}>
        {banners.map((banner, i) => (
          <li key={banner.uuid} className={sideways ? 'max-md:snap-start' : undefined}>
            {isExternal(banner.url) ? (
              <a href={banner.url} rel="noopener" className="block transition hover:opacity-90">
                <BannerPicture banner={banner} eager={eager && i === 0} />
              </a>
            ) : (
              <Link to={banner.url} className="block transition hover:opacity-90">
                <BannerPicture banner={banner} eager={eager && i === 0} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
