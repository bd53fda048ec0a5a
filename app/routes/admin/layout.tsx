// /admin: the back office's frame (ADR 017). Signed out goes to sign-in and back, a buyer gets the site's
// 404, staff whose session did not pass the authenticator-app step are shown how to turn it on or to sign
// in again with it (ADR 051); everyone else gets the sections their roles allow. English only: the staff
// work in English with buyers of every language.
import { data, Form, isRouteErrorResponse, NavLink, Outlet, useRouteError } from 'react-router';
import { ErrorBoundary as SiteErrorBoundary } from '../../root';
import { ADMIN_PRIVATE, requireStaff, sectionsFor } from '../../lib/admin.server';
import adminStylesheet from '../../admin.css?url';
import type { Route } from './+types/layout';

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request);
  return data({ email: viewer.email, roles: viewer.staffRoles ?? [], sections: sectionsFor(viewer) }, { headers: ADMIN_PRIVATE });
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

/** The back office's own utilities, beside the site's stylesheet (ADR 048). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStylesheet }];

export function meta() {
  return [{ title: 'Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { email, roles, sections } = loaderData;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 bg-brand-900 px-4 py-3 text-white">
        <a href="/admin" className="font-bold">
          Roro back office
        </a>
        <div className="flex items-center gap-4 text-sm">
          <span data-testid="admin-who">
            {email} · {roles.join(', ')}
          </span>
          <a href="/en" className="underline">
            Storefront
          </a>
          <Form method="post" action="/en/user/signout">
            <button type="submit" className="rounded border border-white/40 px-3 py-1 hover:bg-white/10">
              Sign out
            </button>
          </Form>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav aria-label="Back office" className="border-b border-slate-200 bg-white p-3 md:w-56 md:border-b-0 md:border-r dark:border-slate-800 dark:bg-slate-900">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {sections.map((s) => (
              <li key={s.path}>
                <NavLink
                  to={s.path}
                  end={s.path === '/admin'}
                  className={({ isActive }) => `block rounded px-3 py-2 text-sm ${isActive ? 'bg-brand-700 font-semibold text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
                >
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) return <SiteErrorBoundary error={error} params={{}} />;
  const refusal = error.data as { needsTwoFactor?: boolean; authenticatorOn?: boolean } | null;
  const needsTwoFactor = refusal?.needsTwoFactor === true;
  // The app is on, but this session signed in with the password alone (ADR 051).
  const signInAgain = needsTwoFactor && refusal?.authenticatorOn === true;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20">
      <title>Back office | Roro Motors</title>
      <h1 className="text-2xl font-bold">{signInAgain ? 'Sign in with the authenticator app' : needsTwoFactor ? 'Turn on the authenticator app first' : 'Not for your role'}</h1>
      {signInAgain ? (
        <>
          <p className="mt-4 text-slate-700 dark:text-slate-300" data-testid="admin-needs-2fa">
            The back office opens only to a sign-in that used a code from your authenticator app. This one used the password alone: sign in again, and give the app’s code after
            your password.
          </p>
          <Form method="post" action="/en/user/account-details/change-signin-details" className="mt-6">
            <input type="hidden" name="intent" value="2fa-sign-in-again" />
            <button type="submit" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white">
              Sign in again with the app
            </button>
          </Form>
        </>
      ) : needsTwoFactor ? (
        <>
          <p className="mt-4 text-slate-700 dark:text-slate-300" data-testid="admin-needs-2fa">
            The back office asks staff for a code from an authenticator app at sign-in, so that a password alone opens nothing. Turn it on in your account: we first
            e-mail a code to your address, then you add the app and sign in again with its code.
          </p>
          <a href="/en/user/account-details/change-signin-details" className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white">
            Set up the authenticator app
          </a>
        </>
      ) : (
        <p className="mt-4 text-slate-700 dark:text-slate-300" data-testid="admin-forbidden">
          Your role does not include this part of the back office. Ask an admin if you need it.
        </p>
      )}
      <p className="mt-6">
        <a href="/admin" className="underline">
          Back office home
        </a>
      </p>
    </main>
  );
}
