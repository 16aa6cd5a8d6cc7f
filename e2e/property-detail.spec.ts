import type { APIRequestContext, Page } from '@playwright/test';
import { demoAgent, tokenOf } from './demo-account';
import { expect, test, waitForHydration } from './fixtures';
import { solidPng } from './png';

// The listing detail page (issue #3): photo lightbox, share, mortgage panel, the premium gate,
// the owner's view with video, 360° view and documents, and the HTML crawlers get without JavaScript.

interface Card {
  slug_id: string;
  title: string;
  is_premium: boolean;
  price: number;
}

/** Visible listings as the API lists them (first page of 50), optionally of one type (0 sale, 1 rent). */
async function listings(request: APIRequestContext, query = ''): Promise<Card[]> {
  const response = await request.get(`/api/get-property-list?limit=50${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Card[] }).data;
}

async function openListing(page: Page, card: Card) {
  const response = await page.goto(`/properties-details/${card.slug_id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
}

/** Escapes text for use inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A non-premium sale listing any visitor may open. */
async function openSaleListing(page: Page): Promise<Card> {
  const card = (await listings(page.request, '&property_type=0')).find((c) => !c.is_premium);
  if (!card) throw new Error('the demo data has no open sale listing');
  await openListing(page, card);
  return card;
}

test('the gallery opens a lightbox that pages with the keyboard, keeps focus inside and gives it back on Esc', async ({ page, axe }) => {
  await openSaleListing(page);
  await waitForHydration(page);
  const count = await page.getByTestId('gallery').getByRole('tab').count();
  expect(count).toBeGreaterThan(2);

  // the first photo is the LCP image: eager, high priority, sized
  const hero = page.getByTestId('gallery-open').locator('img');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', /\d+/);
  await expect(hero).toHaveAttribute('srcset', /-400\.webp 400w/);

  const opener = page.getByTestId('gallery-open');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /Photo viewer/ });
  await expect(dialog).toBeVisible();
  const position = dialog.getByTestId('lightbox-position');
  await expect(position).toHaveText(`1 / ${count}`);
  await expect(dialog.getByRole('button', { name: 'Close the photo viewer' })).toBeFocused();
  await axe();

  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`2 / ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`3 / ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`2 / ${count}`);
  await page.keyboard.press('End');
  await expect(position).toHaveText(`${count} / ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`1 / ${count}`);
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', new RegExp(`^Photo 1 of ${count}:`));

  // Tab and Shift+Tab cycle through the viewer's own controls only
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // the page's gallery shows the photo the visitor stopped at
  await expect(page.getByTestId('gallery-position')).toHaveText(`1 / ${count}`);
});

test('the lightbox turns the other way in Arabic', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'abode_lang', value: 'ar', url: baseURL ?? '' }]);
  const card = (await listings(page.request, '&property_type=0')).find((c) => !c.is_premium);
  if (!card) throw new Error('the demo data has no open sale listing');
  await page.goto(`/properties-details/${card.slug_id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForHydration(page);
  const count = await page.getByTestId('gallery').getByRole('tab').count();
  await page.getByTestId('gallery-open').click();
  const position = page.getByTestId('lightbox-position');
  await expect(position).toHaveText(`1 / ${count}`);
  // in right-to-left reading, the next photo is to the left
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`2 / ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`1 / ${count}`);
});

test('share falls back to copy-the-link and service links where the Web Share API is missing', async ({ page, context }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const card = await openSaleListing(page);
  await waitForHydration(page);
  const share = page.getByTestId('share');
  await expect(share.getByRole('button', { name: 'Share this listing' })).toHaveCount(0);

  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied to the clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^https?://[^/]+/properties-details/${card.slug_id}$`));

  const encoded = encodeURIComponent(copied);
  await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${literal(encoded)}`));
  await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', new RegExp(`^https://x\\.com/intent/post\\?url=${literal(encoded)}`));
  await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute('href', /^mailto:\?subject=/);
});

test('share uses the device share sheet where the Web Share API exists', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.defineProperty(window, '__shares', { value: calls });
    Object.defineProperty(Navigator.prototype, 'share', { value: (data: ShareData) => (calls.push(data), Promise.resolve()), configurable: true });
    Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true, configurable: true });
  });
  const card = await openSaleListing(page);
  await waitForHydration(page);
  await page.getByTestId('share').getByRole('button', { name: 'Share this listing' }).click();
  const shares = await page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares);
  expect(shares).toHaveLength(1);
  expect(shares[0]?.url).toMatch(new RegExp(`/properties-details/${card.slug_id}$`));
});

