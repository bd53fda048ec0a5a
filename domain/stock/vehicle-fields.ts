// The fields staff set on a vehicle (spec 000 §3 "Vehicle"), as the back office's form groups them and
// the stock CSV names its columns, with each field's label, kind and bounds, and the messages the checks
// answer with. Pure data: the form in the browser reads it as the server does.
import {
  BODY_TYPES,
  CONTAINER_TYPES,
  DRIVE_TYPES,
  FUEL_TYPES,
  QUALITY_GRADES,
  STEERINGS,
  TRANSMISSION_TYPES,
  VEHICLE_STATUSES,
} from '#db/schema/enum-values.ts';

/** The oldest first-registration year we take: the stock search's year filter starts there too. */
export const EARLIEST_VEHICLE_YEAR = 1950;
/** A price's upper bound in JPY: far above any vehicle we sell, well within the database's integer. */
export const MAX_PRICE = 1_000_000_000;
export const MAX_KILOMETERS = 2_000_000;
export const MAX_KEYWORDS = 20;
export const KEYWORD_MAX_LENGTH = 50;
/** The earliest arrival date we take: older stock is long gone. */
export const EARLIEST_ARRIVAL = '2000-01-01';

/** What the control of a field is and what it takes. `catalogue` fields take a name, code or uuid. */
export type FieldSpec =
  | { kind: 'text'; max: number; required?: boolean }
  /** `lang`: the language the text is written in, when not English (the storefront shows it on pages in that language). */
  | { kind: 'longText'; max: number; lang?: 'fr' | 'pt' | 'ru' }
  | { kind: 'whole'; min: number; max: number; required?: boolean; defaultValue?: number }
  | { kind: 'money'; required?: boolean }
  | { kind: 'decimal'; min: number; max: number }
  | { kind: 'year'; required?: boolean }
  | { kind: 'month' }
  | { kind: 'flag' }
  | { kind: 'choice'; choices: readonly string[]; required?: boolean; defaultValue?: string }
  | { kind: 'date' }
  | { kind: 'url'; max: number }
  | { kind: 'list'; max: number; length: number }
  | { kind: 'catalogue'; of: 'maker' | 'model' | 'color' | 'loadingPort' | 'campaignBanner'; required?: boolean };

export type FieldInfo = FieldSpec & {
  label: string;
  /** What an empty value means, for the form's help text and the CSV column list. */
  hint?: string;
};

const flag = (label: string): FieldInfo => ({ kind: 'flag', label });
const optionPrice = (label: string): FieldInfo => ({ kind: 'money', label, hint: 'Empty when the option is not offered.' });

