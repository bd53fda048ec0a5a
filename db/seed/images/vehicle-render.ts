// Turns a VehicleSpec (vehicle-specs.ts) into an SVG illustration. The vehicle is modelled as a few
// side profiles extruded across its width; a small camera (yaw, pitch, mild perspective) projects
// them, faces are back-face culled, depth sorted and shaded from one light, and the details (glass,
// lamps, wheels, arches, mirrors) are mapped onto the surfaces they belong to.
import type { Angle, PaintColor } from './vehicle-images.ts';
import {
  SPECS,
  type Corner,
  type FaceMark,
  type MarkKind,
  type Material,
  type PartSpec,
  type RimStyle,
  type SideMark,
  type VehicleSpec,
} from './vehicle-specs.ts';
import type { BodyType } from './vehicle-images.ts';
import { escapeXml, linearGradient, mix, polyD, radialGradient, scaleColor, type Pt } from './svg-kit.ts';

type V3 = readonly [number, number, number];
type ExteriorAngle = Exclude<Angle, 'interior'>;

export const VIEW_W = 800;
export const VIEW_H = 600;

// ---- 2D geometry -----------------------------------------------------------------------------

/** Replaces each rounded corner by a quadratic curve through it. */
export function roundCorners(pts: readonly Corner[]): Pt[] {
  const out: Pt[] = [];
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    const [x, y, r = 0] = pts[i]!;
    if (r <= 0) {
      out.push([x, y]);
      continue;
    }
    const a = pts[(i + n - 1) % n]!;
    const b = pts[(i + 1) % n]!;
    const da = Math.hypot(a[0] - x, a[1] - y);
    const db = Math.hypot(b[0] - x, b[1] - y);
    const d = Math.min(r, da / 2, db / 2);
    const p1: Pt = [x + ((a[0] - x) / da) * d, y + ((a[1] - y) / da) * d];
    const p2: Pt = [x + ((b[0] - x) / db) * d, y + ((b[1] - y) / db) * d];
    const steps = d > 0.12 ? 7 : d > 0.05 ? 4 : 2;
    for (let k = 0; k <= steps; k++) {
      const t = k / steps;
      const u = 1 - t;
      out.push([u * u * p1[0] + 2 * u * t * x + t * t * p2[0], u * u * p1[1] + 2 * u * t * y + t * t * p2[1]]);
    }
  }
  return out;
}

function signedArea(p: readonly Pt[]): number {
  let s = 0;
  p.forEach((a, i) => {
    const b = p[(i + 1) % p.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  });
  return s / 2;
}

const ccw = (p: Pt[]): Pt[] => (signedArea(p) < 0 ? [...p].reverse() : p);

/** Sutherland-Hodgman clip of a polygon against f(p) >= 0 (f linear). */
function clipHalf(poly: readonly Pt[], f: (p: Pt) => number): Pt[] {
  const out: Pt[] = [];
  poly.forEach((a, i) => {
    const b = poly[(i + 1) % poly.length]!;
    const fa = f(a);
    const fb = f(b);
    if (fa >= 0) out.push(a);
    if (fa >= 0 !== fb >= 0) {
      const t = fa / (fa - fb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  });
  return out;
}

/** Shrinks a convex polygon by d (offsets each edge inwards and intersects neighbours). */
function insetConvex(poly: readonly Pt[], d: number): Pt[] {
  const p = ccw(poly.filter((a, i) => Math.hypot(a[0] - poly[(i + 1) % poly.length]![0], a[1] - poly[(i + 1) % poly.length]![1]) > 1e-6));
  const lines = p.map((a, i) => {
    const b = p[(i + 1) % p.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    return { o: [a[0] + nx * d, a[1] + ny * d] as Pt, dir: [b[0] - a[0], b[1] - a[1]] as Pt };
  });
  return lines.map((l, i) => {
    const prev = lines[(i + lines.length - 1) % lines.length]!;
    const cross = prev.dir[0] * l.dir[1] - prev.dir[1] * l.dir[0];
    if (Math.abs(cross) < 1e-9) return l.o;
    const t = ((l.o[0] - prev.o[0]) * l.dir[1] - (l.o[1] - prev.o[1]) * l.dir[0]) / cross;
    return [prev.o[0] + prev.dir[0] * t, prev.o[1] + prev.dir[1] * t] as Pt;
  });
}

/** Front-most (min) or rear-most (max) x of the outline at height y, with the outward normal there. */
function contourAt(outline: readonly Pt[], y: number, end: 'front' | 'rear'): { x: number; n: Pt } | undefined {
  let best: { x: number; n: Pt } | undefined;
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    if ((a[1] - y) * (b[1] - y) > 0 || a[1] === b[1]) return;
    const x = a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
    if (!best || (end === 'front' ? x < best.x : x > best.x)) {
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      let n: Pt = [(b[1] - a[1]) / len, -(b[0] - a[0]) / len];
      if ((end === 'front' && n[0] > 0) || (end === 'rear' && n[0] < 0)) n = [-n[0], -n[1]];
      best = { x, n };
    }
  });
  return best;
}

function convexHull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Pt[]) => {
    const h: Pt[] = [];
    for (const q of list) {
      while (h.length >= 2 && cross(h[h.length - 2]!, h[h.length - 1]!, q) <= 0) h.pop();
      h.push(q);
    }
    h.pop();
    return h;
  };
  return [...half(p), ...half([...p].reverse())];
}

