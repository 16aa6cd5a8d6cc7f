import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/page-boundary.tsx', [
    index('routes/home.tsx'),
    route('properties', 'routes/properties.tsx'),
    route('properties-details/:slug_id', 'routes/property-details.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('set-language', 'routes/set-language.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
] satisfies RouteConfig;