export const VEHICLE_FIELDS = {
  // Identity
  stockNumber: { kind: 'text', max: 40, required: true, label: 'Stock number', hint: 'Letters, digits and hyphens, e.g. RR100123; stored in capitals.' },
  maker: { kind: 'catalogue', of: 'maker', required: true, label: 'Maker' },
  model: { kind: 'catalogue', of: 'model', required: true, label: 'Model' },
  grade: { kind: 'text', max: 100, label: 'Grade' },
  modelGrade: { kind: 'text', max: 200, label: 'Model and grade', hint: 'Empty: the model and the grade, e.g. "Hiace Super GL".' },
  year4: { kind: 'year', required: true, label: 'Year' },
  month: { kind: 'month', label: 'Month', hint: 'Month of first registration, 1 to 12.' },
  modelNumber: { kind: 'text', max: 40, label: 'Model code' },
  chassisNumberHead: { kind: 'text', max: 40, label: 'Chassis number (head)' },
  chassisNumberSerialNumber: { kind: 'text', max: 40, label: 'Chassis serial number' },
  engineNumber: { kind: 'text', max: 40, label: 'Engine number' },
  color: { kind: 'catalogue', of: 'color', label: 'Colour' },
  // Sale
  status: { kind: 'choice', choices: VEHICLE_STATUSES, defaultValue: 'OnSale', label: 'Status', hint: 'A new vehicle is ComingSoon, OnSale (when empty) or LocalStockOnSale.' },
  priceFob: { kind: 'money', required: true, label: 'FOB price' },
  distributorPrice: { kind: 'money', label: 'Distributor price', hint: 'The Distributors’ price; not more than the FOB price.' },
  qualityGrade: { kind: 'choice', choices: QUALITY_GRADES, defaultValue: 'B', label: 'Quality grade' },
  arrivedAt: { kind: 'date', label: 'Arrival date', hint: 'When the vehicle entered the stock list; empty: today for a new vehicle.' },
  campaignBanner: { kind: 'catalogue', of: 'campaignBanner', label: 'Campaign banner' },
  // Specification
  type: { kind: 'choice', choices: BODY_TYPES, label: 'Body type', hint: 'Empty: the model’s body type.' },
  kiloMeters: { kind: 'whole', min: 0, max: MAX_KILOMETERS, required: true, label: 'Mileage (km)' },
  fuelType: { kind: 'choice', choices: FUEL_TYPES, required: true, label: 'Fuel' },
  engineSize: { kind: 'whole', min: 0, max: 30_000, defaultValue: 0, label: 'Engine size (cc)', hint: '0 for an electric vehicle.' },
  ccRating: { kind: 'text', max: 40, label: 'Engine size as shown', hint: 'Empty: the engine size, e.g. "1500 cc".' },
  numOfCylinders: { kind: 'whole', min: 0, max: 16, label: 'Cylinders' },
  transmissionType: { kind: 'choice', choices: TRANSMISSION_TYPES, required: true, label: 'Transmission' },
  driveType: { kind: 'choice', choices: DRIVE_TYPES, required: true, label: 'Drive type', hint: 'A vehicle is 4WD unless Type2Wd.' },
  steering: { kind: 'choice', choices: STEERINGS, defaultValue: 'RightHandle', label: 'Steering' },
  isTurbo: flag('Turbo'),
  isIntercooler: flag('Intercooler'),
  doors: { kind: 'whole', min: 0, max: 10, label: 'Doors' },
  seat: { kind: 'whole', min: 1, max: 100, label: 'Seats' },
  seatBeltYear: { kind: 'year', label: 'Seat belt year' },
  // Size and shipping
  lengthCm: { kind: 'whole', min: 100, max: 2500, label: 'Length (cm)', hint: 'Empty: the model’s.' },
  widthCm: { kind: 'whole', min: 100, max: 350, label: 'Width (cm)', hint: 'Empty: the model’s.' },
  heightCm: { kind: 'whole', min: 100, max: 450, label: 'Height (cm)', hint: 'Empty: the model’s.' },
  weightKg: { kind: 'whole', min: 100, max: 40_000, label: 'Weight (kg)' },
  volume: { kind: 'decimal', min: 0.5, max: 200, label: 'Volume (m³)', hint: 'The basis of RoRo freight. Empty: length × width × height.' },
  containerType: { kind: 'choice', choices: CONTAINER_TYPES, label: 'Container type' },
  loadingPort: { kind: 'catalogue', of: 'loadingPort', label: 'Loading port', hint: 'A Japanese port we ship from: its code (JPNGO), name or uuid.' },
  region: { kind: 'text', max: 100, label: 'Region', hint: 'Where the vehicle stands in Japan; the prefectures of our yards (Aichi, Kanagawa…) show in the page’s language.' },
  searchAreaRef: { kind: 'text', max: 100, label: 'Search area' },
  // Equipment
  isAirConditioning: flag('Air conditioning'),
  isPowerSteering: flag('Power steering'),
  isPowerWindows: flag('Power windows'),
  isPowerMirrors: flag('Power mirrors'),
  isCentralLocking: flag('Central locking'),
  isAlloyWheels: flag('Alloy wheels'),
  isSunRoof: flag('Sunroof'),
  isLeatherSeats: flag('Leather seats'),
  isAntiLockBrakes: flag('Anti-lock brakes'),
  isCruiseControl: flag('Cruise control'),
  isSrsAirbag: flag('SRS airbag'),
  isBackCamera: flag('Back camera'),
  isSlidingDoor: flag('Sliding door'),
  isHidHeadlights: flag('HID headlights'),
  isLedHeadlights: flag('LED headlights'),
  isMultiFunctionDisplay: flag('Multi-function display'),
  isRadioAfFm: flag('AM/FM radio'),
  // Tyres
  tireType: { kind: 'text', max: 40, label: 'Tyre type' },
  tireSizeFront: { kind: 'text', max: 40, label: 'Front tyre size' },
  tireSizeRear: { kind: 'text', max: 40, label: 'Rear tyre size' },
  tireConditionFront: { kind: 'whole', min: 0, max: 100, label: 'Front tyre tread (%)' },
  tireConditionRear: { kind: 'whole', min: 0, max: 100, label: 'Rear tyre tread (%)' },
  spareTireType: { kind: 'text', max: 40, label: 'Spare tyre', hint: 'Full size, Temporary or Repair kit show in the page’s language; other words as written.' },
  // Options and their prices
  optionNewTiresPrice: optionPrice('New tyres price'),
  optionAlloyWheelsPrice: optionPrice('Alloy wheels price'),
  optionSpareKeyType: { kind: 'text', max: 40, label: 'Spare key type' },
  optionSpareKeyPrice: optionPrice('Spare key price'),
  optionMaintenancePackagePrice: optionPrice('Maintenance package price'),
  optionBatteryPrice: optionPrice('New battery price'),
  optionPremiumPackagePrice: optionPrice('Premium package price'),
  optionAudioPrice: optionPrice('Audio change price'),
  inspectionCost: { kind: 'money', label: 'Inspection cost', hint: 'Empty: the destination country’s inspection price.' },
  // Description
  remarks: { kind: 'longText', max: 4000, label: 'Remarks', hint: 'In English: pages in a language whose remarks are empty show these.' },
  remarksFr: { kind: 'longText', max: 4000, lang: 'fr', label: 'Remarks in French' },
  remarksPt: { kind: 'longText', max: 4000, lang: 'pt', label: 'Remarks in Portuguese' },
  remarksRu: { kind: 'longText', max: 4000, lang: 'ru', label: 'Remarks in Russian' },
  goodPoints: { kind: 'longText', max: 4000, label: 'Good points', hint: 'In English, one a line: pages in a language whose good points are empty show these.' },
  goodPointsFr: { kind: 'longText', max: 4000, lang: 'fr', label: 'Good points in French', hint: 'One a line.' },
  goodPointsPt: { kind: 'longText', max: 4000, lang: 'pt', label: 'Good points in Portuguese', hint: 'One a line.' },
  goodPointsRu: { kind: 'longText', max: 4000, lang: 'ru', label: 'Good points in Russian', hint: 'One a line.' },
  keywords: { kind: 'list', max: MAX_KEYWORDS, length: KEYWORD_MAX_LENGTH, label: 'Keywords', hint: 'Extra search words, separated by commas.' },
  movieUrl: { kind: 'url', max: 500, label: 'Movie address', hint: 'https://…' },
} as const satisfies Record<string, FieldInfo>;

