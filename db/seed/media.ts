// Draws the demo pictures (vehicles by body type, colour and angle; banners; logo) into the media
// directory. Files that exist are kept, so a restart costs only a directory scan.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { banners } from './content/banners.ts';
import { generateBannerImages } from './images/banner-images.ts';
import { generateLogo } from './images/misc-images.ts';
import { ANGLES, BODY_TYPES, IMAGE_WIDTHS, generateVehicleImages } from './images/vehicle-images.ts';
import { LANGUAGES } from './content/types.ts';
import { PAINT_COLORS } from './reference-data.ts';

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

const expectedVehicleFiles = BODY_TYPES.length * PAINT_COLORS.length * ANGLES.length * IMAGE_WIDTHS.length;
const expectedBannerFiles = banners.length * LANGUAGES.length * 2;
/** How many demo pictures there are: the vehicles', the banners', the logo and the sharing picture. */
export const DEMO_MEDIA_FILES = expectedVehicleFiles + expectedBannerFiles + 2;

/** Whether a media path is one of the demo pictures (and not an upload: vehicles/stock/, content/). */
export const isDemoMediaPath = (mediaPath: string) => /^(vehicles\/(?!stock\/)|banners\/|brand\/)/.test(mediaPath);

export async function ensureDemoMedia(mediaDir: string): Promise<number> {
  if (
    countFiles(join(mediaDir, 'vehicles')) >= expectedVehicleFiles &&
    countFiles(join(mediaDir, 'banners')) >= expectedBannerFiles &&
    existsSync(join(mediaDir, 'brand', 'logo.svg'))
  ) {
    return 0;
  }
  const colors = PAINT_COLORS.map(({ slug, name, hex }) => ({ slug, name, hex }));
  let written = await generateVehicleImages(mediaDir, colors);
  written += await generateBannerImages(mediaDir, banners);
  await generateLogo(mediaDir);
  return written;
}
