// Staff roles for the back office (ADR 017), in better-auth's access control: what each role may do to
// each resource. The admin plugin enforces them on its own endpoints (users, sessions, roles); the back
// office's pages and calls ask `can` with the same roles. A buyer has the `user` role and no permission.
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';
import type { Viewer } from '../context.ts';

export const STATEMENTS = {
  ...defaultStatements,
  vehicle: ['list', 'create', 'update', 'status', 'photo', 'import'],
  inquiry: ['list', 'assign', 'reply', 'close'],
  /** Buyers as the sales team manages them: dealer rank, person in charge, Distributors, confirmation. */
  customer: ['list', 'update', 'distributor', 'disable'],
  personInCharge: ['list', 'manage'],
  content: ['list', 'create', 'update', 'delete'],
  order: ['list', 'update'],
  /** Promotions: coupons (created, issued to buyers) and campaigns (a discount with a date window). */
  coupon: ['list', 'create', 'update'],
  campaign: ['list', 'create', 'update'],
  /** The prices behind the quote: exchange rates, country rules, ports and freight, clearing, inland routes and the Japan-side charges; admins only. */
  pricing: ['list', 'update'],
  audit: ['list'],
  /** The durable job queue (ADR 024): its state, and a spent job run again. */
  job: ['list', 'update'],
} as const;

export const ac = createAccessControl(STATEMENTS);

const sales = ac.newRole({
  vehicle: ['list', 'create', 'update', 'status', 'photo', 'import'],
  inquiry: ['list', 'assign', 'reply', 'close'],
  customer: ['list', 'update', 'distributor', 'disable'],
  personInCharge: ['list', 'manage'],
  order: ['list', 'update'],
  coupon: ['list', 'create', 'update'],
  campaign: ['list', 'create', 'update'],
});

const editor = ac.newRole({
  content: ['list', 'create', 'update', 'delete'],
});

const admin = ac.newRole({
  ...adminAc.statements,
  vehicle: [...STATEMENTS.vehicle],
  inquiry: [...STATEMENTS.inquiry],
  customer: [...STATEMENTS.customer],
  personInCharge: [...STATEMENTS.personInCharge],
  content: [...STATEMENTS.content],
  order: [...STATEMENTS.order],
  coupon: [...STATEMENTS.coupon],
  campaign: [...STATEMENTS.campaign],
  pricing: [...STATEMENTS.pricing],
  audit: [...STATEMENTS.audit],
  job: [...STATEMENTS.job],
});

/** The staff roles, strongest first; `user` (a buyer) is none of them. */
export const STAFF_ROLES = { admin, sales, editor } as const;
export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_NAMES = Object.keys(STAFF_ROLES) as StaffRole[];

/** The roles better-auth's admin plugin knows: the staff's and the buyers'. */
export const AUTH_ROLES = { ...STAFF_ROLES, user: ac.newRole({}) };

/** The staff roles in a user's role field (better-auth keeps several comma-separated). */
export function staffRolesOf(role: string | null | undefined): StaffRole[] {
  return (role ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is StaffRole => (STAFF_ROLE_NAMES as string[]).includes(r));
}

export type Permissions = { [R in keyof typeof STATEMENTS]?: (typeof STATEMENTS)[R][number][] };

/**
 * Whether the viewer may do all of `permissions`: a staff member whose role allows it and who signs in
 * with the authenticator-app step (a stolen password alone opens no back office).
 */
export function can(viewer: Viewer | null, permissions: Permissions): boolean {
  if (!viewer?.staffRoles?.length || !viewer.twoFactor) return false;
  // Nothing asked (a page for any staff member): being staff is enough.
  if (Object.keys(permissions).length === 0) return true;
  return viewer.staffRoles.some((role) => STAFF_ROLES[role].authorize(permissions as never).success);
}

/** Whether the viewer is staff at all, whatever the role (the back office's pages are theirs). */
export const isStaff = (viewer: Viewer | null): boolean => (viewer?.staffRoles?.length ?? 0) > 0;
