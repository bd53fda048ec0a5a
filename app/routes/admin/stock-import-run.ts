// POST /admin/stock/import/run: the stock import for the page's script. The multipart form carries the
// checked file and its check's digest; the answer is newline-delimited JSON written as the import goes,
// {"type":"progress","phase":"checking","done":500,"total":10000} ... then one {"type":"report",...}
// line (or {"type":"failed",...}). The import is the domain's: all or nothing, every row checked again.
import { importVehicles } from '#domain/stock/vehicle-import.service.ts';
import type { ImportStreamLine } from '../../components/admin-import-run';
import { importRefusal, readImportUpload, refusedView, reportView, secondsSince } from '../../lib/admin-import.server';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/stock-import-run';

// no-transform: a proxy or the compression middleware would hold the lines back until it had enough to
// compress; X-Accel-Buffering does the same for nginx.
const STREAM_HEADERS = { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': `${ADMIN_PRIVATE['cache-control']}, no-transform`, 'x-accel-buffering': 'no' };

const line = (value: ImportStreamLine) => `${JSON.stringify(value)}\n`;

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { vehicle: ['import'] });
  return new Response('Send the file with POST.', { status: 405, headers: { allow: 'POST', ...ADMIN_PRIVATE } });
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { vehicle: ['import'] });
  const upload = await readImportUpload(request);
  const refusal = importRefusal(upload);
  if (refusal || 'problem' in upload) {
    return new Response(line({ type: 'report', report: refusedView(upload, refusal ?? ''), seconds: 0 }), { status: 400, headers: STREAM_HEADERS });
  }
  const ctx = context.ctx;
  const encoder = new TextEncoder();
  // The browser may leave (a closed tab): the import still runs to its end, all or nothing, as a plain
  // form post would; only its lines go nowhere.
  let listening = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (value: ImportStreamLine) => {
        if (!listening) return;
        try {
          controller.enqueue(encoder.encode(line(value)));
        } catch {
          listening = false;
        }
      };
      const started = performance.now();
      importVehicles(ctx, upload.file, { onProgress: (progress) => send({ type: 'progress', ...progress }) })
        .then((report) => {
          if (report instanceof Error) send({ type: 'failed', message: 'Your role does not include importing stock. Nothing was written.' });
          else send({ type: 'report', report: reportView(report), seconds: secondsSince(started) });
        })
        .catch((error: unknown) => {
          console.error('stock import failed', error);
          send({ type: 'failed', message: 'Something went wrong on our side and nothing was written. Try again in a moment.' });
        })
        .finally(() => {
          if (!listening) return;
          listening = false;
          controller.close();
        });
    },
    cancel() {
      listening = false;
    },
  });
  return new Response(body, { headers: STREAM_HEADERS });
}
