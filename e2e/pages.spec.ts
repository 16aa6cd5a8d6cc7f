import { expect, test } from './fixtures';
import { copy } from './copy';

test('every page of the main navigation renders inside the layout', async ({ page }) => {
  const pages: [string, RegExp][] = [
    ['/projects', /New projects/],
    ['/agents', /Our agents/],
    ['/articles', /Guides and news/],
    ['/about-us', /.+/],
    ['/contact-us', /Contact us/],
    ['/faqs', /Frequently asked questions/],
    ['/privacy-policy', /.+/],
    ['/terms-and-conditions', /.+/],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
  }
});

test('an article opens from the list', async ({ page }) => {
  await page.goto('/articles');
  const card = page.locator('main article').first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/article-details\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the contact form checks its fields, then sends the message', async ({ page, axe }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await axe();

  await page.getByLabel('First name').fill('Layla');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Subject').fill('Viewing');
  await page.getByLabel('Message', { exact: true }).fill('Can I see the villa on Saturday?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(copy.invalidEmail)).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('layla@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.contactSent })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('');
});
