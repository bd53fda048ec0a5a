// The stock CSV: a header row of the vehicle input's field names (any order, any subset that includes
// stockNumber), then one vehicle a row, written as the form takes them ("1,850,000", "yes", 2024-03-01).
// Read from UTF-8 (with or without Excel's byte-order mark) or from Japanese Excel's Shift_JIS, separated
// by commas, semicolons (European Excel) or tabs, with csv-parse, which keeps quoted commas and line breaks.
import { parse } from 'csv-parse/sync';
import type { InputIssue } from '../errors.ts';
import { stockText, VEHICLE_FIELD_NAMES, VEHICLE_FIELDS, type FieldInfo, type StockTextKey, type VehicleField } from './vehicle-fields.ts';
import type { VehicleInput } from './vehicle-input.ts';

export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_MB = 30;

/** A problem with a row of the file (row 1 is the header, as a spreadsheet numbers them). */
export type ImportIssue = InputIssue & { row: number };

export function csvIssue(row: number, fieldname: string, key: StockTextKey, values: Record<string, string | number> = {}): ImportIssue {
  return { row, fieldname, message: stockText(key, values), text: { key, values } };
}

/** What a column takes, in words, for the column list staff read next to the template. */
function formatOf(info: FieldInfo): string {
  switch (info.kind) {
    case 'text':
    case 'longText':
      return `text, at most ${info.max} characters`;
    case 'whole':
      return `whole number from ${info.min} to ${info.max.toLocaleString('en-US')}`;
    case 'money':
      return 'whole number of yen, more than 0';
    case 'decimal':
      return `number from ${info.min} to ${info.max}, a dot before decimals`;
    case 'year':
      return 'year, e.g. 2019';
    case 'month':
      return 'month, 1 to 12';
    case 'flag':
      return 'yes or no (empty is no)';
    case 'choice':
      return `one of ${info.choices.join(', ')}`;
    case 'date':
      return 'date, YYYY-MM-DD';
    case 'url':
      return 'web address starting with https://';
    case 'list':
      return `words or phrases separated by commas, at most ${info.max}`;
    case 'catalogue':
      return {
        maker: 'maker name, as in the maker list',
        model: 'model name of that maker',
        color: 'colour name',
        loadingPort: 'port code (JPNGO) or name',
        campaignBanner: 'campaign banner number',
      }[info.of];
  }
}

export interface CsvColumn {
  name: VehicleField;
  label: string;
  /** Needed for a new vehicle; a row for a vehicle in stock may leave any field out. */
  required: boolean;
  format: string;
  hint: string | null;
}

/** The documented column set: the input's fields, in the form's order. */
export const VEHICLE_CSV_COLUMNS: CsvColumn[] = VEHICLE_FIELD_NAMES.map((name) => {
  const info: FieldInfo = VEHICLE_FIELDS[name];
  return { name, label: info.label, required: 'required' in info && info.required === true, format: formatOf(info), hint: info.hint ?? null };
});

/** One cell as the form would take it back: yes/no, dates as YYYY-MM-DD, lists joined by commas. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

const quoted = (cell: string) => (/[",\r\n;\t]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/**
 * Vehicles as a CSV file Excel opens as UTF-8 (a byte-order mark first, CRLF line ends): the header and
 * one row per input. Exported stock read back in changes nothing.
 */
