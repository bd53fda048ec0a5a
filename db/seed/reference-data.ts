// Seeds the facts the stock and the price rest on: makers, models, colours, currencies, countries with
// their import rules, ports with freight, inland routes, the Japan-side charges and search keywords.
// Source: ./reference/*.json (the charges: domain/trade/pricing-constants.ts, taken from it).
import { readFileSync } from 'node:fs';
import type { Database } from '#db/client.ts';
import { colors, makers, models, searchKeywords } from '#db/schema/catalogue.ts';
import type { BodyType, DriveType, FuelType, TransmissionType } from '#db/schema/enums.ts';
import {
  countries,
  countryCifs,
  countryPorts,
  countryRegulationMessages,
  currencies,
  inlandTransRoutes,
  portCifs,
  portClearingRoutes,
  ports,
  tradeCharges,
} from '#db/schema/geography.ts';
import { normalizeSearchText } from '#domain/catalogue/search-text.ts';
import { REFERENCE_TRADE_CHARGES } from '#domain/trade/pricing-constants.ts';
import { hashString, Random } from './random.ts';

function readReference<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./reference/${name}.json`, import.meta.url), 'utf8')) as T;
}

export interface ModelReference {
  maker: string;
  model: string;
  generation: string | null;
  modelCodes: string[];
  bodyType: BodyType;
  kei: boolean;
  productionYears: { from: number; to: number | null };
  dimensionsMm: { length: number; width: number; height: number };
  volumeM3: number;
  engineCc: number[];
  fuelTypes: FuelType[];
  transmissions: TransmissionType[];
  driveTypes: DriveType[];
  doors: number | null;
  seats: number[];
  grades: string[];
  fobPriceJpy: { min: number; max: number };
  aliases: string[];
}

interface CountryReference {
  code: string;
  name: Record<'en' | 'fr' | 'pt' | 'ru', string>;
  region: string;
  currency: string;
  drivesOn: string;
  rightHandDriveImportAllowed: boolean | null;
  steeringNote: string | null;
  usedImports: string;
  ageLimit: { years: number | null; countedFrom: string | null; rule: string | null } | null;
  preShipmentInspection: { required: boolean; by: string[]; feeUsd: number | null; feeUsdEstimate: number | null } | null;
  regulationMessage: Record<string, string>;
  ports: string[];
  additionalPriceJpy: number | null;
  additionalPriceNote: string | null;
  certainty: string;
}

interface PortReference {
  locode: string;
  name: string;
  countryCode: string;
  role: 'loading' | 'destination';
  roroService: boolean;
  roroUsdPerM3?: number | null;
  container?: { perVehicle20ftUsd: number | null; perVehicle40hcUsd: number | null } | null;
  transitDays?: { fromYokohama?: number; fromNagoya?: number; fromOsaka?: number } | null;
  additionalChargeJpy?: number | null;
  note?: string | null;
}

interface RouteReference {
  fromPort: string;
  toCity: string;
  toCountry: string;
  distanceKm: number | null;
  via: string | null;
  options: { transport: string; costUsd: number; days: { min: number; max: number } | null }[];
}

interface CurrencyReference {
  code: string;
  name: string;
  perJpy: number;
  isoMinorUnits: number;
  displayDecimals: number;
}

export const modelReferences = readReference<{ models: ModelReference[] }>('models').models;
const countryReferences = readReference<{ countries: CountryReference[] }>('countries').countries;
const portReferences = readReference<{ ports: PortReference[] }>('ports').ports;
const routeReference = readReference<{ portClearing: { port: string; clearingUsd: number }[]; routes: RouteReference[] }>('inland-routes');
const currencyReferences = readReference<{ currencies: CurrencyReference[] }>('currencies').currencies;
const pricingConstants = readReference<{ fxAssumption: { usdJpy: number }; inspectionFeesJpy: Record<string, { default: number }> }>(
  'pricing-constants',
);

const USD_JPY = pricingConstants.fxAssumption.usdJpy;
const usdToJpy = (usd: number) => Math.round((usd * USD_JPY) / 100) * 100;

/** Paint colours of the demo stock, with how common each is on Japanese used cars. */
export const PAINT_COLORS = [
  { slug: 'white', name: 'Pearl White', hex: '#f4f4f2', weight: 26 },
  { slug: 'silver', name: 'Silver', hex: '#c0c4c8', weight: 16 },
  { slug: 'black', name: 'Black', hex: '#1c1c1e', weight: 18 },
  { slug: 'grey', name: 'Grey', hex: '#6b7075', weight: 8 },
  { slug: 'blue', name: 'Blue', hex: '#1f4e9c', weight: 5 },
  { slug: 'dark-blue', name: 'Dark Blue', hex: '#1b2a4a', weight: 5 },
  { slug: 'red', name: 'Red', hex: '#b3202a', weight: 5 },
  { slug: 'wine', name: 'Wine Red', hex: '#6d1f2e', weight: 3 },
  { slug: 'green', name: 'Green', hex: '#2f5d3a', weight: 2 },
  { slug: 'beige', name: 'Beige', hex: '#d8c8a8', weight: 3 },
  { slug: 'brown', name: 'Brown', hex: '#6b4a32', weight: 3 },
  { slug: 'yellow', name: 'Yellow', hex: '#e8c21a', weight: 1 },
  { slug: 'orange', name: 'Orange', hex: '#e26a1c', weight: 1 },
  { slug: 'gold', name: 'Gold', hex: '#b89a4c', weight: 2 },
] as const;

/** The loading ports the demo yards ship from. */
export const LOADING_PORT_CODES = ['JPYOK', 'JPNGO', 'JPOSA', 'JPUKB', 'JPHKT'] as const;

/**
 * Japan's own export bans (pricing-constants.json, japanExportRestrictions) in numbers: to Russia, no
 * passenger car over 1,900 cc, no hybrid or electric car (since 9 August 2023), nothing over ¥6 million.
 */
const JAPAN_EXPORT_BANS: Record<string, { maxEngineCc: number; bannedFuelTypes: string[]; maxPriceJpy: number }> = {
  RU: { maxEngineCc: 1900, bannedFuelTypes: ['Hybrid', 'PluginHybrid', 'Electric'], maxPriceJpy: 6_000_000 },
};

function ageCountedFromKind(text: string | null | undefined): string | null {
  if (!text) return null;
  if (/regist|entry into service/i.test(text)) return 'first-registration';
  if (/model year/i.test(text)) return 'model-year';
  return 'manufacture';
}

function inspectionFeeJpy(country: CountryReference): number | null {
  const inspection = country.preShipmentInspection;
  if (!inspection?.required) return null;
  const known: Record<string, string> = { KE: 'QISJ_Kenya', TZ: 'EAA_Tanzania', UG: 'Uganda_PVoC', MZ: 'Intertek_Mozambique', MU: 'Intertek_Mauritius' };
  const key = known[country.code];
  if (key && pricingConstants.inspectionFeesJpy[key]) return pricingConstants.inspectionFeesJpy[key].default;
  const usd = inspection.feeUsd ?? inspection.feeUsdEstimate;
  return usd ? usdToJpy(usd) : (pricingConstants.inspectionFeesJpy.JEVIC_roadworthiness?.default ?? 25000);
}

export interface ReferenceIds {
  makerIds: Map<string, { id: number; uuid: string }>;
  modelIds: Map<string, number>;
  colorIds: Map<string, number>;
  countryIds: Map<string, number>;
  portIds: Map<string, number>;
}

export async function seedReferenceData(db: Database, seed: number): Promise<ReferenceIds> {
  const random = new Random(hashString(`reference:${seed}`));

  // Currencies: JPY and USD first, as buyers look for them first.
  const currencyRows = await db
    .insert(currencies)
    .values(
      currencyReferences.map((c) => ({
        uuid: random.uuid(),
        name: c.code,
        displayName: c.name,
        rate: c.perJpy,
        minorUnits: c.isoMinorUnits,
        displayDecimals: c.displayDecimals,
      })),
    )
    .returning({ id: currencies.id, name: currencies.name });
  const currencyIds = new Map(currencyRows.map((r) => [r.name, r.id]));

  // Countries: Japan (the fallback country) plus the 61 destinations.
  const japan: CountryReference = {
    code: 'JP',
    name: { en: 'Japan', fr: 'Japon', pt: 'Japão', ru: 'Япония' },
    region: 'East Asia',
    currency: 'JPY',
    drivesOn: 'left',
    rightHandDriveImportAllowed: true,
    steeringNote: null,
    usedImports: 'allowed',
    ageLimit: null,
    preShipmentInspection: null,
    regulationMessage: {},
    ports: [],
    additionalPriceJpy: 0,
    additionalPriceNote: null,
    certainty: 'sourced',
  };
  const allCountries = [japan, ...countryReferences];
  const countryRows = await db
    .insert(countries)
    .values(
      allCountries.map((c, i) => ({
        uuid: random.uuid(),
        name: c.name.en,
        code: c.code,
        localNames: c.name,
        region: c.region,
        defaultCurrencyId: currencyIds.get(c.currency) ?? null,
        drivesOn: c.drivesOn,
        rightHandDriveAllowed: c.rightHandDriveImportAllowed,
        leftHandDriveAllowed: !/only right-hand|RHD only/i.test(c.steeringNote ?? ''),
        steeringNote: c.steeringNote,
        usedImportsAllowed: c.usedImports === 'allowed' || c.usedImports.startsWith('restricted'),
        ageLimitYears: c.ageLimit?.years ?? null,
        ageCountedFrom: ageCountedFromKind(c.ageLimit?.countedFrom),
        ageRule: c.ageLimit?.rule ?? null,
        inspectionRequired: c.preShipmentInspection?.required ?? false,
        inspectionAgency: c.preShipmentInspection?.by.join(', ') || null,
        inspectionFeeJpy: inspectionFeeJpy(c),
        certainty: c.certainty,
        exportMaxEngineCc: JAPAN_EXPORT_BANS[c.code]?.maxEngineCc ?? null,
        exportBannedFuelTypes: JAPAN_EXPORT_BANS[c.code]?.bannedFuelTypes ?? null,
        exportMaxPriceJpy: JAPAN_EXPORT_BANS[c.code]?.maxPriceJpy ?? null,
        sortOrder: i,
      })),
    )
    .returning({ id: countries.id, code: countries.code });
  const countryIds = new Map(countryRows.map((r) => [r.code, r.id]));

  await db.insert(countryCifs).values(
    allCountries.map((c) => ({
      countryId: countryIds.get(c.code)!,
      additionalPrice: c.additionalPriceJpy ?? 0,
      additionalPriceFieldName: c.additionalPriceJpy ? (c.additionalPriceNote ?? 'Country surcharge') : null,
      insuranceRatePercent: /West|Central/.test(c.region) ? 1.5 : 1,
    })),
  );
  const messages = allCountries.flatMap((c) =>
    Object.entries(c.regulationMessage).map(([language, message]) => ({ countryId: countryIds.get(c.code)!, language, message })),
  );
  if (messages.length) await db.insert(countryRegulationMessages).values(messages);

  // Ports: loading ports in Japan, then destination ports with freight from each loading port.
  const portRows = await db
    .insert(ports)
    .values(
      portReferences
        .filter((p) => countryIds.has(p.countryCode))
        .map((p) => ({
          uuid: random.uuid(),
          code: p.locode,
          name: p.name,
          countryId: countryIds.get(p.countryCode)!,
          isLoadingPort: p.role === 'loading',
          roroService: p.roroService,
          note: p.note ?? null,
        })),
    )
    .returning({ id: ports.id, code: ports.code });
  const portIds = new Map(portRows.map((r) => [r.code, r.id]));

  const transitFrom: Record<(typeof LOADING_PORT_CODES)[number], 'fromYokohama' | 'fromNagoya' | 'fromOsaka'> = {
    JPYOK: 'fromYokohama',
    JPNGO: 'fromNagoya',
    JPOSA: 'fromOsaka',
    JPUKB: 'fromOsaka',
    JPHKT: 'fromOsaka',
  };
  // Freight differs a little by loading port: western ports are closer to most destinations.
  const loadingFactor: Record<string, number> = { JPYOK: 1, JPNGO: 0.99, JPOSA: 0.98, JPUKB: 0.98, JPHKT: 0.97 };
  const cifRows = portReferences
    .filter((p) => p.role === 'destination' && portIds.has(p.locode))
    .flatMap((p) =>
      LOADING_PORT_CODES.filter((l) => portIds.has(l)).map((loading) => {
        const f = loadingFactor[loading]!;
        const perM3 = p.roroService && p.roroUsdPerM3 ? usdToJpy(p.roroUsdPerM3 * f) : null;
        return {
          uuid: random.uuid(),
          portId: portIds.get(p.locode)!,
          loadingPortId: portIds.get(loading)!,
          containerType: perM3 ? ('RoRo' as const) : ('Container20F' as const),
          freightPrice: perM3,
          freight20FPrice: p.container?.perVehicle20ftUsd ? usdToJpy(p.container.perVehicle20ftUsd * f) : null,
          freightHighCubePrice: p.container?.perVehicle40hcUsd ? usdToJpy(p.container.perVehicle40hcUsd * f) : null,
          extraPrice: p.additionalChargeJpy ?? 0,
          additionalPriceFieldName: p.additionalChargeJpy ? 'Port charges' : null,
          transitDays: p.transitDays?.[transitFrom[loading]] ?? null,
        };
      }),
    );
  await db.insert(portCifs).values(cifRows);
  // The one row of charges (migration 0022 writes it too): the reference figures, whatever it held.
  await db
    .insert(tradeCharges)
    .values({ id: 1, ...REFERENCE_TRADE_CHARGES })
    .onConflictDoUpdate({ target: tradeCharges.id, set: REFERENCE_TRADE_CHARGES });

  const countryPortRows = countryReferences.flatMap((c) =>
    c.ports.filter((code) => portIds.has(code)).map((code, i) => ({ countryId: countryIds.get(c.code)!, portId: portIds.get(code)!, sortOrder: i })),
  );
  await db.insert(countryPorts).values(countryPortRows);

  await db.insert(portClearingRoutes).values(
    routeReference.portClearing
      .filter((c) => portIds.has(c.port))
      .map((c) => ({ uuid: random.uuid(), portId: portIds.get(c.port)!, clearanceFreight: usdToJpy(c.clearingUsd) })),
  );
  await db.insert(inlandTransRoutes).values(
    routeReference.routes
      .filter((r) => portIds.has(r.fromPort) && countryIds.has(r.toCountry))
      .flatMap((r) =>
        r.options.map((o) => ({
          uuid: random.uuid(),
          portId: portIds.get(r.fromPort)!,
          countryId: countryIds.get(r.toCountry)!,
          finalDestinationCity: r.toCity,
          transportType: o.transport,
          inlandFreight: usdToJpy(o.costUsd),
          distanceKm: r.distanceKm,
          daysMin: o.days?.min ?? null,
          daysMax: o.days?.max ?? null,
          via: r.via,
        })),
      ),
  );

  // Makers and models, in the order buyers know them (by how many models we carry).
  const makerCounts = new Map<string, number>();
  for (const m of modelReferences) makerCounts.set(m.maker, (makerCounts.get(m.maker) ?? 0) + 1);
  const makerNames = [...makerCounts.keys()].sort((a, b) => makerCounts.get(b)! - makerCounts.get(a)! || a.localeCompare(b));
  const makerRows = await db
    .insert(makers)
    .values(makerNames.map((name, i) => ({ uuid: random.uuid(), name, sortOrder: i })))
    .returning({ id: makers.id, uuid: makers.uuid, name: makers.name });
  const makerIds = new Map(makerRows.map((r) => [r.name, { id: r.id, uuid: r.uuid }]));

  const modelRows = await db
    .insert(models)
    .values(
      modelReferences.map((m) => ({
        uuid: random.uuid(),
        makerId: makerIds.get(m.maker)!.id,
        name: m.model,
        bodyType: m.bodyType,
        generation: m.generation,
        modelCodes: m.modelCodes,
        lengthMm: m.dimensionsMm.length,
        widthMm: m.dimensionsMm.width,
        heightMm: m.dimensionsMm.height,
        grades: m.grades,
      })),
    )
    .returning({ id: models.id, makerId: models.makerId, name: models.name });
  const makerNameById = new Map(makerRows.map((r) => [r.id, r.name]));
  const modelIds = new Map(modelRows.map((r) => [`${makerNameById.get(r.makerId)}|${r.name}`, r.id]));

  const colorRows = await db
    .insert(colors)
    .values(PAINT_COLORS.map((c, i) => ({ uuid: random.uuid(), name: c.name, slug: c.slug, hex: c.hex, sortOrder: i })))
    .returning({ id: colors.id, slug: colors.slug });
  const colorIds = new Map(colorRows.map((r) => [r.slug, r.id]));

  await db.insert(searchKeywords).values(buildSearchKeywords(random)).onConflictDoNothing();

  return { makerIds, modelIds, colorIds, countryIds, portIds };
}

/** Makers, models, grades and every alias of models.json (other spellings, katakana, Cyrillic). */
function buildSearchKeywords(random: Random) {
  const rows = new Map<string, { uuid: string; originalText: string; targetText: string; normalizedText: string; kind: string }>();
  const add = (originalText: string, targetText: string, kind: string) => {
    const normalizedText = normalizeSearchText(originalText);
    if (normalizedText.length < 2) return;
    const key = `${normalizedText}|${targetText}`;
    if (!rows.has(key)) rows.set(key, { uuid: random.uuid(), originalText, targetText, normalizedText, kind });
  };
  const makerAliases: Record<string, string[]> = {
    Toyota: ['тойота', 'トヨタ', 'toyta'],
    Nissan: ['ниссан', 'ニッサン', '日産'],
    Honda: ['хонда', 'ホンダ'],
    Mazda: ['мазда', 'マツダ'],
    Mitsubishi: ['мицубиси', 'митсубиши', '三菱', 'ミツビシ'],
    Subaru: ['субару', 'スバル'],
    Suzuki: ['сузуки', 'スズキ'],
    Daihatsu: ['дайхатсу', 'ダイハツ'],
    Isuzu: ['исузу', 'いすゞ', 'イスズ'],
    Hino: ['хино', '日野'],
    Lexus: ['лексус', 'レクサス'],
    'Mercedes-Benz': ['mercedes', 'benz', 'мерседес'],
    Volkswagen: ['vw', 'фольксваген'],
    BMW: ['бмв'],
  };
  for (const m of modelReferences) {
    add(m.maker, m.maker, 'maker');
    for (const alias of makerAliases[m.maker] ?? []) add(alias, m.maker, 'synonym');
    add(m.model, m.model, 'model');
    add(`${m.maker} ${m.model}`, `${m.maker} ${m.model}`, 'model');
    for (const alias of m.aliases) add(alias, m.model, 'synonym');
    for (const grade of m.grades) add(`${m.model} ${grade}`, `${m.model} ${grade}`, 'grade');
  }
  return [...rows.values()];
}

export { refreshSearchKeywordCounts } from '#db/vehicle-writes.ts';
