// Demo vehicle pictures for the seed data: one studio illustration per body type, paint colour and
// angle, drawn as SVG (see vehicle-specs.ts / vehicle-render.ts / vehicle-interior.ts) and encoded
// to WebP in several widths with sharp.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileExists, runPool, writeWebps } from './svg-kit.ts';
import { interiorSvg } from './vehicle-interior.ts';
import { exteriorSvg, VIEW_H, VIEW_W } from './vehicle-render.ts';

export const BODY_TYPES = ['Hatchback', 'MiniBus', 'Pickup', 'Sedan', 'Sports', 'Suv', 'TruckEtc', 'UtilityVan', 'Wagon', 'bus20Seats'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** front three-quarter, side profile, rear three-quarter, interior (dashboard). */
export const ANGLES = ['front', 'side', 'rear', 'interior'] as const;
export type Angle = (typeof ANGLES)[number];

export const IMAGE_WIDTHS = [320, 640, 1280] as const;

export interface PaintColor {
  slug: string;
  name: string;
  hex: string;
}

/** Relative media path of one picture, e.g. "vehicles/suv/white/front-640.webp" (lower-case body slug). */
export function vehicleImagePath(bodyType: BodyType, colorSlug: string, angle: Angle, width: number): string {
  return `vehicles/${bodyType.toLowerCase()}/${colorSlug}/${angle}-${width}.webp`;
}

/** The picture as an SVG document (800x600 view box, 4:3). */
export function vehicleSvg(bodyType: BodyType, color: PaintColor, angle: Angle): string {
  return renderSvg(bodyType, color, angle, VIEW_W, VIEW_H);
}

function renderSvg(bodyType: BodyType, color: PaintColor, angle: Angle, width: number, height: number): string {
  return angle === 'interior' ? interiorSvg(bodyType, color, width, height) : exteriorSvg(bodyType, color, angle, width, height);
}

/**
 * Draws every (body type x colour x angle) picture in every width under mediaDir, skipping files that
 * already exist. Each SVG is rendered once at the largest width and downscaled for the others.
 * Returns the number of files written.
 */
export async function generateVehicleImages(
  mediaDir: string,
  colors: PaintColor[],
  opts: { bodyTypes?: readonly BodyType[]; angles?: readonly Angle[] } = {},
): Promise<number> {
  const bodyTypes = opts.bodyTypes ?? BODY_TYPES;
  const angles = opts.angles ?? ANGLES;
  const maxWidth = Math.max(...IMAGE_WIDTHS);
  const jobs = bodyTypes.flatMap((bodyType) => colors.flatMap((color) => angles.map((angle) => ({ bodyType, color, angle }))));
  let written = 0;
  // sharp work runs on libuv's thread pool; two jobs per core keeps both cores busy while one job
  // is between its render and encode steps, without queueing hundreds of raw bitmaps in memory.
  const limit = Math.max(2, Math.min(8, availableParallelism() * 2));
  await runPool(jobs, limit, async ({ bodyType, color, angle }) => {
    const files = IMAGE_WIDTHS.map((width) => ({ width, file: path.join(mediaDir, vehicleImagePath(bodyType, color.slug, angle, width)) }));
    const missing = (await Promise.all(files.map(async (f) => ((await fileExists(f.file)) ? undefined : f)))).filter((f) => f !== undefined);
    if (missing.length === 0) return;
    const svg = renderSvg(bodyType, color, angle, maxWidth, Math.round((maxWidth * VIEW_H) / VIEW_W));
    const n = await writeWebps(svg, missing);
    written += n;
  });
  return written;
}
