// The account of an e-mail address, for a step of signing in that proved the password but signed no one
// in (an address still to confirm): what the person was doing is kept for that account.
import { eq } from 'drizzle-orm';
import { users } from '#db/schema/identity.ts';
import type { RequestContext } from '../context.ts';

/** The user id and stored address of an account, or null. better-auth stores addresses in lower case. */
export async function userByEmail(ctx: RequestContext, email: string): Promise<{ userId: string; email: string } | null> {
  const [found] = await ctx.db.select({ userId: users.id, email: users.email }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return found ?? null;
}
