// The back office's vehicle pages between HTTP and domain/stock: the domain's issues as messages by field,
// and the refusal of a photo upload sent without JavaScript, carried to the edit page it returns to.
import { createCookie } from 'react-router';
import type { InputIssue } from '#domain/errors.ts';
import { VEHICLE_FIELD_NAMES } from '#domain/stock/vehicle-fields.ts';

/** The first message on each of `fields`, and the messages on none of them (a whole-form refusal). */
export function messagesByField(issues: readonly InputIssue[], fields: readonly string[] = VEHICLE_FIELD_NAMES): { errors: Record<string, string>; formErrors: string[] } {
  const errors: Record<string, string> = {};
  const formErrors: string[] = [];
  for (const issue of issues) {
    if (!fields.includes(issue.fieldname)) formErrors.push(issue.message);
    else errors[issue.fieldname] ??= issue.message;
  }
  return { errors, formErrors };
}

/** What a form sent, as text (files left out), to fill the form again after a refusal. */
export function sentValues(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * A plain upload's refusal: the messages, for the edit page's next load only. Scoped to the vehicle's
 * page, so that it shows there and nowhere else, and gone after five minutes.
 */
const photoRefusalCookie = createCookie('roro-photo-refusal', { httpOnly: true, sameSite: 'lax', maxAge: 300 });
const pathOf = (uuid: string) => `/admin/stock/${uuid}`;
/** A cookie holds about 4 KB: the first messages are kept, and a count of the rest. */
const MAX_FLASH_CHARACTERS = 2500;

export async function photoRefusalHeader(uuid: string, messages: readonly string[], secure: boolean): Promise<string> {
  const kept: string[] = [];
  let length = 0;
  for (const message of messages) {
    if (length + message.length > MAX_FLASH_CHARACTERS) break;
    kept.push(message);
    length += message.length;
  }
  if (kept.length < messages.length) kept.push(`${messages.length - kept.length} more photos were refused.`);
  return photoRefusalCookie.serialize(kept, { path: pathOf(uuid), secure });
}

/** The messages waiting for this page, and the header that clears them once shown. */
export async function takePhotoRefusal(request: Request, uuid: string): Promise<{ messages: string[]; clear: string | null }> {
  const value: unknown = await photoRefusalCookie.parse(request.headers.get('cookie'));
  if (!Array.isArray(value)) return { messages: [], clear: null };
  const messages = value.filter((m): m is string => typeof m === 'string');
  return { messages, clear: await photoRefusalCookie.serialize('', { path: pathOf(uuid), maxAge: 0 }) };
}