export type VehicleField = keyof typeof VEHICLE_FIELDS;
export const VEHICLE_FIELD_NAMES = Object.keys(VEHICLE_FIELDS) as VehicleField[];

/** The form's sections, as a person goes through a car: what it is, its sale, then the details. */
export const VEHICLE_FIELD_GROUPS = [
  {
    id: 'identity',
    label: 'Vehicle',
    fields: ['stockNumber', 'maker', 'model', 'grade', 'modelGrade', 'year4', 'month', 'color', 'modelNumber', 'chassisNumberHead', 'chassisNumberSerialNumber', 'engineNumber'],
  },
  { id: 'sale', label: 'Sale', fields: ['status', 'priceFob', 'distributorPrice', 'qualityGrade', 'arrivedAt', 'campaignBanner'] },
  {
    id: 'specification',
    label: 'Specification',
    fields: [
      'type',
      'kiloMeters',
      'fuelType',
      'engineSize',
      'ccRating',
      'numOfCylinders',
      'transmissionType',
      'driveType',
      'steering',
      'isTurbo',
      'isIntercooler',
      'doors',
      'seat',
      'seatBeltYear',
    ],
  },
  {
    id: 'shipping',
    label: 'Size and shipping',
    fields: ['lengthCm', 'widthCm', 'heightCm', 'weightKg', 'volume', 'containerType', 'loadingPort', 'region', 'searchAreaRef'],
  },
  {
    id: 'equipment',
    label: 'Equipment',
    fields: [
      'isAirConditioning',
      'isPowerSteering',
      'isPowerWindows',
      'isPowerMirrors',
      'isCentralLocking',
      'isAlloyWheels',
      'isSunRoof',
      'isLeatherSeats',
      'isAntiLockBrakes',
      'isCruiseControl',
      'isSrsAirbag',
      'isBackCamera',
      'isSlidingDoor',
      'isHidHeadlights',
      'isLedHeadlights',
      'isMultiFunctionDisplay',
      'isRadioAfFm',
    ],
  },
  { id: 'tyres', label: 'Tyres', fields: ['tireType', 'tireSizeFront', 'tireSizeRear', 'tireConditionFront', 'tireConditionRear', 'spareTireType'] },
  {
    id: 'options',
    label: 'Options and their prices',
    fields: [
      'optionNewTiresPrice',
      'optionAlloyWheelsPrice',
      'optionSpareKeyType',
      'optionSpareKeyPrice',
      'optionMaintenancePackagePrice',
      'optionBatteryPrice',
      'optionPremiumPackagePrice',
      'optionAudioPrice',
      'inspectionCost',
    ],
  },
  {
    id: 'description',
    label: 'Description',
    fields: ['remarks', 'remarksFr', 'remarksPt', 'remarksRu', 'goodPoints', 'goodPointsFr', 'goodPointsPt', 'goodPointsRu', 'keywords', 'movieUrl'],
  },
] as const satisfies readonly { id: string; label: string; fields: readonly VehicleField[] }[];

