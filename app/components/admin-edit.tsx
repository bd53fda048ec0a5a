// The back office's detail and edit frame (ADR 067): the way back to the list, the record's title and
// state, the notice of the last save, its sections, and the record's audit trail. A form inside it
// (EditForm) hands each field its message from the domain's InvalidInputError issues and the value sent,
// by the field's name, so a refused save shows every message on its field without props threaded through.
// Texts come in as data, none written here.
import { createContext, useContext, type ReactNode } from 'react';
import { Form, Link, useNavigation, type FormProps } from 'react-router';
import type { AuditRow } from '../lib/admin-audit.server';
import { AdminField, FieldNotes } from './admin-field';

interface Sent {
  errors: Record<string, string>;
  values: Record<string, string>;
}
const SentForm = createContext<Sent>({ errors: {}, values: {} });

/** The messages and values of the refused save the form shows, by field name. */
export const useSent = () => useContext(SentForm);

export const CARD = 'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

export function EditFrame({
  back,
  title,
  badge,
  saved,
  audit,
  width = 'max-w-5xl',
  children,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  /** The record's state beside its title ("Active"), with its test id. */
  badge?: { text: string; testId?: string };
  /** The notice of what the last save did, where there was one. */
  saved?: string | null;
  audit?: { entries: AuditRow[]; title: string; empty: string };
  width?: string;
  children: ReactNode;
}) {
  return (
    <div className={width}>
      <p className="text-sm">
        <Link to={back.to} className="underline">
          {back.label}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {badge ? (
          <span className="rounded bg-slate-200 px-2 py-0.5 text-sm font-semibold dark:bg-slate-700" data-testid={badge.testId}>
            {badge.text}
          </span>
        ) : null}
      </div>
      {saved ? <SavedNotice>{saved}</SavedNotice> : null}
      {children}
      {audit ? <AuditTrail {...audit} /> : null}
    </div>
  );
}

export function SavedNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="saved">
      {children}
    </p>
  );
}

/** One part of the page: a card with its heading, named by it for screen readers. */
export function EditSection({ id, title, className = '', children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${CARD} ${className}`}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A POST form whose fields show the refused save's messages and values (`sent`, the action's answer). */
export function EditForm({ sent, children, ...props }: Omit<FormProps, 'method'> & { sent?: Partial<Sent> | null }) {
  return (
    <SentForm.Provider value={{ errors: sent?.errors ?? {}, values: sent?.values ?? {} }}>
      <Form method="post" noValidate {...props}>
        {children}
      </Form>
    </SentForm.Provider>
  );
}

/** A text field of an EditForm: the value sent last, or `value` (the stored one), and its message. */
export function EditField({ value = '', ...field }: Omit<Parameters<typeof AdminField>[0], 'value' | 'error'> & { value?: string }) {
  const { errors, values } = useSent();
  return <AdminField {...field} value={values[field.name] ?? value} error={errors[field.name]} />;
}

/** The message of a field the form has no control of its own for (the record as a whole). */
export function EditMessage({ name }: { name: string }) {
  return <FieldNotes id={name} error={useSent().errors[name]} />;
}

/** The form's buttons: the save, disabled while it is sent, and any other (a delete). */
export function SaveBar({ label, disabled = false, children }: { label: string; disabled?: boolean; children?: ReactNode }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button type="submit" disabled={busy || disabled} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
        {label}
      </button>
      {children}
    </div>
  );
}

/** The record's latest staff changes: when, who, what, and each field before and after. */
export function AuditTrail({ entries, title, empty }: { entries: AuditRow[]; title: string; empty: string }) {
  return (
    <EditSection id="audit-trail" title={title} className="mt-6">
      {entries.length ? (
        <ol className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="audit-trail">
          {entries.map((e) => (
            <li key={e.id} className="py-1.5">
              <span className="tabular-nums">{e.at.slice(0, 16).replace('T', ' ')} UTC</span> · {e.actorEmail} · <span className="font-mono">{e.action}</span>
              <AuditChanges changes={e.changes} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm">{empty}</p>
      )}
    </EditSection>
  );
}

/** Each changed field, its old value struck out and its new one after. */
export function AuditChanges({ changes }: { changes: AuditRow['changes'] }) {
  return (
    <ul className="space-y-0.5">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="font-medium">{c.field}</span>: {c.before ? <del className="text-red-700 dark:text-red-400">{c.before}</del> : null}
          {c.before && c.after ? ' → ' : null}
          {c.after ? <ins className="text-emerald-800 no-underline dark:text-emerald-300">{c.after}</ins> : null}
        </li>
      ))}
    </ul>
  );
}