/** Rounded rectangle / polygon densified so it can follow a curved surface. */
function densify(poly: readonly Pt[], maxStep: number): Pt[] {
  const out: Pt[] = [];
  poly.forEach((a, i) => {
    const b = poly[(i + 1) % poly.length]!;
    const n = Math.max(1, Math.ceil(Math.abs(b[1] - a[1]) / maxStep));
    for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  });
  return out;
}

const rectCorners = (x0: number, x1: number, y0: number, y1: number, r = 0): Corner[] => [
  [x0, y0, r],
  [x1, y0, r],
  [x1, y1, r],
  [x0, y1, r],
];

// ---- camera ----------------------------------------------------------------------------------

const VIEWS: Record<ExteriorAngle, { yaw: number; pitch: number; perspective: boolean }> = {
  front: { yaw: 0.62, pitch: 0.15, perspective: true },
  side: { yaw: 0, pitch: 0, perspective: false },
  rear: { yaw: -0.62, pitch: 0.15, perspective: true },
};

class Camera {
  private readonly cy: number;
  private readonly sy: number;
  private readonly cp: number;
  private readonly sp: number;
  private readonly dist: number;
  readonly toEye: V3;

  constructor(
    yaw: number,
    pitch: number,
    perspective: boolean,
    private readonly origin: V3,
    size: number,
  ) {
    this.cy = Math.cos(yaw);
    this.sy = Math.sin(yaw);
    this.cp = Math.cos(pitch);
    this.sp = Math.sin(pitch);
    this.dist = perspective ? size * 3 + 4 : Infinity;
    this.toEye = [-this.sy * this.cp, this.sp, this.cy * this.cp];
  }

  private rel(p: V3): V3 {
    return [p[0] - this.origin[0], p[1] - this.origin[1], p[2] - this.origin[2]];
  }

  /** Distance towards the camera (bigger = nearer). */
  depth(p: V3): number {
    const [x, y, z] = this.rel(p);
    return (-x * this.sy + z * this.cy) * this.cp + y * this.sp;
  }

  project(p: V3): Pt {
    const [x, y, z] = this.rel(p);
    const sx = x * this.cy + z * this.sy;
    const zr = -x * this.sy + z * this.cy;
    const up = y * this.cp - zr * this.sp;
    const k = Number.isFinite(this.dist) ? this.dist / (this.dist - this.depth(p)) : 1;
    return [sx * k, -up * k];
  }

  /** Whether a surface with normal n through point p faces the camera. */
  facing(n: V3, p: V3): boolean {
    const t = this.toEye;
    if (!Number.isFinite(this.dist)) return n[0] * t[0] + n[1] * t[1] + n[2] * t[2] > 1e-6;
    const eye: V3 = [this.origin[0] + t[0] * this.dist, this.origin[1] + t[1] * this.dist, this.origin[2] + t[2] * this.dist];
    return n[0] * (eye[0] - p[0]) + n[1] * (eye[1] - p[1]) + n[2] * (eye[2] - p[2]) > 1e-6;
  }
}

// ---- colours ---------------------------------------------------------------------------------

const LIGHT: V3 = (() => {
  const v = [-0.45, 0.8, 0.42];
  const l = Math.hypot(...v);
  return v.map((c) => c / l) as unknown as V3;
})();

const MATERIAL_BASE: Record<Exclude<Material, 'paint'>, string> = {
  trim: '#2a2b2e',
  chrome: '#c9ced4',
  alu: '#b7bdc4',
  chassis: '#2b2c2f',
};

const SKY = '#eef2f7';

function shade(base: string, n: V3, mat: Material): string {
  const diffuse = Math.max(0, n[0] * LIGHT[0] + n[1] * LIGHT[1] + n[2] * LIGHT[2]);
  const sky = Math.max(0, n[1]) * (mat === 'paint' ? 0.22 : mat === 'chrome' || mat === 'alu' ? 0.25 : 0.1);
  return mix(scaleColor(base, 0.66 + 0.4 * diffuse), SKY, sky);
}

function gradients(paint: string): string {
  const side = (n: V3) => shade(paint, n, 'paint');
  return [
    linearGradient('bg', [[0, '#eef0f2'], [0.3, '#f7f8f9'], [0.66, '#eff1f3'], [0.8, '#e4e7ea'], [1, '#d8dbdf']]),
    radialGradient('shadow', [[0, '#000', 0.42], [0.55, '#000', 0.2], [1, '#000', 0]]),
    // Side panels: sky reflection along the shoulder, a crisp highlight line, darker towards the sill.
    linearGradient('pSide', [
      [0, mix(side([0, 0.75, 0.66]), SKY, 0.12)],
      [0.3, mix(side([0, 0.2, 0.98]), SKY, 0.05)],
      [0.34, mix(side([0, 0.5, 0.87]), SKY, 0.16)],
      [0.62, side([0, -0.1, 0.99])],
      [1, scaleColor(side([0, -0.6, 0.8]), 0.82)],
    ]),
    linearGradient('glass', [[0, '#4b5a69'], [0.36, '#1f2933'], [0.42, '#5d6d7c'], [0.5, '#3f4d5a'], [0.54, '#1c242d'], [1, '#11161b']], [0, 0, 1, 1]),
    linearGradient('head', [[0, '#ffffff'], [0.5, '#dfe6ec'], [1, '#9aa6b2']], [0, 0, 1, 1]),
    linearGradient('tail', [[0, '#e0353c'], [0.55, '#a5121b'], [1, '#6a0a10']], [0, 0, 1, 1]),
    linearGradient('chrome', [[0, '#f4f6f8'], [0.45, '#b9c0c7'], [0.55, '#8c949c'], [1, '#dfe3e7']]),
    linearGradient('rim', [[0, '#f1f3f5'], [0.5, '#c3c9cf'], [1, '#858d95']], [0, 0, 1, 1]),
  ].join('');
}

