// The GraphQL endpoint: Yoga over the Pothos schema, with unexpected errors masked and the endpoint
// protected against deep or introspective queries where configured.
import { createYoga, type Plugin } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule, type ValidationRule, GraphQLError, type ASTVisitor } from 'graphql';
import type { RequestContext } from '#domain/context.ts';
import { schema } from '#graphql/schema.ts';

const MAX_DEPTH = 10;

/** Refuses queries nested deeper than MAX_DEPTH selections: a cheap guard against abusive queries. */
const depthLimit: ValidationRule = (context) => {
  let depth = 0;
  const visitor: ASTVisitor = {
    SelectionSet: {
      enter(node) {
        depth++;
        if (depth > MAX_DEPTH) context.reportError(new GraphQLError(`Query is nested deeper than ${MAX_DEPTH} levels.`, { nodes: [node] }));
      },
      leave() {
        depth--;
      },
    },
  };
  return visitor;
};

function validationRules(rules: ValidationRule[]): Plugin {
  return {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}

export function createGraphqlHandler(options: { introspection: boolean; logError: (error: unknown) => void }) {
  return createYoga<RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
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
    plugins: [validationRules(options.introspection ? [depthLimit] : [depthLimit, NoSchemaIntrospectionCustomRule])],
  });
}
