// What the server hands every loader and action: the domain's request context, and identity. With React
// Router's middleware (v8_middleware) the context is a RouterContextProvider; the server sets these two
// fields on it (server/app.ts, `loadContext`), so loaders keep reading `context.ctx` and `context.auth`.
import type { RequestContext } from '#domain/context.ts';
import type { Auth } from '#server/auth.ts';

declare module 'react-router' {
  interface RouterContextProvider {
    ctx: RequestContext;
    /** Identity (better-auth): the sign-in, sign-up and account pages call its API on the server. */
    auth: Auth;
    /** The page is rendered to be shared by signed-in buyers (ADR 037): nothing of the buyer's own in it. */
    sharedRender: boolean;
    /** In a vehicle page's shared render, whether the buyers it is for keep that car (the share's key says); else null. */
    sharedVehicleKept: boolean | null;
    /** Logs a failure no loader, action or render expected, with its stack and the request's id (entry.server.tsx). */
    reportError: (error: unknown) => void;
  }
}

export {};
