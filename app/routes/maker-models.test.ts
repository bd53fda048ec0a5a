// GET /{lang}/models?maker=…: the header's detailed search asks it for a maker's models once one is chosen.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { loader, type MakerModels } from './maker-models';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

async function ask(query: string): Promise<{ status: number; body: unknown; cacheControl: string | null }> {
  const request = new Request(`http://localhost/en/models${query}`);
  const response = await loader({ params: { lang: 'en' }, context: { ctx: testContext(handle) }, request } as unknown as Parameters<typeof loader>[0]);
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
}

describe('a maker’s models for the header’s search', () => {
  it('answers the models of the maker named, the same for everyone; none for a maker without stock or none named', async () => {
    const toyota = await ask('?maker=Toyota');
    expect(toyota.status).toBe(200);
    expect(toyota.cacheControl).toBe('public, max-age=60');
    const { maker, models } = toyota.body as MakerModels;
    expect(maker).toBe('Toyota');
    expect(models.length).toBeGreaterThan(3);
    expect(models).toContain('Hiace Wagon');
    expect((await ask('?maker=%20Nissan%20')).body).toMatchObject({ maker: 'Nissan' });
    expect((await ask('?maker=Nissan')).body).not.toEqual(toyota.body);
    expect((await ask('?maker=Trabant')).body).toEqual({ maker: 'Trabant', models: [] });
    expect((await ask('')).body).toEqual({ maker: '', models: [] });
  });

  it('refuses a name longer than any maker’s, with the message the maker query gives', async () => {
    const refused = await ask(`?maker=${'x'.repeat(101)}`);
    expect(refused).toMatchObject({ status: 400, body: { message: 'maker must be at most 100 characters.' } });
  });
});
