import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface DemoAccount {
  email: string;
  password: string;
}

/** The demo agent the seed printed on the e2e server's first start (global-setup logs it). */
export async function demoAgent(): Promise<DemoAccount> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  const log = await readFile(path.join(dataDir, 'server.log'), 'utf8');
  const demo = /Demo accounts[\s\S]*?e\.g\.\s+(\S+@example\.com)[\s\S]*?password:\s+(\S+)/.exec(log);
  if (!demo?.[1] || !demo[2]) throw new Error('the demo credentials are not in the e2e server log');
  return { email: demo[1], password: demo[2] };
}

/** The administrator the seed printed on the e2e server's first start. */
export async function demoAdmin(): Promise<DemoAccount> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  const log = await readFile(path.join(dataDir, 'server.log'), 'utf8');
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
