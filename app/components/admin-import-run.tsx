// The import of a stock CSV its check found good. With JavaScript the file goes to the run route, whose
// newline-delimited JSON moves a progress bar (checking the rows, then writing the vehicles) until the
// report comes. Without, it is a plain form post to the page, the file chosen once more, answered with
// the report.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useScriptsRunning } from '../lib/hydration';
import { ADMIN_INPUT } from './admin-field';
import { count, ImportReport, type ImportReportView } from './admin-import-report';

export const IMPORT_RUN_PATH = '/admin/stock/import/run';

/** One line of the run route's answer: progress as the rows are checked and written, then the outcome. */
export type ImportStreamLine =
  | { type: 'progress'; phase: 'checking' | 'writing'; done: number; total: number }
  | { type: 'report'; report: ImportReportView; seconds: number }
  | { type: 'failed'; message: string };

type RunState =
  | { step: 'ready'; problem?: string }
  | { step: 'running'; phase: 'sending' | 'checking' | 'writing'; done: number; total: number }
  | { step: 'finished'; report: ImportReportView; seconds: number };

async function* streamLines(body: ReadableStream<Uint8Array>): AsyncGenerator<ImportStreamLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (line) yield JSON.parse(line) as ImportStreamLine;
    }
  }
  if (buffer.trim()) yield JSON.parse(buffer) as ImportStreamLine;
}

/** Why the run route answered something other than its lines. */
function refusalMessage(response: Response): string {
  if (response.redirected && new URL(response.url).pathname.includes('/user/signin')) return 'You are signed out. Sign in again in another tab, then import the file. Nothing was written.';
  if (response.status === 403) return 'Your role does not include importing stock. Nothing was written.';
  return `The server answered with an error (${response.status}). Nothing was written; try again in a moment.`;
}

const PHASE_TEXT = { sending: 'Sending the file', checking: 'Checking the rows', writing: 'Writing the vehicles' } as const;

export function ImportRun({
  fileName,
  digest,
  rows,
  toWrite,
  fileFrom,
  onRunning,
}: {
  fileName: string;
  /** The checked file's digest: the server imports only that file. */
  digest: string;
  rows: number;
  /** Vehicles the check says the import creates or changes. */
  toWrite: number;
  /** The file chosen for the check (still in its field when the page's scripts run). */
  fileFrom: () => File | null;
  onRunning?: (running: boolean) => void;
}) {
  const scripts = useScriptsRunning();
  const [state, setState] = useState<RunState>({ step: 'ready' });
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const running = state.step === 'running';

  useEffect(() => {
    onRunning?.(running);
    if (!running) return;
    // Leaving does not stop the import (it ends on the server, all or nothing), but its report would be lost.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running, onRunning]);
  useEffect(() => {
    if (state.step === 'finished') reportHeading.current?.focus();
  }, [state.step]);

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileFrom();
    if (!file) {
      setState({ step: 'ready', problem: 'The file is no longer chosen above: choose it and check it again.' });
      return;
    }
    const body = new FormData();
    body.set('file', file);
    body.set('digest', digest);
    setState({ step: 'running', phase: 'sending', done: 0, total: rows });
    let response: Response;
    try {
      response = await fetch(IMPORT_RUN_PATH, { method: 'POST', body, headers: { accept: 'application/x-ndjson' } });
    } catch {
      setState({ step: 'ready', problem: 'The file could not be sent: check the connection and try again. Nothing was written.' });
      return;
    }
    if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('application/x-ndjson')) {
      setState({ step: 'ready', problem: refusalMessage(response) });
      return;
    }
    try {
      for await (const line of streamLines(response.body)) {
        if (line.type === 'progress') setState({ step: 'running', phase: line.phase, done: line.done, total: line.total });
        else if (line.type === 'report') return setState({ step: 'finished', report: line.report, seconds: line.seconds });
        else return setState({ step: 'ready', problem: line.message });
      }
    } catch {
      // The connection broke: said below, as for an answer that ended early.
    }
    setState({
      step: 'ready',
      problem:
        'The connection ended before the import’s report came. The import runs to its end on the server, all or nothing: look for the file’s vehicles in the stock table before importing it again.',
    });
  }

  // One bar for both phases: the rows checked, then the vehicles written after them.
  const writeTotal = state.step === 'running' && state.phase === 'writing' ? state.total : toWrite;
  const progressValue = state.step !== 'running' || state.phase === 'sending' ? undefined : state.phase === 'checking' ? state.done : rows + state.done;
  const announcement = state.step === 'running' ? PHASE_TEXT[state.phase] : state.step === 'finished' ? (state.report.written ? 'Import finished' : 'Import refused') : '';

  return (
    <div className="mt-4">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {state.step === 'ready' ? (
        <form method="post" encType="multipart/form-data" onSubmit={scripts ? run : undefined} data-testid="import-run-form">
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="digest" value={digest} />
          {!scripts ? (
            <label className="block max-w-xl text-sm">
              Choose {fileName} again: without JavaScript the page cannot keep it *
              <input type="file" name="file" accept=".csv,text/csv" required className={ADMIN_INPUT} />
            </label>
          ) : null}
          {state.problem ? (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="import-run-problem">
              {state.problem}
            </p>
          ) : null}
          <button type="submit" className="mt-3 rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900">
            Import {count(rows, 'row')}
          </button>
        </form>
      ) : state.step === 'running' ? (
        <div data-testid="import-progress">
          <label htmlFor="import-progress-bar" className="block text-sm font-semibold">
            Importing {fileName}
          </label>
          <progress id="import-progress-bar" max={rows + writeTotal} value={progressValue} aria-describedby="import-progress-text" className="mt-2 h-3 w-full accent-brand-700" />
          <p id="import-progress-text" className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="import-progress-text">
            {state.phase === 'sending' ? `${PHASE_TEXT.sending}…` : `${PHASE_TEXT[state.phase]}: ${state.done.toLocaleString('en')} of ${state.total.toLocaleString('en')}`}
          </p>
        </div>
      ) : (
        <ImportReport report={state.report} seconds={state.seconds} headingRef={reportHeading} />
      )}
    </div>
  );
}
