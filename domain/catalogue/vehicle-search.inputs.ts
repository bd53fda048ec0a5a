// The stock search filter (spec 000 §3), as it arrives from a URL or a GraphQL call: every field is
// optional text or number, checked here so that a bad value names its field in InvalidInputError.
import { z } from 'zod';
import { BODY_TYPES, FUEL_TYPES, QUALITY_GRADES, STEERINGS, TRANSMISSION_TYPES } from '#db/schema/enums.ts';
import { isOrderCode } from './sort-orders.ts';

const FILTER_TYPES = ['Discounted', 'New'] as const;
/** Whether a search for a buyer's country shows only what the country allows (the default) or everything. */
export const IMPORTABLE_CHOICES = ['only', 'all'] as const;

const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, { message: `Must be at most ${max} characters.` })
    .optional()
    .transform((v) => (v ? v : undefined));

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { message: `Unknown ${label}. Use one of: ${values.join(', ')}.` }).optional());

const amount = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .int({ message: `${label} must be a whole number.` })
    .min(0, { message: `${label} cannot be negative.` })
    .optional();

/** "1000-1500", "-660" or "3000-": a range of whole numbers, either end open. */
const range = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const match = /^(\d*)\s*-\s*(\d*)$/.exec(v) ?? /^(\d+)$/.exec(v);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a range such as 1000-2000.` });
        return z.NEVER;
      }
      const min = match[2] === undefined ? undefined : match[1] ? Number(match[1]) : undefined;
      const max = match[2] === undefined ? Number(match[1]) : match[2] ? Number(match[2]) : undefined;
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({ code: 'custom', message: `${label}: the lower bound is above the upper bound.` });
        return z.NEVER;
      }
      return { min, max };
    });

export const searchVehiclesInputSchema = z
  .object({
    keywords: z.string().trim().max(255, { message: 'Keywords must be at most 255 characters.' }).optional(),
    instantMaker: optionalText(),
    instantModel: optionalText(),
    maker: optionalText(),
    makerNotIn: z.array(z.string().trim().max(100)).max(50).optional(),
    model: optionalText(),
    type: oneOf(BODY_TYPES, 'body type'),
    steering: oneOf(STEERINGS, 'steering'),
    minPrice: amount('Minimum price'),
    maxPrice: amount('Maximum price'),
    engineSize: range('Engine size'),
    fuelType: oneOf(FUEL_TYPES, 'fuel type'),
    minYear: amount('Minimum year'),
    maxYear: amount('Maximum year'),
    kiloMeters: range('Mileage'),
    transmission: oneOf(TRANSMISSION_TYPES, 'transmission'),
    color: optionalText(),
    is4wd: z
      .string()
      .optional()
      .refine((v) => v === undefined || v === '' || v === 'true' || v === 'false', { message: "is4wd must be empty, 'true' or 'false'." })
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
    qualityGrade: oneOf(QUALITY_GRADES, 'quality grade'),
    newArrivals: z.boolean().optional(),
    bestDeals: z.boolean().optional(),
    featureType: oneOf(FILTER_TYPES, 'feature type'),
    order: z
      .string()
      .optional()
      .refine((v) => v === undefined || v === '' || isOrderCode(v), { message: 'Unknown sort order.' })
      .transform((v) => (v && isOrderCode(v) ? v : '3')),
    stockNumber: optionalText(40),
    /** The buyer's country (English name or ISO code): its import rules decide what the list shows. */
    importableTo: optionalText(100),
    /** With importableTo: 'only' (the default) lists just what the country allows, 'all' lists everything. */
    importable: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : emptyToUndefined(v)),
      z.enum(IMPORTABLE_CHOICES, { message: `Unknown importable choice. Use one of: ${IMPORTABLE_CHOICES.join(', ')}.` }).optional(),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.minPrice !== undefined && input.maxPrice !== undefined && input.minPrice > input.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'Maximum price must not be below the minimum price.' });
    }
    if (input.minYear !== undefined && input.maxYear !== undefined && input.minYear > input.maxYear) {
      ctx.addIssue({ code: 'custom', path: ['maxYear'], message: 'Maximum year must not be before the minimum year.' });
    }
  });

export type SearchVehiclesInput = z.input<typeof searchVehiclesInputSchema>;
export type SearchVehiclesQuery = z.output<typeof searchVehiclesInputSchema>;