test('the mortgage panel starts from the price and recomputes the monthly payment as the visitor types', async ({ page, axe }) => {
  const card = await openSaleListing(page);
  await waitForHydration(page);
  const panel = page.getByTestId('mortgage');
  await expect(panel.getByLabel(/Property price/)).toHaveValue(String(card.price));
  const monthly = panel.getByTestId('mortgage-monthly');
  await expect(monthly).not.toHaveText('—');

  // the figure is the API's, for the panel's starting values (20 % down, 4.5 %, 25 years)
  const down = Math.round(card.price * 0.2);
  const answer = await page.request.get(`/api/mortgage-calculator?loan_amount=${card.price}&down_payment=${down}&interest_rate=4.5&loan_term_years=25`);
  const emi = ((await answer.json()) as { data: { main_total: { monthly_emi: number } } }).data.main_total.monthly_emi;
  expect(emi).toBeGreaterThan(0);
  const before = (await monthly.textContent()) ?? '';

  await panel.getByLabel('Loan term (years)').fill('10');
  await expect(monthly).not.toHaveText(before);
  await panel.getByLabel('Down payment').fill(String(card.price * 2));
  await expect(panel.getByText('Enter a valid number (the down payment must be below the price)')).toBeVisible();
  await expect(monthly).toHaveText('—');
  await panel.getByLabel('Down payment').fill(String(down));
  await expect(monthly).not.toHaveText('—');
  await expect(panel.getByRole('link', { name: 'See the yearly payment schedule' })).toHaveAttribute('href', new RegExp(`^/mortgage-calculator\\?loan_amount=${card.price}&down_payment=${down}&interest_rate=4\\.5&loan_term_years=10$`));
  await axe({ exclude: ['[data-testid="location-map"]'] });
});

test('a premium listing shows a visitor its teaser and the way to the plans, and stays indexable', async ({ page, axe }) => {
  const premium = (await listings(page.request)).find((c) => c.is_premium);
  if (!premium) throw new Error('the demo data has no premium listing on the first page');
  const response = await page.goto(`/properties-details/${premium.slug_id}`);
  expect(response?.status()).toBe(200);
  const locked = page.getByTestId('premium-locked');
  await expect(locked.getByRole('heading', { level: 1 })).toHaveText(premium.title);
  await expect(locked.getByRole('heading', { level: 2, name: 'This is a premium listing' })).toBeVisible();
  await expect(locked.getByRole('link', { name: 'See subscription plans' })).toHaveAttribute('href', '/subscription-plan');
  await expect(locked.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(`/properties-details/${premium.slug_id}`)}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await axe();
});

test('a reload is not another view', async ({ page }) => {
  await openSaleListing(page);
  const views = page.getByTestId('views');
  const first = await views.textContent();
  await page.reload();
  await expect(views).toHaveText(first ?? '');
});

test('without JavaScript the HTML carries the title, description, absolute og:image, canonical and JSON-LD', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const card = await openSaleListing(page);
  const head = page.locator('head');
  await expect(page).toHaveTitle(new RegExp(`^${literal(card.title)}`));
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^\S.{40,}/);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/[^/]+\/images\/.+\.webp$/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+/properties-details/${card.slug_id}$`));

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown> & { offers: Record<string, unknown> };
  expect(ld['@type']).toBe('RealEstateListing');
  expect(ld.name).toBe(card.title);
  expect(ld.offers).toMatchObject({ '@type': 'Offer', price: card.price, priceCurrency: 'AED' });
  // the page's content is in the HTML: description, facts, owner, share links
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByTestId('share').getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  await context.close();
});

/** The demo agent the seed printed on the e2e server's first start (global-setup logs it). */
async function demoAgentToken(request: APIRequestContext): Promise<string> {
  return tokenOf(request, await demoAgent());
}

test('the owner sees their new listing with its video tour, 360° view and documents', async ({ page, axe, baseURL }) => {
  test.setTimeout(60_000);
  const token = await demoAgentToken(page.request);
  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(400, 200, [15, 118, 110]) });
  const posted = await page.request.post('/api/post_property', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: 'Tour-ready plot on the creek',
      description: 'A plot with a video tour, a 360° view and a brochure.',
      category_id: '7',
      property_type: '0',
      price: '2500000',
      address: 'Dubai Creek, Dubai',
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      latitude: '25.21',
      longitude: '55.33',
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
      title_image: png('front.png'),
      three_d_image: png('panorama.png'),
      'documents[]': { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') },
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const listing = ((await posted.json()) as { data: { slug_id: string }[] }).data[0]!;

  await page.context().addCookies([{ name: 'abode_token', value: token, url: baseURL ?? '' }]);
  await page.goto(`/properties-details/${listing.slug_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tour-ready plot on the creek');
  await waitForHydration(page);

  // video: a poster until play, then the privacy-enhanced player
  const video = page.getByRole('region', { name: 'Video tour' });
  await expect(video.locator('iframe')).toHaveCount(0);
  await video.getByTestId('video-play').click();
  await expect(video.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');

  // 360° view: opens on demand, turns with the keys
  await page.getByTestId('panorama-open').click();
  const panorama = page.getByRole('slider', { name: /360° view of/ });
  await expect(panorama).toBeFocused();
  await expect(panorama).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(panorama).toHaveAttribute('aria-valuenow', '20');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(panorama).toHaveAttribute('aria-valuenow', '350');

  // documents: name, type, size and a download link
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('brochure.pdf')).toBeVisible();
  await expect(documents.getByText(/^PDF/)).toBeVisible();
  await expect(documents.getByTestId('document-size')).toHaveText(/\d+ byte/);
  await expect(documents.getByRole('link', { name: 'Download brochure.pdf' })).toHaveAttribute('download', 'brochure.pdf');
  await axe({ exclude: ['[data-testid="location-map"]'] });
});
