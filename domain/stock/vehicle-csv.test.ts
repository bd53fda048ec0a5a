import { describe, expect, it } from 'vitest';
import { TEST_ANCHOR_DATE } from '#tests/setup/seed-fixture.ts';
import { decodeCsv, parseVehicleCsv, TEMPLATE_VEHICLE, toVehicleCsv, VEHICLE_CSV_COLUMNS, vehicleCsvTemplate } from './vehicle-csv.ts';
import { VEHICLE_FIELD_NAMES } from './vehicle-fields.ts';
import { parseVehicleInput } from './vehicle-input.ts';

describe('the stock CSV', () => {
  it('documents a column for every field of the input, by the same name, with what it takes', () => {
    expect(VEHICLE_CSV_COLUMNS.map((c) => c.name)).toEqual(VEHICLE_FIELD_NAMES);
    expect(VEHICLE_CSV_COLUMNS.filter((c) => c.required).map((c) => c.name)).toEqual(['stockNumber', 'maker', 'model', 'year4', 'priceFob', 'kiloMeters', 'fuelType', 'transmissionType', 'driveType']);
    expect(VEHICLE_CSV_COLUMNS.find((c) => c.name === 'fuelType')).toMatchObject({ label: 'Fuel', format: 'one of Cng, Diesel, Electric, Hybrid, Lpg, Petrol, PluginHybrid' });
    expect(VEHICLE_CSV_COLUMNS.find((c) => c.name === 'priceFob')!.format).toBe('whole number of yen, more than 0');
  });

  it('offers a template with every column and one example row that reads back as valid input', () => {
    const template = vehicleCsvTemplate();
    expect(template.startsWith('\uFEFFstockNumber,maker,model,')).toBe(true);
    expect(template.split('\r\n')).toHaveLength(3);
    const parsed = parseVehicleCsv(new TextEncoder().encode(template));
    expect(parsed.issues).toEqual([]);
    expect(parsed.columns).toEqual(VEHICLE_FIELD_NAMES);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]!.row).toBe(2);
    expect(parsed.rows[0]!.input).toMatchObject({ stockNumber: 'RR200001', maker: 'Toyota', priceFob: '2350000', isTurbo: 'yes', isSunRoof: '', goodPoints: 'Low mileage for its year\nBoth keys present' });
    const { values, issues } = parseVehicleInput(parsed.rows[0]!.input, TEST_ANCHOR_DATE);
    expect(issues).toEqual([]);
    expect(values).toMatchObject({ priceFob: TEMPLATE_VEHICLE.priceFob, isTurbo: true, keywords: ['hiace', 'commuter van'] });
  });

  it('writes cells with commas, quotes and line breaks so that they read back as written', () => {
    const csv = toVehicleCsv([{ stockNumber: 'RR1', remarks: 'Scratch, "minor"\nrear bumper', isSunRoof: false, arrivedAt: new Date('2026-03-04T05:06:07Z') }], ['stockNumber', 'remarks', 'isSunRoof', 'arrivedAt']);
    expect(csv).toBe('\uFEFFstockNumber,remarks,isSunRoof,arrivedAt\r\nRR1,"Scratch, ""minor""\nrear bumper",no,2026-03-04\r\n');
    expect(parseVehicleCsv(csv).rows[0]!.input).toEqual({ stockNumber: 'RR1', remarks: 'Scratch, "minor"\nrear bumper', isSunRoof: 'no', arrivedAt: '2026-03-04' });
  });

  it('reads Japanese Excel’s Shift_JIS, European Excel’s semicolons and tab-separated text', () => {
    // "トヨタ" in Shift_JIS.
    const sjis = new Uint8Array([...new TextEncoder().encode('stockNumber,maker,remarks\r\nRR1,Toyota,'), 0x83, 0x67, 0x83, 0x88, 0x83, 0x5e, 0x0d, 0x0a]);
    expect(decodeCsv(sjis)).toBe('stockNumber,maker,remarks\r\nRR1,Toyota,トヨタ\r\n');
    expect(parseVehicleCsv(sjis).rows[0]!.input).toEqual({ stockNumber: 'RR1', maker: 'Toyota', remarks: 'トヨタ' });
    expect(parseVehicleCsv('stockNumber;priceFob;remarks\nRR1;1,5;a, b\n').rows[0]!.input).toEqual({ stockNumber: 'RR1', priceFob: '1,5', remarks: 'a, b' });
    expect(parseVehicleCsv('stockNumber\tpriceFob\nRR1\t1,500,000\n').rows[0]!.input).toEqual({ stockNumber: 'RR1', priceFob: '1,500,000' });
    // Header names in any case.
    expect(parseVehicleCsv('StockNumber,PRICEFOB\nRR1,1\n').columns).toEqual(['stockNumber', 'priceFob']);
  });

  it('numbers rows as a spreadsheet does, skipping empty ones, a quoted line break staying in its row', () => {
    const parsed = parseVehicleCsv('stockNumber,remarks\r\nRR1,"two\r\nlines"\r\n\r\n,\r\nRR2,x\r\n');
    expect(parsed.rows.map((r) => [r.row, r.input.stockNumber])).toEqual([
      [2, 'RR1'],
      [5, 'RR2'],
    ]);
  });

  it('says what is wrong with the file’s shape', () => {
    const header = parseVehicleCsv('stockNumber,colour,maker,maker\nRR1,red,Toyota,Toyota\n');
    expect(header.issues.map((i) => [i.row, i.fieldname, i.message])).toEqual([
      [1, 'colour', 'Column colour is not one of the vehicle’s fields: the template lists them.'],
      [1, 'maker', 'Column maker is there twice.'],
    ]);
    expect(parseVehicleCsv('maker,model\nToyota,Prius\n').issues.map((i) => i.message)).toEqual(['The file needs a stockNumber column: it says which vehicle each row is.']);
    expect(parseVehicleCsv('stockNumber,maker\n').issues.map((i) => i.message)).toEqual(['The file has no vehicles: its first row names the columns, each row after it is one vehicle.']);
    expect(parseVehicleCsv('').issues).toHaveLength(1);
    expect(parseVehicleCsv('stockNumber,maker\nRR1,Toyota,extra\nRR2,Toyota,\n').issues).toEqual([
      expect.objectContaining({ row: 2, fieldname: 'file', message: 'This row has 3 cells; the first row names 2 columns.' }),
    ]);
    const broken = parseVehicleCsv('stockNumber,remarks\nRR1,"never closed\n');
    expect(broken.issues).toEqual([expect.objectContaining({ row: 1, fieldname: 'file', text: expect.objectContaining({ key: 'stock-csv-unreadable' }) })]);
    expect(broken.issues[0]!.message).toMatch(/^The file cannot be read as CSV: .*quote/i);
  });
});
