// The stock CSV's upload, shared by the import page's action (the check, and the import without
// JavaScript) and its streaming run route: the body read up to the size limit, the file and its digest,
// and the domain's report as the page shows it.
import { createHash } from 'node:crypto';
import { MAX_IMPORT_MB } from '#domain/stock/vehicle-csv.ts';
import type { ImportFile, VehicleImportReport } from '#domain/stock/vehicle-import.service.ts';
import type { ImportReportView } from '../components/admin-import-report';

/** Room for a form's other fields and multipart framing beside its file. */
const FORM_SLACK_BYTES = 64 * 1024;
/** Problems listed at most: a file wrong in every row would otherwise make a page of megabytes. */
export const MAX_LISTED_ISSUES = 2000;

export type ImportUpload = { form: FormData; file: ImportFile; digest: string } | { form: FormData | null; problem: string };

/**
 * The request's body, refused past `maxBytes` as it arrives (a missing or false Content-Length included).
 * The rest of a refused body is read and dropped, not left unread: a browser still sending it waited about
 * 30 seconds before it showed the answer. The route's body limit (server/body-limits.ts) bounds that rest.
 */
async function boundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const refuse = async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // The body limit cut it off: refused all the same.
    }
    return null;
  };
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return refuse();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return refuse();
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The multipart form with its `file` of at most `maxMb` (the stock import's by default), or what keeps it from being checked. */
export async function readImportUpload(request: Request, maxMb: number = MAX_IMPORT_MB): Promise<ImportUpload> {
  const body = await boundedBody(request, maxMb * 1024 * 1024 + FORM_SLACK_BYTES);
  if (!body) return { form: null, problem: `A file is at most ${maxMb} MB.` };
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return { form: null, problem: 'The upload could not be read: choose the file and send it again.' };
  }
  const upload = form.get('file');
  if (!(upload instanceof File) || (upload.size === 0 && upload.name === '')) return { form, problem: 'Choose a CSV file.' };
  const content = new Uint8Array(await upload.arrayBuffer());
  return {
    form,
    // The name goes into the audit log and back to the page: a browser sends the base name only.
    file: { name: upload.name.slice(-200) || 'stock.csv', content },
    digest: createHash('sha256').update(content).digest('hex'),
  };
}

/**
 * Why an import's file is refused before it runs, or null. The page offers "Import" only for the file its
 * dry run found good, and sends that check's digest back with the file: a different file (another one
 * chosen, or edited since) is checked first rather than imported on the strength of another's check. The
 * import checks every row again inside its transaction in any case, so a forged digest gains nothing.
 */
export function importRefusal(upload: ImportUpload): string | null {
  if ('problem' in upload) return upload.problem;
  const checked = upload.form.get('digest');
  if (typeof checked !== 'string' || checked === '') return 'Check the file before importing it.';
  if (checked !== upload.digest) return 'This is not the file that was checked, or it has changed since: check it again before importing.';
  return null;
}

/** The report as the page lists it: at most MAX_LISTED_ISSUES problems, with the counts of all of them. */
export function reportView(report: VehicleImportReport): ImportReportView {
  return {
    fileName: report.fileName,
    written: report.written,
    total: report.total,
    created: report.created,
    updated: report.updated,
    unchanged: report.unchanged,
    // "file": a problem of the whole file (row 1) or of a whole row, not of one column.
    errors: report.errors.slice(0, MAX_LISTED_ISSUES).map((issue) => ({ row: issue.row, column: issue.fieldname === 'file' ? '' : issue.fieldname, message: issue.message })),
    errorCount: report.errors.length,
    errorRows: new Set(report.errors.map((issue) => issue.row)).size,
  };
}

/** A file refused before any row was read, as a report with its one problem. */
export function refusedView(upload: ImportUpload, message: string): ImportReportView {
  const sent = 'file' in upload ? upload.file : upload.form?.get('file');
  const fileName = sent && typeof sent !== 'string' ? sent.name : '';
  return { fileName, written: false, total: 0, created: 0, updated: 0, unchanged: 0, errors: [{ row: 1, column: '', message }], errorCount: 1, errorRows: 1 };
}

/** Seconds since `started` (performance.now()), to a tenth. */
export const secondsSince = (started: number) => Math.round((performance.now() - started) / 100) / 10;
