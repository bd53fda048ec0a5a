// A signed-in browser's POST from another site is refused; our own pages, signed-out visitors and API
// clients without cookies pass.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { csrfGuard } from './csrf.ts';

const app = new Hono();
app.use('*', csrfGuard(() => 'https://www.roro.example'));
app.post('/en/user/account-details', (c) => c.text('saved'));
app.get('/en/user', (c) => c.text('page'));

const post = (headers: Record<string, string>) => app.request('https://www.roro.example/en/user/account-details', { method: 'POST', headers });
const session = { cookie: 'better-auth.session_token=abc.def' };

describe('csrfGuard', () => {
  it('refuses a signed-in POST from another origin or marked cross-site', async () => {
    expect((await post({ ...session, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ cookie: '__Secure-better-auth.session_token=abc', origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ ...session, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('refuses a signed-in POST from a sibling subdomain, which a browser marks same-site (issue 37)', async () => {
    // SameSite cookies go along from blog.roro.example: only the Origin, or this mark, tells it is not our page.
    expect((await post({ ...session, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post({ ...session, origin: 'https://blog.roro.example', 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  it('lets our own pages, signed-out visitors, cookie-less API clients and reads through', async () => {
    expect(await (await post({ ...session, origin: 'https://www.roro.example' })).text()).toBe('saved');
    expect((await post({ ...session, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({ origin: 'https://evil.example' })).status).toBe(200);
    expect((await post({ authorization: 'Bearer token' })).status).toBe(200);
    expect((await app.request('https://www.roro.example/en/user', { headers: { ...session, origin: 'https://evil.example' } })).status).toBe(200);
  });
});
