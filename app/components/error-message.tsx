// The message of an error page (404 or failure), shared by the root's page and the language layout's,
// which keeps the frame around it. A failure other than a missing page is also reported in a toast: in the
// browser that is a load that failed (spec 001 §8); on the server the toast list is never sent.
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { useToast } from './toast-provider';

export function ErrorMessage({ error, t, stocklistHref }: { error: unknown; t: (key: string) => string; stocklistHref: string }) {
  const toast = useToast();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    console.error(error);
    toast.show('error', t('data-load-failed'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per error
  }, [error]);
  const title = t(notFound ? 'error-not-found-title' : 'error-title');
  return (
    <main id="main" className="mx-auto max-w-2xl flex-1 px-4 py-24 text-center">
      <title>{`${title} | Roro Motors`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{t(notFound ? 'error-not-found-text' : 'error-text')}</p>
      <a className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white" href={stocklistHref}>
        {t('browse-stock')}
      </a>
    </main>
  );
}
