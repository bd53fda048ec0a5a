// Who asks, for tests of staff-only services and routes: a member of staff with their roles (the
// authenticator-app step on unless said otherwise) or a buyer. `prefix` keeps one test file's users
// apart from another's in a shared database.
import type { Viewer } from '#domain/context.ts';
import type { StaffRole } from '#domain/staff/roles.ts';

export function staffViewer(roles: StaffRole | readonly StaffRole[], { prefix = 'u', twoFactor = true }: { prefix?: string; twoFactor?: boolean } = {}): Viewer {
  const list = typeof roles === 'string' ? [roles] : [...roles];
  const name = `${prefix}-${list.join('-')}${twoFactor ? '' : '-no2fa'}`;
  return { userId: name, email: `${name}@roro.example`, groups: [], staffRoles: list, twoFactor };
}

export function buyerViewer(prefix = 'buyer'): Viewer {
  return { userId: prefix, email: `${prefix}@example.com`, groups: [] };
}