export const FLAG_FIELDS = VEHICLE_FIELD_NAMES.filter((name) => VEHICLE_FIELDS[name].kind === 'flag');

/**
 * Every message, by the text key a page in another language shows it by: the English with `{name}`
 * values ({field} is the field's label). The API answers the English.
 */
export const STOCK_TEXTS = {
  'input-required': '{field} is a required field',
  'input-too-long': '{field} must be at most {max} characters.',
  'stock-price': '{field} must be a whole number of yen, more than 0.',
  'stock-price-max': '{field} must be at most {max} yen.',
  'stock-whole-number': '{field} must be a whole number from {min} to {max}.',
  'stock-decimal': '{field} must be a number from {min} to {max}.',
  'stock-year': '{field} must be a year from {min} to {max}.',
  'stock-month': '{field} must be a month from 1 to 12.',
  'stock-yes-no': '{field} must be yes or no.',
  'stock-choose-one': '{field} must be one of {choices}.',
  'stock-date': '{field} must be a date written as YYYY-MM-DD.',
  'stock-date-range': '{field} must be a date from {min} to {max}.',
  'stock-web-address': '{field} must be a web address starting with https://.',
  'stock-keywords': 'Keywords must be at most {max} words or phrases, separated by commas, each at most {length} characters.',
  'stock-number-format': 'Stock number may contain only letters, digits and hyphens.',
  'stock-number-taken': 'Another vehicle has the stock number {stockNumber}.',
  'stock-number-twice': 'Stock number {stockNumber} is also on row {row}.',
  'stock-maker-unknown': 'Choose a maker from the list.',
  'stock-model-unknown': 'Choose a model of this maker from the list.',
  'stock-color-unknown': 'Choose a colour from the list.',
  'stock-port-unknown': 'Choose one of the Japanese ports we ship from.',
  'stock-banner-unknown': 'Choose one of the campaign banners.',
  'stock-distributor-price-above-fob': 'Distributor price must not be more than the FOB price.',
  'stock-registration-future': 'The first registration cannot be later than this month.',
  'stock-engine-size-needed': 'Engine size must be more than 0 cc unless the fuel is Electric.',
  'stock-status-initial': 'A new vehicle is ComingSoon, OnSale or LocalStockOnSale.',
  'stock-status-change': 'A vehicle cannot go from {from} to {to}. From {from} it can go to {allowed}.',
  'stock-status-final': 'A vehicle cannot go from {from} to {to}: {from} is final.',
  'stock-photo-none': 'Choose one or more photos.',
  'stock-photo-unreadable': '{file} is not a photo we can read: send JPEG, PNG, WebP or AVIF.',
  'stock-photo-too-large': '{file} is larger than {max} MB.',
  'stock-photo-too-many-pixels': '{file} has more than {max} megapixels.',
  'stock-photo-too-small': '{file} is smaller than {width} × {height} pixels.',
  'stock-photo-limit': 'A vehicle has at most {max} photos: this one would have {count}.',
  'stock-photo-order': 'The new order must list each of the vehicle’s photos once.',
  'stock-photo-unknown': 'This vehicle has no photo {photo}.',
  'stock-photo-store': 'The photos were not saved: {reason} Send them again in a moment; if it goes on, tell whoever runs the site.',
  'stock-csv-unreadable': 'The file cannot be read as CSV: {reason}.',
  'stock-csv-too-large': 'A file is at most {max} MB.',
  'stock-csv-empty': 'The file has no vehicles: its first row names the columns, each row after it is one vehicle.',
  'stock-csv-unknown-column': 'Column {column} is not one of the vehicle’s fields: the template lists them.',
  'stock-csv-duplicate-column': 'Column {column} is there twice.',
  'stock-csv-stock-number-column': 'The file needs a stockNumber column: it says which vehicle each row is.',
  'stock-csv-too-many-cells': 'This row has {count} cells; the first row names {columns} columns.',
  'stock-csv-too-many-rows': 'A file holds at most {max} vehicles; this one has {count}.',
  'stock-csv-taken-meanwhile': 'Another vehicle took one of the file’s stock numbers during the import: check the file again.',
} as const;
export type StockTextKey = keyof typeof STOCK_TEXTS;

/** Amounts grouped by thousands as the spec writes them ("1,000,000,000 yen"); years and lengths not ("4000 characters"). */
const grouped = (n: number) => (Number.isInteger(n) && Math.abs(n) >= 10_000 ? n.toLocaleString('en-US') : String(n));

/** The English of a text with its values. */
export function stockText(key: StockTextKey, values: Record<string, string | number> = {}): string {
  return STOCK_TEXTS[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined ? `{${name}}` : typeof value === 'number' ? grouped(value) : value;
  });
}
