import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviour, adopted now where nothing here depends on the old one (ADR 034). Pass-through
  // requests stay off: loaders read `request.url`, which would then carry the data request's `.data`
  // suffix and `_routes` parameter; moving them to the `url` argument is its own change.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
