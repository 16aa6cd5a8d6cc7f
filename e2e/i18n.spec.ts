import { expect, test } from './fixtures';

test('switching to Arabic flips the page to right-to-left and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.locator('header summary', { hasText: 'Language' }).click();
  await page.getByRole('button', { name: /العربية/ }).click();

  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'تصفّح حسب الفئة' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تصفّح حسب الفئة' })).toBeVisible();

  // and back
  await page.locator('header summary', { hasText: 'اللغة' }).click();
  await page.getByRole('button', { name: /English/ }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible();
});

test('Arabic pages are axe-clean too', async ({ page, axe, context, baseURL }) => {
  await context.addCookies([{ name: 'abode_lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await axe();
});
