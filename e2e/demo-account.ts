import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { serverLog } from './server-data';

export interface DemoAccount {
  email: string;
  password: string;
}

/** The demo agent the seed printed on the e2e server's first start (global-setup logs it). */
export async function demoAgent(): Promise<DemoAccount> {
  const log = await serverLog();
  const demo = /Demo accounts[\s\S]*?e\.g\.\s+(\S+@example\.com)[\s\S]*?password:\s+(\S+)/.exec(log);
  if (!demo?.[1] || !demo[2]) throw new Error('the demo credentials are not in the e2e server log');
  return { email: demo[1], password: demo[2] };
}

/** The administrator the seed printed on the e2e server's first start. */
export async function demoAdmin(): Promise<DemoAccount> {
  const log = await serverLog();
  const admin = /administrator account[\s\S]*?email:\s+(\S+)[\s\S]*?password:\s+(\S+)/.exec(log);
  if (!admin?.[1] || !admin[2]) throw new Error('the administrator credentials are not in the e2e server log');
  return { email: admin[1], password: admin[2] };
}

/** Fills the login form of the page the browser is on. */
export async function fillLogin(page: Page, account: DemoAccount) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A session token for `account`, from the contract's login call. */
export async function tokenOf(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const response = await request.post('/api/user_signup', { form: { type: '3', email: account.email, password: account.password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}
