// What the back office's content pages share on the server: reading a form that may carry pictures (its
// size bounded before it is read), a form's text fields, and a refusal's messages by field.
import { data } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { isFile } from '#domain/content/content-images.ts';
import { MAX_IMAGE_MB } from '#domain/content/content-kinds.ts';
import { ADMIN_PRIVATE } from './admin.server';
import { answerFor, messagesByFieldName } from './service-answer.server';

/** Two pictures and the text at most. */
const MAX_FORM_BYTES = (2 * MAX_IMAGE_MB + 2) * 1024 * 1024;

/** The form, or a 413/400 answer thrown when it is too large or broke off. */
export async function contentForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) {
    throw data({ errors: { form: `Send at most ${Math.round(MAX_FORM_BYTES / 1024 / 1024)} MB at once: choose smaller pictures.` }, values: {} }, { status: 413, headers: ADMIN_PRIVATE });
  }
  try {
    return await request.formData();
  } catch {
    throw data({ errors: { form: 'The form broke off before the server had it all: send it again.' }, values: {} }, { status: 400, headers: ADMIN_PRIVATE });
  }
}

/** The form's text fields (files left out), to fill the form in again after a refusal. */
export const textFields = (form: FormData): Record<string, string> => Object.fromEntries([...form].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));

/** A file field's file, if one was chosen. */
export function fileField(form: FormData, name: string): File | null {
  const value = form.get(name);
  return isFile(value) ? value : null;
}

/** A refused save's answer: each field's message and what was sent; anything else as service-answer.server.ts answers it. */
export function refusal(result: Error, values: Record<string, string>) {
  if (result instanceof InvalidInputError) return data({ errors: messagesByFieldName(result.issues), values }, { status: 400, headers: ADMIN_PRIVATE });
  throw answerFor(result);
}

/** A loader's refusal, as service-answer.server.ts answers it. */
export function loaderRefusal(result: Error): never {
  throw answerFor(result);
}
