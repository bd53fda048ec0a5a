// Who may open each back-office page (ADR 017), route by route as app/routes.ts declares them: each
// module's loader, and its action where it has one, is called directly with a real request context on the
// test database, as signed out (sign-in and back), a buyer (the site's 404), staff without the
// authenticator app (403, how to turn it on), and editor, sales and admin (403 without the section's
// permission, the page's answer with it). Called directly because each loader must guard itself: a
// request for one route's data runs that loader alone. A route the table below does not know fails, and
// so does a loader or action the table expects and the module lacks (a page still being written).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext, Viewer } from '#domain/context.ts';
import { can, type Permissions } from '#domain/staff/roles.ts';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import type { VehicleRecord } from '#domain/catalogue/vehicle-record.ts';
import { saveCampaign } from '#domain/coupons/campaign-admin.service.ts';
import { createCoupon } from '#domain/coupons/coupon-admin.service.ts';
import { createOrder } from '#domain/orders/create-order.service.ts';
import { savePersonInCharge } from '#domain/staff/persons-in-charge.service.ts';
import type { MediaStore } from '#domain/stock/media-store.ts';
import { TEMPLATE_VEHICLE, toVehicleCsv, vehicleCsvTemplate } from '#domain/stock/vehicle-csv.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import routes from '#app/routes.ts';

// --- The routes, read from the config -----------------------------------------------------------------

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every route under /admin with the URL pattern it answers, the layout itself first. */
function adminRoutes(): { file: string; pattern: string }[] {
  const admin = (routes as RouteEntry[]).find((r) => r.path === 'admin');
  if (!admin) throw new Error('app/routes.ts has no admin route');
  const walk = (entry: RouteEntry, base: string): { file: string; pattern: string }[] => {
    const pattern = entry.index ? base : entry.path ? `${base}/${entry.path}` : base;
    return [{ file: entry.file, pattern }, ...(entry.children ?? []).flatMap((child) => walk(child, pattern))];
  };
  return walk(admin, '');
}

// --- Who asks -------------------------------------------------------------------------------------------

const staff = (role: 'admin' | 'sales' | 'editor', twoFactor = true) => staffViewer(role, { prefix: 'acc', twoFactor });

const VIEWERS = {
  'signed out': null,
  buyer: { userId: 'acc-buyer', email: 'acc-buyer@acc.example', groups: [] },
  // An admin: without the authenticator app even every permission opens nothing.
  'staff without the authenticator app': staff('admin', false),
  editor: staff('editor'),
  sales: staff('sales'),
  admin: staff('admin'),
} satisfies Record<string, Viewer | null>;
type ViewerName = keyof typeof VIEWERS;
const ROLES = ['editor', 'sales', 'admin'] as const;

// --- What each route answers ------------------------------------------------------------------------------

interface Fixtures {
  vehicleUuid: string;
  buyerId: string;
  inboxItemUuid: string;
  personUuid: string;
  orderUuid: string;
  documentUuid: string;
  /** A coupon for anyone, with uses to spare, and a campaign. */
  couponUuid: string;
  campaignUuid: string;
  /** A job whose attempts are spent. */
  deadJobId: number;
}

interface Answer {
  status: number;
  location: string | null;
  data: unknown;
  /** A Response answered, for its body. */
  response?: Response;
}

interface Call {
  /** What the viewer needs (domain/staff/roles.ts); {} for any staff member. */
  permissions: Permissions;
  /** The form an action is sent, the same for every viewer: a refused one must change nothing. */
  body?: (viewer: ViewerName) => FormData | URLSearchParams | Promise<FormData>;
  /** The answer to a viewer the role allows; a 200 unless told. */
  allowed?: (answer: Answer, viewer: ViewerName) => void | Promise<void>;
}

