// The back office's guard for its loaders and actions (ADR 017): signed out -> sign-in and back; a buyer
// -> the site's 404 (the back office does not announce itself); staff whose session did not pass the
// authenticator-app step -> 403, how to get it; staff without the permission -> 403.
import { data, redirect } from 'react-router';
import type { RequestContext, Viewer } from '#domain/context.ts';
import { can, isStaff, type Permissions } from '#domain/staff/roles.ts';

export const ADMIN_PRIVATE = { 'cache-control': 'private, no-store' };

/** The staff member asking, allowed `permissions` (none: any staff page); otherwise thrown away. */
export function requireStaff(ctx: RequestContext, request: Request, permissions?: Permissions): Viewer {
  const viewer = ctx.viewer;
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`/en/user/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!isStaff(viewer)) throw data(null, { status: 404 });
  // Staff whose session did not pass the authenticator-app step (ADR 051): the layout shows how to turn
  // the app on, or, when it is on, to sign in again with its code; nothing below it runs for them.
  if (!viewer.twoFactor) throw data({ needsTwoFactor: true, authenticatorOn: viewer.authenticatorOn === true }, { status: 403 });
  if (permissions && !can(viewer, permissions)) throw data({ forbidden: true }, { status: 403 });
  return viewer;
}

/** The back office's sections, each shown to the roles that may use it. */
export const ADMIN_SECTIONS = [
  { path: '/admin', label: 'Dashboard', permissions: {} },
  { path: '/admin/stock', label: 'Stock', permissions: { vehicle: ['list'] } },
  { path: '/admin/inbox', label: 'Inbox', permissions: { inquiry: ['list'] } },
  { path: '/admin/orders', label: 'Orders', permissions: { order: ['list'] } },
  { path: '/admin/coupons', label: 'Coupons', permissions: { coupon: ['list'] } },
  { path: '/admin/campaigns', label: 'Campaigns', permissions: { campaign: ['list'] } },
  { path: '/admin/users', label: 'Buyers', permissions: { customer: ['list'] } },
  { path: '/admin/persons-in-charge', label: 'Persons in charge', permissions: { personInCharge: ['list'] } },
  { path: '/admin/content', label: 'Content', permissions: { content: ['list'] } },
  { path: '/admin/translations', label: 'Translations', permissions: { content: ['list'] } },
  { path: '/admin/rates', label: 'Exchange rates', permissions: { pricing: ['list'] } },
  { path: '/admin/countries', label: 'Countries', permissions: { pricing: ['list'] } },
  { path: '/admin/ports', label: 'Ports and freight', permissions: { pricing: ['list'] } },
  { path: '/admin/charges', label: 'Charges', permissions: { pricing: ['list'] } },
  { path: '/admin/taxes', label: 'Duties and taxes', permissions: { pricing: ['list'] } },
  { path: '/admin/audit', label: 'Audit log', permissions: { audit: ['list'] } },
  { path: '/admin/jobs', label: 'Jobs', permissions: { job: ['list'] } },
] as const satisfies readonly { path: string; label: string; permissions: Permissions }[];

export function sectionsFor(viewer: Viewer): { path: string; label: string }[] {
  return ADMIN_SECTIONS.filter((s) => Object.keys(s.permissions).length === 0 || can(viewer, s.permissions as Permissions)).map(({ path, label }) => ({ path, label }));
}
