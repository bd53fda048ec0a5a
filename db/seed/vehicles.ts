// Builds realistic demo stock from the model reference: plausible years, mileage, prices, discounts,
// equipment, tyres and option prices, each vehicle drawn from a seeded random source.
import { type vehicles } from '#db/schema/catalogue.ts';
import type { BodyType, QualityGrade, VehicleStatus } from '#db/schema/enums.ts';
import { normalizeSearchText } from '#domain/catalogue/search-text.ts';
import { type LOADING_PORT_CODES, modelReferences, PAINT_COLORS, type ModelReference, type ReferenceIds } from './reference-data.ts';
import { hashString, Random } from './random.ts';
import { VEHICLE_GOOD_POINTS, VEHICLE_REMARKS } from './content/vehicle-texts.ts';
import type { Lang, Localized } from './content/types.ts';

type VehicleInsert = typeof vehicles.$inferInsert;

const JAPANESE_MAKERS = new Set(['Toyota', 'Nissan', 'Honda', 'Mazda', 'Mitsubishi', 'Subaru', 'Suzuki', 'Daihatsu', 'Isuzu', 'Hino', 'Mitsubishi Fuso', 'Lexus', 'UD Trucks']);

/** Popular export models are stocked more often than their share of the model list. */
const POPULAR = new Set([
  'Hiace',
  'Crown',
  'Land Cruiser Prado',
  'Land Cruiser',
  'RAV4',
  'Harrier',
  'Corolla Fielder',
  'Corolla Axio',
  'Probox',
  'Vitz',
  'Aqua',
  'Prius',
  'Hilux',
  'X-Trail',
  'Note',
  'Caravan',
  'Fit',
  'Vezel',
  'Demio',
  'CX-5',
  'Forester',
  'Elf',
  'Dutro',
  'Canter',
  'Alphard',
  'Noah',
  'Voxy',
  'Passo',
  'Wish',
  'Axela',
  'Impreza',
]);

/** Real gas-fuelled versions sold in Japan: LPG taxis (Crown Comfort, Cedric), CNG light trucks and
 * vans for city fleets. models.json lists petrol and diesel only, so a few vehicles of these models
 * come in their gas versions. */
const GAS_VERSIONS: Record<string, { fuel: 'Lpg' | 'Cng'; engineCc: number }> = {
  'Toyota|Crown': { fuel: 'Lpg', engineCc: 2000 },
  'Nissan|Atlas': { fuel: 'Cng', engineCc: 3000 },
  'Isuzu|Elf': { fuel: 'Cng', engineCc: 4600 },
  'Mitsubishi Fuso|Canter': { fuel: 'Cng', engineCc: 4900 },
  'Toyota|Probox': { fuel: 'Cng', engineCc: 1500 },
};

const STATUS_WEIGHTS: (readonly [VehicleStatus, number])[] = [
  ['OnSale', 70],
  ['LocalStockOnSale', 4],
  ['ComingSoon', 5],
  ['OnHold', 5],
  ['SoldOutRecently', 5],
  ['SoldOut', 5],
  ['SoldOutAuction', 2],
  ['LocalStockDeleted', 2],
  ['Other', 2],
];

const YARDS = [
  { region: 'Aichi', port: 'JPNGO', weight: 40 },
  { region: 'Kanagawa', port: 'JPYOK', weight: 25 },
  { region: 'Osaka', port: 'JPOSA', weight: 15 },
  { region: 'Hyogo', port: 'JPUKB', weight: 10 },
  { region: 'Fukuoka', port: 'JPHKT', weight: 10 },
] as const satisfies readonly { port: (typeof LOADING_PORT_CODES)[number]; region: string; weight: number }[];

const TIRE_SIZES: Record<BodyType, string[]> = {
  Hatchback: ['155/65R14', '175/65R15', '185/60R15', '185/55R16'],
  Sedan: ['195/65R15', '205/55R16', '215/55R17', '225/45R18'],
  Wagon: ['195/65R15', '205/60R16', '215/60R16', '205/55R17'],
  Sports: ['215/45R17', '225/40R18', '245/40R18', '255/35R19'],
  Suv: ['225/65R17', '235/55R18', '265/65R17', '265/60R18', '285/60R18'],
  MiniBus: ['195/80R15 107/105L', '215/70R15', '205/60R16'],
  UtilityVan: ['165R13 6PR', '175/80R14', '195/80R15 107/105L'],
  Pickup: ['205R16 8PR', '265/65R17', '255/70R15'],
  TruckEtc: ['205/70R16 111/109L', '205/85R16 117/115L', '7.50R16 14PR', '225/80R17.5'],
  bus20Seats: ['205/80R17.5', '215/70R17.5 118/116L', '7.00R16 12PR'],
};

