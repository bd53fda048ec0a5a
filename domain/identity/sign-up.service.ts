// signUp: a buyer's account with its contact info and language. better-auth stores the user and the
// password (scrypt); the profile row carries the rest; then the confirmation e-mail goes out in the
// buyer's language. An address already registered gets the same answer as a new one, and its owner a
// note by e-mail: the form never tells a stranger which addresses have accounts.
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { userProfiles, users } from '#db/schema/identity.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError } from '../errors.ts';
import type { IdentityProvider } from './identity-provider.ts';
import { EMAIL_LIMITED_CODE } from './sign-in-lock.ts';
import { keyedIssue, toKeyedIssues } from './input-texts.ts';
import { findCountry, loadDestinations } from '../trade/destinations.ts';
import { signUpInputSchema, type SignUpInput } from './sign-up.inputs.ts';

export interface SignedUp {
  userId: string;
  email: string;
  /** False for an address that had an account already: nothing was stored, though the answer is the same. */
  created: boolean;
}

export async function signUp(ctx: RequestContext, auth: IdentityProvider, rawInput: SignUpInput, confirmPath: string): Promise<SignedUp | InvalidInputError> {
  const parsed = signUpInputSchema.safeParse(rawInput);
  if (!parsed.success) return new InvalidInputError(toKeyedIssues(parsed.error));
  const input = parsed.data;
  const country = findCountry(await loadDestinations(ctx), input.countryName);
  if (!country) return new InvalidInputError([keyedIssue('countryName', 'input-choose-country')]);

  let userId: string;
  try {
    // With the request's headers: the limit on e-mails per client address counts by them.
    const created = await auth.api.signUpEmail({ body: { email: input.email, password: input.password, name: `${input.firstName} ${input.lastName}` }, headers: ctx.identity?.headers });
    userId = created.user.id;
  } catch (error) {
    if (error instanceof APIError) {
      // Too many e-mails to this address, or from this client: said in the asker's language, with the minutes left.
      const body = error.body as { code?: string; retryAfterMinutes?: number } | undefined;
      if (body?.code === EMAIL_LIMITED_CODE) {
        const minutes = Number(body.retryAfterMinutes) || 15;
        return new InvalidInputError([{ fieldname: 'email', message: error.message, text: { key: 'account-email-limit', values: { minutes } } }]);
      }
      const field = /password/i.test(error.message) ? 'password' : 'email';
      const message = /exist/i.test(error.message) ? 'An account with this e-mail already exists. Sign in, or reset your password.' : error.message;
      return new InvalidInputError([{ fieldname: field, message }]);
    }
    throw error;
  }
  // A registered address gets a synthetic answer from better-auth (and its owner an e-mail): answer as
  // for a new account, so nobody learns which addresses have accounts.
  const [stored] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!stored) return { userId, email: input.email, created: false };
  await ctx.db.insert(userProfiles).values({
    userId,
    language: input.language,
    title: input.title,
    firstName: input.firstName,
    lastName: input.lastName,
    telephone: input.telephone,
    countryId: country.id,
    city: input.city || null,
    address: input.address || null,
  });
  await auth.api.sendVerificationEmail({ body: { email: input.email, callbackURL: confirmPath } });
  return { userId, email: input.email, created: true };
}
