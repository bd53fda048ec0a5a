// The choices a visitor without JavaScript posts (POST /{lang}/preferences) come back as cookies that are
// `Secure` when the site is served over https (SITE_URL), so a plain-http request never carries them;
// over plain http (a local site) they must not be, or the browser would drop them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { action } from './preferences';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

/** The Set-Cookie headers of the redirect the action answers with. */
async function choose(siteUrl: string): Promise<string[]> {
  const ctx = testContext(handle, { site: { mediaBaseUrl: '/media', siteUrl } });
  const request = new Request(`${siteUrl}/en/preferences`, { method: 'POST', body: new URLSearchParams({ country: 'Kenya', theme: 'dark', returnTo: '/en/stocklist' }) });
  const answer: unknown = await action({ params: { lang: 'en' }, context: { ctx }, request } as Parameters<typeof action>[0]).catch((thrown: unknown) => thrown);
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(303);
  return (answer as Response).headers.getSetCookie();
}

describe('preference cookies', () => {
  it('are Secure when the site is served over https', async () => {
    const cookies = await choose('https://www.roro.example');
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['roro_country', 'roro_port', 'roro_currency', 'roro_theme']);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
  });

  it('are not Secure on a plain-http site', async () => {
    const cookies = await choose('http://localhost:3000');
    expect(cookies).toHaveLength(4);
    for (const cookie of cookies) expect(cookie).not.toContain('Secure');
  });
});
