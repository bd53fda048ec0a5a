// The pictures in an S3-compatible bucket (MEDIA_STORE=s3, ADR 061): Amazon S3, or a self-hosted store
// (MinIO, Ceph, Garage) at MEDIA_S3_ENDPOINT with path-style addresses. Every call has a deadline
// (MEDIA_S3_TIMEOUT_MS): a store that is down or hangs turns into MediaStoreUnavailableError, which the
// uploads answer with a message and no half-saved photo.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { isMediaPath, MEDIA_CACHE_CONTROL, mediaContentType, MediaStoreUnavailableError, type MediaStore } from '#domain/stock/media-store.ts';

export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** A self-hosted store's address; none for Amazon S3. */
  endpoint?: string;
  /** Addresses as http://host/bucket/key (self-hosted stores) rather than http://bucket.host/key. */
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; none: the SDK's own chain (the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** How long one call may take, retries included, before the store counts as unavailable. */
  timeoutMs: number;
}

export interface StoredObject {
  path: string;
  size: number;
  /** The ETag without its quotes: the MD5 of the bytes for a plain upload to most stores. */
  etag: string;
}

export interface MediaRead {
  status: 200 | 206 | 304 | 404 | 416;
  headers: Record<string, string>;
  body?: ReadableStream<Uint8Array>;
}

export interface S3MediaStore extends MediaStore {
  kind: 's3';
  settings: S3MediaSettings;
  /** The objects under a prefix ("vehicles/sedan/"); with `shallow`, only those directly in it. */
  list(prefix: string, options?: { shallow?: boolean }): AsyncGenerator<StoredObject>;
  /** The object's bytes, or null when there is none (for checking a copy). */
  bytes(mediaPath: string): Promise<Buffer | null>;
  /** A picture as a browser asked for it (Range, If-None-Match, If-Modified-Since), to stream through the server. */
  read(mediaPath: string, request: { range?: string; ifNoneMatch?: string; ifModifiedSince?: string; head?: boolean }): Promise<MediaRead>;
}

const unquote = (etag: string | undefined) => (etag ?? '').replace(/^"|"$/g, '');
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/** Why a call failed, in a sentence for the person uploading and the log. */
function unavailable(error: unknown, what: string, timedOut: boolean, settings: S3MediaSettings): MediaStoreUnavailableError {
  const seconds = settings.timeoutMs >= 1000 ? `${Math.round(settings.timeoutMs / 100) / 10} s` : `${settings.timeoutMs} ms`;
  if (timedOut) return new MediaStoreUnavailableError(`The picture store did not answer within ${seconds} (${what}).`, { cause: error });
  if (error instanceof S3ServiceException) {
    const detail = error.name === 'NoSuchBucket' ? `the bucket ${settings.bucket} does not exist` : `${error.name}, HTTP ${error.$metadata.httpStatusCode ?? '?'}`;
    return new MediaStoreUnavailableError(`The picture store refused the ${what} (${detail}).`, { cause: error });
  }
  const code = (error as NodeJS.ErrnoException)?.code ?? (error as Error)?.name ?? 'an error';
  return new MediaStoreUnavailableError(`The picture store could not be reached (${code}) for the ${what}.`, { cause: error });
}