/** A remark in its four columns, English first. */
const remarksColumns = (remarks: Localized) => ({ remarks: remarks.en, remarksFr: remarks.fr, remarksPt: remarks.pt, remarksRu: remarks.ru });

const round = (value: number, step: number) => Math.round(value / step) * step;

export interface VehicleSeedOptions {
  count: number;
  seed: number;
  /** Stock numbers start after this number: lets a second batch extend the stock. */
  firstNumber?: number;
  /** The "today" of the demo stock: arrival dates and ages are counted back from it. */
  anchorDate: Date;
}

export function buildVehicles(ids: ReferenceIds, options: VehicleSeedOptions): VehicleInsert[] {
  const random = new Random(hashString(`vehicles:${options.seed}:${options.firstNumber ?? 0}`));
  const anchorYear = options.anchorDate.getUTCFullYear();
  const weightedModels = modelReferences
    .filter((m) => (m.productionYears.to ?? anchorYear) >= anchorYear - 16)
    .map((m) => [m, (POPULAR.has(m.model) ? 6 : 1) * (JAPANESE_MAKERS.has(m.maker) ? 2 : 1)] as const);
  const colorWeights = PAINT_COLORS.map((c) => [c, c.weight] as const);
  const rows: VehicleInsert[] = [];
  const first = options.firstNumber ?? 100000;
  for (let i = 0; i < options.count; i++) {
    rows.push(buildVehicle(random, ids, random.weighted(weightedModels), random.weighted(colorWeights), first + i + 1, options.anchorDate));
  }
  return rows;
}