export function toVehicleCsv(inputs: readonly VehicleInput[], columns: readonly VehicleField[] = VEHICLE_FIELD_NAMES): string {
  const lines = [columns.join(','), ...inputs.map((input) => columns.map((c) => quoted(cellOf(input[c]))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The example row of the template: a vehicle as sales would enter it. */
export const TEMPLATE_VEHICLE: VehicleInput = {
  stockNumber: 'RR200001',
  maker: 'Toyota',
  model: 'Hiace Van',
  grade: 'Super GL',
  modelGrade: '',
  year4: 2019,
  month: 4,
  color: 'Pearl White',
  modelNumber: 'GDH201V',
  chassisNumberHead: 'GDH201V',
  chassisNumberSerialNumber: '1023456',
  engineNumber: '1GD-123456',
  status: 'ComingSoon',
  priceFob: 2_350_000,
  distributorPrice: 2_250_000,
  qualityGrade: 'A',
  type: 'UtilityVan',
  kiloMeters: 86_000,
  fuelType: 'Diesel',
  engineSize: 2800,
  numOfCylinders: 4,
  transmissionType: 'Automatic',
  driveType: 'Type2Wd',
  steering: 'RightHandle',
  isTurbo: true,
  isIntercooler: true,
  doors: 5,
  seat: 6,
  seatBeltYear: 2019,
  lengthCm: 470,
  widthCm: 170,
  heightCm: 198,
  weightKg: 2000,
  containerType: 'RoRo',
  loadingPort: 'JPNGO',
  region: 'Aichi',
  searchAreaRef: 'aichi',
  isAirConditioning: true,
  isPowerSteering: true,
  isPowerWindows: true,
  isPowerMirrors: true,
  isCentralLocking: true,
  isAntiLockBrakes: true,
  isSrsAirbag: true,
  isBackCamera: true,
  isSlidingDoor: true,
  isRadioAfFm: true,
  tireType: 'Summer',
  tireSizeFront: '195/80R15 107/105L',
  tireSizeRear: '195/80R15 107/105L',
  tireConditionFront: 80,
  tireConditionRear: 75,
  spareTireType: 'Full size',
  optionNewTiresPrice: 90_000,
  optionSpareKeyType: 'Smart key',
  optionSpareKeyPrice: 30_000,
  optionMaintenancePackagePrice: 30_000,
  optionBatteryPrice: 28_000,
  optionPremiumPackagePrice: 40_000,
  remarks: 'One owner, maintenance record book included.',
  remarksFr: 'Un seul propriétaire, carnet d’entretien fourni.',
  remarksPt: 'Um só proprietário, inclui livro de manutenção.',
  remarksRu: 'Один владелец, сервисная книжка в комплекте.',
  goodPoints: 'Low mileage for its year\nBoth keys present',
  goodPointsFr: 'Faible kilométrage pour son année\nLes deux clés fournies',
  goodPointsPt: 'Quilometragem baixa para o ano\nAmbas as chaves incluídas',
  goodPointsRu: 'Небольшой пробег для своего года\nОба ключа в наличии',
  keywords: 'hiace, commuter van',
};

/** The template to download: every column, with one example row to overwrite. */
export function vehicleCsvTemplate(): string {
  return toVehicleCsv([TEMPLATE_VEHICLE]);
}

/** The file's text: UTF-8 when it is valid UTF-8, else Shift_JIS (what Japanese Excel saves as "CSV"). */
export function decodeCsv(content: Uint8Array | string): string {
  if (typeof content === 'string') return content.replace(/^\uFEFF/, '');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('shift_jis').decode(content);
  }
}

/** The separator the header row uses: field names hold none of them, so the most frequent wins. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

export interface CsvVehicleRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  /** The row's cells by field, only the file's columns: a column the file leaves out is no change. */
  input: VehicleInput;
}

export type ParsedVehicleCsv = { columns: VehicleField[]; rows: CsvVehicleRow[]; issues: ImportIssue[] };

/**
 * The vehicles of a file, with the problems of its shape (unknown or repeated columns, extra cells).
 * Rows that are entirely empty are skipped; a row's cells are trimmed by the schema, not here.
 */
export function parseVehicleCsv(content: Uint8Array | string): ParsedVehicleCsv {
  const size = typeof content === 'string' ? content.length : content.byteLength;
  if (size > MAX_IMPORT_MB * 1024 * 1024) return { columns: [], rows: [], issues: [csvIssue(1, 'file', 'stock-csv-too-large', { max: MAX_IMPORT_MB })] };
  const text = decodeCsv(content);
  let records: string[][];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false, bom: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
    return { columns: [], rows: [], issues: [csvIssue(1, 'file', 'stock-csv-unreadable', { reason })] };
  }
  const [header = [], ...body] = records;
  const issues: ImportIssue[] = [];
  const byName = new Map(VEHICLE_FIELD_NAMES.map((name) => [name.toLowerCase(), name]));
  const columns: (VehicleField | null)[] = header.map((cell) => {
    const name = byName.get(cell.trim().toLowerCase());
    if (!name && cell.trim()) issues.push(csvIssue(1, cell.trim(), 'stock-csv-unknown-column', { column: cell.trim() }));
    return name ?? null;
  });
  const seen = new Set<VehicleField>();
  for (const name of columns) {
    if (name && seen.has(name)) issues.push(csvIssue(1, name, 'stock-csv-duplicate-column', { column: name }));
    if (name) seen.add(name);
  }
  if (header.some((c) => c.trim()) && !seen.has('stockNumber')) issues.push(csvIssue(1, 'stockNumber', 'stock-csv-stock-number-column'));
  const rows: CsvVehicleRow[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const extra = cells.slice(columns.length);
    if (extra.some((c) => c.trim() !== '')) issues.push(csvIssue(row, 'file', 'stock-csv-too-many-cells', { count: cells.length, columns: columns.length }));
    const input: Record<string, string> = {};
    columns.forEach((name, i) => {
      if (name) input[name] = cells[i] ?? '';
    });
    rows.push({ row, input: input as VehicleInput });
  });
  if (issues.length === 0 && rows.length === 0) issues.push(csvIssue(1, 'file', 'stock-csv-empty'));
  if (rows.length > MAX_IMPORT_ROWS) issues.push(csvIssue(1, 'file', 'stock-csv-too-many-rows', { max: MAX_IMPORT_ROWS, count: rows.length }));
  return { columns: [...seen], rows, issues };
}
