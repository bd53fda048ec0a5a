// A record's audit trail for its back-office page (the edit frame, ADR 067): its latest staff changes from
// the audit log (ADR 017), each with the fields that changed. Shown to those who may read the log; others
// get none rather than a refusal, since the page itself is theirs to see.
import type { RequestContext } from '#domain/context.ts';
import { auditEntries, type AuditEntry } from '#domain/staff/audit.ts';
import { can } from '#domain/staff/roles.ts';
import { throwIfError } from './service-answer.server';

export interface AuditChangeText {
  field: string;
  before: string;
  after: string;
}

/** The fields whose value differs between before and after, each as text. */
export function changesOf(before: unknown, after: unknown): AuditChangeText[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field])).map((field) => ({ field, before: text(b[field]), after: text(a[field]) }));
}

/** An entry as a page shows it. */
export const auditRow = (entry: AuditEntry) => ({ ...entry, at: entry.at.toISOString(), changes: changesOf(entry.before, entry.after) });
export type AuditRow = ReturnType<typeof auditRow>;

/** The record's latest changes, newest first; none for a viewer who may not read the log. */
export async function recordTrail(ctx: RequestContext, entity: string, entityId: string | number, first = 20): Promise<AuditRow[]> {
  if (!ctx.viewer || !can(ctx.viewer, { audit: ['list'] })) return [];
  const page = await auditEntries(ctx, { entity, entityId: String(entityId) }, { first });
  throwIfError(page);
  return page.edges.map(({ node }) => auditRow(node));
}
