// One check at the GraphQL edge for every text argument: a NUL character (U+0000), which no text of the
// site can hold and PostgreSQL refuses with an error, is answered before any resolver runs with a
// BAD_USER_INPUT error naming where it is, as a value of the wrong type is. One plugin rather than a
// check per field, so that no argument added later can reach the database with one.
import { GraphQLError, Kind, visit, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasNul, nulPath } from '#domain/text-input.ts';

/** Where in an argument's literal value a text holds NUL, as `name.field.0`; null if nowhere. */
function literalNulPath(node: ValueNode, path: string): string | null {
  if (node.kind === Kind.STRING) return hasNul(node.value) ? path : null;
  const children: [string, ValueNode][] =
    node.kind === Kind.LIST ? node.values.map((value, index) => [`${path}.${index}`, value]) : node.kind === Kind.OBJECT ? node.fields.map((field) => [`${path}.${field.name.value}`, field.value]) : [];
  for (const [childPath, child] of children) {
    const found = literalNulPath(child, childPath);
    if (found) return found;
  }
  return null;
}

const refusal = (what: string) => new GraphQLError(`${what} must not contain the NUL character (U+0000).`, { extensions: { code: 'BAD_USER_INPUT' } });

export const refuseNulInTexts: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const variable = nulPath(args.variableValues ?? {}, '');
    if (variable) return setResultAndStopExecution({ errors: [refusal(`Variable "$${variable.slice(1)}"`)] });
    let literal: string | null = null;
    visit(args.document, {
      Argument(node) {
        literal ??= literalNulPath(node.value, node.name.value);
      },
    });
    if (literal) setResultAndStopExecution({ errors: [refusal(`Argument "${literal}"`)] });
  },
};
