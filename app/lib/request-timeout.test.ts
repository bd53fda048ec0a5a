// Which requests the page gives up on after 10 seconds, and how: its own site's, not an upload's, not
// another site's, with a cancellation by the page still a cancellation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRequestTimeout, REQUEST_TIMEOUT_MS } from './request-timeout';

let sent: { input: RequestInfo | URL; init: RequestInit | undefined }[];
let page: { fetch: typeof fetch; location: { origin: string } };

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  page = {
    location: { origin: 'https://roro.example' },
    fetch: (input, init) => {
      sent.push({ input, init });
      return new Promise<Response>(() => {});
    },
  };
  installRequestTimeout(page);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a request to the site', () => {
  it('is aborted 10 seconds after it is sent, with a TimeoutError, and not before', () => {
    void page.fetch('/en/stocklist.data?maker=Toyota');
    const signal = sent[0]!.init!.signal!;
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('keeps its options, and a cancellation by the page passes on as one', () => {
    const leaving = new AbortController();
    const body = new FormData();
    body.set('message', 'CIF Mombasa, please.');
    void page.fetch('https://roro.example/en/inquiry', { method: 'POST', body, signal: leaving.signal });
    const { init } = sent[0]!;
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe(body);
    leaving.abort(new DOMException('left the page', 'AbortError'));
    expect(init!.signal!.aborted).toBe(true);
    expect((init!.signal!.reason as DOMException).name).toBe('AbortError');
  });
});

describe('a request the limit leaves alone', () => {
  it('is an upload (a form with a file, or a raw file) or goes to another site', () => {
    const photos = new FormData();
    photos.set('vehicle', 'RR100001');
    photos.append('photos', new File([new Uint8Array(2048)], 'front.jpg', { type: 'image/jpeg' }));
    void page.fetch('/admin/stock/RR100001/photos', { method: 'POST', body: photos });
    void page.fetch('/admin/import', { method: 'POST', body: new Blob(['stock_number\nRR100001\n']) });
    void page.fetch('https://maps.example/tiles/1.png');
    expect(sent.map(({ init }) => init?.signal)).toEqual([undefined, undefined, undefined]);
  });

  it('but a form whose file field was left empty is no upload', () => {
    const form = new FormData();
    form.set('title', 'News');
    form.set('picture', new File([], ''));
    void page.fetch('/admin/news/new', { method: 'POST', body: form });
    expect(sent[0]!.init!.signal).toBeInstanceOf(AbortSignal);
  });
});
