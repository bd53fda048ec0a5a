// Dimensions table of the demo vehicle pictures. Every body type is described in metres as a handful
// of extruded side profiles ("parts"), wheel positions, a window layout and lamp positions; the
// renderer in vehicle-render.ts turns that into front three-quarter, side and rear three-quarter views.
//
// Coordinates: x runs from the front bumper (0) to the rear, y up from the ground, z across the
// vehicle (positive = the near side seen in the pictures, which is the vehicle's left / kerb side).
import type { BodyType } from './vehicle-images.ts';

/** Outline corner: x, y and the corner rounding (distance from the corner where the curve starts). */
export type Corner = readonly [x: number, y: number, r?: number];
export type Material = 'paint' | 'trim' | 'chrome' | 'alu' | 'chassis';
export type RimStyle = 'alloy5' | 'alloy6' | 'sport' | 'steel' | 'truck';
export type MarkKind = 'head' | 'tail' | 'amber' | 'grille' | 'trim' | 'chrome' | 'alu' | 'plate' | 'kplate' | 'glass' | 'fog' | 'slot';

/** A mark on the front or rear face: u is across the width (0 = far side, 1 = near side), y is height. */
export interface FaceMark {
  kind: MarkKind;
  u: readonly [number, number];
  y: readonly [number, number];
  /** Corner rounding in metres. */
  r?: number;
  /** Also draw the mark mirrored to the other side (1 - u). */
  mirror?: boolean;
  /** Wrap the mark this far (m) around the near side corner. */
  wrap?: number;
}

/** A mark on the near side face, x/y in metres. */
export interface SideMark {
  kind: MarkKind | 'stripe' | 'seam' | 'handle' | 'rail';
  pts: readonly Corner[];
}

export interface PartSpec {
  outline: readonly Corner[];
  /** Extent across the vehicle: half width, or [far z, near z]. */
  z: number | readonly [number, number];
  mat: Material;
  /** Drawing layer: lower body parts 0, greenhouse 1, add-ons 2. Parts of one layer are depth sorted. */
  layer?: number;
  /** Plan-view rounding of the ends: [length over which the sides pull in (m), fraction narrower at the tip]. */
  plan?: readonly [number, number];
  /** Open-top box (pickup bed, flat deck with drop sides). */
  open?: { depth: number; wall: number };
  front?: readonly FaceMark[];
  rear?: readonly FaceMark[];
  side?: readonly SideMark[];
}

export interface InteriorSpec {
  /** Height of the dashboard top on the 800x600 picture. */
  dashY: number;
  wheelR: number;
  /** Steering wheel ellipse ratio (1 = facing the viewer, lower = laid flat like a bus). */
  wheelTilt: number;
  style: 'car' | 'sport' | 'offroad' | 'van' | 'truck' | 'bus';
}

export interface VehicleSpec {
  length: number;
  width: number;
  wheel: {
    r: number;
    tire: number;
    axles: readonly number[];
    rim: RimStyle;
    /** Twin tyres on the rear axle. */
    dual?: boolean;
    /** Wheel arch cut into the body, per axle (default all). */
    arches?: readonly boolean[];
    /** Black plastic arch flares. */
    flares?: boolean;
  };
  parts: readonly PartSpec[];
  windows: {
    /** Index of the part whose outline holds the side windows (the greenhouse for cars). */
    part: number;
    /** Height band of the side glass; omitted = the whole part outline. */
    band?: readonly [number, number];
    frame: number;
    /** Pillars between windows: [x centre, width]. */
    pillars: readonly (readonly [number, number])[];
    /** Indexes of window openings that are panelled (cargo vans). */
    blank?: readonly number[];
    /** Round corners of the glass (m). */
    round?: number;
  };
  /** Windscreen and back glass on the part given by windows.part (or glassPart). */
  windscreen: FaceMark;
  backGlass?: FaceMark;
  glassPart?: number;
  /** Belt line height, used for door handles and mirrors. */
  belt: number;
  doors: readonly (readonly [number, number])[];
  slidingDoor?: readonly [number, number];
  mirror: { x: number; y: number; kind: 'car' | 'truck' };
  roofRails?: { x: readonly [number, number]; y: number; z: number };
  spareWheel?: { y: number; r: number };
  interior: InteriorSpec;
}

