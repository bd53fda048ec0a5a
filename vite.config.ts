import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The server build imports the domain, database and server modules as the server runs them (tsx), so a
  // process holds one copy of each cache and of the stock index, not one for the pages and one for the rest.
  environments: { ssr: { build: { rollupOptions: { external: [/^#(?:domain|db|server|graphql)\//] } } } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod 4 writes `@__PURE__` notes in comments where Rollup cannot use them: Rollup drops them and
        // says so on every build. Nothing in our code; every other warning is shown.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        // A route with only a loader or an action (a PDF, an import run) has nothing for the browser.
        if (warning.code === 'EMPTY_BUNDLE') return;
        warn(warning);
      },
    },
  },
});
