// The vehicle as staff enter it, by form, API or stock CSV: one zod schema for the browser and the
// server. It takes what forms and CSV cells send (text: "1,500,000", "yes", "2024-03-01") as well as typed
// API values, and answers each problem on its field in words like the spec's. Whether the maker, model,
// colour, port and banner exist, and whether the stock number is free, is the service's check: it needs
// the database.
import { z } from 'zod';
import { normalizeStockNumber } from '../catalogue/search-text.ts';
import type { InputIssue } from '../errors.ts';
import { readWholeNumber } from '../special-request/special-request.inputs.ts';
import {
  EARLIEST_ARRIVAL,
  EARLIEST_VEHICLE_YEAR,
  FLAG_FIELDS,
  MAX_PRICE,
  STOCK_TEXTS,
  VEHICLE_FIELD_NAMES,
  VEHICLE_FIELDS,
  stockText,
  type StockTextKey,
  type VehicleField,
} from './vehicle-fields.ts';

type TextValues = Record<string, string | number>;

/** A field's value refused: the text key and its values, turned into an issue on the field. */
class Refusal {
  constructor(
    readonly key: StockTextKey,
    readonly values: TextValues = {},
  ) {}
}
const refuse = (key: StockTextKey, values?: TextValues): never => {
  throw new Refusal(key, values);
};

/** An issue with its text key, for a field (its label fills {field}) or for the whole input. */
export function stockIssue(fieldname: string, key: StockTextKey, values: TextValues = {}): InputIssue {
  const label = (VEHICLE_FIELDS as Record<string, { label: string } | undefined>)[fieldname]?.label;
  const all = label ? { field: label, ...values } : values;
  return { fieldname, message: stockText(key, all), text: { key, values: all } };
}

export const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A field read by `read`, which refuses with a text key; empty values reach `read` too. */
function field<T>(name: VehicleField, read: (value: unknown) => T) {
  const label = VEHICLE_FIELDS[name].label;
  return z
    .unknown()
    .optional()
    .pipe(
      z.transform((value, ctx): T => {
        try {
          return read(value);
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          const values = { field: label, ...error.values };
          ctx.issues.push({ code: 'custom', message: stockText(error.key, values), input: value, params: { text: error.key, values } });
          return z.NEVER;
        }
      }),
    );
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return refuse('input-required');
}

function optionalText(name: VehicleField, max: number) {
  return field(name, (value): string | null => {
    if (isEmpty(value)) return null;
    const text = textOf(value).trim();
    return text.length > max ? refuse('input-too-long', { max }) : text;
  });
}

/** Free text from a textarea: browsers send line breaks as CRLF, counted here as the one character typed. */
function longText(name: VehicleField, max: number) {
  return field(name, (value): string | null => {
    if (isEmpty(value)) return null;
    const text = textOf(value).replace(/\r\n?/g, '\n').trim();
    return text.length > max ? refuse('input-too-long', { max }) : text;
  });
}

function requiredText(name: VehicleField, max: number) {
  return field(name, (value): string => {
    if (isEmpty(value)) return refuse('input-required');
    const text = textOf(value).trim();
    return text.length > max ? refuse('input-too-long', { max }) : text;
  });
}

function wholeNumberOf(value: unknown, min: number, max: number): number {
  const n = readWholeNumber(value);
  if (n === null || n === undefined || n < min || n > max) return refuse('stock-whole-number', { min, max });
  return n;
}

function optionalWhole(name: VehicleField, min: number, max: number) {
  return field(name, (value): number | null => (isEmpty(value) ? null : wholeNumberOf(value, min, max)));
}

function requiredWhole(name: VehicleField, min: number, max: number) {
  return field(name, (value): number => (isEmpty(value) ? refuse('input-required') : wholeNumberOf(value, min, max)));
}

function wholeWithDefault(name: VehicleField, min: number, max: number, defaultValue: number) {
  return field(name, (value): number => (isEmpty(value) ? defaultValue : wholeNumberOf(value, min, max)));
}