const MARK_FILL: Record<MarkKind, [fill: string, stroke?: string]> = {
  head: ['url(#head)', '#33373c'],
  tail: ['url(#tail)', '#420a0f'],
  amber: ['#eb9a2d', '#5a3a10'],
  grille: ['#1c1d20', '#0e0f10'],
  trim: ['#28292c'],
  chrome: ['url(#chrome)', '#7c848c'],
  alu: ['#b4bac1', '#7e858c'],
  plate: ['#f3f3ef', '#6d7074'],
  kplate: ['#f1cf2f', '#6d5a10'],
  glass: ['url(#glass)', '#14181c'],
  fog: ['#eef1f3', '#3b3f44'],
  slot: ['#3b3e42'],
};

// ---- scene -----------------------------------------------------------------------------------

interface Shape {
  pts: Pt[];
  fill: string;
  stroke?: string;
  sw?: number;
  opacity?: number;
  clip?: string;
  closed?: boolean;
}

class Scene {
  readonly shapes: Shape[] = [];
  readonly clips = new Map<string, Pt[]>();
  /** Points that define the vehicle's extent for framing. */
  readonly extent: Pt[] = [];

  add(s: Shape): void {
    if (s.pts.length >= 2) this.shapes.push(s);
  }
}

interface Ctx {
  spec: VehicleSpec;
  cam: Camera;
  scene: Scene;
  paint: string;
}

// ---- parts -----------------------------------------------------------------------------------

interface BuiltPart {
  spec: PartSpec;
  outline: Pt[];
  raw: Pt[];
  z0: number;
  z1: number;
  layer: number;
  /** z of the far (side 0) or near (side 1) surface at x; ends are pulled in to round the plan view. */
  zAt: (x: number, side: 0 | 1) => number;
  extraFront: FaceMark[];
  extraRear: FaceMark[];
  sideExtras: (() => void)[];
}

function buildPart(spec: PartSpec): BuiltPart {
  const [z0, z1] = typeof spec.z === 'number' ? [-spec.z, spec.z] : spec.z;
  const layer = spec.layer ?? 0;
  const xs = spec.outline.map((q) => q[0]);
  const [xMin, xMax] = [Math.min(...xs), Math.max(...xs)];
  // Painted body shells get rounded corners in plan view: up to 8% narrower at the very ends.
  const [R, k] = spec.plan ?? (spec.mat === 'paint' && !spec.open && layer <= 1 ? [0.45, 0.08] : [0, 0]);
  const taper = (x: number) => {
    const d = Math.min(x - xMin, xMax - x);
    return R > 0 && d < R ? 1 - k * (1 - Math.max(0, d) / R) ** 2 : 1;
  };
  const zc = (z0 + z1) / 2;
  const hz = (z1 - z0) / 2;
  return {
    spec,
    outline: ccw(roundCorners(spec.outline)),
    raw: spec.outline.map(([x, y]) => [x, y] as Pt),
    z0,
    z1,
    layer,
    zAt: (x, side) => zc + (side ? 1 : -1) * hz * taper(x),
    extraFront: [],
    extraRear: [],
    sideExtras: [],
  };
}

function baseColor(mat: Material, paint: string): string {
  return mat === 'paint' ? paint : MATERIAL_BASE[mat];
}

function partCentre(p: BuiltPart): V3 {
  const xs = p.raw.map((q) => q[0]);
  const ys = p.raw.map((q) => q[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2, (p.z0 + p.z1) / 2];
}

function drawPart(ctx: Ctx, p: BuiltPart): void {
  const { cam, scene } = ctx;
  const base = baseColor(p.spec.mat, ctx.paint);
  const o = p.outline;

  // Faces along the outline (bonnet, roof, front, back ...), far ones first.
  const strips: { pts: Pt[]; fill: string; depth: number }[] = [];
  o.forEach((a, i) => {
    const b = o[(i + 1) % o.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < 1e-9) return;
    const n: V3 = [(b[1] - a[1]) / len, -(b[0] - a[0]) / len, 0];
    const mid: V3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (p.z0 + p.z1) / 2];
    if (!cam.facing(n, mid)) return;
    strips.push({
      pts: [cam.project([a[0], a[1], p.zAt(a[0], 0)]), cam.project([b[0], b[1], p.zAt(b[0], 0)]), cam.project([b[0], b[1], p.zAt(b[0], 1)]), cam.project([a[0], a[1], p.zAt(a[0], 1)])],
      fill: shade(base, n, p.spec.mat),
      depth: cam.depth(mid),
    });
  });
  strips.sort((a, b) => a.depth - b.depth);
  for (const s of strips) scene.add({ pts: s.pts, fill: s.fill, stroke: s.fill, sw: 0.6 });

  for (const m of [...(p.spec.front ?? []), ...p.extraFront]) drawFaceMark(ctx, p, m, 'front');
  for (const m of [...(p.spec.rear ?? []), ...p.extraRear]) drawFaceMark(ctx, p, m, 'rear');
  if (p.spec.open) drawOpenTop(ctx, p, base);

  // Near side face.
  if (cam.facing([0, 0, 1], [0, 0, p.z1])) {
    const fill = p.spec.mat === 'paint' ? 'url(#pSide)' : shade(base, [0, 0, 1], p.spec.mat);
    scene.add({ pts: o.map(([x, y]) => cam.project([x, y, p.zAt(x, 1)])), fill });
    for (const m of p.spec.side ?? []) drawSideMark(ctx, p, m);
    for (const f of p.sideExtras) f();
  }
  for (const q of o) scene.extent.push(cam.project([q[0], q[1], p.zAt(q[0], 0)]), cam.project([q[0], q[1], p.zAt(q[0], 1)]));
}

