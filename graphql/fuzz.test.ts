// Bad input is a value, never a crash (ADR 003, issue 19): operations generated from the schema itself,
// every Query and Mutation field with argument sets that mix real ids, stock numbers and country names
// from the seeded database with hostile values (NUL bytes, malformed uuids, 10,000-character texts,
// huge and negative numbers, quotes, emoji, blanks), sent through the real Yoga handler as a signed-out
// visitor, a buyer and an admin. Any answer masked as "Unexpected error.", any 5xx and any exception
// fails; refusals (a union's error member, a validation error for a wrong type) are what we expect.
// The seed is fixed, so a failure names an operation that fails again the same way.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext, Viewer } from '#domain/context.ts';
import { directoryMediaStore } from '#domain/stock/media-store.ts';
import { schema } from '#graphql/schema.ts';
import { createAuth } from '#server/auth.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { testBotCheck } from '#tests/factories/bot-check.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

const SEED = 19;
/** Random argument sets per field and viewer: 172 fields × 3 viewers × 6, then about 500 aimed ones. */
const SETS_PER_FIELD = 6;
const MASKED = 'Unexpected error.';

/** A small fixed-seed PRNG (mulberry32): the same operations on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof prng>;

const HOSTILE_TEXTS = ['a\u0000b', '\u0000', 'x', 'not-a-uuid', '00000000-0000-0000-0000-00000000000g', '00000000-0000-0000-0000-000000000000', 'a'.repeat(10_000), '🚗😀', "' OR 1=1 --", '"; drop table vehicles; --', '', '   ', '%', '_', '\\', '../../etc/passwd', '<script>alert(1)</script>', '\ud800', 'ÿ\u202e'];
const HOSTILE_INTS = [0, -1, 2147483647, -2147483648, 1_000_000];
const HOSTILE_FLOATS = [0, -1, 1e308, -1e308, 0.5];
const DATES = ['2026-11-01T00:00:00Z', '2027-03-01T12:00:00Z', '1970-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '+275760-09-13T00:00:00Z'];

/** Real values from the seeded database, by what an argument's name says it is. */
interface RealValues {
  uuids: string[];
  stockNumbers: string[];
  countryNames: string[];
  countryCodes: string[];
  portCodes: string[];
  names: string[];
  userIds: string[];
}

async function realValues(handle: DatabaseHandle): Promise<RealValues> {
  const column = async (query: ReturnType<typeof sql>) => (await queryRows<{ v: string }>(handle.db, query)).map((row) => row.v);
  const tables = await column(sql`select table_name as v from information_schema.columns where table_schema = 'public' and column_name = 'uuid' order by 1`);
  const uuids: string[] = [];
  for (const table of tables) uuids.push(...(await column(sql`select uuid::text as v from ${sql.identifier(table)} order by 1 limit 2`)));
  return {
    uuids,
    stockNumbers: await column(sql`select stock_number as v from vehicles order by 1 limit 5`),
    countryNames: await column(sql`select name as v from countries order by 1 limit 5`),
    countryCodes: await column(sql`select code as v from countries order by 1 limit 5`),
    portCodes: await column(sql`select code as v from ports order by 1 limit 5`),
    names: [...(await column(sql`select distinct news_name as v from news order by 1 limit 3`)), ...(await column(sql`select name as v from makers order by 1 limit 3`))],
    userIds: await column(sql`select id as v from "user" order by 1 limit 3`),
  };
}

/** A plausible value for a text argument, from what its name says it holds. */
function plausibleText(name: string, real: RealValues, random: Random): string {
  const n = name.toLowerCase();
  if (n.includes('uuid') || n === 'id' || n.endsWith('id')) return random.pick([...real.uuids, ...real.userIds]);
  if (n.includes('stocknumber')) return random.pick(real.stockNumbers);
  if (n.includes('country')) return random.pick(n.includes('code') ? real.countryCodes : real.countryNames);
  if (n.includes('port') || n === 'code') return random.pick([...real.portCodes, ...real.countryCodes]);
  if (n.includes('language')) return random.pick(['en', 'fr', 'pt', 'ru', 'xx']);
  if (n.includes('email')) return random.pick(['fuzz@example.com', 'buyer@example.com']);
  if (n.includes('currency')) return random.pick(['USD', 'KES', 'JPY', 'EUR']);
  if (n.includes('date') || n.endsWith('at')) return random.pick(DATES);
  if (n.includes('maker') || n.includes('model') || n.includes('name') || n === 'key' || n === 'slug') return random.pick([...real.names, 'Toyota', 'Prius']);
  return random.pick(['Toyota', 'Mombasa', 'hello', '1', 'true', '151.23', '<p>Hello</p>']);
}

interface ValueOptions {
  real: RealValues;
  random: Random;
  /** The chance that a leaf is hostile. */
  hostility: number;
  /** One leaf, by its path of argument and field names, that gets this value. */
  target?: { path: string; value: string };
}

const onPath = (path: string, options: ValueOptions) => options.target !== undefined && (options.target.path === path || options.target.path.startsWith(`${path}.`));