/** Yen as people write them: "1500000", "1,500,000", "¥1,500,000". */
function yenOf(value: unknown): number {
  const n = readWholeNumber(typeof value === 'string' ? value.replace(/^\s*[¥￥]\s*/, '') : value);
  if (n === null || n === undefined || n < 1) return refuse('stock-price');
  return n > MAX_PRICE ? refuse('stock-price-max', { max: MAX_PRICE }) : n;
}

const optionalYen = (name: VehicleField) => field(name, (value): number | null => (isEmpty(value) ? null : yenOf(value)));
const requiredYen = (name: VehicleField) => field(name, (value): number => (isEmpty(value) ? refuse('input-required') : yenOf(value)));

function yearOf(value: unknown, latestYear: number): number {
  const n = readWholeNumber(value);
  if (n === null || n === undefined || n < EARLIEST_VEHICLE_YEAR || n > latestYear) return refuse('stock-year', { min: EARLIEST_VEHICLE_YEAR, max: latestYear });
  return n;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'on', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'off']);

/** A tick: a checkbox sends "on", a spreadsheet "yes", "TRUE" or "1"; empty is no. */
const flag = (name: VehicleField) =>
  field(name, (value): boolean => {
    if (typeof value === 'boolean') return value;
    if (isEmpty(value)) return false;
    const word = textOf(value).trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return refuse('stock-yes-no');
  });

/** One of the spec's values, written in any case ("automatic" is Automatic). */
function choiceOf<T extends string>(value: unknown, choices: readonly T[]): T {
  const word = textOf(value).trim().toLowerCase();
  return choices.find((c) => c.toLowerCase() === word) ?? refuse('stock-choose-one', { choices: choices.join(', ') });
}

const optionalChoice = <T extends string>(name: VehicleField, choices: readonly T[]) =>
  field(name, (value): T | null => (isEmpty(value) ? null : choiceOf(value, choices)));
const requiredChoice = <T extends string>(name: VehicleField, choices: readonly T[]) =>
  field(name, (value): T => (isEmpty(value) ? refuse('input-required') : choiceOf(value, choices)));
const choiceWithDefault = <T extends string>(name: VehicleField, choices: readonly T[], defaultValue: T) =>
  field(name, (value): T => (isEmpty(value) ? defaultValue : choiceOf(value, choices)));

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A day (YYYY-MM-DD, midnight UTC) or an exact time (a Date or ISO text from the API), up to the end of today. */
function dateOf(value: unknown, today: string): Date {
  let date: Date;
  if (value instanceof Date) date = value;
  else {
    const text = textOf(value).trim();
    if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return refuse('stock-date');
    date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text.replace(' ', 'T'));
    // 2025-02-30 becomes 2 March in JavaScript: the day must read back as written.
    if (Number.isNaN(date.getTime()) || (text.length === 10 && isoDay(date) !== text)) return refuse('stock-date');
  }
  if (Number.isNaN(date.getTime())) return refuse('stock-date');
  const day = isoDay(date);
  return day < EARLIEST_ARRIVAL || day > today ? refuse('stock-date-range', { min: EARLIEST_ARRIVAL, max: today }) : date;
}

/** Words or phrases, from a list or one text separated by commas or lines; the same word once. */
function keywordsOf(value: unknown, max: number, length: number): string[] {
  if (isEmpty(value)) return [];
  const items = Array.isArray(value) ? value.map(textOf) : textOf(value).split(/[,\n、，]/);
  const seen = new Set<string>();
  const words: string[] = [];
  for (const item of items) {
    const word = item.trim();
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    words.push(word);
  }
  return words.length > max || words.some((w) => w.length > length) ? refuse('stock-keywords', { max, length }) : words;
}

