import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { copy } from './copy';
import { mailsTo, readCode } from './outbox';
import { solidPng } from './png';

const PASSWORD = 'correct-horse-7';

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a visitor on the way to posting registers, verifies the emailed code, is signed in, completes the profile and lands where they were going; log out, log in, delete the account', async ({ page, axe }) => {
  test.setTimeout(120_000);
  const email = `e2e-${Date.now()}@example.com`;

  // What they were doing: posting a property, which needs an account.
  await page.goto('/user/add-property');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fadd-property$/);
  await expect(page.getByText(copy.notLoggedIn)).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirectTo=%2Fuser%2Fadd-property$/);
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
  await expect(page.getByText(copy.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const seen = await mailsTo(email);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-otp\?email=.*redirectTo=%2Fuser%2Fadd-property/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  // a registration's new code comes by logging in with its password, never by address alone
  await expect(page.getByRole('link', { name: /No code\? Log in with your email and password/ })).toBeVisible();
  await axe();
  const code = await readCode(email, seen);
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: copy.otpInvalid })).toBeVisible();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Verified: signed in, one welcome toast, and the profile says exactly what is still missing.
  await expect(page).toHaveURL(/\/user\/profile\?redirectTo=%2Fuser%2Fadd-property$/);
  await expect(toasts(page).filter({ hasText: copy.auth.verifiedWelcome })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await expect(page.getByText(copy.profileIncomplete)).toBeVisible();
  await expect(page.getByText('Still missing: Profile picture, Street address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await axe();
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(160, 160, [15, 118, 110]) });
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^blob:/);
  await page.getByLabel('Street address').fill('12 Marina Walk');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel('About me').fill('Looking for a two-bedroom flat near the sea.');
  await page.getByRole('button', { name: 'Save changes' }).click();

  // Complete: on to the page they were going to, with one toast and no banner.
  await expect(page).toHaveURL(/\/user\/add-property$/);
  await expect(toasts(page).filter({ hasText: copy.profileUpdated })).toHaveCount(1);
  await page.goto('/user/profile');
  await expect(page.getByText('Profile complete', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /\/images\/profiles\/.+\.webp$/);
  await expect(page.getByLabel('Street address')).toHaveValue('12 Marina Walk');
  // A save without a way onward stays here, and says so once: a banner (it works without JavaScript), no toast.
  await expect(toasts(page)).toHaveCount(0);
  await page.getByLabel('City').fill('Dubai Marina');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.profileUpdated })).toBeVisible();
  await expect(page.getByText(copy.profileUpdated)).toHaveCount(1);

  await page.locator('header summary', { hasText: 'Account menu for Layla Haddad' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(copy.loggedOut)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile$/);
  await logIn(page, email, 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: copy.invalidCredentials })).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.locator('header summary', { hasText: 'Account menu for Layla Haddad' })).toBeVisible();
  await page.getByRole('checkbox', { name: /my account and everything in it will be deleted/ }).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(copy.accountDeleted)).toBeVisible();

  await page.goto('/login');
  await logIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: copy.invalidCredentials })).toBeVisible();
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
  await expect(page.getByRole('alert').filter({ hasText: copy.invalidCredentials })).toBeVisible();
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await context.close();
});