/** A lamp, grille, plate or glass mapped onto the front or rear surface of a part. */
function drawFaceMark(ctx: Ctx, p: BuiltPart, m: FaceMark, end: 'front' | 'rear'): void {
  const { cam, scene } = ctx;
  const us = m.mirror ? [m.u, [1 - m.u[1], 1 - m.u[0]] as const] : [m.u];
  const midY = (m.y[0] + m.y[1]) / 2;
  const c = contourAt(p.outline, midY, end);
  if (!c) return;
  const [fill, stroke] = MARK_FILL[m.kind];
  // Marks are laid out on the nominal width, then squeezed to the (tapered) width where they land.
  const zOf = (u: number) => p.z0 + u * (p.z1 - p.z0);
  const at = (z: number, y: number): V3 => {
    const x = contourAt(p.outline, y, end)?.x ?? c.x;
    const u = (z - p.z0) / (p.z1 - p.z0);
    return [x, y, p.zAt(x, 0) + u * (p.zAt(x, 1) - p.zAt(x, 0))];
  };
  if (cam.facing([c.n[0], c.n[1], 0], [c.x, midY, zOf(0.5)])) {
    for (const u of us) {
      const shape = densify(roundCorners(rectCorners(zOf(u[0]), zOf(u[1]), m.y[0], m.y[1], m.r ?? 0)), 0.04);
      scene.add({ pts: shape.map(([z, y]) => cam.project(at(z, y))), fill, stroke, sw: stroke ? 0.8 : undefined });
      if (m.kind === 'grille') {
        // A few horizontal slats.
        const rows = Math.max(2, Math.round((m.y[1] - m.y[0]) / 0.05));
        for (let k = 1; k < rows; k++) {
          const y = m.y[0] + ((m.y[1] - m.y[0]) * k) / rows;
          const zA = zOf(u[0]) + 0.02 * Math.sign(p.z1 - p.z0);
          const zB = zOf(u[1]) - 0.02 * Math.sign(p.z1 - p.z0);
          scene.add({ pts: [cam.project(at(zA, y)), cam.project(at(zB, y))], fill: 'none', stroke: '#45484d', sw: 1, closed: false });
        }
      }
      if (m.kind === 'plate' || m.kind === 'kplate') {
        const w = zOf(u[1]) - zOf(u[0]);
        const ink = m.kind === 'plate' ? '#3f6b4a' : '#3a3a2a';
        const bar = rectCorners(zOf(u[0]) + w * 0.22, zOf(u[1]) - w * 0.22, m.y[0] + 0.025, m.y[0] + 0.055);
        scene.add({ pts: bar.map(([z, y]) => cam.project(at(z, y))), fill: ink });
      }
      if (m.kind === 'head' || m.kind === 'tail') {
        // Inner lamp element.
        const w = zOf(u[1]) - zOf(u[0]);
        const h = m.y[1] - m.y[0];
        const inner = densify(roundCorners(rectCorners(zOf(u[0]) + w * 0.12, zOf(u[1]) - w * 0.12, m.y[0] + h * 0.3, m.y[1] - h * 0.3, Math.min(h, Math.abs(w)) * 0.3)), 0.04);
        scene.add({ pts: inner.map(([z, y]) => cam.project(at(z, y))), fill: m.kind === 'head' ? '#ffffff' : '#ef5a5f', opacity: 0.85 });
      }
    }
  }
  // The part of the lamp that wraps round the near-side corner.
  if (m.wrap && cam.facing([0, 0, 1], [c.x, midY, p.z1])) {
    const ys = Array.from({ length: 7 }, (_, k) => m.y[0] + ((m.y[1] - m.y[0]) * k) / 6);
    const dir = end === 'front' ? 1 : -1;
    const edge = ys.map((y) => contourAt(p.outline, y, end)?.x ?? c.x);
    const pts: Pt[] = [...ys.map((y, k) => [edge[k]! + dir * 0.005, y] as Pt), ...ys.map((y, k) => [edge[k]! + dir * m.wrap! * (0.75 + 0.25 * (k / 6)), y] as Pt).reverse()];
    scene.add({ pts: pts.map(([x, y]) => cam.project([x, y, p.zAt(x, 1)])), fill, stroke, sw: stroke ? 0.8 : undefined });
  }
}