function webAddressOf(value: unknown, max: number): string {
  const text = textOf(value).trim();
  if (text.length > max) return refuse('input-too-long', { max });
  if (!/^https:\/\//i.test(text) || !URL.canParse(text)) return refuse('stock-web-address');
  return text;
}

function buildFields(today: string) {
  const latestYear = Number(today.slice(0, 4));
  const f = VEHICLE_FIELDS;
  const year = (name: VehicleField) => field(name, (value): number | null => (isEmpty(value) ? null : yearOf(value, latestYear)));
  return {
    stockNumber: field('stockNumber', (value): string => {
      if (isEmpty(value)) return refuse('input-required');
      const text = normalizeStockNumber(textOf(value));
      if (text.length > f.stockNumber.max) return refuse('input-too-long', { max: f.stockNumber.max });
      return /^[A-Z0-9][A-Z0-9-]*$/.test(text) ? text : refuse('stock-number-format');
    }),
    maker: requiredText('maker', 100),
    model: requiredText('model', 100),
    grade: optionalText('grade', f.grade.max),
    modelGrade: optionalText('modelGrade', f.modelGrade.max),
    year4: field('year4', (value): number => (isEmpty(value) ? refuse('input-required') : yearOf(value, latestYear))),
    month: field('month', (value): number | null => {
      if (isEmpty(value)) return null;
      const n = readWholeNumber(value);
      return n === null || n === undefined || n < 1 || n > 12 ? refuse('stock-month') : n;
    }),
    modelNumber: optionalText('modelNumber', f.modelNumber.max),
    chassisNumberHead: optionalText('chassisNumberHead', f.chassisNumberHead.max),
    chassisNumberSerialNumber: optionalText('chassisNumberSerialNumber', f.chassisNumberSerialNumber.max),
    engineNumber: optionalText('engineNumber', f.engineNumber.max),
    color: optionalText('color', 100),
    status: choiceWithDefault('status', f.status.choices, f.status.defaultValue),
    priceFob: requiredYen('priceFob'),
    distributorPrice: optionalYen('distributorPrice'),
    qualityGrade: choiceWithDefault('qualityGrade', f.qualityGrade.choices, f.qualityGrade.defaultValue),
    arrivedAt: field('arrivedAt', (value): Date | null => (isEmpty(value) ? null : dateOf(value, today))),
    campaignBanner: optionalText('campaignBanner', 100),
    type: optionalChoice('type', f.type.choices),
    kiloMeters: requiredWhole('kiloMeters', f.kiloMeters.min, f.kiloMeters.max),
    fuelType: requiredChoice('fuelType', f.fuelType.choices),
    engineSize: wholeWithDefault('engineSize', f.engineSize.min, f.engineSize.max, f.engineSize.defaultValue),
    ccRating: optionalText('ccRating', f.ccRating.max),
    numOfCylinders: optionalWhole('numOfCylinders', f.numOfCylinders.min, f.numOfCylinders.max),
    transmissionType: requiredChoice('transmissionType', f.transmissionType.choices),
    driveType: requiredChoice('driveType', f.driveType.choices),
    steering: choiceWithDefault('steering', f.steering.choices, f.steering.defaultValue),
    isTurbo: flag('isTurbo'),
    isIntercooler: flag('isIntercooler'),
    doors: optionalWhole('doors', f.doors.min, f.doors.max),
    seat: optionalWhole('seat', f.seat.min, f.seat.max),
    seatBeltYear: year('seatBeltYear'),
    lengthCm: optionalWhole('lengthCm', f.lengthCm.min, f.lengthCm.max),
    widthCm: optionalWhole('widthCm', f.widthCm.min, f.widthCm.max),
    heightCm: optionalWhole('heightCm', f.heightCm.min, f.heightCm.max),
    weightKg: optionalWhole('weightKg', f.weightKg.min, f.weightKg.max),
    volume: field('volume', (value): number | null => {
      if (isEmpty(value)) return null;
      const text = typeof value === 'number' ? String(value) : textOf(value).trim();
      const n = /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 1000) / 1000 : NaN;
      return n >= f.volume.min && n <= f.volume.max ? n : refuse('stock-decimal', { min: f.volume.min, max: f.volume.max });
    }),
    containerType: optionalChoice('containerType', f.containerType.choices),
    loadingPort: optionalText('loadingPort', 100),
    region: optionalText('region', f.region.max),
    searchAreaRef: optionalText('searchAreaRef', f.searchAreaRef.max),
    isAirConditioning: flag('isAirConditioning'),
    isPowerSteering: flag('isPowerSteering'),
    isPowerWindows: flag('isPowerWindows'),
    isPowerMirrors: flag('isPowerMirrors'),
    isCentralLocking: flag('isCentralLocking'),
    isAlloyWheels: flag('isAlloyWheels'),
    isSunRoof: flag('isSunRoof'),
    isLeatherSeats: flag('isLeatherSeats'),
    isAntiLockBrakes: flag('isAntiLockBrakes'),
    isCruiseControl: flag('isCruiseControl'),
    isSrsAirbag: flag('isSrsAirbag'),
    isBackCamera: flag('isBackCamera'),
    isSlidingDoor: flag('isSlidingDoor'),
    isHidHeadlights: flag('isHidHeadlights'),
    isLedHeadlights: flag('isLedHeadlights'),
    isMultiFunctionDisplay: flag('isMultiFunctionDisplay'),
    isRadioAfFm: flag('isRadioAfFm'),
    tireType: optionalText('tireType', f.tireType.max),
    tireSizeFront: optionalText('tireSizeFront', f.tireSizeFront.max),
    tireSizeRear: optionalText('tireSizeRear', f.tireSizeRear.max),
    tireConditionFront: optionalWhole('tireConditionFront', f.tireConditionFront.min, f.tireConditionFront.max),
    tireConditionRear: optionalWhole('tireConditionRear', f.tireConditionRear.min, f.tireConditionRear.max),
    spareTireType: optionalText('spareTireType', f.spareTireType.max),
    optionNewTiresPrice: optionalYen('optionNewTiresPrice'),
    optionAlloyWheelsPrice: optionalYen('optionAlloyWheelsPrice'),
    optionSpareKeyType: optionalText('optionSpareKeyType', f.optionSpareKeyType.max),
    optionSpareKeyPrice: optionalYen('optionSpareKeyPrice'),
    optionMaintenancePackagePrice: optionalYen('optionMaintenancePackagePrice'),
    optionBatteryPrice: optionalYen('optionBatteryPrice'),
    optionPremiumPackagePrice: optionalYen('optionPremiumPackagePrice'),
    optionAudioPrice: optionalYen('optionAudioPrice'),
    inspectionCost: optionalYen('inspectionCost'),
    remarks: longText('remarks', f.remarks.max),
    remarksFr: longText('remarksFr', f.remarksFr.max),
    remarksPt: longText('remarksPt', f.remarksPt.max),
    remarksRu: longText('remarksRu', f.remarksRu.max),
    goodPoints: longText('goodPoints', f.goodPoints.max),
    goodPointsFr: longText('goodPointsFr', f.goodPointsFr.max),
    goodPointsPt: longText('goodPointsPt', f.goodPointsPt.max),
    goodPointsRu: longText('goodPointsRu', f.goodPointsRu.max),
    keywords: field('keywords', (value) => keywordsOf(value, f.keywords.max, f.keywords.length)),
    movieUrl: field('movieUrl', (value): string | null => (isEmpty(value) ? null : webAddressOf(value, f.movieUrl.max))),
  } satisfies Record<VehicleField, z.ZodType>;
}

