// GraphQL's limits through the real Yoga handler on the seeded database: the abusive documents a probe
// sent (1,000 aliased searches of 100 vehicles in one 150 KB document, a deep nesting, a long list of
// directives) are refused with a message that says which limit, before any resolver runs; what the site
// and an API client really send passes; and without introspection a typo is not answered with the names
// of the schema's fields.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { createGraphqlHandler, GRAPHQL_LIMITS } from './yoga.ts';

let handle: DatabaseHandle;
const closed = createGraphqlHandler({ introspection: false, logError: () => {} });
const open = createGraphqlHandler({ introspection: true, logError: () => {} });

beforeAll(async () => {
  handle = await openSeededDatabase();
});

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function post(body: string, yoga = closed): Promise<Answer> {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body }, testContext(handle));
  return (await response.json()) as Answer;
}

const send = (query: string, yoga = closed, variables?: Record<string, unknown>) => post(JSON.stringify({ query, variables }), yoga);

const SEARCH = `searchVehicles(first: 100) { ... on VehicleConnection { totalCount edges { node { stockNumber priceFob } } } }`;
const aliased = (n: number) => `query { ${Array.from({ length: n }, (_, i) => `s${i}: ${SEARCH}`).join(' ')} }`;

describe('GraphQL limits', () => {
  it('refuse 1,000 aliased searches in one document before any runs, saying which limit', async () => {
    const document = aliased(1000);
    expect(document.length).toBeGreaterThan(100_000);
    const answer = await send(document);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors!.map((e) => e.message)).toEqual([`Syntax Error: Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`]);
  });

  it('refuse more aliases than the limit even in a short document, and allow the limit', async () => {
    const over = await send(aliased(GRAPHQL_LIMITS.aliases + 1).replaceAll(SEARCH, 'makers { name }'));
    expect(over.errors!.map((e) => e.message)).toEqual([`Syntax Error: Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded, found ${GRAPHQL_LIMITS.aliases + 1}.`]);
    const at = await send(aliased(GRAPHQL_LIMITS.aliases).replaceAll(SEARCH, 'makers { name }'));
    expect(at.errors).toBeUndefined();
    expect(Object.keys(at.data!)).toHaveLength(GRAPHQL_LIMITS.aliases);
  });

  it('refuse a query nested deeper than the limit, and too many directives', async () => {
    const deep = `query { makers { ${'models { maker { '.repeat(6)}name${' } }'.repeat(6)} } }`;
    expect((await send(deep)).errors!.map((e) => e.message)).toEqual([expect.stringMatching(/^Syntax Error: Query depth limit of 10 exceeded, found \d+\.$/)]);
    const directives = `query { makers { name ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.directives + 1)} } }`;
    expect((await send(directives)).errors!.map((e) => e.message)).toEqual([`Syntax Error: Directives limit of ${GRAPHQL_LIMITS.directives} exceeded, found ${GRAPHQL_LIMITS.directives + 1}.`]);
  });

  it('answer what the site sends, a page of 100 vehicles with facets, and refuse five such searches in one document', async () => {
    const page = `searchVehicles(first: 100) { ... on VehicleConnection { totalCount facets { makers { name count } years { year count } } edges { node { stockNumber maker { name } model { name } } } } }`;
    const answer = await send(`query { ${page} }`);
    expect(answer.errors).toBeUndefined();
    expect((answer.data!.searchVehicles as { edges: unknown[] }).edges).toHaveLength(100);
    const five = await send(`query { ${[1, 2, 3, 4, 5].map((i) => `p${i}: ${page}`).join(' ')} }`);
    expect(five.data ?? null).toBeNull();
    expect(five.errors!.map((e) => e.message)).toEqual([expect.stringMatching(new RegExp(`^Syntax Error: Query Cost limit of ${GRAPHQL_LIMITS.cost} exceeded, found \\d+(\\.\\d+)?\\.$`))]);
  });

  it('name no field in answer to a typo when introspection is off; with introspection on, suggest one', async () => {
    const typo = `query { searchVehicle { __typename } }`;
    const [closedMessage] = (await send(typo)).errors!.map((e) => e.message);
    expect(closedMessage).toBe('Cannot query field "searchVehicle" on type "Query". [Suggestion hidden]');
    const [openMessage] = (await send(typo, open)).errors!.map((e) => e.message);
    expect(openMessage).toMatch(/Did you mean "searchVehicles"/);
  });

  it('name no field, enum value or argument in answer to a typo in variables or values when introspection is off (issue 37)', async () => {
    const search = `query ($i: SearchVehiclesInput) { searchVehicles(input: $i) { __typename } }`;
    const articles = `query ($k: ArticleKind!) { articlesByAdmin(kind: $k) { __typename } }`;
    const typos: [string, Record<string, unknown>?][] = [
      [search, { i: { makr: 'Toyota' } }],
      [articles, { k: 'Newz' }],
      [`query { articlesByAdmin(kind: Newz) { __typename } }`],
      [`query { searchVehicles(inpt: {}) { __typename } }`],
      [`query { searchVehicles(input: { makr: "Toyota" }) { __typename } }`],
      [`query ($i: SearchVehicleInput) { searchVehicles(input: $i) { __typename } }`],
    ];
    for (const [query, variables] of typos) {
      const messages = (await send(query, closed, variables)).errors!.map((e) => e.message);
      expect(messages.length, query).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message, query).not.toMatch(/did you mean/i);
        expect(message, query).not.toMatch(/"(maker|News|input)"/);
      }
    }
    // The refusal still says what is wrong with what was sent.
    const [variableMessage] = (await send(search, closed, { i: { makr: 'Toyota' } })).errors!.map((e) => e.message);
    expect(variableMessage).toMatch(/^Variable "\$i" got invalid value .*Field "makr" is not defined by type "SearchVehiclesInput"\.$/);
    // With introspection on, the schema is public and the suggestion helps.
    const [openMessage] = (await send(articles, open, { k: 'Newz' })).errors!.map((e) => e.message);
    expect(openMessage).toMatch(/Did you mean the enum value "News"\?/);
  });

  it("answer a body that is not JSON with a plain sentence, not the parser's own words (issue 37)", async () => {
    for (const body of ['{"query":"{ x"', '{bad', '']) {
      const answer = await post(body);
      expect(answer.errors, body).toEqual([{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }]);
    }
    // Nor a query's variables in the address, which were an unexpected error, logged as such.
    const logged: unknown[] = [];
    const logging = createGraphqlHandler({ introspection: false, logError: (error) => logged.push(error) });
    for (const parameter of ['variables', 'extensions']) {
      const response = await logging.fetch(`http://localhost/graphql?query=${encodeURIComponent('{ makers { name } }')}&${parameter}={bad`, { headers: { accept: 'application/json' } }, testContext(handle));
      expect(response.status).toBe(400);
      expect(((await response.json()) as Answer).errors).toEqual([{ message: 'The variables or extensions of this request are not valid JSON.', extensions: { code: 'BAD_REQUEST' } }]);
    }
    expect(logged).toEqual([]);
  });
});
