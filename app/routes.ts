import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.tsx'),
  route(':lang', 'routes/language-layout.tsx', [
    index('routes/home.tsx'),
    route('stocklist', 'routes/stocklist.tsx'),
    route('stocklist/:stockNumber', 'routes/vehicle.tsx'),
    route('stocklist/:stockNumber/thanks', 'routes/vehicle-thanks.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
