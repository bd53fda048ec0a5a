// An edit of a stored vehicle: the vehicle as input values (the edit form's first values, and what an
// edit or a CSV row for a vehicle in stock is laid over), and the texts that follow other fields.
import type { VehicleRecord } from '../catalogue/vehicle-record.ts';
import { VEHICLE_FIELD_NAMES, VEHICLE_FIELDS, type VehicleField } from './vehicle-fields.ts';
import { isEmpty, type VehicleInput } from './vehicle-input.ts';

/** The model and grade as the stock list shows them when staff give no other text ("Hiace Super GL"). */
export const defaultModelGrade = (model: string, grade: string | null) => (grade ? `${model} ${grade}` : model);
/** The engine size as shown when staff give no other text. */
export const defaultCcRating = (engineSize: number) => (engineSize > 0 ? `${engineSize} cc` : null);
/** Cubic metres from centimetres, to the litre: the basis of RoRo freight. */
export const volumeOf = (lengthCm: number, widthCm: number, heightCm: number) => Math.round((lengthCm * widthCm * heightCm) / 1000) / 1000;

/** Fields stored under another name or shape; every other field is its own column of the record. */
type Referenced = 'maker' | 'model' | 'color' | 'loadingPort' | 'campaignBanner' | 'steering';
/** A field added to the input without a column of its name fails to compile here. */
const _everyOtherFieldIsAColumn: Exclude<VehicleField, Referenced> extends keyof VehicleRecord ? true : never = true;

/** A stored vehicle as input values; the maker, model and colour by name, the port by uuid, the banner by number. */
export function vehicleInputOf(v: VehicleRecord): Required<VehicleInput> {
  const record = v as unknown as Record<string, unknown>;
  const input = Object.fromEntries(VEHICLE_FIELD_NAMES.map((name) => [name, record[name] ?? null])) as Required<VehicleInput>;
  return {
    ...input,
    maker: v.maker.name,
    model: v.model.name,
    color: v.color?.name ?? null,
    loadingPort: v.loadingPort?.uuid ?? null,
    campaignBanner: v.campaignBanner ? String(v.campaignBanner.id) : null,
    steering: v.isLeftHandle ? 'LeftHandle' : 'RightHandle',
    // numeric arrives as text from some drivers.
    volume: Number(v.volume),
  };
}

const KEPT_WHEN_EMPTY = VEHICLE_FIELD_NAMES.filter((name) => 'defaultValue' in VEHICLE_FIELDS[name] || name === 'arrivedAt');

const has = (patch: VehicleInput, name: VehicleField) => Object.prototype.hasOwnProperty.call(patch, name) && patch[name] !== undefined;
const sameText = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

/**
 * An edit over the stored vehicle: fields the edit leaves out keep their values, and so do those with a
 * default for new vehicles left empty; the texts that follow other fields are made again. The model-and-grade and the engine size as shown follow
 * their sources while staff never wrote their own; the volume follows the dimensions whenever they change.
 */
export function mergeVehicleInput(current: Required<VehicleInput>, patch: VehicleInput): VehicleInput {
  const merged: VehicleInput = { ...current };
  for (const name of VEHICLE_FIELD_NAMES) if (has(patch, name)) (merged as Record<string, unknown>)[name] = patch[name];
  // A field a new vehicle fills when left empty keeps its value when an edit leaves it empty (a form's
  // blank choice, a CSV's empty cell): an edit must never put a sold car back to OnSale or make an old
  // arrival new.
  for (const name of KEPT_WHEN_EMPTY) if (has(patch, name) && isEmpty(patch[name])) (merged as Record<string, unknown>)[name] = current[name];
  // A day written back as read (an exported file) keeps the exact time the vehicle arrived.
  const arrived = current.arrivedAt;
  if (typeof patch.arrivedAt === 'string' && arrived instanceof Date && patch.arrivedAt.trim() === arrived.toISOString().slice(0, 10)) merged.arrivedAt = arrived;
  const changed = (name: VehicleField) => has(patch, name) && !sameText(patch[name], current[name]);
  if (!has(patch, 'modelGrade') && (changed('model') || changed('grade'))) {
    if (sameText(current.modelGrade, defaultModelGrade(String(current.model), current.grade as string | null))) merged.modelGrade = null;
  }
  if (!has(patch, 'ccRating') && changed('engineSize') && sameText(current.ccRating, defaultCcRating(Number(current.engineSize)))) merged.ccRating = null;
  if (!has(patch, 'volume') && (changed('lengthCm') || changed('widthCm') || changed('heightCm'))) merged.volume = null;
  return merged;
}

/**
 * Input values as a form writes them: every field as text, a tick as "on" or empty, a day as YYYY-MM-DD,
 * a list separated by commas. What the form sends back reads as the same vehicle.
 */
export function vehicleFormValues(input: VehicleInput): Record<VehicleField, string> {
  const text = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if (typeof value === 'boolean') return value ? 'on' : '';
    if (Array.isArray(value)) return value.join(', ');
    return String(value);
  };
  return Object.fromEntries(VEHICLE_FIELD_NAMES.map((name) => [name, text(input[name])])) as Record<VehicleField, string>;
}