/** A value for an input type: mostly plausible, each leaf hostile with probability `hostility`. */
function valueFor(type: GraphQLInputType, path: string, options: ValueOptions, depth = 0): unknown {
  const { random } = options;
  if (isNonNullType(type)) return valueFor(type.ofType, path, options, depth);
  if (isListType(type)) return Array.from({ length: random.pick(onPath(path, options) ? [1, 2] : [0, 1, 2, 3]) }, () => valueFor(type.ofType, path, options, depth + 1));
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const fieldPath = `${path}.${field.name}`;
      if (isNonNullType(field.type) || onPath(fieldPath, options) || (depth < 3 && random.chance(0.6))) value[field.name] = valueFor(field.type, fieldPath, options, depth + 1);
    }
    return value;
  }
  if (isEnumType(type)) return random.pick(type.getValues()).name;
  if (options.target?.path === path) return options.target.value;
  const hostile = random.chance(options.hostility);
  const name = path.slice(path.lastIndexOf('.') + 1);
  switch (type.name) {
    case 'Int':
      return hostile ? random.pick(HOSTILE_INTS) : random.pick([1, 2, 5, 10, 20]);
    case 'Float':
      return hostile ? random.pick(HOSTILE_FLOATS) : random.pick([1, 100, 1500.5]);
    case 'Boolean':
      return random.chance(0.5);
    case 'DateTime':
      return random.pick(DATES);
    default:
      return hostile ? random.pick(HOSTILE_TEXTS) : plausibleText(name, options.real, random);
  }
}

/** The paths of every text leaf (String or ID) under an argument, through input objects and lists. */
function textPaths(type: GraphQLInputType, path: string, depth = 0): string[] {
  const named = getNamedType(type);
  if (isInputObjectType(named)) return depth > 3 ? [] : Object.values(named.getFields()).flatMap((field) => textPaths(field.type, `${path}.${field.name}`, depth + 1));
  return isScalarType(named) && (named.name === 'String' || named.name === 'ID') ? [path] : [];
}

const looksLikeId = (path: string) => /(uuid|id|cursor)$/i.test(path);

/** A few scalar fields of an object that take no required argument, never one name with two types. */
function scalarFields(type: GraphQLObjectType, taken: Map<string, string>): string[] {
  const chosen: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (chosen.length === 3) break;
    if (!isLeafType(getNamedType(field.type)) || field.args.some((arg) => isNonNullType(arg.type))) continue;
    const typeName = String(field.type);
    if ((taken.get(field.name) ?? typeName) !== typeName) continue;
    taken.set(field.name, typeName);
    chosen.push(field.name);
  }
  return chosen;
}

/** A small valid selection of a field's result: __typename and a few scalars of each possible type. */
function selectionFor(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  const taken = new Map<string, string>();
  if (isObjectType(named)) return `{ __typename ${scalarFields(named, taken).join(' ')} }`;
  const members = isUnionType(named) ? named.getTypes() : isInterfaceType(named) ? schema.getPossibleTypes(named) : [];
  const fragments = members.map((member) => `... on ${member.name} { ${['__typename', ...scalarFields(member, taken)].join(' ')} }`);
  return `{ __typename ${fragments.join(' ')} }`;
}

/** The document for one field, every argument a variable of the argument's own type. */
function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`);
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  return `${kind}${variables.length ? ` (${variables.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selectionFor(field.type)} }`;
}

interface Operation {
  viewer: string;
  field: string;
  document: string;
  variables: Record<string, unknown>;
}

/**
 * Every field of Query and Mutation: SETS_PER_FIELD random argument sets per viewer (none hostile, some,
 * all), then, as the buyer and the admin, one set per text leaf with that leaf a NUL byte, a
 * 10,000-character text, and for ids a malformed uuid, everything else plausible.
 */
function operations(real: RealValues, viewers: readonly string[]): Operation[] {
  const random = prng(SEED);
  const list: Operation[] = [];
  const argumentsFor = (field: GraphQLField<unknown, unknown>, options: Omit<ValueOptions, 'real' | 'random'>) =>
    Object.fromEntries(field.args.filter((arg) => isNonNullType(arg.type) || onPath(arg.name, { real, random, ...options }) || random.chance(0.7)).map((arg) => [arg.name, valueFor(arg.type, arg.name, { real, random, ...options })]));
  for (const [kind, root] of [['query', schema.getQueryType()!], ['mutation', schema.getMutationType()!]] as const) {
    for (const field of Object.values(root.getFields())) {
      const document = documentFor(kind, field);
      const add = (viewer: string, options: Omit<ValueOptions, 'real' | 'random'>) => list.push({ viewer, field: `${kind}.${field.name}`, document, variables: argumentsFor(field, options) });
      for (const viewer of viewers) {
        for (let set = 0; set < SETS_PER_FIELD; set += 1) add(viewer, { hostility: set === 0 ? 0 : set === SETS_PER_FIELD - 1 ? 1 : 0.3 });
      }
      for (const path of field.args.flatMap((arg) => textPaths(arg.type, arg.name))) {
        for (const value of ['a\u0000b', 'a'.repeat(10_000), ...(looksLikeId(path) ? ['x'] : [])]) {
          for (const viewer of ['buyer', 'admin']) add(viewer, { hostility: 0, target: { path, value } });
        }
      }
    }
  }
  return list;
}

