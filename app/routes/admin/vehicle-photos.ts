// /admin/stock/:uuid/photos: photos sent to a vehicle (multipart, field "photos"). The edit page's upload
// area sends one file a request with XMLHttpRequest, for a progress bar each, and reads the answer as
// JSON; the same form without JavaScript posts every chosen file at once and is sent back to the edit
// page, with what was refused shown there.
import { redirect } from 'react-router';
import { InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { MAX_PHOTO_REQUEST_MB } from '#domain/stock/vehicle-photo-limits.ts';
import { addVehiclePhotos } from '#domain/stock/vehicle-photos.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { photoRefusalHeader } from '../../lib/admin-vehicle.server';
import type { Route } from './+types/vehicle-photos';
import { answerFor } from '../../lib/service-answer.server';

export interface PhotoUploadAnswer {
  /** The vehicle's photo count after the upload. */
  photoCount?: number;
  added?: number;
  /** Why nothing was added, one message a problem. */
  messages?: string[];
}

const json = (body: PhotoUploadAnswer, status = 200) => Response.json(body, { status, headers: ADMIN_PRIVATE });

/** The refusal of the back office's guard (signed out, not staff, no permission) as an upload's answer. */
function guardAnswer(thrown: unknown): Response {
  const status = thrown instanceof Response ? thrown.status : ((thrown as { init?: { status?: number } })?.init?.status ?? 500);
  if (status >= 300 && status < 400) return json({ messages: ['You are signed out: sign in again, then send the photos again.'] }, 401);
  if (status === 404) return json({ messages: ['No such page.'] }, 404);
  return json({ messages: ['Your role does not include changing photos.'] }, 403);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { vehicle: ['list'] });
  return redirect(`/admin/stock/${encodeURIComponent(params.uuid)}#photos`, { headers: ADMIN_PRIVATE });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  try {
    requireStaff(context.ctx, request, { vehicle: ['photo'] });
  } catch (thrown) {
    if (wantsJson) return guardAnswer(thrown);
    throw thrown;
  }
  const editPage = `/admin/stock/${encodeURIComponent(params.uuid)}`;
  const secure = new URL(request.url).protocol === 'https:';
  const refuse = async (messages: string[], status: number) =>
    wantsJson ? json({ messages }, status) : redirect(`${editPage}?photos=refused#photos`, { headers: { ...ADMIN_PRIVATE, 'set-cookie': await photoRefusalHeader(params.uuid, messages, secure) } });

  // The whole body is read into memory before its files are checked: a bound on it, before reading.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_PHOTO_REQUEST_MB * 1024 * 1024) {
    return refuse([`Send at most ${MAX_PHOTO_REQUEST_MB} MB at once: choose fewer photos.`], 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(['The upload broke off before the server had it all: send the photos again.'], 400);
  }
  // A file field left empty sends one nameless, empty file.
  const files = form.getAll('photos').filter((f): f is File => typeof f !== 'string' && (f.size > 0 || f.name !== ''));
  const media = context.ctx.media;
  if (!media) throw new Error('The server has no media store for photos.');
  const result = await addVehiclePhotos(context.ctx, params.uuid, files, media);
  // A store that failed or did not answer (nothing was saved) is the server's trouble, not the photo's.
  if (result instanceof InvalidInputError) return refuse(result.issues.map((i) => i.message), result.issues.some((i) => i.text?.key === 'stock-photo-store') ? 503 : 400);
  if (result instanceof Error) {
    if (wantsJson) return json({ messages: [result.message] }, result instanceof NotFoundError ? 404 : 403);
    throw answerFor(result);
  }
  if (wantsJson) return json({ photoCount: result.imagePaths.length, added: files.length });
  return redirect(`${editPage}?photos=${files.length}#photos`, { headers: ADMIN_PRIVATE });
}
