// What the server hands every loader and action: the domain's request context, and identity.
import type { RequestContext } from '#domain/context.ts';
import type { Auth } from '#server/auth.ts';

declare module 'react-router' {
  interface AppLoadContext {
    ctx: RequestContext;
    /** Identity (better-auth): the sign-in, sign-up and account pages call its API on the server. */
    auth: Auth;
  }
}

export {};
