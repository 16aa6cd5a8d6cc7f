import type { Page } from '@playwright/test';
import { demoAdmin, fillLogin } from './demo-account';
import { type AxeCheck, expect, test, toasts, waitForHydration } from './fixtures';
import { copy } from './copy';
import { mailsTo, nextMailTo } from './outbox';

// Issue #17, the console's Content area: the admin writes an article with formatting in the rich
// text editor and it shows on /articles; the admin answers a contact-form message from the inbox
// and the reply is mailed and kept with the message. Screens are axe-checked at laptop and phone width.

async function checkPage(page: Page, axe: AxeCheck) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await axe();
}

test('the admin writes an article with formatting and it shows on /articles', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await page.goto('/login?redirectTo=/admin/articles');
  await fillLogin(page, await demoAdmin());
  await expect(page.getByRole('heading', { level: 1, name: copy.admin.content.articles.title })).toBeVisible();
  await checkPage(page, axe);

  await page.getByRole('link', { name: copy.admin.content.articles.new }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  await waitForHydration(page);
  const title = `Spring market notes ${Date.now()}`;
  await page.getByLabel(copy.admin.content.articles.titleField, { exact: true }).fill(title);

  // the editor: a heading, then a paragraph with a bold word, by toolbar and keyboard
  const editor = page.getByRole('textbox', { name: copy.admin.content.articles.body });
  await editor.click();
  await page.getByRole('button', { name: copy.admin.content.editor.h2, exact: true }).click();
  await page.keyboard.type('Prices this spring');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Villas were ');
  await page.getByRole('button', { name: copy.admin.content.editor.bold, exact: true }).click();
  await expect(page.getByRole('button', { name: copy.admin.content.editor.bold, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('in demand');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' near the sea.');
  await checkPage(page, axe);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, axe);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: copy.admin.content.articles.save }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  await expect(toasts(page).filter({ hasText: copy.articleSaved })).toBeVisible();

  await page.goto('/articles');
  const card = page.getByRole('link', { name: title }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Prices this spring' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'in demand' })).toBeVisible();
});

test('the admin answers a contact-form message from the inbox; the reply is mailed and kept', async ({ page, axe }) => {
  test.setTimeout(90_000);
  const email = `visitor-${Date.now()}@example.com`;
  const subject = `Viewing request ${Date.now()}`;
  const sent = await page.request.post('/api/contct_us', { form: { first_name: 'Maya', last_name: 'Khoury', email, subject, message: 'Could I visit the flat on Friday?' } });
  expect(sent.ok()).toBe(true);

  await page.goto('/login?redirectTo=/admin/inbox');
  await fillLogin(page, await demoAdmin());
  await expect(page.getByRole('heading', { level: 1, name: copy.admin.content.inbox.title })).toBeVisible();
  await checkPage(page, axe);
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Could I visit the flat on Friday?')).toBeVisible();
  await checkPage(page, axe);

  const before = await mailsTo(email);
  await page.getByLabel(copy.admin.content.inbox.reply.replace('{{email}}', email)).fill('Friday at 4 pm works. See you then!');
  await page.getByRole('button', { name: copy.admin.content.inbox.send }).click();
  await expect(toasts(page).filter({ hasText: copy.contactReplySent })).toBeVisible();
  await expect(page.getByText('Friday at 4 pm works. See you then!')).toBeVisible();
  const mail = await nextMailTo(email, before);
  expect(mail).toMatch(new RegExp(`^Subject: Re: ${subject}`, 'm'));
  expect(mail).toContain('Friday at 4 pm works.');

  await page.goto('/admin/inbox?filter=replied');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, axe);
});
