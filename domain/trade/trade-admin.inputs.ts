// The inputs of the back office's price changes (country rules, freight, clearing, inland routes, the
// Japan-side charges), checked so that each bad value names its field in words. Values come as a form
// sends them (text, a checkbox's "on") or as the API does (numbers, booleans); an empty optional is null.
import { z } from 'zod';
import { AGE_COUNTED_FROM, TRANSPORT_TYPES } from './trade-admin-terms.ts';

/** A value as a form (text, a checkbox's "on") or the API (a number, a boolean) sends it; left out when empty. */
type Field = string | number | boolean | null | undefined;
type Loose<T> = { [K in keyof T]?: Field };

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
const blank = (v: unknown) => v === '' || v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const numeric = (v: unknown) => (typeof v === 'string' ? Number(v.trim().replace(/[,_\s¥]/g, '')) : v);

const wholeNumber = (message: string, min: number, max: number) => z.number({ message }).int({ message }).min(min, { message }).max(max, { message });
/** A whole number in a range. */
const whole = (message: string, min: number, max: number) => z.preprocess((v) => (blank(v) ? undefined : numeric(v)), wholeNumber(message, min, max));
/** A whole number in a range, or null when left empty. */
const wholeOrNone = (message: string, min: number, max: number) => z.preprocess((v) => (blank(v) ? null : numeric(v)), wholeNumber(message, min, max).nullable());

/** A number with up to `decimals` places in a range. */
const decimal = (message: string, min: number, max: number, decimals: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : numeric(v)),
    z
      .number({ message })
      .min(min, { message })
      .max(max, { message })
      .refine((n) => Math.abs(Math.round(n * 10 ** decimals) - n * 10 ** decimals) < 1e-6, { message }),
  );

const flag = z.preprocess((v) => (typeof v === 'string' ? ['on', 'true', '1', 'yes'].includes(v.trim().toLowerCase()) : (v ?? false)), z.boolean());

const text = (label: string, max: number) =>
  z.preprocess((v) => (blank(v) ? null : typeof v === 'string' ? v.trim() : v), z.string({ message: `${label} is text.` }).max(max, { message: `${label} is at most ${max} characters.` }).nullable());

/** A UN/LOCODE: two letters of the country and three of the place. */
export const portCode = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}$/, { message: 'A port code is a UN/LOCODE of five letters, such as KEMBA.' }));

const message = (language: string) => text(`The ${language} message`, 1500);

export const countryRulesSchema = z
  .object({
    ageLimitYears: wholeOrNone('The age limit is a whole number of years from 1 to 50, or empty for none.', 1, 50),
    ageCountedFrom: z.preprocess((v) => (blank(v) ? null : v), z.enum(AGE_COUNTED_FROM, { message: 'Say how the age is counted: from first registration, manufacture or the model year.' }).nullable()),
    rightHandDriveAllowed: flag,
    leftHandDriveAllowed: flag,
    usedImportsAllowed: flag,
    inspectionRequired: flag,
    inspectionAgency: text('The inspection agency', 100),
    inspectionFeeJpy: wholeOrNone(`The inspection fee is whole yen from ${yen(1)} to ${yen(1_000_000)}, or empty.`, 1, 1_000_000),
    additionalPrice: z.preprocess((v) => (blank(v) ? 0 : v), whole(`The country surcharge is whole yen from 0 to ${yen(5_000_000)}.`, 0, 5_000_000)),
    additionalPriceFieldName: text('The surcharge’s name', 80),
    insuranceRatePercent: decimal('The insurance rate is a percentage from 0.05 to 5, with up to three decimals (1.5).', 0.05, 5, 3),
    regulationMessages: z.object({ en: message('English'), fr: message('French'), pt: message('Portuguese'), ru: message('Russian') }),
    /** UN/LOCODEs in the order buyers are offered them, the first the one a quote goes to by default. */
    ports: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(/[\s,;]+/).filter(Boolean) : v),
      z.array(portCode, { message: 'List the ports as UN/LOCODEs, separated by spaces or commas.' }).max(20, { message: 'A country ships to at most 20 ports.' }),
    ),
  })
  .superRefine((input, issue) => {
    if (input.ageLimitYears !== null && input.ageCountedFrom === null)
      issue.addIssue({ code: 'custom', path: ['ageCountedFrom'], message: 'Say how the age is counted: from first registration, manufacture or the model year.' });
    if (!input.rightHandDriveAllowed && !input.leftHandDriveAllowed)
      issue.addIssue({ code: 'custom', path: ['leftHandDriveAllowed'], message: 'Allow right- or left-hand drive: a country that allows neither can import no vehicle.' });
    if (input.inspectionRequired && input.inspectionFeeJpy === null)
      issue.addIssue({ code: 'custom', path: ['inspectionFeeJpy'], message: 'Give the inspection’s fee: a required inspection is part of every quote.' });
    if (input.additionalPrice > 0 && !input.additionalPriceFieldName)
      issue.addIssue({ code: 'custom', path: ['additionalPriceFieldName'], message: 'Name the surcharge: buyers see the name beside the amount.' });
    const seen = new Set<string>();
    for (const code of input.ports) {
      if (seen.has(code)) issue.addIssue({ code: 'custom', path: ['ports'], message: `${code} is listed twice.` });
      seen.add(code);
    }
  })
  .transform((input) => ({ ...input, ageCountedFrom: input.ageLimitYears === null ? null : input.ageCountedFrom }));
