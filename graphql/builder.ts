// The one Pothos builder. It holds no types: each area adds its own in graphql/schema/<area>.ts.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import type { RequestContext } from '#domain/context.ts';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    ID: { Input: string; Output: string | number };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ErrorsPlugin],
  defaultFieldNullability: false,
  errors: { directResult: true },
});

builder.scalarType('DateTime', {
  description: 'An ISO 8601 date-time in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 date-time.');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
