import { chromium } from 'playwright-core';
import sharp from 'sharp';
const base = 'http://localhost:3407';
const password = process.argv[2];
const login = await fetch(`${base}/api/user_signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 3, email: 'admin@abode.local', password }) });
const token = (await login.json()).token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const logo = await sharp({ create: { width: 240, height: 60, channels: 4, background: '#c2410c' } }).png().toBuffer();
for (const [name, viewport, lang] of [['phone', { width: 390, height: 844 }, 'en'], ['desktop', { width: 1366, height: 900 }, 'en'], ['phone-ar', { width: 390, height: 844 }, 'ar']]) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'abode_token', value: token, url: base }, ...(lang === 'ar' ? [{ name: 'abode_lang', value: 'ar', url: base }] : [])]);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  await page.goto(`${base}/admin/settings${lang === 'ar' ? '?lang=ar' : ''}`, { waitUntil: 'networkidle' });
  if (name === 'desktop') {
    await page.setInputFiles('#site-image-web_logo', { name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.locator('form:has(#site-image-web_logo) button').click()]);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/settings-${name}-toast.png` });
    await page.locator('button[form="mail-test"]').click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/settings-${name}-mailtest.png` });
  }
  await page.screenshot({ path: `/tmp/settings-${name}.png`, fullPage: true });
  console.log(name, problems);
  await context.close();
}
await browser.close();