function drawSideMark(ctx: Ctx, p: BuiltPart, m: SideMark): void {
  const { cam, scene, paint } = ctx;
  const on = ([x, y]: Pt) => cam.project([x, y, p.zAt(x, 1)]);
  if (m.kind === 'seam') {
    scene.add({ pts: m.pts.map(([x, y]) => on([x, y])), fill: 'none', stroke: mix(paint, '#000', 0.5), sw: 1.2, closed: false });
    return;
  }
  const pts = roundCorners(m.pts).map(on);
  if (m.kind === 'stripe') scene.add({ pts, fill: mix(paint, '#000', 0.45) });
  else if (m.kind === 'handle') scene.add({ pts, fill: mix(paint, '#000', 0.3), stroke: mix(paint, '#000', 0.5), sw: 0.6 });
  else if (m.kind === 'rail') scene.add({ pts, fill: '#2a2b2e' });
  else {
    const [fill, stroke] = MARK_FILL[m.kind];
    scene.add({ pts, fill, stroke, sw: stroke ? 0.8 : undefined });
  }
}

/** Inside of an open-top box: floor and the inner walls that face the camera, clipped to the opening. */
function drawOpenTop(ctx: Ctx, p: BuiltPart, base: string): void {
  const { cam, scene } = ctx;
  const open = p.spec.open!;
  const xs = p.raw.map((q) => q[0]);
  const top = Math.max(...p.raw.map((q) => q[1]));
  if (!cam.facing([0, 1, 0], [xs[0]!, top, 0])) return;
  const x0 = Math.min(...xs) + open.wall;
  const x1 = Math.max(...xs) - open.wall;
  const za = p.z0 + open.wall;
  const zb = p.z1 - open.wall;
  const floor = top - open.depth;
  const id = `open${scene.clips.size}`;
  scene.clips.set(id, [cam.project([x0, top, za]), cam.project([x1, top, za]), cam.project([x1, top, zb]), cam.project([x0, top, zb])]);
  const inner = scaleColor(p.spec.mat === 'paint' ? mix(base, '#3a3b3e', 0.55) : base, 1);
  scene.add({ pts: [cam.project([x0, floor, za]), cam.project([x1, floor, za]), cam.project([x1, floor, zb]), cam.project([x0, floor, zb])], fill: shade(inner, [0, 1, 0], 'trim'), clip: id });
  const walls: { n: V3; q: V3[] }[] = [
    { n: [0, 0, 1], q: [[x0, floor, za], [x1, floor, za], [x1, top, za], [x0, top, za]] },
    { n: [1, 0, 0], q: [[x0, floor, za], [x0, floor, zb], [x0, top, zb], [x0, top, za]] },
    { n: [-1, 0, 0], q: [[x1, floor, za], [x1, floor, zb], [x1, top, zb], [x1, top, za]] },
  ];
  for (const w of walls) {
    const c = w.q.reduce((s, q) => [s[0] + q[0] / 4, s[1] + q[1] / 4, s[2] + q[2] / 4] as V3, [0, 0, 0] as V3);
    if (cam.facing(w.n, c)) scene.add({ pts: w.q.map((q) => cam.project(q)), fill: shade(inner, w.n, 'trim'), clip: id });
  }
}

// ---- wheels ----------------------------------------------------------------------------------

function circle3(cx: number, cy: number, r: number, z: number, n = 28): V3[] {
  return Array.from({ length: n }, (_, k) => {
    const a = (k / n) * Math.PI * 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r, z] as V3;
  });
}

const RIM: Record<RimStyle, { face: string; spokes: number; dark: string; width: number }> = {
  alloy5: { face: 'url(#rim)', spokes: 5, dark: '#2c2f33', width: 0.22 },
  alloy6: { face: '#9aa1a8', spokes: 6, dark: '#2a2c30', width: 0.2 },
  sport: { face: '#5a5f66', spokes: 10, dark: '#1c1e21', width: 0.09 },
  steel: { face: '#b9bfc5', spokes: 0, dark: '#6b7178', width: 0 },
  truck: { face: '#e3e5e7', spokes: 0, dark: '#8c9298', width: 0 },
};

