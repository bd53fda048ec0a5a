// What the server hands every loader and action: the domain's request context.
import type { RequestContext } from '#domain/context.ts';

declare module 'react-router' {
  interface AppLoadContext {
    ctx: RequestContext;
  }
}

export {};
