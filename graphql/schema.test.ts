import { printSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.ts';

describe('graphql/schema.graphql', () => {
  it('is the schema the code builds (run `npm run graphql:schema` after changing the API)', () => {
    expect(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')).toBe(`${printSchema(schema)}\n`);
  });
});