function drawWheel(ctx: Ctx, x: number, zOuter: number, near: boolean): void {
  const { cam, scene, spec } = ctx;
  const { r, tire, rim } = spec.wheel;
  const zIn = zOuter - Math.sign(zOuter) * tire;
  const outer = circle3(x, r, r, zOuter);
  const hull = convexHull([...outer, ...circle3(x, r, r, zIn)].map((q) => cam.project(q)));
  scene.add({ pts: hull, fill: '#19191b' });
  scene.extent.push(...hull);
  const faceVisible = cam.facing([0, 0, Math.sign(zOuter)], [x, r, zOuter]);
  if (!near || !faceVisible) {
    scene.add({ pts: circle3(x, r, r * 0.97, faceVisible ? zOuter : zIn).map((q) => cam.project(q)), fill: '#222326' });
    return;
  }
  const disc = (rad: number, fill: string, z = zOuter, stroke?: string) =>
    scene.add({ pts: circle3(x, r, rad, z, rad > r * 0.3 ? 28 : 14).map((q) => cam.project(q)), fill, stroke, sw: stroke ? 0.7 : undefined });
  disc(r, '#242528');
  disc(r * 0.9, '#2e2f33');
  const st = RIM[rim];
  const rr = r * 0.64;
  disc(rr, st.face, zOuter, '#55595e');
  const zr = zOuter - Math.sign(zOuter) * 0.015;
  if (st.spokes > 0) {
    disc(rr * 0.9, st.dark, zr);
    for (let k = 0; k < st.spokes; k++) {
      const a = (k / st.spokes) * Math.PI * 2 - Math.PI / 2;
      const spoke: Pt[] = [
        [0.16, -st.width * 0.6],
        [0.9, -st.width],
        [0.9, st.width],
        [0.16, st.width * 0.6],
      ];
      const pts = spoke.map(([d, w]) => {
        const ang = a + w / Math.max(d, 0.2) / 2.2;
        return cam.project([x + Math.cos(ang) * rr * d, r + Math.sin(ang) * rr * d, zOuter]);
      });
      scene.add({ pts, fill: st.face, stroke: '#6f767d', sw: 0.5 });
    }
    disc(rr * 0.26, st.face, zOuter, '#6f767d');
    disc(rr * 0.1, '#3b3e42');
  } else {
    // Steel wheel: dished disc with ventilation holes and a hub.
    disc(rr * 0.78, mix(st.face, '#000', 0.12), zr);
    const holes = rim === 'truck' ? 8 : 6;
    for (let k = 0; k < holes; k++) {
      const a = (k / holes) * Math.PI * 2;
      const pts = circle3(x + Math.cos(a) * rr * 0.56, r + Math.sin(a) * rr * 0.56, rr * 0.11, zr, 10).map((q) => cam.project(q));
      scene.add({ pts, fill: st.dark });
    }
    disc(rr * 0.34, rim === 'truck' ? '#9aa0a6' : '#d7dbdf', zOuter, '#6f767d');
    disc(rr * 0.14, '#4a4e53');
  }
}

function drawArches(ctx: Ctx, parts: BuiltPart[]): void {
  const { cam, scene, spec } = ctx;
  const { r, axles, arches, flares } = spec.wheel;
  axles.forEach((ax, i) => {
    if (arches && !arches[i]) return;
    const host = parts.find((p) => p.layer === 0 && p.spec.mat === 'paint' && Math.min(...p.raw.map((q) => q[0])) < ax && Math.max(...p.raw.map((q) => q[0])) > ax);
    if (!host) return;
    const sill = Math.min(...host.raw.map((q) => q[1]));
    const ra = r * 1.13;
    const arc = (rad: number) =>
      Array.from({ length: 25 }, (_, k) => {
        const a = Math.PI * (k / 24);
        return [ax + Math.cos(a) * rad, Math.max(sill - 0.005, r + Math.sin(a) * rad)] as Pt;
      }).filter((q, k, all) => k === 0 || k === all.length - 1 || q[1] > sill);
    scene.add({ pts: arc(ra).map(([x, y]) => cam.project([x, y, host.zAt(x, 1)])), fill: '#141416' });
    if (flares) {
      const band = [...arc(ra + 0.07), ...arc(ra).reverse()];
      scene.add({ pts: band.map(([x, y]) => cam.project([x, y, host.zAt(x, 1) + 0.015])), fill: '#26272a' });
    }
  });
}

// ---- assembly --------------------------------------------------------------------------------

function windowShapes(spec: VehicleSpec, part: BuiltPart): Pt[][] {
  const w = spec.windows;
  let poly: Pt[] = part.raw;
  if (w.band) {
    const [lo, hi] = w.band;
    poly = clipHalf(clipHalf(poly, (q) => q[1] - lo), (q) => hi - q[1]);
  }
  poly = insetConvex(poly, w.frame);
  const cuts = [-Infinity, ...w.pillars.flatMap(([x, width]) => [x - width / 2, x + width / 2]), Infinity];
  const out: Pt[][] = [];
  for (let i = 0; i < cuts.length; i += 2) {
    if (w.blank?.includes(i / 2)) continue;
    const lo = cuts[i]!;
    const hi = cuts[i + 1]!;
    const piece = clipHalf(clipHalf(poly, (q) => q[0] - lo), (q) => hi - q[0]);
    if (piece.length >= 3 && Math.abs(signedArea(piece)) > 0.01) out.push(roundCorners(piece.map(([x, y]) => [x, y, w.round ?? 0.04] as Corner)));
  }
  return out;
}

function mirrorParts(spec: VehicleSpec): PartSpec[] {
  const { x, y, kind } = spec.mirror;
  const hw = spec.width / 2;
  if (kind === 'truck') {
    // Big mirror head held out from the cab corner by two stays.
    const head: Corner[] = [[x - 0.12, y, 0.03], [x - 0.12, y + 0.4, 0.03], [x - 0.03, y + 0.4, 0.03], [x - 0.03, y, 0.03]];
    const stay = (sy: number): Corner[] => [[x - 0.08, sy], [x - 0.08, sy + 0.035], [x + 0.06, sy + 0.035], [x + 0.06, sy]];
    return [-1, 1].flatMap((side) => {
      const z = (a: number, b: number) => (side > 0 ? ([hw + a, hw + b] as const) : ([-hw - b, -hw - a] as const));
      const layer = side > 0 ? 2 : -2;
      return [
        { outline: stay(y + 0.06), z: z(-0.04, 0.14), mat: 'trim', layer },
        { outline: stay(y + 0.3), z: z(-0.04, 0.14), mat: 'trim', layer },
        { outline: head, z: z(0.12, 0.2), mat: 'trim', layer },
      ] satisfies PartSpec[];
    });
  }
  const shell: Corner[] = [[x, y + 0.01, 0.03], [x + 0.03, y + 0.17, 0.05], [x + 0.25, y + 0.15, 0.06], [x + 0.23, y + 0.02, 0.04]];
  return [
    { outline: shell, z: [hw - 0.12, hw + 0.13], mat: 'paint', layer: 2 },
    { outline: shell, z: [-hw - 0.13, -hw + 0.12], mat: 'paint', layer: -2 },
  ];
}

