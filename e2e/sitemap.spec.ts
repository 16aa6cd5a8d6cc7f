import { expect, test } from './fixtures';

test('sitemap.xml lists every visible listing, project, agent and article, read page by page', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const count = (pattern: RegExp) => xml.match(pattern)?.length ?? 0;

  // the whole demo, not just the first API page of 100 (the API answers the totals)
  const listings = await (await request.get('/api/get-property-list?limit=1')).json();
  const projects = await (await request.get('/api/get-projects?limit=1')).json();
  const agents = await (await request.get('/api/agent-list?limit=1')).json();
  expect(listings.total).toBeGreaterThan(100);
  expect(count(/\/properties-details\/[a-z0-9-]+<\/loc>/g)).toBe(listings.total);
  expect(count(/\/project-details\/[a-z0-9-]+<\/loc>/g)).toBe(projects.total);
  expect(count(/\/agent-details\/[a-z0-9.-]+<\/loc>/g)).toBe(agents.total);
  expect(count(/\/article-details\/[a-z0-9-]+<\/loc>/g)).toBeGreaterThan(0);
  // the company's own profile is listed under its fixed slug
  expect(xml).toContain('/agent-details/admin</loc>');
});
