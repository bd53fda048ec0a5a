// The browser's entry: React Router's default, once the page's language file is there (ADR 036). Its
// deferred script has run by now; should it have failed, it is asked for once more, and if that fails
// too the page stays as the server drew it, which works without JavaScript, rather than being drawn
// again with text keys in place of its words.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepTextWrittenBeforeHydration } from './lib/hydration';
import { pageLanguageFileLoaded } from './lib/language-file';
import { installRequestTimeout } from './lib/request-timeout';

// Before React Router's first request: every request to the site gives up after 10 seconds (ADR 050).
installRequestTimeout();

pageLanguageFileLoaded().then(
  () => {
    keepTextWrittenBeforeHydration();
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => console.error('The page is left as the server drew it:', error),
);
