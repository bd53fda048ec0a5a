// Interior (dashboard) picture: seen from the middle of the rear seat, right-hand drive, so the
// steering wheel sits on the right. Proportions vary per body style; seat and trim tones follow the
// paint colour.
import type { BodyType, PaintColor } from './vehicle-images.ts';
import { SPECS, type InteriorSpec } from './vehicle-specs.ts';
import { lightness, linearGradient, mix, scaleColor } from './svg-kit.ts';
import { svgDocument, VIEW_H, VIEW_W, watermark } from './vehicle-render.ts';

interface Palette {
  seat: string;
  seatDark: string;
  stitch: string;
  dash: string;
  trim: string;
  headliner: string;
}

/** Light paints get a beige/grey cabin, darker ones a charcoal cabin tinted by the paint. */
function palette(paint: string, style: InteriorSpec['style']): Palette {
  const light = lightness(paint) > 0.6;
  const seat = light ? mix('#cbbfa9', paint, 0.12) : mix('#2f3033', paint, 0.16);
  const accent = light ? '#8a7a62' : mix(paint, '#ffffff', 0.25);
  return {
    seat,
    seatDark: scaleColor(seat, 0.72),
    stitch: style === 'sport' && !light ? mix(paint, '#ff3b30', 0.3) : accent,
    dash: light ? '#3b3a38' : '#2b2c2f',
    trim: style === 'van' || style === 'truck' || style === 'bus' ? '#5c6066' : mix(paint, '#9aa0a7', light ? 0.55 : 0.3),
    headliner: light ? '#d8d3ca' : '#bdbab4',
  };
}

const rrect = (x: number, y: number, w: number, h: number, r: number, attrs: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${attrs}/>`;

function vent(x: number, y: number, w: number, h: number): string {
  let s = rrect(x, y, w, h, 8, 'fill="#151618" stroke="#55585d" stroke-width="2"');
  for (let k = 1; k < 4; k++) s += `<path d="M${x + 6} ${y + (h * k) / 4}H${x + w - 6}" stroke="#3d4044" stroke-width="2"/>`;
  return s;
}

function gauge(cx: number, cy: number, r: number, needle: number): string {
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0d0e10" stroke="#6d737a" stroke-width="2"/>`;
  for (let k = 0; k <= 10; k++) {
    const a = Math.PI * (0.75 + k * 0.15);
    const c = Math.cos(a);
    const si = Math.sin(a);
    s += `<path d="M${(cx + c * r * 0.72).toFixed(1)} ${(cy + si * r * 0.72).toFixed(1)}L${(cx + c * r * 0.88).toFixed(1)} ${(cy + si * r * 0.88).toFixed(1)}" stroke="#e8edf2" stroke-width="1.6"/>`;
  }
  const a = Math.PI * (0.75 + needle * 1.5);
  s += `<path d="M${cx} ${cy}L${(cx + Math.cos(a) * r * 0.8).toFixed(1)} ${(cy + Math.sin(a) * r * 0.8).toFixed(1)}" stroke="#ff6a2a" stroke-width="2.4" stroke-linecap="round"/>`;
  return s + `<circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="#2c2e31"/>`;
}