function extraParts(spec: VehicleSpec): PartSpec[] {
  const out = mirrorParts(spec);
  if (spec.roofRails) {
    const { x, y, z } = spec.roofRails;
    const rail: Corner[] = [[x[0], y - 0.02, 0.02], [x[0] + 0.08, y + 0.07, 0.04], [x[1] - 0.08, y + 0.07, 0.04], [x[1], y - 0.02, 0.02]];
    out.push({ outline: rail, z: [z - 0.035, z + 0.035], mat: 'trim', layer: 2 }, { outline: rail, z: [-z - 0.035, -z + 0.035], mat: 'trim', layer: 2 });
  }
  return out;
}

/** Door cut lines, handles and the sliding-door rail on the main body. */
function doorMarks(spec: VehicleSpec, body: BuiltPart): SideMark[] {
  const sill = Math.min(...body.raw.map((q) => q[1]));
  const out: SideMark[] = [];
  const seam = (x: number, top: number) => out.push({ kind: 'seam', pts: [[x, sill + 0.05], [x, top]] });
  const handle = (x: number) => out.push({ kind: 'handle', pts: rectCorners(x, x + 0.16, spec.belt - 0.13, spec.belt - 0.09, 0.02) });
  const top = spec.windows.part === 0 ? spec.belt + 0.02 : spec.belt - 0.01;
  for (const [x0, x1] of spec.doors) {
    seam(x0, top);
    seam(x1, top);
    handle(x1 - 0.3);
  }
  if (spec.slidingDoor) {
    const [x0, x1] = spec.slidingDoor;
    seam(x0, top);
    seam(x1, top);
    handle(x0 + 0.1);
    out.push({ kind: 'rail', pts: rectCorners(x1 - 0.02, x1 + 1.1, spec.belt + 0.005, spec.belt + 0.035, 0.01) });
  }
  return out;
}

function drawSpareWheel(ctx: Ctx): void {
  const { cam, scene, spec, paint } = ctx;
  const s = spec.spareWheel;
  if (!s || !cam.facing([1, 0, 0], [spec.length, s.y, 0])) return;
  const ring = (x: number, rad: number): V3[] =>
    Array.from({ length: 30 }, (_, k) => {
      const a = (k / 30) * Math.PI * 2;
      return [x, s.y + Math.sin(a) * rad, Math.cos(a) * rad] as V3;
    });
  const x0 = spec.length + 0.02;
  const x1 = x0 + 0.24;
  scene.add({ pts: convexHull([...ring(x0, s.r), ...ring(x1, s.r)].map((q) => cam.project(q))), fill: '#1b1b1d' });
  scene.add({ pts: ring(x1, s.r * 0.97).map((q) => cam.project(q)), fill: mix(paint, '#000', 0.1), stroke: '#111', sw: 0.8 });
  scene.add({ pts: ring(x1 + 0.005, s.r * 0.8).map((q) => cam.project(q)), fill: 'none', stroke: mix(paint, '#fff', 0.35), sw: 1.2 });
  scene.add({ pts: ring(x1 + 0.005, s.r * 0.2).map((q) => cam.project(q)), fill: '#c4c9cf', stroke: '#7c848c', sw: 0.6 });
}

