// The server's half of the back office's edit frame (ADR 067): a form's text fields, and a save the
// domain refused as the answer that puts each InvalidInputError issue on its field, with what was sent.
import { data } from 'react-router';
import type { InvalidInputError } from '#domain/errors.ts';
import { ADMIN_PRIVATE } from './admin.server';
import { messagesByFieldName } from './service-answer.server';

/** A field of a posted form as text ('' when absent). */
export const textOf = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The text fields of a posted form, to show again. */
export const valuesOf = (form: FormData): Record<string, string> => Object.fromEntries([...form].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));

/** 400: the domain's messages on their fields, and the values sent, for the edit frame to show again. */
export function refusedSave(error: InvalidInputError, sent: FormData): ReturnType<typeof refused<Record<string, string>>>;
export function refusedSave<V extends object>(error: InvalidInputError, sent: V): ReturnType<typeof refused<V>>;
export function refusedSave(error: InvalidInputError, sent: object) {
  return refused(error, sent instanceof FormData ? valuesOf(sent) : sent);
}

const refused = <V>(error: InvalidInputError, values: V) => data({ errors: messagesByFieldName(error.issues), values }, { status: 400, headers: ADMIN_PRIVATE });