function seat(cx: number, p: Palette, style: InteriorSpec['style'], flip: boolean): string {
  const w = style === 'sport' ? 250 : style === 'bus' || style === 'truck' ? 280 : 260;
  const top = 548;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  let back: string;
  if (style === 'sport') {
    // Bucket seat with raised side bolsters and an integrated head restraint.
    back = `M${x0} 600V${top + 10}Q${x0} ${top - 20} ${x0 + 40} ${top - 14}L${cx - 60} ${top}V${top - 60}Q${cx - 60} ${top - 90} ${cx - 30} ${top - 90}H${cx + 30}Q${cx + 60} ${top - 90} ${cx + 60} ${top - 60}V${top}L${x1 - 40} ${top - 14}Q${x1} ${top - 20} ${x1} ${top + 10}V600Z`;
  } else {
    back = `M${x0} 600V${top + 40}Q${x0} ${top} ${x0 + 50} ${top}H${x1 - 50}Q${x1} ${top} ${x1} ${top + 40}V600Z`;
  }
  let s = `<path d="${back}" fill="url(#seat)" stroke="${p.seatDark}" stroke-width="2"/>`;
  // Stitched panels.
  s += `<path d="M${cx - w * 0.22} 600V${top + 28}M${cx + w * 0.22} 600V${top + 28}" stroke="${p.stitch}" stroke-width="1.6" stroke-dasharray="5 4" fill="none" opacity="0.8"/>`;
  if (style !== 'sport') {
    // Separate head restraint on two posts.
    s += `<path d="M${cx - 28} ${top + 4}V${top - 18}M${cx + 28} ${top + 4}V${top - 18}" stroke="#a9afb6" stroke-width="6"/>`;
    s += rrect(cx - 66, top - 86, 132, 74, 26, `fill="url(#seat)" stroke="${p.seatDark}" stroke-width="2"`);
    s += `<path d="M${cx - 46} ${top - 70}Q${cx} ${top - 80} ${cx + 46} ${top - 70}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  // Side shading towards the door.
  const sx = flip ? x1 - 30 : x0;
  s += rrect(sx, top + 30, 30, 600 - top - 30, 10, `fill="#000" opacity="0.12"`);
  return s;
}

export function interiorSvg(bodyType: BodyType, color: PaintColor, width = VIEW_W, height = VIEW_H): string {
  const spec = SPECS[bodyType].interior;
  const p = palette(color.hex, spec.style);
  const tall = spec.style === 'van' || spec.style === 'truck' || spec.style === 'bus';
  const dy = spec.dashY;
  const wx = 548; // steering wheel centre
  const wy = dy + (tall ? 96 : 104);
  const R = spec.wheelR;
  const ry = R * spec.wheelTilt;

  const defs = [
    linearGradient('outside', [[0, '#f3f5f7'], [0.55, '#e3e7eb'], [0.62, '#cfd4d9'], [1, '#c2c7cc']]),
    linearGradient('dash', [[0, mix(p.dash, '#ffffff', 0.18)], [0.12, p.dash], [1, scaleColor(p.dash, 0.6)]]),
    linearGradient('seat', [[0, mix(p.seat, '#ffffff', 0.18)], [0.5, p.seat], [1, p.seatDark]]),
    linearGradient('screen', [[0, '#33465a'], [0.5, '#18222d'], [1, '#0d1218']], [0, 0, 1, 1]),
    linearGradient('head', [[0, scaleColor(p.headliner, 0.86)], [1, p.headliner]]),
    linearGradient('bonnet', [[0, mix(color.hex, '#eef2f7', 0.35)], [1, scaleColor(color.hex, 0.8)]]),
  ].join('');

  const pillarTop = tall ? 60 : 110;
  const pillarBottom = tall ? 30 : 48;
  const screenTop = tall ? 44 : 70;
  let s = `<rect width="800" height="600" fill="url(#outside)"/>`;
  s += watermark().replace('y="96"', `y="${dy - 110}"`);
  if (!tall) {
    // The bonnet seen through the windscreen, in the body colour.
    s += `<path d="M20 ${dy + 20}Q400 ${dy - 100} 780 ${dy + 20}Z" fill="url(#bonnet)"/>`;
  }
  // Headliner with sun visors, A-pillars.
  s += `<path d="M0 0H800V${screenTop + 18}Q400 ${screenTop - 28} 0 ${screenTop + 18}Z" fill="url(#head)"/>`;
  s += `<path d="M110 ${screenTop - 2}Q230 ${screenTop - 12} 330 ${screenTop - 10}L322 ${screenTop + 46}Q220 ${screenTop + 50} 118 ${screenTop + 58}Z" fill="${scaleColor(p.headliner, 0.9)}" stroke="${scaleColor(p.headliner, 0.75)}" stroke-width="2"/>`;
  s += `<path d="M690 ${screenTop - 2}Q570 ${screenTop - 12} 470 ${screenTop - 10}L478 ${screenTop + 46}Q580 ${screenTop + 50} 682 ${screenTop + 58}Z" fill="${scaleColor(p.headliner, 0.9)}" stroke="${scaleColor(p.headliner, 0.75)}" stroke-width="2"/>`;
  s += `<path d="M0 0H${pillarTop}L${pillarBottom} ${dy + 20}H0Z" fill="${scaleColor(p.headliner, 0.7)}"/>`;
  s += `<path d="M800 0H${800 - pillarTop}L${800 - pillarBottom} ${dy + 20}H800Z" fill="${scaleColor(p.headliner, 0.7)}"/>`;
  // Rear-view mirror.
  s += `<path d="M400 ${screenTop - 6}V${screenTop + 22}" stroke="#2b2c2f" stroke-width="8"/>`;
  s += rrect(322, screenTop + 16, 156, 42, 14, 'fill="#232427"');
  s += rrect(330, screenTop + 22, 140, 30, 10, 'fill="url(#screen)"');

  // Dashboard.
  s += `<path d="M0 ${dy + 24}C180 ${dy - 14} 620 ${dy - 14} 800 ${dy + 24}V600H0Z" fill="url(#dash)"/>`;
  s += `<path d="M0 ${dy + 24}C180 ${dy - 14} 620 ${dy - 14} 800 ${dy + 24}" fill="none" stroke="${mix(p.dash, '#ffffff', 0.3)}" stroke-width="3"/>`;
  // Instrument binnacle behind the wheel.
  s += `<path d="M${wx - 130} ${dy + 14}Q${wx - 120} ${dy - 46} ${wx} ${dy - 48}Q${wx + 120} ${dy - 46} ${wx + 130} ${dy + 14}Z" fill="${mix(p.dash, '#ffffff', 0.08)}"/>`;
  s += rrect(wx - 112, dy - 30, 224, 86, 26, 'fill="#0b0c0e"');
  const gaugeCount = spec.style === 'sport' ? 3 : 2;
  const gr = spec.style === 'sport' ? 30 : 36;
  for (let k = 0; k < gaugeCount; k++) {
    const gx = wx + (gaugeCount === 3 ? (k - 1) * 72 : (k - 0.5) * 112);
    s += gauge(gx, dy + 12, gr, [0.2, 0.55, 0.35][k]!);
  }
  // Trim band across the dash, colour-keyed to the paint.
  s += `<path d="M0 ${dy + 70}C200 ${dy + 52} 600 ${dy + 52} 800 ${dy + 70}V${dy + 86}C600 ${dy + 68} 200 ${dy + 68} 0 ${dy + 86}Z" fill="${p.trim}"/>`;
  // Vents, glove box, centre stack.
  s += vent(40, dy + 26, 96, 40) + vent(664, dy + 26, 96, 40);
  if (tall) {
    s += rrect(340, dy + 96, 120, 36, 6, 'fill="#111214" stroke="#5a5e63" stroke-width="2"');
    s += rrect(352, dy + 104, 60, 20, 3, 'fill="#2d5a73"');
    s += vent(330, dy + 22, 66, 34) + vent(404, dy + 22, 66, 34);
  } else {
    s += rrect(318, dy - 62, 164, 92, 12, 'fill="#0c0d0f"');
    s += rrect(326, dy - 55, 148, 78, 8, 'fill="url(#screen)"');
    s += `<path d="M336 ${dy + 4}h40m10 0h30m10 0h40" stroke="#4e87b8" stroke-width="5" stroke-linecap="round"/>`;
    s += vent(332, dy + 40, 64, 32) + vent(404, dy + 40, 64, 32);
  }
  s += `<path d="M70 ${dy + 104}Q170 ${dy + 96} 270 ${dy + 100}V${dy + 160}Q170 ${dy + 166} 76 ${dy + 170}Z" fill="none" stroke="${mix(p.dash, '#ffffff', 0.12)}" stroke-width="2"/>`;
  for (let k = 0; k < 3; k++) s += `<circle cx="${365 + k * 35}" cy="${dy + 150}" r="11" fill="#1a1b1d" stroke="#7b8087" stroke-width="2"/>`;
  // Centre console and gear selector.
  s += `<path d="M330 ${dy + 176}H470L520 600H280Z" fill="${scaleColor(p.dash, 0.85)}" stroke="${mix(p.dash, '#ffffff', 0.1)}" stroke-width="2"/>`;
  if (spec.style === 'van' || spec.style === 'truck' || spec.style === 'bus') {
    s += `<path d="M470 ${dy + 120}L448 ${dy + 200}" stroke="#8e949a" stroke-width="7" stroke-linecap="round"/><circle cx="446" cy="${dy + 204}" r="13" fill="#1d1e20"/>`;
  } else {
    s += `<ellipse cx="400" cy="${dy + 232}" rx="34" ry="16" fill="#1a1b1d"/><path d="M400 ${dy + 232}V${dy + 196}" stroke="#2a2b2e" stroke-width="12" stroke-linecap="round"/>`;
    s += `<ellipse cx="400" cy="${dy + 190}" rx="15" ry="18" fill="${spec.style === 'sport' ? '#b9bfc6' : '#222326'}" stroke="#55595e" stroke-width="2"/>`;
    if (spec.style === 'offroad') {
      // Transfer-case lever for the four-wheel drive.
      s += `<path d="M436 ${dy + 250}L446 ${dy + 212}" stroke="#2a2b2e" stroke-width="8" stroke-linecap="round"/><circle cx="447" cy="${dy + 208}" r="9" fill="#222326" stroke="#55595e" stroke-width="2"/>`;
    }
  }

  // Steering wheel: column, rim, spokes, boss.
  s += `<path d="M${wx - 30} ${wy}L${wx - 44} ${dy + 40}H${wx + 44}L${wx + 30} ${wy}Z" fill="#1b1c1e"/>`;
  const spokes = spec.style === 'truck' || spec.style === 'bus' ? [200, -20] : spec.style === 'sport' ? [180, 0, 90] : [180, 0, 90];
  for (const deg of spokes) {
    const a = (deg * Math.PI) / 180;
    s += `<path d="M${wx} ${wy}L${(wx + Math.cos(a) * R * 0.92).toFixed(1)} ${(wy + Math.sin(a) * ry * 0.92).toFixed(1)}" stroke="#26272a" stroke-width="${spec.style === 'sport' ? 18 : 24}" stroke-linecap="round"/>`;
  }
  s += `<ellipse cx="${wx}" cy="${wy}" rx="${R}" ry="${ry.toFixed(1)}" fill="none" stroke="#151618" stroke-width="${spec.style === 'sport' ? 26 : 22}"/>`;
  s += `<path d="M${wx - R * 0.8} ${(wy - ry * 0.6).toFixed(1)}Q${wx} ${(wy - ry * 1.25).toFixed(1)} ${wx + R * 0.8} ${(wy - ry * 0.6).toFixed(1)}" fill="none" stroke="#4a4c50" stroke-width="4" opacity="0.8"/>`;
  if (spec.style === 'sport') s += `<path d="M${wx} ${(wy - ry - 12).toFixed(1)}V${(wy - ry + 12).toFixed(1)}" stroke="${mix(color.hex, '#ff3b30', 0.5)}" stroke-width="8"/>`;
  s += `<ellipse cx="${wx}" cy="${wy}" rx="${tall ? 42 : 46}" ry="${tall ? 30 : 38}" fill="#222326" stroke="#3a3c40" stroke-width="2"/>`;
  s += `<ellipse cx="${wx}" cy="${wy}" rx="12" ry="9" fill="#b9bfc6"/>`;

  // Door panels at the picture edges.
  s += `<path d="M0 ${dy + 30}L34 ${dy + 36}L64 600H0Z" fill="${scaleColor(p.dash, 0.8)}"/>`;
  s += `<path d="M800 ${dy + 30}L766 ${dy + 36}L736 600H800Z" fill="${scaleColor(p.dash, 0.8)}"/>`;
  // Front seats from behind: passenger (left) and driver (right).
  s += seat(118, p, spec.style, false) + seat(682, p, spec.style, true);
  return svgDocument(s, defs, width, height);
}
