import { describe, expect, it } from 'vitest';
import { mediaUrl, pictureSrcSet, pictureUrl, vehicleImageSrcSet, vehicleImageUrl } from './media.ts';
import type { SiteConfig } from './context.ts';

const onCdn = { mediaBaseUrl: 'https://cdn.example.com/m/' } as SiteConfig;
const local = { mediaBaseUrl: '/media' } as SiteConfig;

describe('vehicle picture addresses', () => {
  it('are the stored widths of one base, so a page’s data carries the base alone and the card writes the same srcset', () => {
    const base = mediaUrl(onCdn, 'vehicles/suv/white/front');
    expect(base).toBe('https://cdn.example.com/m/vehicles/suv/white/front');
    expect(pictureUrl(base, 640)).toBe('https://cdn.example.com/m/vehicles/suv/white/front-640.webp');
    expect(pictureSrcSet(base)).toBe(
      'https://cdn.example.com/m/vehicles/suv/white/front-320.webp 320w, https://cdn.example.com/m/vehicles/suv/white/front-640.webp 640w, https://cdn.example.com/m/vehicles/suv/white/front-1280.webp 1280w',
    );
    for (const site of [onCdn, local]) {
      expect(pictureSrcSet(mediaUrl(site, '/vehicles/van/red/side'))).toBe(vehicleImageSrcSet(site, '/vehicles/van/red/side'));
      expect(pictureUrl(mediaUrl(site, 'vehicles/van/red/side'), 1280)).toBe(vehicleImageUrl(site, 'vehicles/van/red/side', 1280));
    }
  });

  it('leave a picture stored elsewhere (a full address) where it is', () => {
    expect(vehicleImageUrl(local, 'https://img.example.net/p/42', 320)).toBe('https://img.example.net/p/42-320.webp');
  });
});
