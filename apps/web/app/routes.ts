import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/page-boundary.tsx', [
    index('routes/home.tsx'),
    route('properties', 'routes/properties.tsx'),
    route('properties-details/:slug_id', 'routes/property-details.tsx'),
    route('projects', 'routes/projects.tsx'),
    route('agents', 'routes/agents.tsx'),
    route('articles', 'routes/articles.tsx'),
    route('article-details/:slug_id', 'routes/article-details.tsx'),
    route('faqs', 'routes/faqs.tsx'),
    route('contact-us', 'routes/contact.tsx'),
    route('about-us', 'routes/content-page.tsx', { id: 'about-us' }),
    route('privacy-policy', 'routes/content-page.tsx', { id: 'privacy-policy' }),
    route('terms-and-conditions', 'routes/content-page.tsx', { id: 'terms-and-conditions' }),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('set-language', 'routes/set-language.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
] satisfies RouteConfig;
