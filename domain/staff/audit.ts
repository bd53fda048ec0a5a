// The audit log (ADR 017): every staff write records who, when, what, and the record before and after, in
// the transaction of the change. Admins browse it newest first, filtered by person, entity and action.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { auditLog } from '#db/schema/audit.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../content/paging.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { isLookupKey } from '../text-input.ts';
import { can, type Permissions } from './roles.ts';

/** A transaction or the database: the entry is written with the change it records. */
type Writer = Pick<Database, 'insert'>;

export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: Writer, actor: Viewer, change: AuditChange, at = new Date()): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    actorId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before === undefined ? null : jsonSafe(change.before),
    after: change.after === undefined ? null : jsonSafe(change.after),
  });
}

/** Dates as ISO text and nothing that JSON cannot hold, so the entry reads back as it was written. */
function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)));
}

/**
 * Whether the viewer may do all of `permissions`; otherwise the error to answer with: signed out, not
 * allowed, or staff whose session did not pass the authenticator-app step.
 */
export function staffCheck(viewer: Viewer | null, permissions: Permissions): NotAuthenticatedError | AuthenticationError | null {
  if (!viewer) return new NotAuthenticatedError();
  if (viewer.staffRoles?.length && !viewer.twoFactor) {
    // The app is on but this session signed in with the password alone (ADR 051): signing in again is what helps.
    return new AuthenticationError(
      viewer.authenticatorOn
        ? 'Sign in again with a code from your authenticator app to use the back office.'
        : 'Turn on the authenticator-app step in your account to use the back office.',
    );
  }
  if (!can(viewer, permissions)) return new AuthenticationError('You are not allowed to do this.');
  return null;
}

export interface AuditEntry {
  id: number;
  at: Date;
  actorId: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  actorEmail?: string | null;
  entity?: string | null;
  entityId?: string | null;
  /** An action, or its entity's prefix ("vehicle." for every vehicle action). */
  action?: string | null;
  from?: Date | null;
  to?: Date | null;
}

export const AUDIT_PAGE_SIZE = 50;

/** The log newest first by (at, id), filtered; admins only. */
export async function auditEntries(
  ctx: RequestContext,
  filter: AuditFilter,
  paging: { first?: number | null; after?: string | null } = {},
): Promise<Page<AuditEntry> | NotAuthenticatedError | AuthenticationError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { audit: ['list'] });
  if (refused) return refused;
  const size = pageSize(paging.first, AUDIT_PAGE_SIZE, 200);
  if (size instanceof InvalidInputError) return size;
  // A filter value no row can hold (a NUL byte, an absurd length) matches nothing, without a query.
  if (![filter.actorEmail, filter.entity, filter.entityId, filter.action].every((value) => !value || isLookupKey(value))) return toPage([], size, (r: AuditEntry) => r.at, false);
  const where: SQL[] = [];
  if (filter.actorEmail) where.push(eq(auditLog.actorEmail, filter.actorEmail.trim().toLowerCase()));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) where.push(filter.action.endsWith('.') ? sql`${auditLog.action} like ${`${filter.action}%`}` : eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (paging.after) {
    const cursor = decodeCursor(paging.after);
    if (cursor instanceof InvalidInputError) return cursor;
    where.push(afterCursor(auditLog, auditLog.at, auditLog.id, cursor));
  }
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(size + 1);
  return toPage(rows, size, (r) => r.at, Boolean(paging.after));
}
