// Media addresses: a storage base URL plus a path (spec 000 §2). Vehicle pictures are stored in several
// widths as "{path}-{width}.webp".
import type { SiteConfig } from './context.ts';

export const VEHICLE_IMAGE_WIDTHS = [320, 640, 1280] as const;

export function mediaUrl(site: SiteConfig, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.mediaBaseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

type VehicleImageWidth = (typeof VEHICLE_IMAGE_WIDTHS)[number];

/**
 * The address of one width of a picture, from its base (`mediaUrl` of its path): what a page's data
 * carries, a card's srcset being the same three widths of it every time.
 */
export function pictureUrl(base: string, width: VehicleImageWidth): string {
  return `${base}-${width}.webp`;
}

/** Every stored width of a picture as a srcset, from its base (see pictureUrl). */
export function pictureSrcSet(base: string): string {
  return VEHICLE_IMAGE_WIDTHS.map((w) => `${pictureUrl(base, w)} ${w}w`).join(', ');
}

export function vehicleImageUrl(site: SiteConfig, path: string, width: VehicleImageWidth): string {
  return pictureUrl(mediaUrl(site, path), width);
}

export function vehicleImageSrcSet(site: SiteConfig, path: string): string {
  return pictureSrcSet(mediaUrl(site, path));
}