type Payload = { issues: readonly { path?: PropertyKey[] }[]; value: unknown };
/** A rule across fields runs when each field it reads came through, so that every issue shows at once. */
const whenFine =
  (...fields: VehicleField[]) =>
  (payload: Payload) =>
    typeof payload.value === 'object' && payload.value !== null && !payload.issues.some((issue) => fields.includes(issue.path?.[0] as VehicleField));

const crossIssue = (fieldname: VehicleField, key: StockTextKey) => ({ path: [fieldname], message: stockText(key), params: { text: key, values: {} } });

function buildSchema(today: string) {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return z
    .object(buildFields(today))
    .check(
      z.refine((v) => v.distributorPrice === null || v.distributorPrice <= v.priceFob, {
        ...crossIssue('distributorPrice', 'stock-distributor-price-above-fob'),
        when: whenFine('distributorPrice', 'priceFob'),
      }),
      z.refine((v) => v.engineSize > 0 || v.fuelType === 'Electric', { ...crossIssue('engineSize', 'stock-engine-size-needed'), when: whenFine('engineSize', 'fuelType') }),
      z.refine((v) => v.month === null || v.year4 < year || v.month <= month, { ...crossIssue('month', 'stock-registration-future'), when: whenFine('year4', 'month') }),
    );
}

