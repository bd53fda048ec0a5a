// GraphQL as an API client sends it, for tests: one request through the real Yoga handler with the
// given request context; an answer with GraphQL errors fails the test.
import { expect } from 'vitest';
import type { RequestContext } from '#domain/context.ts';
import { createGraphqlHandler } from '#server/yoga.ts';

const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

export async function graphqlAs(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}
