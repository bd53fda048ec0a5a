// The back office's first page: what needs doing today. The stock by status, what buyers sent in the last
// seven days (each kind of inquiry and request), new accounts, and for admins the latest staff changes.
import { sql } from 'drizzle-orm';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '../context.ts';
import type { AuthenticationError, NotAuthenticatedError } from '../errors.ts';
import { staffCheck } from './audit.ts';

export interface Dashboard {
  stockByStatus: { status: string; count: number }[];
  /** Per kind of message, how many came in the last seven days. */
  inbox: { kind: 'inquiry' | 'vehicleInquiry' | 'specialRequest' | 'distributorRequest' | 'referral'; count: number }[];
  newAccounts: number;
}

const WEEK_MS = 7 * 24 * 3600_000;

export async function dashboard(ctx: RequestContext): Promise<Dashboard | NotAuthenticatedError | AuthenticationError> {
  const refused = staffCheck(ctx.viewer, {});
  if (refused) return refused;
  const since = new Date(ctx.now.getTime() - WEEK_MS).toISOString();
  // One read: the counts are small aggregates over indexed or small tables.
  const [stock, [counts]] = await Promise.all([
    queryRows<{ status: string; count: number }>(ctx.db, sql`select status::text as status, count(*)::int as count from vehicles group by status order by count desc`),
    queryRows<{ inquiry: number; vehicle_inquiry: number; special_request: number; distributor_request: number; referral: number; accounts: number }>(
      ctx.db,
      sql`select
        (select count(*)::int from inquiries where created_at >= ${since}::timestamptz) as inquiry,
        (select count(*)::int from vehicle_inquiries where created_at >= ${since}::timestamptz) as vehicle_inquiry,
        (select count(*)::int from user_special_requests where created_at >= ${since}::timestamptz) as special_request,
        (select count(*)::int from user_distributor_requests where created_at >= ${since}::timestamptz) as distributor_request,
        (select count(*)::int from referral_programs where created_at >= ${since}::timestamptz) as referral,
        (select count(*)::int from "user" where created_at >= ${since}::timestamptz and role = 'user') as accounts`,
    ),
  ]);
  return {
    stockByStatus: stock,
    inbox: [
      { kind: 'inquiry', count: counts!.inquiry },
      { kind: 'vehicleInquiry', count: counts!.vehicle_inquiry },
      { kind: 'specialRequest', count: counts!.special_request },
      { kind: 'distributorRequest', count: counts!.distributor_request },
      { kind: 'referral', count: counts!.referral },
    ],
    newAccounts: counts!.accounts,
  };
}
