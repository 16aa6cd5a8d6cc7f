import { expect, test } from './fixtures';

test.describe('server-side rendering', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows real content with JavaScript disabled', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(/Abode/);
    await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest listings' })).toBeVisible();
    const listings = page.locator('main a[href^="/properties-details/"]');
    expect(await listings.count()).toBeGreaterThanOrEqual(4);
    const firstPhoto = page.locator('main article img').first();
    await expect(firstPhoto).toHaveAttribute('src', /\.webp$/);
    await expect(firstPhoto).toHaveAttribute('srcset', /-400\.webp 400w/);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Abode');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Find properties for sale and rent');
    await expect(page.getByRole('contentinfo')).toContainText('hello@abode.ae');
  });

  test('the language switch works as a plain form', async ({ page }) => {
    await page.goto('/properties');
    await page.locator('header summary', { hasText: 'Language' }).click();
    await page.getByRole('button', { name: /العربية/ }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test('unknown pages answer 404 with the designed page inside the layout', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

test('robots.txt, sitemap.xml and the web manifest are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).toMatch(/\/properties-details\/[a-z0-9-]+<\/loc>/);
  expect(xml).toMatch(/\/article-details\/[a-z0-9-]+<\/loc>/);

  const manifest = await request.get('/manifest.webmanifest');
  expect(await manifest.json()).toMatchObject({ name: 'Abode', start_url: '/' });
  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
});

test.describe('accessibility', () => {
  test('the home page is axe-clean', async ({ page, axe }) => {
    await page.goto('/');
    await axe();
  });

  test('the property list is axe-clean', async ({ page, axe }) => {
    await page.goto('/properties?type=rent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for rent');
    await axe();
  });

  test('a property page is axe-clean', async ({ page, axe }) => {
    await page.goto('/properties');
    await page.locator('main a[href^="/properties-details/"]').first().click();
    await expect(page.getByTestId('gallery')).toBeVisible();
    await axe();
  });

  test('the 404 page is axe-clean', async ({ page, axe }) => {
    await page.goto('/no-such-page');
    await axe();
  });
});
