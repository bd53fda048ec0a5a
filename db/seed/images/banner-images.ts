// Home-page banner pictures: a gradient in the banner's colours, the localized headline and sub-line,
// and a stylised vehicle silhouette. One picture per banner, language and layout (pc / sp).
import path from 'node:path';
import { LANGUAGES, type BannerSeed, type Lang } from '../content/types.ts';
import { escapeXml, fileExists, lightness, linearGradient, mix, polyD, runPool, writeWebps, type Pt } from './svg-kit.ts';
import { BODY_TYPES, type BodyType } from './vehicle-images.ts';
import { vehicleSilhouette } from './vehicle-render.ts';

export type BannerVariant = 'pc' | 'sp';

const SIZES: Record<BannerVariant, { w: number; h: number }> = {
  pc: { w: 1600, h: 500 },
  sp: { w: 800, h: 600 },
};

const FONT = 'sans-serif';

export function bannerImagePath(key: string, lang: string, variant: BannerVariant): string {
  return `banners/${key}-${lang}-${variant}.webp`;
}

// ---- text layout -----------------------------------------------------------------------------

/** Rough advance width of a string in DejaVu Sans (em units), good enough for wrapping. */
function textWidth(text: string, size: number, bold: boolean): number {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.33;
    else if (/[.,:;'!|ilI1–—-]/.test(ch)) w += 0.38;
    else if (/[A-ZА-ЯЁ0-9¥€$%&@mwMWШЩЖЮ]/.test(ch)) w += 0.74;
    else w += 0.6;
  }
  return w * size * (bold ? 1.06 : 0.96);
}

function wrap(text: string, size: number, maxWidth: number, bold: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Font size and lines for a text block: with preferOneLine (headlines), one line if it fits at no
 * less than 80% of the start size; else the largest size (down to min) that wraps into maxLines lines.
 */
function fitText(text: string, start: number, min: number, maxWidth: number, maxLines: number, bold: boolean, preferOneLine = bold): { size: number; lines: string[] } {
  const passes = preferOneLine ? ([[start * 0.8, 1], [min, maxLines]] as const) : ([[min, maxLines]] as const);
  for (const [floor, limit] of passes) {
    for (let size = start; size >= floor; size -= 2) {
      const lines = wrap(text, size, maxWidth, bold);
      if (lines.length <= limit && lines.every((l) => textWidth(l, size, bold) <= maxWidth)) return { size, lines };
    }
  }
  return { size: min, lines: wrap(text, min, maxWidth, bold) };
}

function textBlock(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  const spans = lines.map((l, i) => `<tspan x="${x}" y="${Math.round(y + i * lineHeight)}">${escapeXml(l)}</tspan>`).join('');
  return `<text font-family="${FONT}" font-size="${size}" ${attrs}>${spans}</text>`;
}

// ---- artwork ---------------------------------------------------------------------------------

/** Body type shown on a banner: the one its link filters on, else one chosen from the key. */
function bannerBodyType(b: BannerSeed): BodyType {
  const fromUrl = /[?&]type=([^&]+)/.exec(b.url)?.[1];
  if (fromUrl && (BODY_TYPES as readonly string[]).includes(fromUrl)) return fromUrl as BodyType;
  const pool: BodyType[] = ['Suv', 'Sedan', 'Pickup', 'Wagon', 'Hatchback', 'MiniBus'];
  let h = 0;
  for (const ch of b.key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return pool[h % pool.length]!;
}

/** White side-view silhouette with tinted glass and wheels, fitted into a box standing on its bottom edge. */
function silhouette(bodyType: BodyType, box: { x: number; y: number; w: number; h: number }, tint: string): string {
  const s = vehicleSilhouette(bodyType);
  const scale = Math.min(box.w / s.length, box.h / s.height);
  const ox = box.x + (box.w - s.length * scale) / 2;
  const oy = box.y + box.h;
  const tf = ([x, y]: Pt): Pt => [ox + x * scale, oy - y * scale];
  let out = `<ellipse cx="${ox + (s.length * scale) / 2}" cy="${oy + 4}" rx="${(s.length * scale) / 1.8}" ry="${Math.max(8, scale * 0.08)}" fill="#000" fill-opacity="0.18"/>`;
  out += `<g fill="#ffffff">${s.shells.map((p) => `<path d="${polyD(p.map(tf))}"/>`).join('')}</g>`;
  out += `<g fill="${tint}" fill-opacity="0.55">${s.windows.map((p) => `<path d="${polyD(p.map(tf))}"/>`).join('')}</g>`;
  for (const { x, r } of s.wheels) {
    const [cx, cy] = tf([x, r]);
    out += `<circle cx="${cx}" cy="${cy}" r="${r * scale * 1.12}" fill="${tint}" fill-opacity="0.9"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="${r * scale * 0.92}" fill="#1d1f23"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="${r * scale * 0.55}" fill="#d9dde2"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="${r * scale * 0.18}" fill="#8b939b"/>`;
  }
  // Speed lines behind the vehicle.
  const right = ox + s.length * scale;
  for (const [k, y] of [0.35, 0.55, 0.75].entries())
    out += `<path d="M${right + 18 + k * 14} ${oy - s.height * scale * y}h${70 - k * 16}" stroke="#ffffff" stroke-opacity="${0.5 - k * 0.12}" stroke-width="6" stroke-linecap="round"/>`;
  return out;
}

/** Waves along the bottom edge, the RoRo shipping motif. */
function waves(w: number, h: number): string {
  const wave = (y: number, amp: number, len: number, phase: number) => {
    let d = `M0 ${h}V${y}`;
    for (let x = -phase; x < w + len; x += len) d += `q${len / 4} ${-amp} ${len / 2} 0t${len / 2} 0`;
    return `${d}V${h}Z`;
  };
  return `<path d="${wave(h - 46, 12, 220, 40)}" fill="#ffffff" fill-opacity="0.08"/><path d="${wave(h - 26, 10, 180, 0)}" fill="#ffffff" fill-opacity="0.1"/>`;
}

export function bannerSvg(banner: BannerSeed, lang: Lang, variant: BannerVariant): string {
  const { w, h } = SIZES[variant];
  const [c0, c1] = banner.colors;
  const tint = mix(c0, '#000000', 0.25);
  const defs =
    linearGradient('bg', [[0, c0], [1, c1]], [0, 0, 1, 1]) +
    // Darkens the text side so white type stays readable on light brand colours.
    linearGradient('scrim', variant === 'pc' ? [[0, '#000', 0.32], [0.6, '#000', 0]] : [[0, '#000', 0.3], [0.7, '#000', 0]], variant === 'pc' ? [0, 0, 1, 0] : [0, 0, 0, 1]);
  const headline = banner.headline[lang];
  const subline = banner.subline[lang];
  const scrimBoost = lightness(c0) > 0.55 ? 0.25 : 0;

  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  body += `<circle cx="${w * 0.78}" cy="${h * 0.42}" r="${h * 0.62}" fill="#ffffff" fill-opacity="0.07"/><circle cx="${w * 0.9}" cy="${h * 0.15}" r="${h * 0.3}" fill="#ffffff" fill-opacity="0.06"/>`;
  body += waves(w, h);
  body += `<rect width="${w}" height="${h}" fill="url(#scrim)"/>`;
  if (scrimBoost) body += `<rect width="${w}" height="${h}" fill="#000" fill-opacity="${scrimBoost}"/>`;

  if (variant === 'pc') {
    const textW = 760;
    const head = fitText(headline, 78, 40, textW, 2, true);
    const sub = fitText(subline, 34, 22, textW, 2, false);
    // Vertically centre brand line + headline + accent bar + sub-line.
    const blockH = 20 + 40 + head.lines.length * head.size * 1.12 + 30 + sub.lines.length * sub.size * 1.3;
    const brandY = Math.round(Math.max(70, (h - blockH) / 2 + 14));
    const headY = brandY + 36 + head.size;
    const barY = Math.round(headY + (head.lines.length - 1) * head.size * 1.12 + head.size * 0.3 + 8);
    const subY = barY + 18 + sub.size;
    body += `<text x="90" y="${brandY}" font-family="${FONT}" font-size="20" font-weight="700" letter-spacing="6" fill="#ffffff" fill-opacity="0.85">RORO MOTORS</text>`;
    body += textBlock(head.lines, 88, headY, head.size, head.size * 1.12, 'font-weight="700" fill="#ffffff"');
    body += `<rect x="90" y="${barY}" width="64" height="5" rx="2.5" fill="${c1}"/>`;
    body += textBlock(sub.lines, 90, subY, sub.size, sub.size * 1.3, 'fill="#ffffff" fill-opacity="0.93"');
    body += silhouette(bannerBodyType(banner), { x: 940, y: 120, w: 560, h: 290 }, tint);
  } else {
    const textW = 690;
    const head = fitText(headline, 64, 34, textW, 2, true);
    const sub = fitText(subline, 30, 20, textW, 3, false);
    const brandY = 70;
    const headY = brandY + 34 + head.size;
    const subY = headY + (head.lines.length - 1) * head.size * 1.12 + 24 + sub.size;
    body += `<text x="50" y="${brandY}" font-family="${FONT}" font-size="18" font-weight="700" letter-spacing="5" fill="#ffffff" fill-opacity="0.85">RORO MOTORS</text>`;
    body += textBlock(head.lines, 48, headY, head.size, head.size * 1.12, 'font-weight="700" fill="#ffffff"');
    body += textBlock(sub.lines, 50, subY, sub.size, sub.size * 1.3, 'fill="#ffffff" fill-opacity="0.93"');
    const top = subY + (sub.lines.length - 1) * sub.size * 1.3 + 40;
    body += silhouette(bannerBodyType(banner), { x: 110, y: Math.max(top, 330), w: 560, h: 540 - Math.max(top, 330) }, tint);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Writes banners/{key}-{lang}-{pc|sp}.webp for every banner and language, skipping existing files. */
export async function generateBannerImages(mediaDir: string, banners: BannerSeed[]): Promise<number> {
  const jobs = banners.flatMap((banner) => LANGUAGES.flatMap((lang) => (['pc', 'sp'] as const).map((variant) => ({ banner, lang, variant }))));
  let written = 0;
  await runPool(jobs, 4, async ({ banner, lang, variant }) => {
    const file = path.join(mediaDir, bannerImagePath(banner.key, lang, variant));
    if (await fileExists(file)) return;
    const n = await writeWebps(bannerSvg(banner, lang, variant), [{ file, width: SIZES[variant].w }]);
    written += n;
  });
  return written;
}