let handle: DatabaseHandle;
const unexpected: unknown[] = [];
const yoga = createGraphqlHandler({ introspection: false, logError: (error) => void unexpected.push(error) });

const admin = staffViewer('admin', { prefix: 'fuzz' });
const buyer: Viewer = { userId: 'fuzz-buyer', email: 'fuzz-buyer@example.com', groups: [] };

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${buyer.userId}, 'Amani', ${buyer.email}, true), (${admin.userId}, 'Neema', ${admin.email}, true)`);
});

/** Shortens a variables object for a failure message: long texts cut, NUL bytes shown. */
const shown = (variables: Record<string, unknown>) => JSON.stringify(variables, (_key, value) => (typeof value === 'string' && value.length > 40 ? `${value.slice(0, 20)}…(${value.length})` : value)).slice(0, 300);

describe('GraphQL fuzz from the schema', () => {
  it('answers every generated operation with data or an expected refusal, as signed-out, buyer and admin', async () => {
    const real = await realValues(handle);
    // Mail is kept here and media written to a directory of the test's own: nothing leaves the machine.
    const outbox: OutgoingMail[] = [];
    const sendMail = async (mail: OutgoingMail) => void outbox.push(mail);
    const auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl: 'http://localhost:3000', sendMail, secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
    const viewers: Record<string, Viewer | null> = { 'signed-out': null, buyer, admin };
    const contextFor = (viewer: Viewer | null): RequestContext =>
      testContext(handle, { viewer, identity: { auth, headers: new Headers() }, mail: sendMail, botCheck: testBotCheck(), media: directoryMediaStore(mkdtempSync(join(tmpdir(), 'roro-fuzz-'))), now: new Date() });
    const contexts: Record<string, RequestContext> = Object.fromEntries(Object.entries(viewers).map(([name, viewer]) => [name, contextFor(viewer)]));

    // Yoga logs each unexpected error too; they are counted as failures below, not left as noise.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const all = operations(real, Object.keys(viewers));
    const failures: string[] = [];
    let answered = 0;
    for (const operation of all) {
      const before = unexpected.length;
      try {
        const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: operation.document, variables: operation.variables }) }, contexts[operation.viewer]!);
        const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
        const masked = body.errors?.some((error) => error.message === MASKED) || unexpected.length > before;
        if (response.status >= 500 || masked) {
          failures.push(`${operation.viewer} ${operation.field} ${shown(operation.variables)}: ${response.status} ${unexpected.slice(before).map((error) => String(error).slice(0, 200)).join(' | ') || JSON.stringify(body.errors)}`);
        }
        if (body.data) answered += 1;
      } catch (error) {
        failures.push(`${operation.viewer} ${operation.field} ${shown(operation.variables)}: threw ${String(error)}`);
      }
    }
    // The documents are valid and most argument sets reach a resolver (the rest are refused at the edge).
    expect(all.length).toBeGreaterThan(3_000);
    expect(answered).toBeGreaterThan(all.length * 0.6);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);

  it('refuses a NUL byte in any text, in variables or in the document, naming where it is, before a resolver runs', async () => {
    const ask = async (query: string, variables: Record<string, unknown> = {}) =>
      (await (await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, testContext(handle))).json()) as { errors?: { message: string }[] };
    expect((await ask('query ($s: String!) { vehicleByStockNumber(stockNumber: $s) { __typename } }', { s: 'a\u0000b' })).errors).toEqual([
      expect.objectContaining({ message: 'Variable "$s" must not contain the NUL character (U+0000).' }),
    ]);
    expect((await ask('query { vehicleByStockNumber(stockNumber: "a\\u0000b") { __typename } }')).errors).toEqual([
      expect.objectContaining({ message: 'Argument "stockNumber" must not contain the NUL character (U+0000).' }),
    ]);
    const signUp = await ask('mutation ($input: SignUpInput!) { signUp(input: $input) { __typename } }', { input: { email: 'a@example.com', password: 'kilimanjaro42', firstName: 'A\u0000', lastName: 'B', countryName: 'Kenya' } });
    expect(signUp.errors).toEqual([expect.objectContaining({ message: 'Variable "$input.firstName" must not contain the NUL character (U+0000).' })]);
  });

  it('answers a malformed maker or model uuid of testimonials with InvalidInputError naming it', async () => {
    const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ testimonials(makerUuid: "x") { __typename ... on InvalidInputError { issues { fieldname message } } } }' }) }, testContext(handle));
    expect(((await response.json()) as { data: unknown }).data).toEqual({ testimonials: { __typename: 'InvalidInputError', issues: [{ fieldname: 'makerUuid', message: 'makerUuid must be a uuid.' }] } });
  });
});
