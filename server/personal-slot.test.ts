import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fillSlot, personalBlock, slotPage } from './personal-slot.ts';

const page = `<!DOCTYPE html><html><body><main>${'<li>Toyota Hiace, Mombasa</li>'.repeat(2000)}</main><!--/$--></body></html>`;
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('a shared page with a slot for the buyer’s own part', () => {
  it('is the page with the block just before </body>, gzipped as one valid member, for any number of buyers', async () => {
    const slotted = await slotPage(new TextEncoder().encode(page), true);
    for (const ids of [[1, 2], [], [987654321]]) {
      const block = personalBlock({ favoriteIds: ids });
      expect(decode(gunzipSync(fillSlot(slotted, block)))).toBe(page.replace('</body>', `${block}</body>`));
    }
    // The shared part was compressed once and is most of what is sent.
    expect(fillSlot(slotted, personalBlock({ favoriteIds: [] })).length).toBeLessThan(slotted.head.length + 200);
  });

  it('is the page as rendered when not compressed, and puts the block at the end of a page without </body>', async () => {
    const block = personalBlock({ favoriteIds: [7] });
    expect(decode(fillSlot(await slotPage(new TextEncoder().encode(page), false), block))).toBe(page.replace('</body>', `${block}</body>`));
    expect(decode(gunzipSync(fillSlot(await slotPage(new TextEncoder().encode('<p>fragment</p>'), true), block)))).toBe(`<p>fragment</p>${block}`);
  });

  it('carries text that would end the script as escaped JSON', () => {
    const block = personalBlock({ name: '</script><img src=x onerror=alert(1)>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(block)![1]!)).toEqual({ name: '</script><img src=x onerror=alert(1)>' });
  });
});
