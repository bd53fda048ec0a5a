import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { testimonialsFor } from './testimonials.service.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe('testimonialsFor', () => {
  it('gives the latest testimonials, newest first', async () => {
    const result = await testimonialsFor(testContext(handle), { limit: 3 });
    expect(result).toHaveLength(3);
    const dates = result.map((t) => t.reviewedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(result[0]!.country?.name).toBeTruthy();
  });

  it('prefers the same model, then the same maker, and never repeats one', async () => {
    const [model] = await queryRows<{ model_uuid: string; maker_uuid: string; model_id: number; maker_id: number; n: number }>(
      handle.db,
      sql`select md.uuid::text as model_uuid, mk.uuid::text as maker_uuid, md.id as model_id, mk.id as maker_id, count(*)::int as n
          from testimonials t join models md on md.id = t.model_id join makers mk on mk.id = t.maker_id
          group by md.id, mk.id having count(*) = 1 limit 1`,
    );
    const result = await testimonialsFor(testContext(handle), { makerUuid: model!.maker_uuid, modelUuid: model!.model_uuid, limit: 3 });
    expect(result).toHaveLength(3);
    expect(new Set(result.map((t) => t.id)).size).toBe(3);
    const [first] = await queryRows<{ model_id: number; maker_id: number }>(handle.db, sql`select model_id, maker_id from testimonials where id = ${result[0]!.id}`);
    expect(first!.model_id).toBe(model!.model_id);
  });
});
