// The edit frame's fields (ADR 067): a save the domain refuses comes back as its InvalidInputError issues,
// and each field shows its own message, tied to it for screen readers, with the value that was sent.
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { action as createCoupon } from '../routes/admin/coupons';
import { EditField, EditForm, SaveBar } from './admin-edit';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe('a field of the edit frame', () => {
  it('shows the domain’s message for it, and what was typed', async () => {
    const request = new Request('http://localhost/admin/coupons', { method: 'POST', body: new URLSearchParams({ couponCode: 'kit frame!', discountJpy: '5', minPriceJpy: '0', validUntil: '2099-12-31', audience: 'anyone', maxUses: '1' }) });
    const refused = (await createCoupon({ request, context: { ctx: testContext(handle, { viewer: staffViewer('sales', { prefix: 'frame' }) }) } } as unknown as Parameters<typeof createCoupon>[0])) as unknown as {
      data: { errors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(Object.keys(refused.data.errors).sort()).toEqual(['couponCode', 'discountJpy']);

    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <EditForm sent={refused.data}>
            <EditField name="couponCode" label="Code" />
            <EditField name="discountJpy" label="Amount (JPY)" type="number" />
            <EditField name="validUntil" label="Last day" type="date" value="2000-01-01" />
            <SaveBar label="Create coupon" />
          </EditForm>
        ),
      },
    ]);
    const html = renderToStaticMarkup(<Stub />);
    for (const name of ['couponCode', 'discountJpy']) {
      expect(html).toMatch(new RegExp(`<input [^>]*aria-invalid="true" aria-describedby="${name}-error"[^>]*name="${name}"`));
      expect(html).toContain(`<span id="${name}-error" class="mt-1 block text-sm text-red-700 dark:text-red-400">${refused.data.errors[name]}</span>`);
    }
    // What was typed comes back, the refused and the accepted alike; nothing is put on a field without a message.
    expect(html).toContain('value="kit frame!"');
    expect(html).toContain('value="2099-12-31"');
    expect(html).not.toContain('validUntil-error');
  });
});
