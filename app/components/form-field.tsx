// A labelled form control with its error, for the account forms.
import type { ChangeEvent, ReactNode } from 'react';

export const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-950';

export function FormField({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium">
      {label}
      {children}
      {hint ? <span className="mt-1 block text-xs font-normal text-slate-500 dark:text-slate-400">{hint}</span> : null}
      {error ? <span className="mt-1 block font-normal text-red-700 dark:text-red-400">{error}</span> : null}
    </label>
  );
}

/** A country list for the account forms and the compare page, by English name, shown in the page's language. */
export function CountrySelect({
  name,
  label,
  countries,
  defaultValue,
  error,
  onChange,
}: {
  name: string;
  label: string;
  countries: { name: string; localName: string }[];
  defaultValue: string;
  error?: string;
  /** A form that answers each choice at once (the compare page's destination). */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <FormField label={label} error={error}>
      <select name={name} defaultValue={defaultValue} onChange={onChange} className={fieldClass}>
        <option value="">—</option>
        {countries.map((c) => (
          <option key={c.name} value={c.name}>
            {c.localName}
          </option>
        ))}
      </select>
    </FormField>
  );
}