interface Expectation {
  params?: (f: Fixtures) => Record<string, string>;
  loader?: Call;
  action?: Call;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
/** A stock number of the viewer's own, as the stock stores it (capitals). */
const stockNumberOf = (prefix: string, viewer: ViewerName) => `ACC-${prefix}-${viewer.replace(/\W/g, '').toUpperCase()}`;

/** A vehicle as the back office's form sends it: every value text, the field names of domain/stock/vehicle-fields.ts. */
const vehicleForm = (stockNumber: string) =>
  form({
    stockNumber,
    maker: 'Toyota',
    model: 'Hiace Van',
    year4: '2019',
    priceFob: '1850000',
    kiloMeters: '85000',
    fuelType: 'Diesel',
    engineSize: '2800',
    transmissionType: 'Automatic',
    driveType: 'TypeFullTime4Wd',
  });

async function photoForm(): Promise<FormData> {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
  const body = new FormData();
  body.append('photos', new File([new Uint8Array(jpeg)], 'front.jpg', { type: 'image/jpeg' }));
  return body;
}

/** The import's form: a CSV of one vehicle of the viewer's own, with the digest of its check when the import is to run. */
function csvForm(viewer: ViewerName, checked = false): FormData {
  const csv = toVehicleCsv([{ ...TEMPLATE_VEHICLE, stockNumber: stockNumberOf('CSV', viewer) }]);
  const body = new FormData();
  body.append('file', new File([csv], 'stock.csv', { type: 'text/csv' }));
  if (checked) body.append('digest', createHash('sha256').update(csv).digest('hex'));
  return body;
}

/**
 * Every back-office route, by its module. The vehicle pages need the vehicle permission of what they do
 * (a page that only shows: list), the import its own: sales and admins have them, editors not.
 */
const EXPECTED: Record<string, Expectation> = {
  'routes/admin/layout.tsx': { loader: { permissions: {} } },
  'routes/admin/index.tsx': { loader: { permissions: {} } },
  'routes/admin/stock.tsx': { loader: { permissions: { vehicle: ['list'] } } },
  'routes/admin/vehicle-new.tsx': {
    loader: { permissions: { vehicle: ['create'] } },
    action: {
      permissions: { vehicle: ['create'] },
      body: (viewer) => vehicleForm(stockNumberOf('NEW', viewer)),
      // Saved, it opens on its edit page.
      allowed: async (answer, viewer) => {
        const [made] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text as uuid from vehicles where stock_number = ${stockNumberOf('NEW', viewer)}`);
        expect(answer).toMatchObject({ status: 302, location: `/admin/stock/${made?.uuid}?saved=created` });
      },
    },
  },
  'routes/admin/vehicle.tsx': {
    params: (f) => ({ uuid: f.vehicleUuid }),
    loader: { permissions: { vehicle: ['list'] } },
    action: {
      permissions: { vehicle: ['update'] },
      body: () => form({ intent: 'price', priceFob: '1234000', distributorPrice: '' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 302, location: `/admin/stock/${fixtures.vehicleUuid}?saved=price#price` }),
    },
  },
  'routes/admin/vehicle-photos.ts': {
    params: (f) => ({ uuid: f.vehicleUuid }),
    // A GET only leads to the edit page's photos.
    loader: { permissions: { vehicle: ['list'] }, allowed: (answer) => expect(answer).toMatchObject({ status: 302, location: `/admin/stock/${fixtures.vehicleUuid}#photos` }) },
    action: {
      permissions: { vehicle: ['photo'] },
      body: photoForm,
      allowed: (answer) => expect(answer).toMatchObject({ status: 302, location: `/admin/stock/${fixtures.vehicleUuid}?photos=1#photos` }),
    },
  },
  'routes/admin/stock-import.tsx': {
    loader: { permissions: { vehicle: ['import'] } },
    // The check of a file (the dry run): its report, nothing written.
    action: { permissions: { vehicle: ['import'] }, body: (viewer) => csvForm(viewer), allowed: (answer) => expect(answer).toMatchObject({ status: 200, data: { kind: 'check', report: { total: 1, errorCount: 0 } } }) },
  },
  'routes/admin/stock-import-template.ts': {
    loader: {
      permissions: { vehicle: ['import'] },
      allowed: async (answer) => {
        expect([answer.status, answer.response?.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
        // Byte for byte, with the mark that makes Excel read it as UTF-8 (text() would drop it).
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.response!.arrayBuffer())).toBe(vehicleCsvTemplate());
      },
    },
  },
  'routes/admin/stock-import-run.ts': {
    // The import is sent with POST; a GET is told so.
    loader: { permissions: { vehicle: ['import'] }, allowed: (answer) => expect(answer.status).toBe(405) },
    // The checked file imported: its lines end with the report.
    action: {
      permissions: { vehicle: ['import'] },
      body: (viewer) => csvForm(viewer, true),
      allowed: async (answer) => {
        expect(answer.status).toBe(200);
        const lines = (await answer.response!.text()).trim().split('\n').map((l) => JSON.parse(l) as { type: string; report?: unknown });
        expect(lines.at(-1)).toMatchObject({ type: 'report', report: { written: true, total: 1, created: 1 } });
      },
    },
  },
  'routes/admin/inbox.tsx': { loader: { permissions: { inquiry: ['list'] } } },
  'routes/admin/inbox-item.tsx': {
    params: (f) => ({ uuid: f.inboxItemUuid }),
    loader: { permissions: { inquiry: ['list'] } },
    action: {
      permissions: { inquiry: ['reply'] },
      body: () => form({ intent: 'note', body: 'Checked: the car is in the Yokohama yard.' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 200, data: { done: 'note' } }),
    },
  },
  'routes/admin/orders.tsx': { loader: { permissions: { order: ['list'] } } },
  'routes/admin/orders-csv.ts': {
    loader: {
      permissions: { order: ['list'] },
      allowed: async (answer) => {
        expect([answer.status, answer.response?.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
        expect((await answer.response!.text()).split('\r\n')[0]).toBe('Order,Buyer,Vehicle,Total,Status,Shipping,Ordered');
      },
    },
  },
  'routes/admin/order.tsx': {
    params: (f) => ({ uuid: f.orderUuid }),
    loader: { permissions: { order: ['list'] } },
    action: {
      permissions: { order: ['update'] },
      body: () => form({ intent: 'courier', dhlKeyInformation: '1234567890', dhlInformation: 'Picked up' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: `/admin/orders/${fixtures.orderUuid}?saved=courier` }),
    },
  },
  'routes/admin/order-document.ts': {
    params: (f) => ({ uuid: f.orderUuid, documentUuid: f.documentUuid }),
    loader: {
      permissions: { order: ['list'] },
      allowed: async (answer) => {
        expect([answer.status, answer.response?.headers.get('content-type'), answer.response?.headers.get('content-disposition')]).toEqual([200, 'application/pdf', `attachment; filename="bl.pdf"; filename*=UTF-8''bl.pdf`]);
        expect(await answer.response!.text()).toBe('%PDF-1.4 access');
      },
    },
  },
  'routes/admin/coupons-csv.ts': {
    loader: {
      permissions: { coupon: ['list'] },
      allowed: async (answer) => expect((await answer.response!.text()).split('\r\n')[0]).toBe('Code,Amount,From,Last day,For,Uses,Created'),
    },
  },
  'routes/admin/coupons.tsx': {
    loader: { permissions: { coupon: ['list'] } },
    // A coupon with a generated code: each allowed viewer's is a new one.
    action: {
      permissions: { coupon: ['create'] },
      body: () => form({ couponCode: '', discountJpy: '10000', minPriceJpy: '0', validUntil: '2099-12-31', audience: 'anyone', buyerEmail: '', maxUses: '1' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: expect.stringMatching(/^\/admin\/coupons\/[0-9a-f-]{36}\?saved=created$/) }),
    },
  },
  'routes/admin/coupon.tsx': {
    params: (f) => ({ uuid: f.couponUuid }),
    loader: { permissions: { coupon: ['list'] } },
    // Issued to a buyer of the viewer's own (a buyer holds a coupon once).
    action: {
      permissions: { coupon: ['update'] },
      body: (viewer) => form({ email: `holder-${viewer.replace(/\W/g, '')}@acc.example` }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: `/admin/coupons/${fixtures.couponUuid}?saved=issued` }),
    },
  },
  'routes/admin/campaigns.tsx': {
    loader: { permissions: { campaign: ['list'] } },
    action: {
      permissions: { campaign: ['create'] },
      body: (viewer) => form({ name: `Access ${viewer}`, campaignCode: '', discountJpy: '10000', discountPercent: '', minPriceJpy: '0', startsAt: '2026-11-01T00:00', endsAt: '2026-12-01T00:00' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: expect.stringMatching(/^\/admin\/campaigns\/[0-9a-f-]{36}\?saved=created$/) }),
    },
  },
  'routes/admin/campaign.tsx': {
    params: (f) => ({ uuid: f.campaignUuid }),
    loader: { permissions: { campaign: ['list'] } },
    action: {
      permissions: { campaign: ['update'] },
      body: () => form({ name: 'Access Week', campaignCode: '', discountJpy: '', discountPercent: '3', minPriceJpy: '0', startsAt: '2026-11-01T00:00', endsAt: '2026-12-01T00:00' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: `/admin/campaigns/${fixtures.campaignUuid}?saved=saved` }),
    },
  },
  'routes/admin/users.tsx': { loader: { permissions: { customer: ['list'] } } },
  'routes/admin/user.tsx': {
    params: (f) => ({ id: f.buyerId }),
    loader: { permissions: { customer: ['list'] } },
    action: {
      permissions: { customer: ['update'] },
      body: () => form({ intent: 'auth', enabled: '1' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: '/admin/users/acc-buyer?saved=access' }),
    },
  },
  'routes/admin/persons-in-charge.tsx': {
    loader: { permissions: { personInCharge: ['list'] } },
    action: {
      permissions: { personInCharge: ['manage'] },
      body: (viewer) => form({ name: `Access ${viewer}`, email: 'access@roro.example', languages: 'en', markets: 'KE' }),
      allowed: (answer, viewer) => expect(answer).toMatchObject({ status: 303, location: `/admin/persons-in-charge?added=${encodeURIComponent(`Access ${viewer}`)}` }),
    },
  },
  'routes/admin/person-in-charge.tsx': {
    params: (f) => ({ uuid: f.personUuid }),
    loader: { permissions: { personInCharge: ['list'] } },
    action: {
      permissions: { personInCharge: ['manage'] },
      body: () => form({ name: 'Access Person', email: 'access@roro.example', languages: 'en, sw', markets: 'KE TZ' }),
      allowed: (answer) => expect(answer.status).toBe(302),
    },
  },
  'routes/admin/audit.tsx': { loader: { permissions: { audit: ['list'] } } },
  'routes/admin/content.tsx': { loader: { permissions: { content: ['list'] } } },
  'routes/admin/content-articles.tsx': { params: () => ({ kind: 'news' }), loader: { permissions: { content: ['list'] } } },
  'routes/admin/content-article.tsx': {
    params: () => ({ kind: 'news', name: 'acc-content-news' }),
    loader: { permissions: { content: ['list'] } },
    // A French version saved as a draft (a new name for the first viewer allowed, changed by the next).
    action: {
      permissions: { content: ['update'] },
      body: (viewer) => form({ language: 'fr', intent: 'save', title: `Accès ${viewer}`, content: '<p>Bonjour</p>', status: 'Draft', publishedAt: '' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: '/admin/content/news/acc-content-news?language=fr&saved=1' }),
    },
  },
  'routes/admin/content-banners.tsx': { loader: { permissions: { content: ['list'] } } },
  'routes/admin/content-banner.tsx': {
    params: () => ({ uuid: 'new' }),
    loader: { permissions: { content: ['create'] } },
    // A new banner, its two pictures uploaded.
    action: {
      permissions: { content: ['create'] },
      body: async () => {
        const picture = async (width: number, height: number) => new File([new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#b3541e' } }).jpeg().toBuffer())], `${width}.jpg`, { type: 'image/jpeg' });
        const body = new FormData();
        for (const [k, v] of Object.entries({ bannerType: 'top-banner', language: 'en', alt: 'Access banner', url: '/stocklist', sortOrder: '9', status: 'Draft', intent: 'save' })) body.append(k, v);
        body.append('pcImage', await picture(1600, 500));
        body.append('spImage', await picture(800, 600));
        return body;
      },
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: expect.stringMatching(/^\/admin\/content\/banners\/[0-9a-f-]{36}\?saved=1$/) }),
    },
  },
  'routes/admin/content-testimonials.tsx': { loader: { permissions: { content: ['list'] } } },
  'routes/admin/content-testimonial.tsx': {
    params: () => ({ uuid: 'new' }),
    loader: { permissions: { content: ['create'] } },
    action: {
      permissions: { content: ['create'] },
      body: (viewer) => form({ reviewerName: `Access ${viewer}`, reviewedAt: '2026-10-01', content: 'Arrived as described.', language: 'en', rating: '5', countryCode: 'KE', vehicleModel: 'Toyota Harrier', status: 'Draft', intent: 'save' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: expect.stringMatching(/^\/admin\/content\/testimonials\/[0-9a-f-]{36}\?saved=1$/) }),
    },
  },
  'routes/admin/translations.tsx': { loader: { permissions: { content: ['list'] } } },
  'routes/admin/countries.tsx': { loader: { permissions: { pricing: ['list'] } } },
  'routes/admin/country.tsx': {
    params: () => ({ code: 'KE' }),
    loader: { permissions: { pricing: ['list'] } },
    action: {
      permissions: { pricing: ['update'] },
      body: () =>
        form({
          ageLimitYears: '8',
          ageCountedFrom: 'first-registration',
          rightHandDriveAllowed: 'on',
          usedImportsAllowed: 'on',
          inspectionRequired: 'on',
          inspectionAgency: 'QISJ',
          inspectionFeeJpy: '24200',
          additionalPrice: '0',
          insuranceRatePercent: '1',
          'message-en': 'Vehicles must be no more than 8 years old from the year of first registration.',
          ports: 'KEMBA',
        }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: '/admin/countries/KE?saved=1' }),
    },
  },
  'routes/admin/ports.tsx': { loader: { permissions: { pricing: ['list'] } } },
  'routes/admin/port.tsx': {
    params: () => ({ code: 'KEMBA' }),
    loader: { permissions: { pricing: ['list'] } },
    action: {
      permissions: { pricing: ['update'] },
      body: () => form({ intent: 'clearing', clearanceFreight: '51100' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: '/admin/ports/KEMBA?saved=clearing' }),
    },
  },
  'routes/admin/charges.tsx': {
    loader: { permissions: { pricing: ['list'] } },
    action: {
      permissions: { pricing: ['update'] },
      body: () =>
        form({
          insuredPercentOfCfr: '110',
          minimumInsurancePremiumJpy: '5000',
          minimumChargeableCubicMetres: '8',
          containerVanningJpy: '36000',
          inspectionCertificateJpy: '18000',
          daysToDeparture: '21',
          defaultTransitDays: '35',
          defaultLoadingPortCode: 'JPYOK',
        }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: '/admin/charges?saved=1' }),
    },
  },
  'routes/admin/rates.tsx': {
    loader: { permissions: { pricing: ['list'] } },
    action: {
      permissions: { pricing: ['update'] },
      body: () => form({ currency: 'USD', yenPerUnit: '150.5' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: '/admin/rates?saved=USD' }),
    },
  },
  'routes/admin/taxes.tsx': {
    loader: { permissions: { pricing: ['list'] } },
    // A preview that changes no rate: refused with its message, after the guard let the viewer through.
    action: {
      permissions: { pricing: ['update'] },
      body: () => form({ country: 'KE', effectiveFrom: '2027-03-01', source: 'Access', intent: 'preview' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 400, data: { issues: [{ fieldname: 'rows', message: expect.stringContaining('nothing differs') }] } }),
    },
  },
  'routes/admin/tax-reference-prices.tsx': {
    params: () => ({ code: 'KE' }),
    loader: { permissions: { pricing: ['update'] } },
    action: {
      permissions: { pricing: ['update'] },
      body: () => form({ intent: 'check', csv: 'maker,model,price\nToyota,Access Car,1000000', fileName: 'access.csv', source: 'Access' }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 200, data: { report: { dryRun: true, created: 1, errorCount: 0 } } }),
    },
  },
  'routes/admin/translation.tsx': {
    params: () => ({ key: 'order-title' }),
    loader: { permissions: { content: ['list'] } },
    action: {
      permissions: { content: ['update'] },
      body: (viewer) => form({ fr: `Commande {number} (${viewer})` }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: '/admin/translations/order-title?saved=1' }),
    },
  },
  'routes/admin/jobs.tsx': {
    loader: { permissions: { job: ['list'] } },
    action: {
      permissions: { job: ['update'] },
      body: () => form({ intent: 'retry', id: String(fixtures.deadJobId) }),
      allowed: (answer) => expect(answer).toMatchObject({ status: 303, location: '/admin/jobs?saved=retry' }),
    },
  },
};