function buildVehicle(
  random: Random,
  ids: ReferenceIds,
  model: ModelReference,
  color: (typeof PAINT_COLORS)[number],
  number: number,
  anchorDate: Date,
): VehicleInsert {
  const anchorYear = anchorDate.getUTCFullYear();
  const firstYear = Math.max(model.productionYears.from, anchorYear - 15);
  const lastYear = Math.min(model.productionYears.to ?? anchorYear - 1, anchorYear - 1);
  const year4 = random.int(Math.min(firstYear, lastYear), lastYear);
  const age = anchorYear - year4;
  const isCommercial = ['TruckEtc', 'bus20Seats', 'UtilityVan'].includes(model.bodyType);
  const heavy = (price: number) => (model.bodyType === 'TruckEtc' || model.bodyType === 'bus20Seats' ? null : price);
  const kiloMeters = round(Math.max(1500, age * random.int(isCommercial ? 12000 : 6000, isCommercial ? 30000 : 14000) + random.int(-4000, 4000)), 100);

  const gas = GAS_VERSIONS[`${model.maker}|${model.model}`];
  const gasVersion = gas !== undefined && random.chance(0.25);
  const fuelType = gasVersion ? gas.fuel : random.pick(model.fuelTypes);
  // A grade named for a drivetrain ("Hybrid G", "e-POWER X", "PHEV") only goes with that drivetrain.
  const gradeFits = (g: string) =>
    /hybrid|e-power/i.test(g) ? fuelType === 'Hybrid' : /phev|plug-in/i.test(g) ? fuelType === 'PluginHybrid' : true;
  const fittingGrades = model.grades.filter(gradeFits);
  const isElectric = fuelType === 'Electric';
  const engineSize = gasVersion ? gas.engineCc : isElectric || model.engineCc.length === 0 ? 0 : random.pick(model.engineCc);
  const driveType = random.pick(model.driveTypes);
  const transmissionType = random.pick(model.transmissions);
  const grade = fittingGrades.length ? random.pick(fittingGrades) : null;
  const isJapanese = JAPANESE_MAKERS.has(model.maker);
  const isLeftHandle = isJapanese ? random.chance(0.01) : random.chance(0.45);

  // Price: the band's position follows age and mileage, with the noise of real auctions.
  const { min, max } = model.fobPriceJpy;
  const condition = Math.min(1, Math.max(0, 1 - (age - 3) / 14 - kiloMeters / 400000 + (random.next() - 0.5) * 0.35));
  const priceFob = Math.max(150000, round(min + (max - min) * condition, 1000));
  const discounted = random.chance(0.22);
  const originalPrice = discounted ? priceFob + round(random.int(20000, Math.max(40000, priceFob * 0.15)), 10000) : null;
  const qualityGrade: QualityGrade = random.weighted([
    ['A', condition > 0.6 ? 50 : 20],
    ['B', 55],
    ['Csc', condition < 0.3 ? 30 : 10],
  ]);

  const yard = random.weighted(YARDS.map((y) => [y, y.weight] as const));
  const modelCode = model.modelCodes.length ? random.pick(model.modelCodes) : null;
  const chassisNumberHead = modelCode ? modelCode.replace(/[^A-Z0-9]/gi, '').toUpperCase() : null;
  const { length, width, height } = model.dimensionsMm;
  const volume = Math.round((length * width * height) / 1e6) / 1000;
  const tyreSize = random.pick(TIRE_SIZES[model.bodyType]);
  const luxury = /Lexus|Mercedes|BMW|Audi|Porsche|Land Rover|Bentley|Rolls|Maserati|Jaguar/.test(model.maker) || /Z|G|Premium|Executive|Limited/.test(grade ?? '');
  const recent = year4 >= anchorYear - 8;
  const stockNumber = `RR${number}`;
  const days = Math.floor(Math.pow(random.next(), 1.6) * 240);
  const arrivedAt = new Date(anchorDate.getTime() - days * 86400000 - random.int(0, 86399) * 1000);
  const status: VehicleStatus = days < 3 && random.chance(0.5) ? 'ComingSoon' : random.weighted(STATUS_WEIGHTS);
  const goodPoints = Array.from(new Set([random.pick(VEHICLE_GOOD_POINTS), random.pick(VEHICLE_GOOD_POINTS), random.pick(VEHICLE_GOOD_POINTS)]));
  const goodPointsIn = (language: Lang) => goodPoints.map((point) => point[language]).join('\n');
  const seat = model.seats.length ? random.pick(model.seats) : null;
  const type = model.bodyType;
  const makerName = model.maker;
  const searchText = normalizeSearchText(
    [makerName, model.model, grade, modelCode, chassisNumberHead, stockNumber, ...model.aliases.filter((a) => /^[\x20-\x7e]+$/.test(a))].filter(Boolean).join(' '),
  );

  return {
    uuid: random.uuid(),
    stockNumber,
    status,
    favNumber: random.chance(0.3) ? random.int(1, 25) : 0,
    viewCount: random.int(0, 900),
    priceFob,
    distributorPrice: round(priceFob * 0.95, 1000),
    originalPrice,
    imagePaths: (['front', 'side', 'rear', 'interior'] as const).map((angle) => `vehicles/${type.toLowerCase()}/${color.slug}/${angle}`),
    movieUrl: null,
    ...remarksColumns(random.pick(VEHICLE_REMARKS)),
    goodPoints: goodPointsIn('en'),
    goodPointsFr: goodPointsIn('fr'),
    goodPointsPt: goodPointsIn('pt'),
    goodPointsRu: goodPointsIn('ru'),
    makerId: ids.makerIds.get(makerName)!.id,
    modelId: ids.modelIds.get(`${makerName}|${model.model}`)!,
    makerModelKey: `${makerName} ${model.model}`.toLowerCase(),
    modelGrade: grade ? `${model.model} ${grade}` : model.model,
    grade,
    year4,
    month: random.int(1, 12),
    seatBeltYear: year4,
    modelNumber: modelCode,
    chassisNumberHead,
    chassisNumberSerialNumber: String(random.int(1000000, 9999999)),
    engineNumber: isElectric ? null : `${String.fromCharCode(65 + random.int(0, 25))}${random.int(1, 9)}${String.fromCharCode(65 + random.int(0, 25))}-${random.int(100000, 999999)}`,
    engineSize,
    ccRating: engineSize ? `${engineSize} cc` : null,
    numOfCylinders: engineSize === 0 ? 0 : engineSize <= 660 ? 3 : engineSize <= 1500 ? random.pick([3, 4]) : engineSize <= 2800 ? 4 : engineSize <= 4000 ? 6 : 8,
    fuelType,
    kiloMeters,
    transmissionType,
    driveType,
    is4wd: driveType !== 'Type2Wd',
    doors: model.doors,
    seat,
    colorId: ids.colorIds.get(color.slug)!,
    isLeftHandle,
    isTurbo: fuelType === 'Diesel' || (engineSize > 0 && engineSize <= 660 && random.chance(0.3)) || random.chance(0.1),
    isIntercooler: fuelType === 'Diesel' && random.chance(0.7),
    weightKg: round(volume * (isCommercial ? 150 : 95) + random.int(-60, 60), 10),
    heightCm: Math.round(height / 10),
    lengthCm: Math.round(length / 10),
    widthCm: Math.round(width / 10),
    region: yard.region,
    type,
    volume,
    containerType: volume < 10 && random.chance(0.2) ? 'Container20F' : 'RoRo',
    loadingPortId: ids.portIds.get(yard.port) ?? null,
    searchAreaRef: yard.region.toLowerCase(),
    qualityGrade,
    isMultiFunctionDisplay: recent && random.chance(0.6),
    isRadioAfFm: random.chance(0.5),
    spareTireType: random.weighted([
      ['Full size', isCommercial || type === 'Suv' ? 5 : 1],
      ['Temporary', 4],
      ['Repair kit', recent ? 3 : 1],
    ]),
    tireType: random.weighted([
      ['Summer', 7],
      ['All season', 2],
      ['Winter (studless)', 1],
    ]),
    tireSizeFront: tyreSize,
    tireSizeRear: tyreSize,
    tireConditionFront: round(random.int(30, 95), 5),
    tireConditionRear: round(random.int(30, 95), 5),
    optionNewTiresPrice: round(type === 'Hatchback' ? random.int(35000, 50000) : isCommercial || type === 'Suv' ? random.int(70000, 120000) : random.int(45000, 70000), 1000),
    // Trucks and buses run on steel, often dual rear wheels: no alloy wheel change is offered on them.
    optionAlloyWheelsPrice: heavy(round(random.int(40000, luxury ? 150000 : 90000), 1000)),
    optionSpareKeyType: recent ? 'Smart key' : 'Mechanical key',
    optionSpareKeyPrice: recent ? round(random.int(25000, 50000), 1000) : round(random.int(8000, 15000), 1000),
    optionMaintenancePackagePrice: round(isCommercial ? random.int(25000, 40000) : random.int(15000, 30000), 1000),
    optionBatteryPrice: round(fuelType === 'Diesel' ? random.int(22000, 35000) : random.int(12000, 22000), 1000),
    optionPremiumPackagePrice: round(random.int(25000, luxury ? 60000 : 45000), 1000),
    optionAudioPrice: round(random.int(20000, 60000), 1000),
    inspectionCost: null,
    isAirConditioning: random.chance(0.98),
    isPowerSteering: random.chance(0.99),
    isPowerWindows: random.chance(isCommercial ? 0.6 : 0.97),
    isPowerMirrors: random.chance(isCommercial ? 0.6 : 0.95),
    isCentralLocking: random.chance(0.9),
    isAlloyWheels: random.chance(luxury || type === 'Suv' || type === 'Sports' ? 0.9 : 0.4),
    isSunRoof: random.chance(luxury ? 0.4 : 0.05),
    isLeatherSeats: random.chance(luxury ? 0.7 : 0.08),
    isAntiLockBrakes: random.chance(0.95),
    isCruiseControl: random.chance(recent ? 0.6 : 0.2),
    isSrsAirbag: random.chance(0.95),
    isBackCamera: random.chance(recent ? 0.7 : 0.3),
    isSlidingDoor: type === 'MiniBus' || (type === 'UtilityVan' && random.chance(0.9)) || (type === 'Wagon' && random.chance(0.15)),
    isHidHeadlights: !recent && random.chance(0.4),
    isLedHeadlights: recent && random.chance(0.7),
    keywords: model.aliases.slice(0, 3),
    searchText,
    arrivedAt,
    createdAt: arrivedAt,
    updatedAt: arrivedAt,
  };
}

export { insertVehicles } from '#db/vehicle-writes.ts';
