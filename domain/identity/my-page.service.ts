// What My Page shows of the signed-in user. Only ever the viewer's own data.
import { eq } from 'drizzle-orm';
import { userProfiles, users } from '#db/schema/identity.ts';
import type { RequestContext } from '../context.ts';
import { NotAuthenticatedError } from '../errors.ts';

export async function myPage(ctx: RequestContext): Promise<{ name: string; email: string; language: string | null } | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const [row] = await ctx.db
    .select({ name: users.name, email: users.email, firstName: userProfiles.firstName, language: userProfiles.language })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, ctx.viewer.userId));
  if (!row) return new NotAuthenticatedError();
  return { name: row.firstName ?? row.name, email: row.email, language: row.language };
}
