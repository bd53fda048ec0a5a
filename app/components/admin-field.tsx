// A back-office form field: its label, the value sent last (after a refused save) or the stored one, and
// the server's message on the field, tied to it for screen readers.
export const ADMIN_INPUT = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';

/** The ids a control names in aria-describedby for its hint and its message (`${id}-hint`, `${id}-error`). */
export function describedBy(id: string, { hint, error }: { hint?: string | null; error?: string | null }): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and its message (the server's or the browser's check), under the control. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | null; error?: string | null }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="mt-1 block text-sm text-red-700 dark:text-red-400">
          {error}
        </span>
      ) : null}
    </>
  );
}

export function AdminField({
  name,
  label,
  value,
  error,
  required = false,
  type = 'text',
  hint,
  placeholder,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  type?: string;
  hint?: string;
  placeholder?: string;
}) {
  return (
    <label className="text-sm">
      {label}
      {required ? ' *' : ''}
      <input name={name} type={type} defaultValue={value} required={required} placeholder={placeholder} aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, { hint, error })} className={ADMIN_INPUT} />
      <FieldNotes id={name} hint={hint} error={error} />
    </label>
  );
}