function groundShadow(ctx: Ctx): void {
  const { cam, scene, spec } = ctx;
  const L = spec.length;
  const hw = spec.width / 2;
  const foot = [[-0.1, 0, -hw], [L + 0.1, 0, -hw], [L + 0.1, 0, hw], [-0.1, 0, hw]].map((q) => cam.project(q as unknown as V3));
  const xs = foot.map((q) => q[0]);
  const ys = foot.map((q) => q[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = ((Math.max(...xs) - Math.min(...xs)) / 2) * 1.12;
  const ry = Math.max(((Math.max(...ys) - Math.min(...ys)) / 2) * 1.3, rx * 0.07);
  const ell = (ex: number, ey: number, a: number, b: number): Pt[] =>
    Array.from({ length: 36 }, (_, k) => [ex + Math.cos((k / 36) * Math.PI * 2) * a, ey + Math.sin((k / 36) * Math.PI * 2) * b] as Pt);
  scene.add({ pts: ell(cx, cy, rx, ry), fill: 'url(#shadow)' });
  // Contact shadows under the tyres.
  const { r, axles } = spec.wheel;
  for (const ax of axles)
    for (const z of [-hw + 0.15, hw - 0.15]) {
      const c = cam.project([ax, 0, z]);
      const e = cam.project([ax + r * 0.9, 0, z]);
      scene.add({ pts: ell(c[0], c[1], Math.abs(e[0] - c[0]) + r * 0.3, r * 0.16), fill: '#000', opacity: 0.28 });
    }
}

export function exteriorSvgBody(bodyType: BodyType, paint: PaintColor, view: ExteriorAngle): { defs: string; body: string } {
  const spec = SPECS[bodyType];
  const v = VIEWS[view];
  const cam = new Camera(v.yaw, v.pitch, v.perspective, [spec.length / 2, 0.7, 0], spec.length);
  const scene = new Scene();
  const ctx: Ctx = { spec, cam, scene, paint: paint.hex };

  const parts = [...spec.parts, ...extraParts(spec)].map(buildPart);
  const body = parts[0]!;
  body.sideExtras.push(() => doorMarks(spec, body).forEach((m) => drawSideMark(ctx, body, m)));
  const glassPart = parts[spec.glassPart ?? spec.windows.part]!;
  glassPart.extraFront.push(spec.windscreen);
  if (spec.backGlass) glassPart.extraRear.push(spec.backGlass);
  const winPart = parts[spec.windows.part]!;
  winPart.sideExtras.push(() => {
    for (const w of windowShapes(spec, winPart))
      scene.add({ pts: w.map(([x, y]) => cam.project([x, y, winPart.zAt(x, 1)])), fill: 'url(#glass)', stroke: '#15181c', sw: 0.8 });
  });

  groundShadow(ctx);
  const hw = spec.width / 2 - 0.02;
  const rearAxle = spec.wheel.axles.length - 1;
  const twin = (i: number) => spec.wheel.dual === true && i === rearAxle;
  spec.wheel.axles.forEach((ax) => drawWheel(ctx, ax, -hw, false));
  const byDepth = (a: BuiltPart, b: BuiltPart) => a.layer - b.layer || cam.depth(partCentre(a)) - cam.depth(partCentre(b));
  const sorted = [...parts].sort(byDepth);
  sorted.filter((p) => p.layer <= 0).forEach((p) => drawPart(ctx, p));
  drawArches(ctx, parts);
  spec.wheel.axles.forEach((ax, i) => {
    // The inner tyre of a twin pair peeks out behind the outer one.
    if (twin(i)) drawWheel(ctx, ax, hw - spec.wheel.tire - 0.03, false);
    drawWheel(ctx, ax, hw, true);
  });
  sorted.filter((p) => p.layer > 0).forEach((p) => drawPart(ctx, p));
  drawSpareWheel(ctx);

  return serialize(scene);
}

/** Frames the vehicle in the 800x600 picture and writes the shapes out. */
function serialize(scene: Scene): { defs: string; body: string } {
  const xs = scene.extent.map((q) => q[0]);
  const ys = scene.extent.map((q) => q[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const s = Math.min(700 / (maxX - minX), 390 / (maxY - minY));
  const ox = VIEW_W / 2 - ((minX + maxX) / 2) * s;
  const oy = 492 - maxY * s;
  const tf = (q: Pt): Pt => [ox + q[0] * s, oy + q[1] * s];
  let defs = '';
  for (const [id, pts] of scene.clips) defs += `<clipPath id="${id}"><path d="${polyD(pts.map(tf))}"/></clipPath>`;
  let body = '';
  for (const sh of scene.shapes) {
    let a = `<path d="${polyD(sh.pts.map(tf), sh.closed !== false)}" fill="${sh.fill}"`;
    if (sh.stroke) a += ` stroke="${sh.stroke}" stroke-width="${sh.sw ?? 1}" stroke-linejoin="round"`;
    if (sh.opacity !== undefined) a += ` opacity="${sh.opacity}"`;
    if (sh.clip) a += ` clip-path="url(#${sh.clip})"`;
    body += a + '/>';
  }
  return { defs, body };
}

/** Studio backdrop with the "RORO MOTORS" watermark. */
export function studioBackground(): string {
  return (
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#bg)"/>` +
    watermark()
  );
}

export function watermark(): string {
  return `<text x="400" y="96" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="46" letter-spacing="14" fill="#000" fill-opacity="0.05">${escapeXml('RORO MOTORS')}</text>`;
}

export function svgDocument(inner: string, defs: string, width = VIEW_W, height = VIEW_H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}"><defs>${defs}</defs>${inner}</svg>`;
}

/** The vehicle drawing without backdrop, with the definitions it needs (ids: see gradients()). */
export function vehicleArt(bodyType: BodyType, paint: PaintColor, view: ExteriorAngle): { defs: string; body: string } {
  const { defs, body } = exteriorSvgBody(bodyType, paint, view);
  return { defs: gradients(paint.hex) + defs, body };
}

export function exteriorSvg(bodyType: BodyType, paint: PaintColor, view: ExteriorAngle, width = VIEW_W, height = VIEW_H): string {
  const { defs, body } = exteriorSvgBody(bodyType, paint, view);
  return svgDocument(studioBackground() + body, gradients(paint.hex) + defs, width, height);
}


/** Flat side-view silhouette of a body type in metres (y up), for banners and brand pictures. */
export function vehicleSilhouette(bodyType: BodyType): { shells: Pt[][]; windows: Pt[][]; wheels: { x: number; r: number }[]; length: number; height: number } {
  const spec = SPECS[bodyType];
  const parts = spec.parts.map(buildPart);
  const shells = parts.map((p) => p.outline);
  const height = Math.max(...shells.flat().map((q) => q[1]));
  return {
    shells,
    windows: windowShapes(spec, parts[spec.windows.part]!),
    wheels: spec.wheel.axles.map((x) => ({ x, r: spec.wheel.r })),
    length: spec.length,
    height,
  };
}
