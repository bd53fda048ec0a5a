// The upload area of a vehicle's photos: several files at once, dropped on it or chosen with the file
// picker. With JavaScript each file goes up on its own (XMLHttpRequest, for its progress) in the order
// chosen, so that each gets its own progress bar and the server's answer about it; a refused file keeps
// no other out. Without JavaScript it is a plain form posting every chosen file at once.
import { useEffect, useReducer, useRef, useState, type DragEvent } from 'react';
import { useRevalidator } from 'react-router';
import { MAX_PHOTO_MB, MIN_PHOTO_SIZE, PHOTO_FILE_TYPES, photoFileIssue } from '#domain/stock/vehicle-photo-limits.ts';
import { useScriptsRunning } from '../lib/hydration';

type UploadState = 'waiting' | 'uploading' | 'processing' | 'added' | 'refused' | 'failed' | 'cancelled';

interface Upload {
  id: number;
  file: File;
  state: UploadState;
  /** Per cent of the file sent. */
  progress: number;
  messages: string[];
}

type UploadAction =
  | { type: 'add'; uploads: Upload[] }
  | { type: 'update'; id: number; change: Partial<Omit<Upload, 'id' | 'file'>> }
  | { type: 'retry'; id: number }
  | { type: 'clear' };

function reducer(uploads: Upload[], action: UploadAction): Upload[] {
  switch (action.type) {
    case 'add':
      return [...uploads, ...action.uploads];
    case 'update':
      return uploads.map((u) => (u.id === action.id ? { ...u, ...action.change } : u));
    case 'retry':
      return uploads.map((u) => (u.id === action.id ? { ...u, state: 'waiting', progress: 0, messages: [] } : u));
    case 'clear':
      return uploads.filter((u) => u.state === 'waiting' || u.state === 'uploading' || u.state === 'processing');
  }
}

/** The answer of /admin/stock/:uuid/photos (vehicle-photos.ts). */
interface Answer {
  photoCount?: number;
  messages?: string[];
}

const STATE_TEXT: Record<UploadState, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  processing: 'Sent; making the sizes…',
  added: 'Added',
  refused: 'Not added',
  failed: 'Not sent',
  cancelled: 'Cancelled',
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