// --- Calling a route module -------------------------------------------------------------------------------

type DataFunction = (args: { request: Request; params: Record<string, string>; context: unknown; url: URL; pattern: string }) => unknown;
type RouteModule = { loader?: DataFunction; action?: DataFunction };

const moduleOf = (file: string): Promise<RouteModule> => import(/* @vite-ignore */ new URL(`../../${file}`, import.meta.url).pathname);

/** What a loader or action answered, returned or thrown: a Response (a redirect, a file), data() with its status, or plain data. */
async function answerOf(run: () => unknown): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    const isData = typeof thrown === 'object' && thrown !== null && (thrown as { type?: unknown }).type === 'DataWithResponseInit';
    if (!(thrown instanceof Response) && !isData) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get('location'), data: null, response: value };
  if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit') {
    const { data, init } = value as { data: unknown; init: { status?: number; headers?: HeadersInit } | null };
    return { status: init?.status ?? 200, location: new Headers(init?.headers).get('location'), data };
  }
  return { status: 200, location: null, data: value };
}

let handle: DatabaseHandle;
let fixtures: Fixtures;
const media: MediaStore = { write: async () => {}, remove: async () => {} };

function urlOf(pattern: string, params: Record<string, string>): URL {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`The table gives no value for :${name} of ${pattern}`);
    return encodeURIComponent(params[name]!);
  });
  return new URL(path, 'http://localhost');
}

