import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailsTo, readCode } from './outbox';
import { solidPng } from './png';

const PASSWORD = 'correct-horse-7';

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('register → verify the emailed code → log in → edit the profile → log out → log in → delete the account', async ({ page, axe }) => {
  test.setTimeout(120_000);
  const email = `e2e-${Date.now()}@example.com`;

  await page.goto('/register');
  await axe();
  // The shared schema checks the form before it is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Full name').fill('Layla Haddad');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('501234567');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const seen = await mailsTo(email);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-otp\?email=/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  // a registration's new code comes by logging in with its password, never by address alone
  await expect(page.getByRole('link', { name: /No code\? Log in with your email and password/ })).toBeVisible();
  await axe();
  const code = await readCode(email, seen);
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Verified: back to the login page with a toast; a visitor who asked for a logged-in page returns there.
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByText('Your email is verified. Please log in')).toBeVisible();
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile$/);
  await expect(page.getByText('You have not logged in. Please log in first')).toBeVisible();
  await axe();
  await logIn(page, email, 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'The details entered are incorrect' })).toBeVisible();
  await logIn(page, email);

  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await expect(page.getByText('You have not completed your profile yet. Please complete first')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await axe();
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(160, 160, [15, 118, 110]) });
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^blob:/);
  await page.getByLabel('Street address').fill('12 Marina Walk');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel('About me').fill('Looking for a two-bedroom flat near the sea.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile Updated Successfully' })).toBeVisible();
  await expect(page.getByText('Profile complete', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /\/images\/profiles\/.+\.webp$/);
  await page.reload();
  await expect(page.getByLabel('Street address')).toHaveValue('12 Marina Walk');

  await page.locator('header summary', { hasText: 'Account menu for Layla Haddad' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header summary', { hasText: 'Account menu for Layla Haddad' })).toBeVisible();
  await page.goto('/user/profile');
  await page.getByRole('checkbox', { name: /my account and everything in it will be deleted/ }).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('User Deleted Successfully')).toBeVisible();

  await page.goto('/login');
  await logIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: 'The details entered are incorrect' })).toBeVisible();
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'abode_lang', value: 'ar', url: baseURL ?? '' }]);
  });

  test('the login form is right-to-left, labelled in Arabic and axe-clean, errors included', async ({ page, axe }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    await axe();
  });

  test('the register form is right-to-left, labelled in Arabic and axe-clean', async ({ page, axe }) => {
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('الاسم الكامل')).toBeVisible();
    await expect(page.getByLabel('تأكيد كلمة المرور')).toBeVisible();
    await axe();
    await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
    await axe();
  });
});

test('login and register work without JavaScript (plain form posts)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, 'nobody@example.com');
  await expect(page.getByRole('alert').filter({ hasText: 'The details entered are incorrect' })).toBeVisible();
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await context.close();
});