export function VehiclePhotoUpload({ uuid, refusals }: { uuid: string; refusals: string[] }) {
  const action = `/admin/stock/${uuid}/photos`;
  const scripts = useScriptsRunning();
  const revalidator = useRevalidator();
  const [uploads, dispatch] = useReducer(reducer, []);
  const [over, setOver] = useState(false);
  const nextId = useRef(1);
  const requests = useRef(new Map<number, XMLHttpRequest>());
  const inputRef = useRef<HTMLInputElement>(null);

  const enqueue = (files: FileList | File[]) => {
    const added = [...files].map((file): Upload => {
      const issue = photoFileIssue(file);
      return { id: nextId.current++, file, state: issue ? 'refused' : 'waiting', progress: 0, messages: issue ? [issue.message] : [] };
    });
    if (added.length) dispatch({ type: 'add', uploads: added });
  };

  // One file at a time, in the order chosen: the photos join the vehicle in that order.
  const busy = uploads.some((u) => u.state === 'uploading' || u.state === 'processing');
  const next = busy ? undefined : uploads.find((u) => u.state === 'waiting');
  useEffect(() => {
    if (!next) return;
    const { id, file } = next;
    const update = (change: Partial<Omit<Upload, 'id' | 'file'>>) => dispatch({ type: 'update', id, change });
    const xhr = new XMLHttpRequest();
    requests.current.set(id, xhr);
    xhr.open('POST', action);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) update({ progress: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
    };
    xhr.upload.onload = () => update({ state: 'processing', progress: 100 });
    xhr.onload = () => {
      requests.current.delete(id);
      const answer = (xhr.response ?? {}) as Answer;
      if (xhr.status === 200) {
        update({ state: 'added', progress: 100 });
        void revalidator.revalidate();
      } else if (answer.messages?.length) update({ state: 'refused', messages: answer.messages });
      else update({ state: 'failed', messages: [`The server answered ${xhr.status}: try again.`] });
    };
    xhr.onerror = () => {
      requests.current.delete(id);
      update({ state: 'failed', messages: ['The upload broke off: check the connection and try again.'] });
    };
    xhr.onabort = () => {
      requests.current.delete(id);
      update({ state: 'cancelled', messages: [] });
    };
    const body = new FormData();
    body.append('photos', file, file.name);
    update({ state: 'uploading', progress: 0 });
    xhr.send(body);
    // The revalidator changes on each render; the request belongs to the upload only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next?.id]);

  // Going away stops what is still being sent.
  useEffect(() => {
    const open = requests.current;
    return () => {
      for (const xhr of open.values()) xhr.abort();
    };
  }, []);

  // A file dropped beside the area would make the browser leave the page to show it.
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const finished = uploads.filter((u) => u.state === 'added').length;
  return (
    <div className="mt-4">
      {refusals.length ? (
        <div role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100" data-testid="photo-refusals">
          <p className="font-semibold">No photo was added:</p>
          <ul className="mt-1 list-disc pl-5">
            {refusals.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={(event) => {
          event.preventDefault();
          if (inputRef.current?.files?.length) enqueue(inputRef.current.files);
          if (inputRef.current) inputRef.current.value = '';
        }}
        onDragEnter={(event) => hasFiles(event) && setOver(true)}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setOver(false);
          enqueue(event.dataTransfer.files);
        }}
        className={`rounded-lg border-2 border-dashed p-6 text-center transition-colors ${over ? 'border-brand-600 bg-brand-50 dark:bg-slate-800' : 'border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900'}`}
        data-testid="photo-upload"
      >
        <p className="font-medium">{scripts ? 'Drop photos here, or choose them' : 'Choose photos, then upload them'}</p>
        <p id="photo-upload-rules" className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          JPEG, PNG, WebP or AVIF, at least {MIN_PHOTO_SIZE.width} × {MIN_PHOTO_SIZE.height} pixels and at most {MAX_PHOTO_MB} MB each. They are cut to 4:3 around the middle and
          added after the vehicle’s other photos, in the order chosen.
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-center gap-3">
          <label htmlFor="photo-files" className="text-sm font-medium">
            Photos
          </label>
          <input
            ref={inputRef}
            id="photo-files"
            type="file"
            name="photos"
            multiple
            accept={PHOTO_FILE_TYPES}
            aria-describedby="photo-upload-rules"
            onChange={(event) => {
              if (!scripts || !event.currentTarget.files?.length) return;
              enqueue(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
          {scripts ? null : (
            <button type="submit" formAction={action} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
              Upload photos
            </button>
          )}
        </div>
      </form>
      {uploads.length ? (
        <div className="mt-3">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite" data-testid="photo-upload-summary">
              {finished} of {uploads.length} added
            </p>
            {uploads.some((u) => u.state !== 'waiting' && u.state !== 'uploading' && u.state !== 'processing') ? (
              <button type="button" onClick={() => dispatch({ type: 'clear' })} className="text-sm underline">
                Clear the finished
              </button>
            ) : null}
          </div>
          <ul className="mt-2 space-y-2" data-testid="photo-uploads">
            {uploads.map((u) => (
              <UploadRow
                key={u.id}
                upload={u}
                onCancel={() => {
                  const xhr = requests.current.get(u.id);
                  if (xhr) xhr.abort();
                  else dispatch({ type: 'update', id: u.id, change: { state: 'cancelled' } });
                }}
                onRetry={() => dispatch({ type: 'retry', id: u.id })}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function UploadRow({ upload, onCancel, onRetry }: { upload: Upload; onCancel: () => void; onRetry: () => void }) {
  const { file, state, progress, messages } = upload;
  const going = state === 'waiting' || state === 'uploading' || state === 'processing';
  const tone = state === 'added' ? 'text-emerald-800 dark:text-emerald-200' : state === 'refused' || state === 'failed' ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300';
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900" data-testid="photo-upload-row" data-state={state}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="min-w-0 break-all font-medium">{file.name}</span>
        <span className="text-xs text-slate-600 dark:text-slate-300">{megabytes(file.size)}</span>
      </div>
      {/* Sent, the server makes the sizes: an indeterminate bar while it does. */}
      <progress
        max={100}
        value={state === 'processing' ? undefined : state === 'added' ? 100 : progress}
        aria-label={`Upload of ${file.name}`}
        className="mt-2 h-2 w-full accent-brand-700"
      />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className={tone} data-testid="photo-upload-state">
          {STATE_TEXT[state]}
          {state === 'uploading' ? ` ${progress}%` : ''}
        </p>
        {going ? (
          <button type="button" onClick={onCancel} className="text-xs underline" aria-label={`Cancel the upload of ${file.name}`}>
            Cancel
          </button>
        ) : state === 'failed' || state === 'cancelled' ? (
          <button type="button" onClick={onRetry} className="text-xs underline" aria-label={`Send ${file.name} again`}>
            Send again
          </button>
        ) : null}
      </div>
      {messages.length ? (
        <ul className="mt-1 list-disc pl-5 text-red-700 dark:text-red-400" data-testid="photo-upload-messages">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