export type CountryRulesInput = Loose<Omit<CountryRules, 'regulationMessages' | 'ports'>> & { regulationMessages: Partial<Record<keyof CountryRules['regulationMessages'], string | null>>; ports: string | string[] };
export type CountryRules = z.output<typeof countryRulesSchema>;

const freightYen = (what: string) => wholeOrNone(`${what} is whole yen from ${yen(1)} to ${yen(10_000_000)}, or empty where there is none.`, 1, 10_000_000);

export const freightSchema = z
  .object({
    loadingPortCode: portCode,
    /** RoRo, per cubic metre of the vehicle. */
    freightPrice: freightYen('RoRo freight per m³'),
    freight20FPrice: freightYen('A 20 ft container share'),
    freightHighCubePrice: freightYen('A high-cube container share'),
    extraPrice: z.preprocess((v) => (blank(v) ? 0 : v), whole(`The port charge is whole yen from 0 to ${yen(1_000_000)}.`, 0, 1_000_000)),
    additionalPriceFieldName: text('The port charge’s name', 80),
    transitDays: wholeOrNone('Transit is a whole number of days from 1 to 120, or empty to use the default.', 1, 120),
  })
  .superRefine((input, issue) => {
    if (input.freightPrice === null && input.freight20FPrice === null && input.freightHighCubePrice === null)
      issue.addIssue({ code: 'custom', path: ['freightPrice'], message: 'Give a RoRo rate per m³ or a container share: freight with neither prices no vehicle.' });
    if (input.extraPrice > 0 && !input.additionalPriceFieldName)
      issue.addIssue({ code: 'custom', path: ['additionalPriceFieldName'], message: 'Name the port charge: buyers see the name beside the amount.' });
  });
export type FreightInput = Loose<z.output<typeof freightSchema>>;

export const clearingSchema = z.object({
  clearanceFreight: wholeOrNone(`Clearing is whole yen from 0 to ${yen(5_000_000)}, or empty for none.`, 0, 5_000_000),
});

export const inlandRouteSchema = z
  .object({
    countryCode: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string().regex(/^[A-Z]{2}$/, { message: 'Choose the country the route leads into.' })),
    finalDestinationCity: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string({ message: 'Give the city.' }).min(1, { message: 'Give the city.' }).max(80, { message: 'The city is at most 80 characters.' }),
    ),
    transportType: z.enum(TRANSPORT_TYPES, { message: `Choose how the vehicle travels: ${TRANSPORT_TYPES.join(', ')}.` }),
    inlandFreight: whole(`Inland freight is whole yen from 0 to ${yen(10_000_000)}.`, 0, 10_000_000),
    distanceKm: wholeOrNone('The distance is whole kilometres from 1 to 10,000, or empty.', 1, 10_000),
    daysMin: wholeOrNone('Days are whole numbers from 1 to 90, or empty.', 1, 90),
    daysMax: wholeOrNone('Days are whole numbers from 1 to 90, or empty.', 1, 90),
    via: text('“Via”', 120),
  })
  .superRefine((input, issue) => {
    if (input.daysMin !== null && input.daysMax !== null && input.daysMax < input.daysMin)
      issue.addIssue({ code: 'custom', path: ['daysMax'], message: 'The most days is at least the fewest.' });
  });
export type InlandRouteInput = Loose<z.output<typeof inlandRouteSchema>>;

export const tradeChargesSchema = z.object({
  insuredPercentOfCfr: whole('The insured value is a whole percentage from 100 to 150 of cost and freight.', 100, 150),
  minimumInsurancePremiumJpy: whole(`The minimum premium is whole yen from 0 to ${yen(100_000)}.`, 0, 100_000),
  minimumChargeableCubicMetres: decimal('The minimum volume is from 1 to 30 m³, with up to two decimals.', 1, 30, 2),
  containerVanningJpy: whole(`Vanning is whole yen from ${yen(1)} to ${yen(300_000)}.`, 1, 300_000),
  inspectionCertificateJpy: whole(`The certificate is whole yen from ${yen(1)} to ${yen(200_000)}.`, 1, 200_000),
  daysToDeparture: whole('Days to departure are a whole number from 1 to 120.', 1, 120),
  defaultTransitDays: whole('Transit days are a whole number from 1 to 120.', 1, 120),
  defaultLoadingPortCode: portCode,
});
export type TradeChargesInput = Loose<z.output<typeof tradeChargesSchema>>;
