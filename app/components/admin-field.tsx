// A back-office form field: its label, the value sent last (after a refused save) or the stored one, and
// the server's message on the field, tied to it for screen readers.
export const ADMIN_INPUT = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';

export function AdminField({
  name,
  label,
  value,
  error,
  required = false,
  type = 'text',
  hint,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  type?: string;
  hint?: string;
}) {
  const described = [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <label className="text-sm">
      {label}
      {required ? ' *' : ''}
      <input name={name} type={type} defaultValue={value} required={required} aria-invalid={error ? true : undefined} aria-describedby={described} className={ADMIN_INPUT} />
      {hint ? (
        <span id={`${name}-hint`} className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${name}-error`} className="mt-1 block text-red-700 dark:text-red-400">
          {error}
        </span>
      ) : null}
    </label>
  );
}
