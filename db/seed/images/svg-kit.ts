// Small helpers shared by the demo picture generators: colour maths, compact SVG numbers,
// a bounded-concurrency pool and SVG -> WebP encoding with sharp.
import { access, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export type Rgb = [number, number, number];
export type Pt = [number, number];

export function hexToRgb(hex: string): Rgb {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend of two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

/** Multiplies a colour's channels by k (k < 1 darkens). */
export function scaleColor(hex: string, k: number): string {
  return rgbToHex(hexToRgb(hex).map((v) => v * k) as Rgb);
}

/** Perceived lightness 0..1 (Rec. 709 weights on sRGB, good enough for choosing tones). */
export function lightness(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Compact number for SVG output: one decimal, no trailing ".0". */
export function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Closed polygon path data. */
export function polyD(pts: readonly Pt[], closed = true): string {
  if (pts.length === 0) return '';
  let d = '';
  pts.forEach(([x, y], i) => (d += `${i ? 'L' : 'M'}${num(x)} ${num(y)}`));
  return closed ? d + 'Z' : d;
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Linear gradient definition; stops are [offset, colour, opacity?]. */
export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir: [number, number, number, number] = [0, 0, 0, 1],
  extra = '',
): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}"${extra}>${s}</linearGradient>`;
}

export function radialGradient(id: string, stops: readonly (readonly [number, string, number?])[], extra = ''): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<radialGradient id="${id}"${extra}>${s}</radialGradient>`;
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Runs fn over items with at most `limit` calls in flight. */
export async function runPool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

export const WEBP_OPTIONS = { quality: 72, effort: 4 } as const;

/**
 * Renders an SVG document once (its width/height attributes give the pixel size) and writes it as WebP
 * in each requested width, keeping the aspect ratio. Only the given outputs are written.
 */
export async function writeWebps(svg: string, outputs: readonly { file: string; width: number }[]): Promise<number> {
  if (outputs.length === 0) return 0;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    outputs.map(async ({ file, width }) => {
      await mkdir(path.dirname(file), { recursive: true });
      let img = sharp(data, raw);
      if (width !== info.width) img = img.resize({ width, kernel: 'lanczos3' });
      // Write to a temporary name first so an interrupted run never leaves a truncated file behind.
      const tmp = `${file}.${process.pid}.tmp`;
      await img.webp(WEBP_OPTIONS).toFile(tmp);
      await rename(tmp, file);
    }),
  );
  return outputs.length;
}
