// A vehicle's photos in the back office, in their order (the first is the thumbnail on the storefront's
// cards): each moved earlier or later by its buttons (or dragged onto another), or deleted after a
// second press. With JavaScript the page stays put and the new order shows at once while it is saved;
// without, each button is a form post.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Form, useFetcher, useFetchers } from 'react-router';
import { useScriptsRunning } from '../lib/hydration';

export interface VehiclePhotoView {
  /** The stored media path: what the edit page's actions name a photo by. */
  path: string;
  src: string;
  srcSet: string;
}

const DRAG_TYPE = 'application/x-roro-photo';
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p, i) => p === b[i]);
const BUTTON = 'rounded border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800';

export function VehiclePhotos({ photos, title, editable, error }: { photos: VehiclePhotoView[]; title: string; editable: boolean; error?: string | null }) {
  const scripts = useScriptsRunning();
  const serverOrder = useMemo(() => photos.map((p) => p.path), [photos]);
  const byPath = new Map(photos.map((p) => [p.path, p]));
  const deleting = new Set(
    useFetchers()
      .filter((f) => f.formData?.get('intent') === 'photo-delete')
      .map((f) => String(f.formData!.get('photo'))),
  );
  const order = useFetcher<{ photoError?: string }>({ key: 'photo-order' });
  // The order staff asked for, shown while it is saved; dropped once the server's order is the same, or
  // when the photos themselves changed meanwhile (an upload, a deletion).
  const [desired, setDesired] = useState<string[] | null>(null);
  const sent = useRef<string[] | null>(null);
  const applies = desired !== null && desired.length === serverOrder.length && desired.every((p) => byPath.has(p));
  const current = applies ? desired : serverOrder;
  const visible = current.filter((p) => !deleting.has(p));
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<{ path: string; move: 'earlier' | 'later' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);

  // One save at a time, the newest order last: a move made while one is saved goes after it.
  const idle = order.state === 'idle';
  const submitOrder = order.submit;
  useEffect(() => {
    if (!idle || desired === null) return;
    if (!applies || same(desired, serverOrder) || (sent.current && same(sent.current, desired))) {
      sent.current = null;
      setDesired(null);
      return;
    }
    sent.current = desired;
    const form = new FormData();
    form.set('intent', 'photo-order');
    form.set('via', 'fetcher');
    for (const path of desired) form.append('order', path);
    void submitOrder(form, { method: 'post' });
  }, [idle, desired, applies, serverOrder, submitOrder]);

  // The moved photo's button keeps the focus (or its other button, at either end).
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target || !listRef.current) return;
    focusAfter.current = null;
    const buttons = [...listRef.current.querySelectorAll<HTMLButtonElement>('button[data-move]')].filter((b) => b.dataset.photo === target.path);
    (buttons.find((b) => b.dataset.move === target.move && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  });

  const moveTo = (path: string, index: number, how: 'earlier' | 'later' | null) => {
    const from = visible.indexOf(path);
    if (from === -1 || index < 0 || index >= visible.length || index === from) return;
    const nextVisible = [...visible];
    nextVisible.splice(from, 1);
    nextVisible.splice(index, 0, path);
    // Photos being deleted keep their places until they are gone.
    let v = 0;
    const next = current.map((p) => (deleting.has(p) ? p : nextVisible[v++]!));
    if (how) focusAfter.current = { path, move: how };
    setDesired(next);
    setAnnouncement(`Photo moved to position ${index + 1} of ${visible.length}${index === 0 ? ': it is the thumbnail now' : ''}.`);
  };

  const onDragOver = (event: DragEvent) => {
    if (!dragged || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };

  const problem = error ?? order.data?.photoError;
  if (photos.length === 0) {
    return (
      <p className="mt-3 text-slate-600 dark:text-slate-300" data-testid="vehicle-photos-empty">
        No photos yet: buyers see a blank frame until the first one is added. The first photo is the thumbnail.
      </p>
    );
  }
  return (
    <>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol ref={listRef} aria-busy={desired !== null || !idle || undefined} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="vehicle-photos" aria-label={`Photos of ${title}, in order`}>
        {visible.map((path, index) => {
          const photo = byPath.get(path)!;
          const n = index + 1;
          return (
            <li
              key={path}
              draggable={editable && scripts}
              onDragStart={(event) => {
                event.dataTransfer.setData(DRAG_TYPE, path);
                event.dataTransfer.effectAllowed = 'move';
                setDragged(path);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={onDragOver}
              onDrop={(event) => {
                if (!dragged || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                moveTo(dragged, index, null);
                setDragged(null);
              }}
              className={`rounded-lg border bg-white p-2 dark:bg-slate-900 ${dragged === path ? 'border-brand-600 opacity-60' : 'border-slate-200 dark:border-slate-800'}`}
              data-testid="vehicle-photo"
            >
              <figure>
                <img src={photo.src} srcSet={photo.srcSet} sizes="(min-width: 1024px) 16rem, 45vw" alt={`${title}, photo ${n}`} width={320} height={240} className="aspect-[4/3] w-full rounded object-cover" draggable={false} />
                <figcaption className="mt-1 text-sm">
                  Photo {n}
                  {n === 1 ? <span className="ml-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">Thumbnail</span> : null}
                </figcaption>
              </figure>
              {editable ? (
                <div className="mt-2 flex flex-wrap items-start gap-1">
                  <Form method="post" preventScrollReset className="flex gap-1">
                    <input type="hidden" name="intent" value="photo-move" />
                    <input type="hidden" name="photo" value={path} />
                    {(['earlier', 'later'] as const).map((how) => (
                      <button
                        key={how}
                        type="submit"
                        name="move"
                        value={how}
                        data-move={how}
                        data-photo={path}
                        disabled={how === 'earlier' ? index === 0 : index === visible.length - 1}
                        onClick={(event) => {
                          event.preventDefault();
                          moveTo(path, how === 'earlier' ? index - 1 : index + 1, how);
                        }}
                        aria-label={`Move photo ${n} ${how}`}
                        className={BUTTON}
                      >
                        {how === 'earlier' ? '← Earlier' : 'Later →'}
                      </button>
                    ))}
                  </Form>
                  <DeletePhoto path={path} n={n} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {editable ? <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">The first photo is the thumbnail on cards and opens the gallery. Drag a photo onto another’s place, or use its buttons.</p> : null}
    </>
  );
}

/** Deleting takes a second press: the first opens the question. */
function DeletePhoto({ path, n }: { path: string; n: number }) {
  const fetcher = useFetcher<{ photoError?: string }>({ key: `photo-delete-${path}` });
  const scripts = useScriptsRunning();
  return (
    <details className="text-xs">
      <summary className={`${BUTTON} cursor-pointer list-none text-red-800 dark:text-red-300`} aria-label={`Delete photo ${n}…`}>
        Delete…
      </summary>
      <fetcher.Form method="post" preventScrollReset className="mt-1">
        <input type="hidden" name="intent" value="photo-delete" />
        <input type="hidden" name="photo" value={path} />
        {scripts ? <input type="hidden" name="via" value="fetcher" /> : null}
        <button type="submit" className="rounded bg-red-700 px-2 py-1 font-semibold text-white hover:bg-red-800">
          Delete photo {n} for good
        </button>
        {fetcher.data?.photoError ? (
          <span role="alert" className="mt-1 block text-red-700 dark:text-red-400">
            {fetcher.data.photoError}
          </span>
        ) : null}
      </fetcher.Form>
    </details>
  );
}
