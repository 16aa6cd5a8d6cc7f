// Screenshots of the search suggestions and the location picker (phone + desktop, en + ar). Deleted after use.
import { chromium } from 'playwright-core';
const base = process.argv[2];
const out = process.argv[3];
const [email, password] = [process.argv[4], process.argv[5]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const lang of ['en', 'ar']) {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]]) {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: 'abode_lang', value: lang, url: base }]);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    // search suggestions on the home page (the search box is in the hero on every width)
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const box = page.locator('#home-q');
    await box.scrollIntoViewIfNeeded();
    await box.click();
    await box.pressSequentially(lang === 'ar' ? 'فيل' : 'vila in jv', { delay: 60 });
    await page.getByRole('listbox').first().waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}-suggest-${lang}-${name}.png` });
    // the location picker of the project form, a pin outside the country
    await page.goto(`${base}/login`);
    await page.locator('input[type=email]').fill(email);
    await page.locator('input[type=password]').first().fill(password);
    await page.locator('form button[type=submit]').first().click();
    await page.waitForURL((url) => !url.pathname.includes('login'));
    await page.goto(`${base}/user/add-project`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('input[name=title]').fill('Harbour View');
    await page.locator('textarea[name=description]').fill('Homes over the marina, with a park and a beach walk.');
    await page.locator('select').first().selectOption({ index: 1 });
    await page.locator('input[type=radio]').first().check();
    await page.locator('button', { hasText: lang === 'ar' ? /التالي/ : /Next/ }).first().click();
    const search = page.locator('#project-location-search');
    await search.waitFor();
    await search.pressSequentially('dubai marna', { delay: 60 });
    await page.getByRole('listbox').first().waitFor({ state: 'visible' });
    await search.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}-picker-${lang}-${name}.png` });
    await page.getByRole('option').first().click();
    await page.locator('#project-location-latitude').fill('48.8566');
    await page.locator('#project-location-longitude').fill('2.3522');
    await page.locator('#project-location-longitude').blur();
    await page.getByRole('alert').first().waitFor();
    await page.getByRole('alert').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}-outside-${lang}-${name}.png` });
    console.log(lang, name, problems.length ? problems : 'no errors');
    await context.close();
  }
}
await browser.close();
