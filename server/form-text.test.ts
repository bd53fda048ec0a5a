// Page forms with a NUL character: refused with 400 and a message before the action reads them, however
// it is written (percent-encoded or raw); any other form reaches its action whole.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { NUL_IN_FORM, refuseNulInForms } from './form-text.ts';

function app() {
  const hono = new Hono();
  hono.use('*', refuseNulInForms());
  hono.post('/en/inquiry', async (c) => c.json(Object.fromEntries((await c.req.formData()).entries())));
  hono.post('/graphql', (c) => c.body(null, 204));
  return hono;
}

const post = (body: string, type = 'application/x-www-form-urlencoded', path = '/en/inquiry') => app().request(path, { method: 'POST', headers: { 'content-type': type }, body });

describe('a page form with a NUL character', () => {
  it('is refused with 400 and a message, percent-encoded or raw', async () => {
    for (const body of ['message=a%00b', 'name=Amani&message=hello%00', 'message=a\u0000b']) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect(await answer.text()).toBe(NUL_IN_FORM);
    }
  });

  it('leaves any other form whole for its action, and JSON and uploads to their own checks', async () => {
    expect(await (await post('name=Amani&message=Is%20it%20still%20for%20sale%3F')).json()).toEqual({ name: 'Amani', message: 'Is it still for sale?' });
    expect((await post('{"message":"a\\u0000b"}', 'application/json', '/graphql')).status).toBe(204);
  });
});
