// The browser's requests give up after 10 seconds (spec 001 §7 and §9, spec 000 §9): a stalled connection
// then ends as a failed request (the loading bar stops, the page's error and its toast show, a form says
// "An error occurred") instead of waiting for ever. installRequestTimeout gives the limit to every request
// the page sends to this site, React Router's data loads and form posts as well as the page's own calls,
// except one that sends a file: an upload's time grows with its size and the line (ADR 050).

/** How long a request may take before it is aborted. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A signal that aborts after {@link REQUEST_TIMEOUT_MS} with a TimeoutError (a DOMException, as the
 * browser's own), or when `signal` does, with its reason: a request its page cancelled stays a
 * cancellation. Written out rather than with AbortSignal.any, which older phones lack.
 */
function withRequestTimeout(signal: AbortSignal | null | undefined): AbortSignal {
  const controller = new AbortController();
  if (signal?.aborted) {
    controller.abort(signal.reason);
    return controller.signal;
  }
  const timer = setTimeout(
    () => controller.abort(new DOMException(`The request took more than ${REQUEST_TIMEOUT_MS / 1000} seconds.`, 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  signal?.addEventListener(
    'abort',
    () => {
      clearTimeout(timer);
      controller.abort(signal.reason);
    },
    { once: true },
  );
  return controller.signal;
}

/** Whether a request body sends a file (a non-empty one, or a raw blob or stream): an upload. */
function sendsFile(body: BodyInit | null | undefined): boolean {
  if (body instanceof FormData) return [...body.values()].some((value) => typeof value !== 'string' && value.size > 0);
  return body instanceof Blob || body instanceof ReadableStream;
}

/** Whether a fetch's arguments are a request to this page's own site (a relative URL is) that sends no file. */
function isLimited(input: RequestInfo | URL, init: RequestInit | undefined, origin: string): boolean {
  // A Request's own body cannot be read back: React Router and this site's code pass a URL and options.
  if (input instanceof Request) return new URL(input.url).origin === origin && (init?.body === undefined ? input.body === null : !sendsFile(init.body));
  return new URL(String(input), origin).origin === origin && !sendsFile(init?.body);
}

/**
 * Gives every request this page sends to its own site the time limit, except an upload: React Router's
 * data loads and form posts included (they call the global fetch, and take no options of their own).
 * Once per page.
 */
export function installRequestTimeout(target: { fetch: typeof fetch; location: { origin: string } } = window): void {
  const nativeFetch = target.fetch.bind(target);
  target.fetch = (input, init) => {
    if (!isLimited(input, init, target.location.origin)) return nativeFetch(input, init);
    const signal = withRequestTimeout(init?.signal ?? (input instanceof Request ? input.signal : undefined));
    return nativeFetch(input, { ...init, signal });
  };
}
