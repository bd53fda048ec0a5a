// The GraphQL endpoint: Yoga over the Pothos schema, with unexpected errors masked and the endpoint
// guarded by GraphQL Armor's limits before a resolver runs: tokens in a document (checked while it is
// parsed, so a 150 KB document stops early), aliases, depth, directives and a static cost. Without
// introspection, suggestions ("Did you mean …?") are left out of every message: they would name the schema.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { typeBrandKey } from '@pothos/core';
import { createYoga, type Plugin } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule, GraphQLError, type ExecutionResult, type GraphQLField, type GraphQLSchema } from 'graphql';
import { noteDatabaseError } from '#db/database-unavailable.ts';
import { BaseError } from '#domain/errors.ts';
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

/** graphql-js's suggestion, always the end of a sentence: ` Did you mean "maker"?`, `… the enum value "News"?`. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * Without introspection, no suggestion in any message: Armor's plugin hides them in validation only, but
 * graphql-js also makes them while it reads variables (a field of an input, an enum value), so they are
 * taken out here, from the answer itself, whichever step wrote them.
 */
const hideSuggestions: Plugin = {
  onResultProcess({ result, setResult }) {
    const reword = (error: GraphQLError): GraphQLError => {
      const message = error.message.replace(SUGGESTION, '');
      if (message === error.message) return error;
      return new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError, extensions: error.extensions });
    };
    const rewordResult = (answer: ExecutionResult): ExecutionResult =>
      answer.errors?.length ? { ...answer, errors: answer.errors.map((error) => (error instanceof GraphQLError ? reword(error) : error)) } : answer;
    // A stream (a subscription, @defer) is never answered: the schema has neither.
    if (Array.isArray(result)) setResult(result.map(rewordResult));
    else if (!(Symbol.asyncIterator in result)) setResult(rewordResult(result));
  },
};

const notJson = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/**
 * A request that is not JSON where it should be is the client's mistake, said plainly: Yoga passes on the
 * JSON parser's own message for a POST body, and a GET's `variables` or `extensions` were an unexpected
 * error (masked, logged as a failure of ours).
 */
const plainJsonErrors: Plugin = {
  onRequestParse({ requestParser, setRequestParser }) {
    if (!requestParser) return;
    setRequestParser(async (request) => {
      try {
        return await requestParser(request);
      } catch (error) {
        if (error instanceof GraphQLError && error.message === 'POST body sent invalid JSON.') throw notJson('The request body is not valid JSON.');
        if (error instanceof SyntaxError) throw notJson('The variables or extensions of this request are not valid JSON.');
        throw error;
      }
    });
  },
};

/** Tells the metrics of a root field run: its operation's type, its name and how it ended. */
export type CountOperation = (type: string, operation: string, result: string) => void;

const COUNT_OPERATION = Symbol('count a root field');
const observed = new WeakSet<GraphQLField<unknown, unknown>>();

/**
 * An answer: ok, or the expected error's type (NotFoundError, InvalidInputError …, a fixed set). The errors
 * plugin hands an expected error on as a proxy that is no instance of anything (so that no object type
 * claims it); it says its class under Pothos' type brand.
 */
function answered(value: unknown): string {
  if (value instanceof BaseError) return value.name;
  if (typeof value !== 'object' || value === null) return 'ok';
  const brand = (value as { [typeBrandKey]?: unknown })[typeBrandKey];
  return typeof brand === 'function' && brand.prototype instanceof BaseError ? String((value as BaseError).name) : 'ok';
}
/** A failure: a GraphQL error's code when it has one of the usual form (NOT_FOUND, BAD_USER_INPUT), else error. */
function failed(error: unknown): string {
  const code = error instanceof GraphQLError ? error.extensions?.code : undefined;
  return typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'error';
}

/**
 * The schema's query and mutation fields, each wrapped once to say how it ended to the endpoint that
 * runs it (the counter its plugin puts in the context; none outside the endpoint, as in tests that
 * execute the schema directly). Only the root fields: the figures are per operation, not per field.
 */
function observeRootFields(schema: GraphQLSchema): void {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const resolve = field.resolve;
      if (!resolve || observed.has(field)) continue;
      observed.add(field);
      field.resolve = (source, args, context, info) => {
        const count = (context as { [COUNT_OPERATION]?: CountOperation })[COUNT_OPERATION];
        if (!count) return resolve(source, args, context, info);
        const kind = info.operation.operation;
        let value: unknown;
        try {
          value = resolve(source, args, context, info);
        } catch (error) {
          count(kind, info.fieldName, failed(error));
          throw error;
        }
        if (!(value instanceof Promise)) {
          count(kind, info.fieldName, answered(value));
          return value;
        }
        return value.then(
          (settled: unknown) => {
            count(kind, info.fieldName, answered(settled));
            return settled;
          },
          (error: unknown) => {
            count(kind, info.fieldName, failed(error));
            throw error;
          },
        );
      };
    }
  }
}

/** Counts each root field run, and a document refused before it ran (not parsed, not valid, over a limit) as invalid. */
function countOperations(count: CountOperation): Plugin {
  observeRootFields(schema);
  const invalid = () => count('unknown', 'invalid', 'invalid');
  return {
    onParse: () => ({ result }) => {
      if (result instanceof Error) invalid();
    },
    onValidate: () => ({ valid }) => {
      if (!valid) invalid();
    },
    onContextBuilding({ extendContext }) {
      extendContext({ [COUNT_OPERATION]: count } as never);
    },
  };
}

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

export function createGraphqlHandler(options: { introspection: boolean; logError: (error: unknown) => void; allowedOrigins?: readonly string[]; countOperation?: CountOperation }) {
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
        // A read this request shared with another (a kept one) failed there: noted here as well, so an
        // answer of errors only is a 503 (server/database-unavailable.ts).
        noteDatabaseError(original ?? error);
        options.logError(original ?? error);
        return new GraphQLError(message);
      },
    },
    plugins: [
      ...(options.introspection ? limitPlugins() : [...limitPlugins(), noIntrospection, blockFieldSuggestionsPlugin() as Plugin, hideSuggestions]),
      refuseNulInTexts,
      plainJsonErrors,
      ...(options.countOperation ? [countOperations(options.countOperation)] : []),
    ],
  });
}
