// Media addresses: a storage base URL plus a path (spec 000 §2). Vehicle pictures are stored in several
// widths as "{path}-{width}.webp".
import type { SiteConfig } from './context.ts';

export const VEHICLE_IMAGE_WIDTHS = [320, 640, 1280] as const;

export function mediaUrl(site: SiteConfig, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.mediaBaseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

export function vehicleImageUrl(site: SiteConfig, path: string, width: (typeof VEHICLE_IMAGE_WIDTHS)[number]): string {
  return mediaUrl(site, `${path}-${width}.webp`);
}

export function vehicleImageSrcSet(site: SiteConfig, path: string): string {
  return VEHICLE_IMAGE_WIDTHS.map((w) => `${vehicleImageUrl(site, path, w)} ${w}w`).join(', ');
}
