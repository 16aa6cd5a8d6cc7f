import type { APIRequestContext } from '@playwright/test';
import { fillLogin } from './demo-account';
import { expect, test } from './fixtures';
import { copy } from './copy';
import { mailsTo, readCode } from './outbox';
import { solidPng } from './png';

// Issue #16 journeys: a user who used up their free package meets the gate dialog, goes to the
// plans, pays by card through the local Stripe-protocol server (global-setup points the server at
// it; its hosted page pays and delivers the signed webhook), comes back and may post again; a
// visitor on a premium listing sees its teaser and is led to the plans.

const PASSWORD = 'correct-horse-7';
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(400, 240, [15, 118, 110]) });

/** A new account with a complete profile, made through the API; answers its bearer token. */
async function newOwner(request: APIRequestContext, email: string): Promise<string> {
  const seen = await mailsTo(email);
  const registered = await request.post('/api/user-register', { form: { name: 'Layla Haddad', email, password: PASSWORD, re_password: PASSWORD, mobile: '971501234569' } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verified = await request.get('/api/verify-otp', { params: { email, otp: await readCode(email, seen) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const login = await request.post('/api/user_signup', { form: { type: '3', email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const profile = await request.post('/api/update_profile', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name: 'Layla Haddad', email, mobile: '971501234569', address: '12 Creek Road, Dubai', profile: png('me.png') },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return token;
}

function postListing(request: APIRequestContext, token: string, title: string) {
  return request.post('/api/post_property', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: 'A bright flat near the creek with a balcony.',
      category_id: '7',
      property_type: '0',
      price: '1250000',
      address: 'Dubai Creek, Dubai',
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      latitude: '25.21',
      longitude: '55.33',
      title_image: png('front.png'),
    },
  });
}

test('a user at the limit meets the dialog, pays by card on the plans page, comes back and posts again', async ({ page, axe }) => {
  test.setTimeout(120_000);
  const email = `buyer-${Date.now()}@example.com`;
  const token = await newOwner(page.request, email);
  const auth = { authorization: `Bearer ${token}` };

  // the free plan's three listings, used up
  const plans = (await (await page.request.get('/api/get-package')).json()) as { data: { id: number; name: string; package_type: string }[] };
  const free = plans.data.find((p) => p.package_type === 'free')!;
  expect((await page.request.post('/api/assign_package', { headers: auth, form: { package_id: String(free.id) } })).ok()).toBe(true);
  for (const n of [1, 2, 3]) expect((await postListing(page.request, token, `Creek flat ${n} ${Date.now()}`)).ok()).toBe(true);
  expect((await postListing(page.request, token, 'One too many')).status()).toBe(403);

  await page.goto('/login');
  await fillLogin(page, { email, password: PASSWORD });
  await page.goto('/user/add-property');
  const dialog = page.getByRole('dialog', { name: 'A package is needed' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(copy.packageLimitOver);
  await axe();
  await dialog.getByRole('link', { name: 'See the plans' }).click();

  await expect(page).toHaveURL(/\/subscription-plan$/);
  const current = page.getByRole('article', { name: free.name });
  await expect(current.getByText('Current plan')).toBeVisible();
  await axe();
  await page.getByRole('article', { name: 'Basic' }).getByRole('button', { name: 'Pay by card' }).click();

  // the provider's hosted page (local, speaking Stripe's protocol)
  await expect(page.getByRole('heading', { name: /^Pay 199\.00 AED$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/payment\/success\?payment_transaction_id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await axe();
  await page.getByRole('link', { name: 'See my subscription' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Basic' })).toBeVisible();

  // the gate lets them through now: no dialog on the form, and the listing posts
  await page.goto('/user/add-property');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a property' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'A package is needed' })).toBeHidden();
  expect((await postListing(page.request, token, `Paid-for flat ${Date.now()}`)).status()).toBe(200);

  await page.goto('/user/transaction-history');
  await expect(page.getByTestId('payment-row').filter({ hasText: 'Basic' })).toContainText('Paid');
});

test('a visitor on a premium listing sees its teaser and is led to the plans', async ({ page, axe }) => {
  const list = (await (await page.request.get('/api/get-property-list', { params: { limit: '50' } })).json()) as { data: { slug_id: string; title: string; is_premium: boolean }[] };
  const premium = list.data.find((p) => p.is_premium);
  if (!premium) throw new Error('the demo data has no premium listing among the first 50');
  const response = await page.goto(`/properties-details/${premium.slug_id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('premium-teaser').getByRole('heading', { level: 1 })).toHaveText(premium.title);
  await axe();
  await page.getByRole('link', { name: 'See subscription plans' }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);
  // the seeded plans (the admin's journeys may add more on the same server)
  for (const plan of ['Free trial', 'Basic', 'Pro', 'Enterprise']) await expect(page.getByRole('article', { name: plan })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Basic' }).getByRole('link', { name: 'Log in to choose this plan' })).toBeVisible();
});
