// Brand pictures: the "RORO" wordmark with a ship-on-waves mark (SVG) and the default Open Graph
// picture (1200x630 WebP).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileExists, linearGradient, radialGradient, writeWebps } from './svg-kit.ts';
import { vehicleArt } from './vehicle-render.ts';

const NAVY = '#1b2a4a';
const BLUE = '#1f4e9c';
const SEA = '#3fa9e0';

/** Round badge with a roll-on/roll-off car carrier riding two waves; drawn in a 100x100 box. */
function shipMark(fg: string, badge: string, wave: string): string {
  return (
    `<circle cx="50" cy="50" r="48" fill="${badge}"/>` +
    // Hull with a raked bow on the left and the stern ramp on the right.
    `<path d="M18 56H84L78 68H27Z" fill="${fg}"/>` +
    // Boxy car-carrier superstructure with a bridge at the bow.
    `<path d="M26 55V36Q26 33 29 33H74Q78 33 78 37V55Z" fill="${fg}"/>` +
    `<path d="M30 30H44V33H30Z" fill="${fg}"/>` +
    `<path d="M31 40h8M44 40h8M57 40h8M31 47h34" stroke="${badge}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M14 76q9-6 18 0t18 0 18 0 18 0" fill="none" stroke="${wave}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<path d="M22 85q7-5 14 0t14 0 14 0 14 0" fill="none" stroke="${wave}" stroke-width="3.5" stroke-linecap="round" stroke-opacity="0.7"/>`
  );
}

/** "RORO" built from strokes so it looks the same whatever fonts the viewer has; 60 units tall. */
function wordmark(color: string, accent: string): string {
  const R = (x: number) => `<path d="M${x} 80V20H${x + 22}A16 16 0 0 1 ${x + 22} 52H${x}M${x + 18} 52L${x + 36} 80" fill="none" stroke="${color}" stroke-width="11" stroke-linejoin="round" stroke-linecap="round"/>`;
  const O = (x: number) => `<circle cx="${x + 27}" cy="50" r="27" fill="none" stroke="${accent}" stroke-width="11"/>`;
  return R(122) + O(170) + R(236) + O(284);
}

export function logoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="100" viewBox="0 0 360 100" role="img" aria-label="RORO Motors">` +
    `<title>RORO Motors</title>${shipMark('#ffffff', NAVY, SEA)}${wordmark(NAVY, BLUE)}</svg>`
  );
}

export function ogSvg(): string {
  const car = vehicleArt('Suv', { slug: 'white', name: 'Pearl White', hex: '#f4f4f2' }, 'front');
  const defs =
    linearGradient('ogBg', [[0, '#0f1d36'], [0.6, NAVY], [1, BLUE]], [0, 0, 1, 1]) +
    radialGradient('ogSpot', [[0, '#ffffff', 0.28], [1, '#ffffff', 0]]) +
    car.defs;
  const wave = (y: number, amp: number, len: number, opacity: number) => {
    let d = `M0 630V${y}`;
    for (let x = 0; x < 1200 + len; x += len) d += `q${len / 4} ${-amp} ${len / 2} 0t${len / 2} 0`;
    return `<path d="${d}V630Z" fill="${SEA}" fill-opacity="${opacity}"/>`;
  };
  const font = 'font-family="sans-serif"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs>${defs}</defs>` +
    `<rect width="1200" height="630" fill="url(#ogBg)"/>` +
    `<ellipse cx="900" cy="340" rx="340" ry="230" fill="url(#ogSpot)"/>` +
    wave(560, 14, 240, 0.18) +
    wave(585, 12, 200, 0.22) +
    `<g transform="translate(70 70) scale(0.9)">${shipMark(NAVY, '#ffffff', SEA)}${wordmark('#ffffff', SEA)}</g>` +
    `<text x="72" y="270" ${font} font-size="54" font-weight="700" fill="#ffffff"><tspan x="72">Japanese used</tspan><tspan x="72" dy="64">vehicles, shipped</tspan><tspan x="72" dy="64">worldwide</tspan></text>` +
    `<rect x="74" y="432" width="72" height="6" rx="3" fill="${SEA}"/>` +
    `<text x="72" y="482" ${font} font-size="26" fill="#dce6f2">Direct from Nagoya · RoRo and container</text>` +
    `<text x="72" y="518" ${font} font-size="26" fill="#dce6f2">shipping to 60+ ports</text>` +
    `<g transform="translate(610 110) scale(0.74)">${car.body}</g>` +
    `</svg>`
  );
}

/** Writes brand/logo.svg and brand/og-default.webp (existing files are kept). */
export async function generateLogo(mediaDir: string): Promise<void> {
  const logo = path.join(mediaDir, 'brand', 'logo.svg');
  if (!(await fileExists(logo))) {
    await mkdir(path.dirname(logo), { recursive: true });
    await writeFile(logo, logoSvg() + '\n');
  }
  const og = path.join(mediaDir, 'brand', 'og-default.webp');
  if (!(await fileExists(og))) await writeWebps(ogSvg(), [{ file: og, width: 1200 }]);
}