// ---- shared lamp sets -------------------------------------------------------------------------

const plate = (y0: number, kind: MarkKind = 'plate'): FaceMark => ({ kind, u: [0.415, 0.585], y: [y0, y0 + 0.115], r: 0.01 });

// ---- the table ---------------------------------------------------------------------------------

export const SPECS: Record<BodyType, VehicleSpec> = {
  // Kei-size hatchback (Suzuki Alto / Daihatsu Mira class): short bonnet, tall glasshouse.
  Hatchback: {
    length: 3.395,
    width: 1.475,
    wheel: { r: 0.28, tire: 0.16, axles: [0.6, 3.03], rim: 'alloy5' },
    parts: [
      {
        outline: [[0.04, 0.18, 0.05], [0, 0.42, 0.1], [0.05, 0.66, 0.18], [0.72, 0.82, 0.08], [3.32, 0.9, 0.06], [3.395, 0.84, 0.05], [3.385, 0.42, 0.08], [3.33, 0.18, 0.05]],
        z: 0.7375,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.035, 0.27], y: [0.56, 0.67], r: 0.04, mirror: true, wrap: 0.16 },
          { kind: 'grille', u: [0.35, 0.65], y: [0.52, 0.6], r: 0.03 },
          { kind: 'trim', u: [0.26, 0.74], y: [0.24, 0.34], r: 0.04 },
          { kind: 'fog', u: [0.09, 0.17], y: [0.28, 0.33], r: 0.02, mirror: true },
          plate(0.36, 'kplate'),
        ],
        rear: [
          { kind: 'tail', u: [0.015, 0.13], y: [0.62, 0.86], r: 0.03, mirror: true, wrap: 0.08 },
          plate(0.5, 'kplate'),
          { kind: 'trim', u: [0.05, 0.95], y: [0.2, 0.3], r: 0.03 },
        ],
      },
      { outline: [[0.7, 0.8, 0.02], [1.45, 1.49, 0.24], [3.08, 1.5, 0.18], [3.34, 0.88, 0.02]], z: 0.66, mat: 'paint', layer: 1 },
    ],
    windows: { part: 1, frame: 0.07, pillars: [[1.96, 0.08], [2.86, 0.13]], round: 0.04 },
    windscreen: { kind: 'glass', u: [0.05, 0.95], y: [0.86, 1.42], r: 0.05 },
    backGlass: { kind: 'glass', u: [0.09, 0.91], y: [1.0, 1.43], r: 0.05 },
    belt: 0.86,
    doors: [[0.74, 1.96], [1.96, 2.86]],
    mirror: { x: 0.78, y: 0.86, kind: 'car' },
    interior: { dashY: 330, wheelR: 112, wheelTilt: 0.92, style: 'car' },
  },

  // Three-box saloon with a long bonnet and a separate boot.
  Sedan: {
    length: 4.69,
    width: 1.75,
    wheel: { r: 0.315, tire: 0.2, axles: [0.93, 3.63], rim: 'alloy5' },
    parts: [
      {
        outline: [[0.04, 0.2, 0.06], [0, 0.46, 0.1], [0.06, 0.7, 0.22], [1.62, 0.89, 0.1], [3.82, 0.97, 0.06], [4.6, 0.98, 0.14], [4.69, 0.56, 0.1], [4.64, 0.2, 0.06]],
        z: 0.875,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.03, 0.26], y: [0.6, 0.7], r: 0.04, mirror: true, wrap: 0.3 },
          { kind: 'grille', u: [0.33, 0.67], y: [0.5, 0.64], r: 0.04 },
          { kind: 'trim', u: [0.27, 0.73], y: [0.24, 0.35], r: 0.05 },
          { kind: 'fog', u: [0.08, 0.16], y: [0.28, 0.34], r: 0.02, mirror: true },
          plate(0.37),
        ],
        rear: [
          { kind: 'tail', u: [0.02, 0.24], y: [0.74, 0.87], r: 0.03, mirror: true, wrap: 0.22 },
          plate(0.56),
          { kind: 'trim', u: [0.06, 0.94], y: [0.21, 0.3], r: 0.03 },
        ],
      },
      { outline: [[1.6, 0.88, 0.02], [2.5, 1.44, 0.3], [3.2, 1.46, 0.32], [3.88, 0.97, 0.02]], z: 0.79, mat: 'paint', layer: 1 },
    ],
    windows: { part: 1, frame: 0.065, pillars: [[2.63, 0.09], [3.36, 0.2]], round: 0.05 },
    windscreen: { kind: 'glass', u: [0.05, 0.95], y: [0.93, 1.41], r: 0.05 },
    backGlass: { kind: 'glass', u: [0.08, 0.92], y: [1.01, 1.4], r: 0.05 },
    belt: 0.92,
    doors: [[1.64, 2.63], [2.63, 3.5]],
    mirror: { x: 1.68, y: 0.92, kind: 'car' },
    interior: { dashY: 335, wheelR: 118, wheelTilt: 0.9, style: 'car' },
  },

  // Low two-door coupe with a long bonnet and a fastback.
  Sports: {
    length: 4.25,
    width: 1.8,
    wheel: { r: 0.33, tire: 0.24, axles: [0.95, 3.45], rim: 'sport' },
    parts: [
      {
        outline: [[0.03, 0.13, 0.05], [0, 0.34, 0.08], [0.1, 0.54, 0.22], [1.66, 0.79, 0.1], [3.9, 0.86, 0.12], [4.22, 0.9, 0.03], [4.25, 0.5, 0.1], [4.2, 0.13, 0.05]],
        z: 0.9,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.03, 0.25], y: [0.46, 0.55], r: 0.035, mirror: true, wrap: 0.38 },
          { kind: 'trim', u: [0.22, 0.78], y: [0.17, 0.36], r: 0.06 },
          { kind: 'grille', u: [0.38, 0.62], y: [0.41, 0.47], r: 0.02 },
          { kind: 'trim', u: [0.04, 0.15], y: [0.18, 0.3], r: 0.03, mirror: true },
        ],
        rear: [
          { kind: 'tail', u: [0.03, 0.3], y: [0.68, 0.79], r: 0.035, mirror: true, wrap: 0.16 },
          plate(0.48),
          { kind: 'trim', u: [0.1, 0.9], y: [0.13, 0.28], r: 0.04 },
          { kind: 'chrome', u: [0.3, 0.37], y: [0.17, 0.23], r: 0.03, mirror: true },
        ],
      },
      { outline: [[1.62, 0.79, 0.02], [2.52, 1.24, 0.3], [2.98, 1.25, 0.34], [4.05, 0.87, 0.02]], z: 0.78, mat: 'paint', layer: 1 },
      // Lip spoiler on the boot lid.
      { outline: [[3.98, 0.88, 0.02], [4.0, 0.94, 0.02], [4.24, 0.95, 0.02], [4.24, 0.9, 0.02]], z: 0.78, mat: 'paint', layer: 2 },
    ],
    windows: { part: 1, frame: 0.06, pillars: [[3.2, 0.16]], round: 0.05 },
    windscreen: { kind: 'glass', u: [0.05, 0.95], y: [0.83, 1.21], r: 0.05 },
    backGlass: { kind: 'glass', u: [0.1, 0.9], y: [0.92, 1.2], r: 0.05 },
    belt: 0.82,
    doors: [[1.7, 3.08]],
    mirror: { x: 1.74, y: 0.82, kind: 'car' },
    interior: { dashY: 360, wheelR: 104, wheelTilt: 0.95, style: 'sport' },
  },

  // Body-on-frame SUV (Land Cruiser Prado class): tall, boxy, roof rails, spare wheel on the tailgate.
  Suv: {
    length: 4.65,
    width: 1.88,
    wheel: { r: 0.385, tire: 0.26, axles: [0.88, 3.58], rim: 'alloy6', flares: true },
    parts: [
      {
        outline: [[0.06, 0.44, 0.08], [0, 0.64, 0.1], [0.03, 0.98, 0.16], [1.3, 1.1, 0.08], [4.55, 1.14, 0.06], [4.62, 1.1, 0.05], [4.62, 0.6, 0.1], [4.56, 0.44, 0.06]],
        z: 0.94,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.03, 0.24], y: [0.86, 0.98], r: 0.03, mirror: true, wrap: 0.2 },
          { kind: 'grille', u: [0.27, 0.73], y: [0.76, 0.99], r: 0.04 },
          { kind: 'trim', u: [0.0, 1.0], y: [0.44, 0.68], r: 0.06 },
          { kind: 'alu', u: [0.3, 0.7], y: [0.45, 0.53], r: 0.03 },
          { kind: 'fog', u: [0.07, 0.15], y: [0.58, 0.64], r: 0.02, mirror: true },
          plate(0.54),
        ],
        rear: [
          { kind: 'tail', u: [0.01, 0.11], y: [0.84, 1.12], r: 0.03, mirror: true, wrap: 0.07 },
          { kind: 'trim', u: [0.0, 1.0], y: [0.44, 0.64], r: 0.05 },
          { kind: 'plate', u: [0.58, 0.74], y: [0.68, 0.795], r: 0.01 },
        ],
      },
      { outline: [[1.28, 1.09, 0.02], [2.0, 1.84, 0.22], [4.45, 1.86, 0.12], [4.6, 1.13, 0.02]], z: 0.86, mat: 'paint', layer: 1 },
    ],
    windows: { part: 1, frame: 0.075, pillars: [[2.62, 0.1], [3.6, 0.16]], round: 0.04 },
    windscreen: { kind: 'glass', u: [0.05, 0.95], y: [1.14, 1.8], r: 0.05 },
    backGlass: { kind: 'glass', u: [0.08, 0.92], y: [1.2, 1.78], r: 0.05 },
    belt: 1.12,
    doors: [[1.32, 2.62], [2.62, 3.62]],
    mirror: { x: 1.36, y: 1.12, kind: 'car' },
    roofRails: { x: [2.2, 4.35], y: 1.86, z: 0.72 },
    spareWheel: { y: 0.98, r: 0.36 },
    interior: { dashY: 325, wheelR: 120, wheelTilt: 0.88, style: 'offroad' },
  },

  // Estate car with the roof carried to the back and a long rear quarter window.
  Wagon: {
    length: 4.7,
    width: 1.7,
    wheel: { r: 0.31, tire: 0.2, axles: [0.93, 3.53], rim: 'alloy5' },
    parts: [
      {
        outline: [[0.04, 0.2, 0.06], [0, 0.46, 0.1], [0.06, 0.69, 0.22], [1.6, 0.89, 0.1], [4.6, 0.98, 0.06], [4.68, 0.93, 0.05], [4.7, 0.55, 0.1], [4.65, 0.2, 0.06]],
        z: 0.85,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.03, 0.25], y: [0.6, 0.7], r: 0.04, mirror: true, wrap: 0.28 },
          { kind: 'grille', u: [0.34, 0.66], y: [0.5, 0.63], r: 0.04 },
          { kind: 'trim', u: [0.28, 0.72], y: [0.24, 0.35], r: 0.05 },
          { kind: 'fog', u: [0.08, 0.16], y: [0.28, 0.34], r: 0.02, mirror: true },
          plate(0.37),
        ],
        rear: [
          { kind: 'tail', u: [0.015, 0.13], y: [0.68, 0.95], r: 0.03, mirror: true, wrap: 0.12 },
          plate(0.55),
          { kind: 'trim', u: [0.05, 0.95], y: [0.21, 0.3], r: 0.03 },
        ],
      },
      { outline: [[1.58, 0.88, 0.02], [2.45, 1.45, 0.28], [4.4, 1.47, 0.18], [4.62, 0.97, 0.02]], z: 0.77, mat: 'paint', layer: 1 },
    ],
    windows: { part: 1, frame: 0.065, pillars: [[2.6, 0.09], [3.5, 0.12]], round: 0.045 },
    windscreen: { kind: 'glass', u: [0.05, 0.95], y: [0.93, 1.42], r: 0.05 },
    backGlass: { kind: 'glass', u: [0.08, 0.92], y: [1.04, 1.42], r: 0.05 },
    belt: 0.92,
    doors: [[1.62, 2.6], [2.6, 3.5]],
    mirror: { x: 1.66, y: 0.92, kind: 'car' },
    interior: { dashY: 335, wheelR: 116, wheelTilt: 0.9, style: 'car' },
  },

  // Long high-roof commuter van (HiAce Commuter class): semi-bonnet, sliding door, glass all along.
  MiniBus: {
    length: 5.38,
    width: 1.88,
    wheel: { r: 0.32, tire: 0.2, axles: [0.98, 4.09], rim: 'steel' },
    parts: [
      {
        outline: [[0.04, 0.34, 0.05], [0, 0.7, 0.1], [0.06, 1.0, 0.14], [0.55, 1.12, 0.1], [1.3, 2.04, 0.2], [1.62, 2.26, 0.18], [5.28, 2.28, 0.1], [5.38, 2.2, 0.06], [5.38, 0.42, 0.06], [5.32, 0.34, 0.05]],
        z: 0.94,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.03, 0.22], y: [0.84, 0.96], r: 0.03, mirror: true, wrap: 0.12 },
          { kind: 'chrome', u: [0.25, 0.75], y: [0.8, 0.96], r: 0.03 },
          { kind: 'grille', u: [0.27, 0.73], y: [0.82, 0.94], r: 0.02 },
          { kind: 'trim', u: [0.0, 1.0], y: [0.34, 0.6], r: 0.05 },
          plate(0.4),
        ],
        rear: [
          { kind: 'tail', u: [0.01, 0.09], y: [0.6, 1.08], r: 0.03, mirror: true, wrap: 0.05 },
          { kind: 'trim', u: [0.0, 1.0], y: [0.34, 0.5], r: 0.04 },
          plate(0.56),
        ],
      },
    ],
    windows: { part: 0, band: [1.14, 1.98], frame: 0.065, pillars: [[1.7, 0.1], [2.95, 0.1], [3.92, 0.1], [4.78, 0.1]], round: 0.05 },
    windscreen: { kind: 'glass', u: [0.04, 0.96], y: [1.16, 2.0], r: 0.05 },
    backGlass: { kind: 'glass', u: [0.1, 0.9], y: [1.2, 2.0], r: 0.05 },
    belt: 1.12,
    doors: [[0.62, 1.7]],
    slidingDoor: [1.74, 2.95],
    mirror: { x: 0.62, y: 1.12, kind: 'car' },
    interior: { dashY: 350, wheelR: 124, wheelTilt: 0.72, style: 'van' },
  },

  // Double-cab pickup (Hilux class) with an open bed.
  Pickup: {
    length: 5.33,
    width: 1.855,
    wheel: { r: 0.38, tire: 0.25, axles: [0.92, 4.0], rim: 'alloy6', flares: true },
    parts: [
      {
        outline: [[0.06, 0.46, 0.08], [0, 0.66, 0.1], [0.04, 1.0, 0.16], [1.55, 1.12, 0.08], [3.33, 1.14, 0.04], [3.36, 0.46, 0.04]],
        z: 0.9275,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.03, 0.24], y: [0.86, 0.98], r: 0.03, mirror: true, wrap: 0.22 },
          { kind: 'chrome', u: [0.26, 0.74], y: [0.72, 0.99], r: 0.04 },
          { kind: 'grille', u: [0.28, 0.72], y: [0.74, 0.97], r: 0.03 },
          { kind: 'trim', u: [0.0, 1.0], y: [0.46, 0.68], r: 0.06 },
          { kind: 'fog', u: [0.07, 0.15], y: [0.58, 0.64], r: 0.02, mirror: true },
          plate(0.53),
        ],
      },
      { outline: [[1.53, 1.11, 0.02], [2.25, 1.8, 0.22], [3.2, 1.81, 0.1], [3.33, 1.13, 0.02]], z: 0.85, mat: 'paint', layer: 1 },
      {
        outline: [[3.42, 0.6, 0.03], [3.42, 1.12, 0.02], [5.3, 1.12, 0.02], [5.32, 0.6, 0.03]],
        z: 0.9275,
        mat: 'paint',
        open: { depth: 0.42, wall: 0.05 },
        rear: [
          { kind: 'tail', u: [0.0, 0.07], y: [0.72, 1.06], r: 0.02, mirror: true, wrap: 0.04 },
          { kind: 'trim', u: [0.44, 0.56], y: [1.0, 1.05], r: 0.015 },
        ],
      },
      // Chrome step bumper.
      { outline: [[5.2, 0.44, 0.02], [5.2, 0.6, 0.02], [5.38, 0.6, 0.03], [5.38, 0.44, 0.03]], z: 0.9, mat: 'chrome', rear: [plate(0.455)] },
    ],
    windows: { part: 1, frame: 0.075, pillars: [[2.5, 0.1]], round: 0.04 },
    windscreen: { kind: 'glass', u: [0.05, 0.95], y: [1.15, 1.76], r: 0.05 },
    backGlass: { kind: 'glass', u: [0.14, 0.86], y: [1.3, 1.72], r: 0.04 },
    belt: 1.12,
    doors: [[1.56, 2.5], [2.5, 3.3]],
    mirror: { x: 1.6, y: 1.12, kind: 'car' },
    interior: { dashY: 332, wheelR: 124, wheelTilt: 0.86, style: 'offroad' },
  },

  // Cab-over light truck (Isuzu Elf class) with a flat deck and low aluminium drop sides.
  TruckEtc: {
    length: 4.69,
    width: 1.695,
    wheel: { r: 0.33, tire: 0.2, axles: [0.8, 3.3], rim: 'truck', dual: true, arches: [true, false] },
    parts: [
      {
        outline: [[0.03, 0.52, 0.03], [0, 1.24, 0.04], [0.08, 1.9, 0.1], [0.3, 2.02, 0.14], [1.7, 2.02, 0.06], [1.74, 0.52, 0.03]],
        z: 0.8475,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.03, 0.2], y: [0.8, 0.98], r: 0.02, mirror: true, wrap: 0.04 },
          { kind: 'amber', u: [0.03, 0.2], y: [0.72, 0.79], r: 0.015, mirror: true, wrap: 0.04 },
          { kind: 'grille', u: [0.24, 0.76], y: [1.02, 1.16], r: 0.02 },
          { kind: 'chrome', u: [0.45, 0.55], y: [1.06, 1.12], r: 0.02 },
        ],
      },
      // Front bumper.
      { outline: [[-0.05, 0.36, 0.02], [-0.05, 0.6, 0.03], [0.12, 0.6, 0.02], [0.12, 0.36, 0.02]], z: 0.85, mat: 'alu', front: [plate(0.42)] },
      // Ladder frame under the deck.
      { outline: [[1.4, 0.6], [1.4, 0.8], [4.55, 0.8], [4.55, 0.6]], z: 0.42, mat: 'chassis', layer: -1 },
      // Fuel tank.
      { outline: [[2.0, 0.44, 0.1], [2.0, 0.74, 0.1], [2.62, 0.74, 0.1], [2.62, 0.44, 0.1]], z: [0.3, 0.7], mat: 'alu', layer: -1 },
      // Flat deck with drop sides.
      {
        outline: [[1.86, 0.8], [1.86, 1.28], [4.69, 1.28], [4.69, 0.8]],
        z: 0.8475,
        mat: 'alu',
        open: { depth: 0.34, wall: 0.035 },
        side: [
          { kind: 'slot', pts: [[1.9, 1.08], [4.65, 1.08], [4.65, 1.1], [1.9, 1.1]] },
          { kind: 'slot', pts: [[2.8, 0.96], [2.82, 0.96], [2.82, 1.24], [2.8, 1.24]] },
          { kind: 'slot', pts: [[3.76, 0.96], [3.78, 0.96], [3.78, 1.24], [3.76, 1.24]] },
          { kind: 'trim', pts: [[1.86, 0.8], [4.69, 0.8], [4.69, 0.88], [1.86, 0.88]] },
        ],
      },
      // Cab protector ("torii") behind the cab.
      {
        outline: [[1.78, 1.28], [1.78, 2.0, 0.02], [1.88, 2.0, 0.02], [1.88, 1.28]],
        z: 0.82,
        mat: 'alu',
        side: [{ kind: 'slot', pts: [[1.79, 1.36], [1.87, 1.36], [1.87, 1.92], [1.79, 1.92]] }],
        rear: [
          { kind: 'slot', u: [0.06, 0.94], y: [1.4, 1.46] },
          { kind: 'slot', u: [0.06, 0.94], y: [1.58, 1.64] },
          { kind: 'slot', u: [0.06, 0.94], y: [1.76, 1.82] },
        ],
      },
      // Rear light bar and under-run guard.
      {
        outline: [[4.5, 0.52], [4.5, 0.7], [4.62, 0.7], [4.62, 0.52]],
        z: 0.8,
        mat: 'chassis',
        rear: [
          { kind: 'tail', u: [0.02, 0.2], y: [0.55, 0.67], r: 0.015, mirror: true },
          plate(0.535),
        ],
      },
    ],
    windows: { part: 0, band: [1.24, 1.88], frame: 0.07, pillars: [[1.55, 0.34]], blank: [1], round: 0.04 },
    windscreen: { kind: 'glass', u: [0.04, 0.96], y: [1.27, 1.88], r: 0.06 },
    belt: 1.24,
    doors: [[0.24, 1.48]],
    mirror: { x: 0.02, y: 1.45, kind: 'truck' },
    interior: { dashY: 380, wheelR: 135, wheelTilt: 0.62, style: 'truck' },
  },

  // Panel van (HiAce van class): same family as the MiniBus but standard roof and panelled cargo sides.
  UtilityVan: {
    length: 4.695,
    width: 1.695,
    wheel: { r: 0.31, tire: 0.195, axles: [0.92, 3.49], rim: 'steel' },
    parts: [
      {
        outline: [[0.04, 0.32, 0.05], [0, 0.68, 0.1], [0.06, 0.98, 0.14], [0.5, 1.08, 0.1], [1.28, 1.9, 0.22], [4.62, 1.96, 0.1], [4.695, 1.9, 0.06], [4.695, 0.4, 0.06], [4.64, 0.32, 0.05]],
        z: 0.8475,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.03, 0.22], y: [0.82, 0.94], r: 0.03, mirror: true, wrap: 0.1 },
          { kind: 'grille', u: [0.25, 0.75], y: [0.78, 0.94], r: 0.02 },
          { kind: 'trim', u: [0.0, 1.0], y: [0.32, 0.6], r: 0.05 },
          plate(0.39),
        ],
        rear: [
          { kind: 'tail', u: [0.01, 0.09], y: [0.6, 1.04], r: 0.03, mirror: true, wrap: 0.05 },
          { kind: 'trim', u: [0.0, 1.0], y: [0.32, 0.48], r: 0.04 },
          plate(0.55),
        ],
      },
    ],
    windows: { part: 0, band: [1.12, 1.84], frame: 0.06, pillars: [[1.64, 0.1], [2.85, 0.12], [3.9, 0.12]], blank: [2, 3], round: 0.05 },
    windscreen: { kind: 'glass', u: [0.04, 0.96], y: [1.14, 1.84], r: 0.05 },
    backGlass: { kind: 'glass', u: [0.1, 0.9], y: [1.2, 1.82], r: 0.05 },
    belt: 1.1,
    doors: [[0.56, 1.64]],
    slidingDoor: [1.68, 2.86],
    mirror: { x: 0.58, y: 1.1, kind: 'car' },
    interior: { dashY: 350, wheelR: 122, wheelTilt: 0.74, style: 'van' },
  },

  // 20-seat coaster-style bus: short semi-bonnet, big windscreen, folding door, many windows.
  bus20Seats: {
    length: 6.99,
    width: 2.03,
    wheel: { r: 0.38, tire: 0.22, axles: [1.1, 5.0], rim: 'truck', dual: true },
    parts: [
      {
        outline: [[0.05, 0.45, 0.06], [0, 0.85, 0.1], [0.08, 1.24, 0.12], [0.3, 1.34, 0.1], [0.52, 2.42, 0.22], [0.92, 2.62, 0.3], [6.86, 2.62, 0.14], [6.99, 2.46, 0.12], [6.99, 0.55, 0.06], [6.93, 0.45, 0.05]],
        z: 1.015,
        mat: 'paint',
        front: [
          { kind: 'head', u: [0.04, 0.2], y: [0.94, 1.08], r: 0.03, mirror: true, wrap: 0.08 },
          { kind: 'grille', u: [0.26, 0.74], y: [0.9, 1.16], r: 0.03 },
          { kind: 'chrome', u: [0.46, 0.54], y: [1.0, 1.06], r: 0.03 },
          { kind: 'trim', u: [0.0, 1.0], y: [0.45, 0.8], r: 0.05 },
          plate(0.52),
        ],
        rear: [
          { kind: 'tail', u: [0.01, 0.08], y: [0.7, 1.3], r: 0.03, mirror: true, wrap: 0.04 },
          { kind: 'trim', u: [0.0, 1.0], y: [0.45, 0.65], r: 0.04 },
          plate(0.78),
        ],
        side: [
          { kind: 'stripe', pts: [[0.62, 1.22], [6.9, 1.22], [6.9, 1.3], [0.56, 1.3]] },
          // Two-leaf folding entrance door with low glass panels.
          { kind: 'seam', pts: [[1.36, 0.5], [1.36, 2.36]] },
          { kind: 'seam', pts: [[2.02, 0.5], [2.02, 2.36]] },
          { kind: 'seam', pts: [[1.69, 0.5], [1.69, 2.36]] },
          { kind: 'glass', pts: [[1.41, 0.72, 0.03], [1.64, 0.72, 0.03], [1.64, 1.2, 0.03], [1.41, 1.2, 0.03]] },
          { kind: 'glass', pts: [[1.74, 0.72, 0.03], [1.97, 0.72, 0.03], [1.97, 1.2, 0.03], [1.74, 1.2, 0.03]] },
        ],
      },
    ],
    windows: { part: 0, band: [1.38, 2.36], frame: 0.06, pillars: [[1.3, 0.1], [2.08, 0.1], [3.04, 0.08], [4.0, 0.08], [4.96, 0.08], [5.92, 0.08]], round: 0.05 },
    windscreen: { kind: 'glass', u: [0.03, 0.97], y: [1.38, 2.4], r: 0.06 },
    backGlass: { kind: 'glass', u: [0.1, 0.9], y: [1.6, 2.36], r: 0.05 },
    belt: 1.36,
    doors: [],
    mirror: { x: 0.32, y: 1.72, kind: 'truck' },
    interior: { dashY: 375, wheelR: 132, wheelTilt: 0.6, style: 'bus' },
  },
};
