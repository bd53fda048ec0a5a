import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bannerImagePath, generateBannerImages } from './banner-images.ts';
import { generateLogo } from './misc-images.ts';
import { ANGLES, BODY_TYPES, IMAGE_WIDTHS, generateVehicleImages, vehicleImagePath, vehicleSvg, type BodyType, type PaintColor } from './vehicle-images.ts';

const WHITE: PaintColor = { slug: 'white', name: 'Pearl White', hex: '#f4f4f2' };
const RED: PaintColor = { slug: 'red', name: 'Red', hex: '#b3202a' };

async function withTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'roro-images-'));
  try {
    await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('vehicle images', () => {
  it('builds lower-case media paths', () => {
    expect(vehicleImagePath('Suv', 'white', 'front', 640)).toBe('vehicles/suv/white/front-640.webp');
    expect(vehicleImagePath('bus20Seats', 'dark-blue', 'interior', 320)).toBe('vehicles/bus20seats/dark-blue/interior-320.webp');
  });

  it('writes every angle in every width as WebP and skips existing files on a second run', async () => {
    await withTempDir(async (dir) => {
      const bodyTypes: BodyType[] = ['Suv', 'TruckEtc'];
      const colors = [WHITE, RED];
      const written = await generateVehicleImages(dir, colors, { bodyTypes });
      expect(written).toBe(bodyTypes.length * colors.length * ANGLES.length * IMAGE_WIDTHS.length);

      for (const bodyType of bodyTypes)
        for (const color of colors)
          for (const angle of ANGLES)
            for (const width of IMAGE_WIDTHS) {
              const file = path.join(dir, vehicleImagePath(bodyType, color.slug, angle, width));
              expect((await stat(file)).size).toBeGreaterThan(500);
              const meta = await sharp(file).metadata();
              expect(meta.format).toBe('webp');
              expect(meta.width).toBe(width);
              expect(meta.height).toBe((width * 3) / 4);
            }

      expect(await generateVehicleImages(dir, colors, { bodyTypes })).toBe(0);
    });
  }, 60_000);

  it('honours the angle filter', async () => {
    await withTempDir(async (dir) => {
      expect(await generateVehicleImages(dir, [RED], { bodyTypes: ['Sedan'], angles: ['side'] })).toBe(IMAGE_WIDTHS.length);
    });
  }, 30_000);

  it('draws a distinct 4:3 SVG for each body type, angle and colour', () => {
    for (const angle of ANGLES) {
      const svgs = BODY_TYPES.map((t) => vehicleSvg(t, WHITE, angle));
      expect(new Set(svgs).size).toBe(BODY_TYPES.length);
      for (const svg of svgs) {
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 600"/);
        expect(svg).toContain('RORO MOTORS');
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
    expect(vehicleSvg('Sedan', WHITE, 'front')).not.toBe(vehicleSvg('Sedan', RED, 'front'));
    expect(vehicleSvg('Sedan', RED, 'front')).not.toBe(vehicleSvg('Sedan', RED, 'rear'));
  });
});

describe('banner and brand images', () => {
  it('writes pc and sp banners per language, then skips them', async () => {
    await withTempDir(async (dir) => {
      const banner = {
        bannerType: 'top-banner-2' as const,
        key: 'test-banner',
        alt: { en: 'Alt', fr: 'Alt', pt: 'Alt', ru: 'Alt' },
        headline: { en: 'Trucks & vans', fr: 'Camions', pt: 'Camiões', ru: 'Грузовики для работы' },
        subline: { en: 'Ready to work', fr: 'Prêts à travailler', pt: 'Prontos', ru: 'Проверены на нашей площадке' },
        url: '/stocklist?type=TruckEtc',
        colors: ['#7a4a12', '#e09f3e'] as [string, string],
      };
      expect(await generateBannerImages(dir, [banner])).toBe(8);
      const pc = await sharp(path.join(dir, bannerImagePath('test-banner', 'ru', 'pc'))).metadata();
      const sp = await sharp(path.join(dir, bannerImagePath('test-banner', 'en', 'sp'))).metadata();
      expect([pc.format, pc.width, pc.height]).toEqual(['webp', 1600, 500]);
      expect([sp.format, sp.width, sp.height]).toEqual(['webp', 800, 600]);
      expect(await generateBannerImages(dir, [banner])).toBe(0);
    });
  }, 30_000);

  it('writes the logo SVG and the Open Graph picture', async () => {
    await withTempDir(async (dir) => {
      await generateLogo(dir);
      const logo = await readFile(path.join(dir, 'brand', 'logo.svg'), 'utf8');
      expect(logo).toMatch(/^<svg [^>]*viewBox="0 0 360 100"/);
      const og = await sharp(path.join(dir, 'brand', 'og-default.webp')).metadata();
      expect([og.format, og.width, og.height]).toEqual(['webp', 1200, 630]);
    });
  }, 30_000);
});
