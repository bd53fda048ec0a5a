// The GraphQL endpoint: Yoga over the Pothos schema, with unexpected errors masked and the endpoint
// guarded by GraphQL Armor's limits before a resolver runs: tokens in a document (checked while it is
// parsed, so a 150 KB document stops early), aliases, depth, directives and a static cost. Without
// introspection, field suggestions ("Did you mean …?") are blocked too: they would name the schema.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { createYoga, type Plugin } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule, GraphQLError } from 'graphql';
import type { RequestContext } from '#domain/context.ts';
import { schema } from '#graphql/schema.ts';
import { refuseNulInTexts } from '#graphql/text-arguments.ts';

/**
 * The limits, each well above what the site's pages and a real API client send and far below what
 * stalls a process. The largest real query, a page of 100 vehicles with the search facets, is about 120
 * tokens, depth 6 and costs about 10,000 by Armor's static measure (objects 2, scalars 1, deeper levels
 * weigh more); two such searches pass in one document, five are refused before any runs, and so are
 * 1,000 aliased searches in a 150 KB document (the token limit stops the parser early).
 */
export const GRAPHQL_LIMITS = { tokens: 2_000, aliases: 15, depth: 10, directives: 20, cost: 25_000 } as const;

const limitPlugins = (): Plugin[] =>
  [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, exposeLimits: true }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, exposeLimits: true, flattenFragments: true }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives, exposeLimits: true }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, exposeLimits: true }),
  ] as Plugin[];

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * CORS: a page of an allowed origin (the site's own, and those configured for API clients) may read the
 * answers, cookies included; any other origin gets no CORS headers, so a browser shows its page nothing.
 */
function corsFor(allowedOrigins: readonly string[]) {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowedOrigins.includes(origin)) return false as const;
    return { origin, credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization', 'x-requested-with'], maxAge: 600 };
  };
}

export function createGraphqlHandler(options: { introspection: boolean; logError: (error: unknown) => void; allowedOrigins?: readonly string[] }) {
  return createYoga<RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    cors: corsFor(options.allowedOrigins ?? []),
    graphiql: options.introspection,
    landingPage: false,
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        // Validation errors and errors a resolver raises on purpose keep their message.
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        options.logError(original ?? error);
        return new GraphQLError(message);
      },
    },
    plugins: [...(options.introspection ? limitPlugins() : [...limitPlugins(), noIntrospection, blockFieldSuggestionsPlugin() as Plugin]), refuseNulInTexts],
  });
}