async function call(file: string, pattern: string, kind: 'loader' | 'action', viewerName: ViewerName, headers: HeadersInit = {}): Promise<Answer> {
  const module = await moduleOf(file);
  const run = module[kind];
  if (typeof run !== 'function') throw new Error(`${file} has no ${kind} yet (still a placeholder?): ${pattern} must have one that guards it`);
  const expectation = EXPECTED[file]!;
  const params = expectation.params?.(fixtures) ?? {};
  const url = urlOf(pattern, params);
  const body = kind === 'action' ? await expectation.action!.body?.(viewerName) : undefined;
  const request = new Request(url, kind === 'action' ? { method: 'POST', body: body ?? new URLSearchParams(), headers } : { headers });
  const ctx: RequestContext = testContext(handle, { viewer: VIEWERS[viewerName], media, mail: async () => {} });
  return answerOf(() => run({ request, params, context: { ctx, auth: undefined }, url, pattern }));
}

const writes = async () => (await queryRows<{ audit: number; vehicles: number }>(handle.db, sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from vehicles) as vehicles`))[0]!;

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('acc-buyer', 'Baraka', 'acc-buyer@acc.example', true)`);
  await queryRows(handle.db, sql`insert into inquiries (first_name, last_name, email, message, subject, language) values ('Amina', 'Access', 'amina@acc.example', 'Do you ship to Mombasa?', 'Shipping', 'en')`);
  const [vehicle] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text as uuid from vehicles where status = 'OnSale' order by id limit 1`);
  // An order of the buyer's, on a car Kenya may import that is not the vehicle above.
  const [kenyan] = (await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 5 })) as VehicleRecord[];
  const order = await createOrder(testContext(handle, { viewer: VIEWERS.buyer }), {
    stockNumber: kenyan!.stockNumber,
    countryName: 'Kenya',
    consignee: { consigneeName: 'Baraka Ltd', consigneeAddress: 'Moi Avenue 1, Mombasa', consigneeTelephone: '+254 700 000 001', countryName: 'Kenya' },
  });
  if (order instanceof Error) throw order;
  const [item] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text as uuid from inbox_items where from_email = 'amina@acc.example'`);
  const person = await savePersonInCharge(testContext(handle, { viewer: VIEWERS.admin }), null, { name: 'Access Person', email: 'access@roro.example' });
  const [job] = await queryRows<{ id: number }>(handle.db, sql`insert into jobs (kind, attempts, max_attempts, last_error) values ('mail.send', 8, 8, 'SMTP 550') returning id::int`);
  const [document] = await queryRows<{ uuid: string }>(
    handle.db,
    sql`insert into order_documents (order_id, kind, file_name, content_type, byte_size, sha256, content)
        values (${order.id}, 'BillOfLading', 'bl.pdf', 'application/pdf', 15, 'fixture', convert_to('%PDF-1.4 access', 'UTF8')) returning uuid::text as uuid`,
  );
  const coupon = await createCoupon(testContext(handle, { viewer: VIEWERS.admin }), { discountJpy: 10_000, validUntil: '2099-12-31', forAnyone: true, maxUses: 10 });
  const campaign = await saveCampaign(testContext(handle, { viewer: VIEWERS.admin }), null, { name: 'Access Week', discountJpy: 10_000, startsAt: '2026-11-01', endsAt: '2026-12-01' });
  // The buyers the coupon page's form issues the coupon to, one per viewer allowed to.
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('acc-holder-sales', 'Juma', 'holder-sales@acc.example', true), ('acc-holder-admin', 'Neema', 'holder-admin@acc.example', true)`);
  if (!vehicle || !item || !('uuid' in person) || !job || !document || !('uuid' in coupon) || !('uuid' in campaign)) throw new Error('fixtures missing');
  fixtures = { vehicleUuid: vehicle.uuid, buyerId: 'acc-buyer', inboxItemUuid: item.uuid, personUuid: person.uuid, orderUuid: order.uuid, deadJobId: job.id, documentUuid: document.uuid, couponUuid: coupon.uuid, campaignUuid: campaign.uuid };
});

// --- The tests --------------------------------------------------------------------------------------------

const ADMIN_ROUTES = adminRoutes();

describe('the table of back-office routes', () => {
  it('knows every route app/routes.ts declares under /admin, and no other', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ADMIN_ROUTES.map((r) => r.file).sort());
  });
});

for (const { file, pattern } of ADMIN_ROUTES) {
  describe(`${pattern} (${file})`, () => {
    const expectation = EXPECTED[file];
    it('has an expectation in this table', () => {
      if (!expectation) throw new Error(`${file} (${pattern}) is a back-office route without an expectation here: add who may load it and post to it`);
    });
    if (!expectation) return;

    it('exports no loader or action this table does not expect', async () => {
      const module = await moduleOf(file);
      for (const kind of ['loader', 'action'] as const) {
        if (typeof module[kind] === 'function' && !expectation[kind]) throw new Error(`${file} has a ${kind} this table does not expect: add who may call it`);
      }
    });

    for (const kind of ['loader', 'action'] as const) {
      const expected = expectation[kind];
      if (!expected) continue;
      for (const viewer of Object.keys(VIEWERS) as ViewerName[]) {
        const role = (ROLES as readonly string[]).includes(viewer) ? (viewer as (typeof ROLES)[number]) : null;
        const allowed = role !== null && can(VIEWERS[role], expected.permissions);
        it(`${kind} as ${viewer}: ${viewer === 'signed out' ? 'sign-in and back' : viewer === 'buyer' ? '404' : role === null ? '403, turn on the app' : allowed ? 'the page' : '403'}`, async () => {
          const before = await writes();
          const answer = await call(file, pattern, kind, viewer);
          if (allowed) {
            await (expected.allowed ?? ((a: Answer) => expect(a.status, JSON.stringify(a)).toBe(200)))(answer, viewer);
            return;
          }
          if (viewer === 'signed out') {
            const path = urlOf(pattern, expectation.params?.(fixtures) ?? {}).pathname;
            expect(answer).toMatchObject({ status: 302, location: `/en/user/signin?redirectTo=${encodeURIComponent(path)}` });
          } else if (viewer === 'buyer') {
            expect(answer.status).toBe(404);
          } else if (role === null) {
            expect(answer).toMatchObject({ status: 403, data: { needsTwoFactor: true } });
          } else {
            expect(answer.status).toBe(403);
            expect(answer.data).not.toMatchObject({ needsTwoFactor: true });
          }
          // Refused before anything was written.
          expect(await writes()).toEqual(before);
        });
      }
    }
  });
}

describe('the photo upload’s script (Accept: application/json)', () => {
  const file = 'routes/admin/vehicle-photos.ts';
  // It reads every answer as JSON: the guard's refusals come as JSON too, never as a redirect or a page.
  for (const [viewer, status] of [
    ['signed out', 401],
    ['buyer', 404],
    ['staff without the authenticator app', 403],
    ['editor', 403],
    ['sales', 200],
  ] as const) {
    it(`answers ${viewer} with ${status}`, async () => {
      const before = await writes();
      const route = ADMIN_ROUTES.find((r) => r.file === file)!;
      const answer = await call(file, route.pattern, 'action', viewer, { accept: 'application/json' });
      expect(answer.status).toBe(status);
      const body: unknown = await answer.response!.json();
      if (status === 200) expect(body).toEqual({ photoCount: expect.any(Number), added: 1 });
      else {
        expect(body).toEqual({ messages: [expect.any(String)] });
        expect(await writes()).toEqual(before);
      }
    });
  }
});
