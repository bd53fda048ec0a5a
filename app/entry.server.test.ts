import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LowPriorityModulePreloads } from './entry.server';

const page =
  '<!DOCTYPE html><html><head><title>Подержанные авто из Японии</title><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>' +
  '<body><p>Text that mentions <link rel="modulepreload"</p><script>enqueue("data")</script></body></html>';

const bytes = Buffer.from(page);

/** The page cut into chunks of `size` bytes, as a stream would deliver it, letters split included. */
const inChunks = (size: number) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

describe('the module preloads of the head', () => {
  it('are marked low priority however the stream is cut, and nothing after the head changes', async () => {
    for (const size of [1, 7, 40, bytes.length]) {
      const out = await text(inChunks(size).pipe(new LowPriorityModulePreloads()));
      expect(out, `chunks of ${size}`).toBe(
        page.replace(/<link rel="modulepreload"( href="\/assets\/[ab].js")/g, '<link rel="modulepreload" fetchpriority="low"$1'),
      );
    }
  });

  it('passes a document without a head through unchanged', async () => {
    const out = await text(Readable.from([Buffer.from('<p>partial')]).pipe(new LowPriorityModulePreloads()));
    expect(out).toBe('<p>partial');
  });
});