export type VehicleSchema = ReturnType<typeof buildSchema>;
/** The vehicle as checked: typed values, empties as null (or their default), references still by name. */
export type VehicleValues = z.output<VehicleSchema>;

const schemas = new Map<string, VehicleSchema>();

/**
 * The schema for a day: the latest year and arrival date move with the calendar. `now` is the request's
 * clock (ctx.now); the page passes its own.
 */
export function vehicleInputSchema(now: Date): VehicleSchema {
  // The latest day anywhere on Earth: staff in Japan write Japanese dates, a day ahead of UTC until 9:00.
  const today = isoDay(new Date(now.getTime() + 14 * 3600_000));
  let schema = schemas.get(today);
  if (!schema) {
    if (schemas.size > 4) schemas.clear();
    schemas.set(today, (schema = buildSchema(today)));
  }
  return schema;
}

type InputOf<K> = K extends 'flag'
  ? boolean | string | null
  : K extends 'whole' | 'money' | 'decimal' | 'year' | 'month'
    ? number | string | null
    : K extends 'date'
      ? Date | string | null
      : K extends 'list'
        ? readonly string[] | string | null
        : string | null;

/** As callers send it: a form and a CSV cell send text, API clients typed values. Every field is optional here; the schema says which are required. */
export type VehicleInput = { [F in VehicleField]?: InputOf<(typeof VEHICLE_FIELDS)[F]['kind']> };

const KEYS = new Set<string>(Object.keys(STOCK_TEXTS));

/** The spec's {fieldname, message} issues of a parse, each with its text key and values. */
export function toVehicleIssues(error: { issues: readonly { path: PropertyKey[]; message: string; code?: string; params?: Record<string, unknown> }[] }): InputIssue[] {
  return error.issues.map((issue) => {
    const fieldname = issue.path.map(String).join('.') || 'input';
    const key = issue.params?.text;
    return typeof key === 'string' && KEYS.has(key)
      ? { fieldname, message: issue.message, text: { key, values: issue.params?.values as TextValues } }
      : { fieldname, message: issue.message };
  });
}

export type VehicleParse = { values: VehicleValues; issues: [] } | { values: null; issues: InputIssue[] };

export function parseVehicleInput(input: unknown, now: Date): VehicleParse {
  const result = vehicleInputSchema(now).safeParse(input);
  return result.success ? { values: result.data, issues: [] } : { values: null, issues: toVehicleIssues(result.error) };
}

/** One field's issue as the form shows it when the field is left, or null when it is fine. */
export function vehicleFieldIssue(name: VehicleField, value: unknown, now: Date): InputIssue | null {
  const result = vehicleInputSchema(now).shape[name].safeParse(value);
  return result.success ? null : (toVehicleIssues({ issues: result.error.issues.map((i) => ({ ...i, path: [name] })) })[0] ?? null);
}

/**
 * The form's values as input: every field of `fields` the form sent, and each of its ticks that it did
 * not send as no (a browser sends nothing for an unticked box). Fields the form did not show stay absent,
 * so an edit leaves them as they are.
 */
export function readVehicleForm(form: FormData | URLSearchParams, fields: readonly VehicleField[] = VEHICLE_FIELD_NAMES): VehicleInput {
  const input: Record<string, string | boolean> = {};
  for (const name of fields) {
    const value = form.get(name);
    if (typeof value === 'string') input[name] = value;
    else if ((FLAG_FIELDS as readonly VehicleField[]).includes(name)) input[name] = false;
  }
  return input as VehicleInput;
}