export function s3MediaStore(settings: S3MediaSettings): S3MediaStore {
  // The SDK warns once a process that its releases after January 2027 need Node 22; this one is pinned (ADR 061).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The store answers every call within the deadline below or not at all: a connection that cannot be
    // made, or a socket that goes quiet, gives up before it.
    requestHandler: { connectionTimeout: Math.min(settings.timeoutMs, 5000), socketTimeout: settings.timeoutMs },
    // Checksums only where S3 requires them: self-hosted stores refuse the SDK's newer default ones. Each
    // upload carries its Content-MD5 instead, which every store checks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  /** One call within the deadline, its failure a MediaStoreUnavailableError. */
  async function call<T>(what: string, send: (abortSignal: AbortSignal) => Promise<T>, expected: (error: unknown) => T | undefined = () => undefined): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    try {
      return await send(controller.signal);
    } catch (error) {
      const answer = expected(error);
      if (answer !== undefined) return answer;
      throw unavailable(error, what, controller.signal.aborted, settings);
    } finally {
      clearTimeout(timer);
    }
  }

  const key = (mediaPath: string) => {
    if (!isMediaPath(mediaPath)) throw new Error(`Not a media path: ${mediaPath}`);
    return mediaPath;
  };

  return {
    kind: 's3',
    settings,
    async write(mediaPath, data) {
      await call('upload', (abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key(mediaPath),
            Body: data,
            ContentType: mediaContentType(mediaPath),
            CacheControl: MEDIA_CACHE_CONTROL,
            // The store checks the bytes it got against it, and refuses them when they differ.
            ContentMD5: createHash('md5').update(data).digest('base64'),
          }),
          { abortSignal },
        ),
      );
    },
    async remove(mediaPath) {
      await call('removal', (abortSignal) => client.send(new DeleteObjectCommand({ Bucket, Key: key(mediaPath) }), { abortSignal }));
    },
    async *list(prefix, { shallow = false } = {}) {
      let ContinuationToken: string | undefined;
      do {
        const page = await call('listing', (abortSignal) =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken, ...(shallow ? { Delimiter: '/' } : {}) }), { abortSignal }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield { path: object.Key, size: object.Size ?? 0, etag: unquote(object.ETag) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async bytes(mediaPath) {
      return call(
        'download',
        async (abortSignal) => {
          const out = await client.send(new GetObjectCommand({ Bucket, Key: key(mediaPath) }), { abortSignal });
          return Buffer.from(await out.Body!.transformToByteArray());
        },
        (error) => (statusOf(error) === 404 ? null : undefined),
      );
    },
    async read(mediaPath, request) {
      const headers: Record<string, string> = { 'cache-control': MEDIA_CACHE_CONTROL };
      const ifModifiedSince = request.ifModifiedSince ? new Date(request.ifModifiedSince) : undefined;
      const conditions = {
        IfNoneMatch: request.ifNoneMatch || undefined,
        IfModifiedSince: ifModifiedSince && !Number.isNaN(ifModifiedSince.getTime()) && !request.ifNoneMatch ? ifModifiedSince : undefined,
      };
      // Only the answer's head is waited for: the picture then streams, the socket's own timeout watching it.
      return call(
        'download',
        async (abortSignal): Promise<MediaRead> => {
          const out = request.head
            ? await client.send(new HeadObjectCommand({ Bucket, Key: key(mediaPath), ...conditions }), { abortSignal })
            : await client.send(new GetObjectCommand({ Bucket, Key: key(mediaPath), Range: request.range || undefined, ...conditions }), { abortSignal });
          headers['content-type'] = out.ContentType ?? mediaContentType(mediaPath);
          if (out.ContentLength !== undefined) headers['content-length'] = String(out.ContentLength);
          if (out.ETag) headers.etag = out.ETag;
          if (out.LastModified) headers['last-modified'] = out.LastModified.toUTCString();
          headers['accept-ranges'] = 'bytes';
          const range = 'ContentRange' in out ? out.ContentRange : undefined;
          if (range) headers['content-range'] = range;
          const body = 'Body' in out && out.Body ? out.Body.transformToWebStream() : undefined;
          return { status: range ? 206 : 200, headers, body };
        },
        (error) => {
          const status = statusOf(error);
          if (status === 404) return { status: 404, headers: {} };
          if (status === 304) return { status: 304, headers: { ...headers, ...(request.ifNoneMatch ? { etag: request.ifNoneMatch } : {}) } };
          if (status === 416) return { status: 416, headers: {} };
          return undefined;
        },
      );
    },
  };
}

/** Whether a media store is a bucket (streamed through the server, copied to by media:copy). */
export function isS3MediaStore(store: MediaStore): store is S3MediaStore {
  return (store as Partial<S3MediaStore>).kind === 's3';
}
