// Writes graphql/schema.graphql, the committed contract (`npm run graphql:schema`).
import { printSchema } from 'graphql';
import { writeFileSync } from 'node:fs';
import { schema } from './schema.ts';

writeFileSync(new URL('./schema.graphql', import.meta.url), `${printSchema(schema)}\n`);
console.log('graphql/schema.graphql written');
