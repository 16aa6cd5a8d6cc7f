import { demoAdmin, demoAgent, fillLogin } from './demo-account';
import { expect, test, waitForHydration } from './fixtures';
import { copy } from './copy';
import { solidPng } from './png';

// Issue #17, packages and payments: the admin creates a package in the console and it is on sale
// at /subscription-plan; a user pays for it by bank transfer and the admin approves the receipt
// from the console's bank-transfer screen (the package then runs for the user).

test('the admin creates a package that goes on sale, then approves a bank transfer for it', async ({ page, request, axe }) => {
  test.setTimeout(90_000);
  const name = `Harbour ${Date.now().toString(36)}`;
  await page.goto('/login?redirectTo=/admin/packages');
  await fillLogin(page, await demoAdmin());
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  await waitForHydration(page);
  await page.locator('summary', { hasText: 'New package' }).click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create the package' }) });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Price', { exact: true }).fill('149');
  await form.getByLabel('Duration in hours').fill('720');
  await form.getByLabel('Property listings', { exact: true }).selectOption('limited');
  await form.getByLabel('How many for Property listings').fill('12');
  await form.getByLabel('Featured properties', { exact: true }).selectOption('unlimited');
  await axe();
  await form.getByRole('button', { name: 'Create the package' }).click();
  await expect(page.getByText(copy.packageSaved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  await page.goto('/subscription-plan');
  const plan = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name }) });
  await expect(plan).toBeVisible();
  await expect(plan.getByText('Property listings: 12')).toBeVisible();

  // a user pays for it by bank transfer (through the API the plans page calls)
  const agent = await demoAgent();
  const login = await request.post('/api/user_signup', { form: { type: '3', email: agent.email, password: agent.password } });
  const { token } = (await login.json()) as { token: string };
  const plans = (await (await request.get('/api/get-package')).json()) as { data: { id: number; name: string }[] };
  const pack = plans.data.find((p) => p.name === name)!;
  const transfer = await request.post('/api/initiate-bank-transfer', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { package_id: String(pack.id), file: { name: 'receipt.png', mimeType: 'image/png', buffer: solidPng(320, 200, [30, 64, 175]) } },
  });
  expect(transfer.ok(), await transfer.text()).toBe(true);

  await page.goto('/admin/bank-transfers');
  await waitForHydration(page);
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: name }).filter({ hasText: agent.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: /^Open the receipt/ })).toHaveAttribute('href', /\/api\/get-payment-receipt\?payment_transaction_id=\d+$/);
  await axe();
  await page.setViewportSize({ width: 390, height: 844 });
  await axe();
  await row.getByRole('button', { name: /^Approve\s*:/ }).click();
  await expect(page.getByText(copy.paymentApproved)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('link', { name: 'Approved', exact: true }).click();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: name }).filter({ hasText: agent.email }).getByText('Paid')).toBeVisible();

  const held = (await (await request.get('/api/get-package', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { name: string; package_status: string | null }[] };
  expect(held.data.find((p) => p.name === name)?.package_status).toBe('active');
});
