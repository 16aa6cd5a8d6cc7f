import type { Page } from '@playwright/test';
import { demoAdmin, demoAgent, fillLogin } from './demo-account';
import { type AxeCheck, expect, test, waitForHydration } from './fixtures';
import { copy } from './copy';

// Issue #17: the catalogue in the admin console. The admin adds a drop-down parameter with its
// options to a category (Warehouse: no other journey posts in it), moves it with the keyboard,
// and the post-property form shows the new control at once; then the admin removes it again.
// The catalogue pages are axe-checked at laptop and phone width.

async function checkPage(page: Page, axe: AxeCheck) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await axe();
}

test('the admin adds a drop-down parameter to a category and the post-property form shows it', async ({ page, browser, axe }) => {
  test.setTimeout(120_000);
  const name = `Loading docks ${Date.now()}`;
  page.on('dialog', (dialog) => void dialog.accept());

  await page.goto('/login?redirectTo=/admin/categories');
  await fillLogin(page, await demoAdmin());
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin console sections' }).getByRole('link', { name: 'Verification form' })).toBeVisible();
  await checkPage(page, axe);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, axe);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Warehouse', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse' })).toBeVisible();
  await waitForHydration(page);
  const add = page.getByRole('region', { name: 'Add parameter' });

  // the page's own check: the refusal stands next to the field
  await add.getByRole('button', { name: 'Add parameter' }).click();
  await expect(add.getByText(copy.admin.catalogue.errors.name)).toBeVisible();
  await expect(add.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Type').selectOption({ label: 'Drop-down list' });
  await add.getByLabel('Options').fill('Dock levellers\nGround level\nBoth');
  await add.getByRole('button', { name: 'Add parameter' }).click();
  await expect(page.getByText(copy.parameterSaved)).toBeVisible();
  const parameters = page.getByRole('region', { name: 'Listing facts (parameters)' }).getByRole('listitem');
  await expect(parameters.last().getByRole('heading', { name })).toBeVisible();
  await checkPage(page, axe);

  // keyboard reorder: the move-up button of the new parameter, pressed with Enter
  const moveUp = page.getByRole('button', { name: `Move “${name}” up` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(copy.orderSaved)).toBeVisible();
  await expect(parameters.nth((await parameters.count()) - 2).getByRole('heading', { name })).toBeVisible();

  // the post-property form of a user asks for it in that category, with its options
  const context = await browser.newContext();
  const owner = await context.newPage();
  await owner.goto('/login?redirectTo=/user/add-property');
  await fillLogin(owner, await demoAgent());
  await expect(owner.getByRole('heading', { level: 2, name: 'Details', exact: true })).toBeVisible();
  await owner.getByLabel('Title', { exact: true }).fill('Warehouse with loading bays');
  await owner.getByLabel('Description').fill('A logistics warehouse near the port, with loading bays and office space.');
  await owner.getByLabel('Category').selectOption({ label: 'Warehouse' });
  await owner.getByRole('radio', { name: 'For sale' }).check();
  await owner.getByLabel('Price').fill('2500000');
  await owner.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 2, name: 'Category details', exact: true })).toBeVisible();
  const control = owner.getByLabel(name);
  await expect(control).toBeVisible();
  await expect(control.getByRole('option')).toHaveText([copy.listingForm.chooseOption, 'Dock levellers', 'Ground level', 'Both']);
  await context.close();

  // removed again: the form no longer asks for it
  await page.getByRole('button', { name: new RegExp(`^Remove\\s*: ${name}$`) }).click();
  await expect(page.getByText(copy.parameterRemoved)).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

test('the catalogue pages: facilities, cities, report reasons and the verification form builder', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await page.goto('/login?redirectTo=/admin/report-reasons');
  await fillLogin(page, await demoAdmin());
  await expect(page.getByRole('heading', { level: 1, name: 'Report reasons' })).toBeVisible();
  await waitForHydration(page);
  const reason = `Wrong photos ${Date.now()}`;
  const add = page.getByRole('region', { name: 'Add reason' });
  await add.getByLabel('Reason', { exact: true }).fill(reason);
  await add.getByRole('button', { name: 'Add reason' }).click();
  await expect(page.getByText(copy.reportReasonSaved)).toBeVisible();
  await expect(page.getByRole('heading', { name: reason })).toBeVisible();
  await expect(add.getByLabel('Reason', { exact: true })).toHaveValue('');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: new RegExp(`^Delete\\s*: ${reason}$`) }).click();
  await expect(page.getByText(copy.reportReasonDeleted)).toBeVisible();

  for (const [path, heading] of [
    ['/admin/facilities', 'Facilities'],
    ['/admin/cities', 'Cities'],
    ['/admin/verification-form', 'Verification form'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkPage(page, axe);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, axe);
});
