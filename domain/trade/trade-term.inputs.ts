// The inputs of calculateTradeTerm and calculateTradeTerms, checked so that a bad value names its field.
import { z } from 'zod';
import { CONTAINER_TYPES, PACKAGE_LEVELS, TRADE_OPTIONS } from './vocabulary.ts';

export const uuidField = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: `${label} is not a valid id.` })
      .optional(),
  );

const destination = {
  countryName: z.string({ message: 'Country is a required field' }).trim().min(1, { message: 'Country is a required field' }).max(100, { message: 'Country must be at most 100 characters.' }),
  portUuid: uuidField('Port'),
  finalDestinationCityUuid: uuidField('Final destination'),
  isCif: z.boolean({ message: 'isCif must be true or false.' }).default(true),
  containerType: z.enum(CONTAINER_TYPES, { message: `Unknown shipping method. Use one of: ${CONTAINER_TYPES.join(', ')}.` }).optional(),
  packageLevel: z.enum(PACKAGE_LEVELS, { message: `Unknown package. Use one of: ${PACKAGE_LEVELS.join(', ')}.` }).optional(),
  campaignCode: z.string().trim().max(50, { message: 'Campaign code must be at most 50 characters.' }).optional(),
};

export const tradeTermInputSchema = z
  .object({
    vehicleUuid: uuidField('Vehicle'),
    stockNumber: z.string().trim().max(40, { message: 'Stock number must be at most 40 characters.' }).optional(),
    ...destination,
    options: z
      .array(z.enum(TRADE_OPTIONS, { message: `Unknown option. Use any of: ${TRADE_OPTIONS.join(', ')}.` }))
      .max(TRADE_OPTIONS.length)
      .default([]),
    couponCode: z.string().trim().max(50, { message: 'Coupon code must be at most 50 characters.' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.vehicleUuid && !input.stockNumber) ctx.addIssue({ code: 'custom', path: ['vehicleUuid'], message: 'Choose a vehicle: give its id or stock number.' });
    if (input.options.includes('Coupon') && !input.couponCode) ctx.addIssue({ code: 'custom', path: ['couponCode'], message: 'Enter your coupon code.' });
    if (!input.isCif && input.options.includes('Insurance')) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Marine insurance comes with CIF: choose CIF to insure the shipment.' });
    if (!input.isCif && input.finalDestinationCityUuid) ctx.addIssue({ code: 'custom', path: ['finalDestinationCityUuid'], message: 'Delivery inland needs CIF: choose CIF to have the vehicle carried to your city.' });
  });
export type TradeTermInput = z.input<typeof tradeTermInputSchema>;

/** The stock list prices a page of vehicles to one destination: no coupon, and only choices every vehicle has. */
export const tradeTermsInputSchema = z
  .object({
    vehicleUuids: z.array(z.string().trim().max(36)).min(1, { message: 'Choose at least one vehicle.' }).max(100, { message: 'At most 100 vehicles at a time.' }),
    ...destination,
    options: z
      .array(z.enum(TRADE_OPTIONS, { message: `Unknown option. Use any of: ${TRADE_OPTIONS.join(', ')}.` }))
      .max(TRADE_OPTIONS.length)
      .default([]),
  })
  .superRefine((input, ctx) => {
    if (input.options.some((o) => o !== 'Insurance'))
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only Insurance can be chosen for a list: the other options differ by vehicle.' });
    if (!input.isCif && input.options.includes('Insurance')) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Marine insurance comes with CIF: choose CIF to insure the shipment.' });
    if (!input.isCif && input.finalDestinationCityUuid) ctx.addIssue({ code: 'custom', path: ['finalDestinationCityUuid'], message: 'Delivery inland needs CIF: choose CIF to have the vehicle carried to your city.' });
  });
export type TradeTermsInput = z.input<typeof tradeTermsInputSchema>;
