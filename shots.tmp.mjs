import { chromium } from 'playwright-core';
const token = process.argv[2];
const pages = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, tag] of [[1280, 900, 'desk'], [390, 844, 'phone']]) {
  for (const spec of pages) {
    const [path, lang = 'en'] = spec.split('@');
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    await ctx.addCookies([{ name: 'abode_token', value: token, url: 'http://127.0.0.1:3404' }, { name: 'abode_lang', value: lang, url: 'http://127.0.0.1:3404' }]);
    const page = await ctx.newPage();
    await page.goto(`http://127.0.0.1:3404${path}`, { waitUntil: 'networkidle' });
    const name = `/tmp/money-${path.replace(/[^a-z]+/g, '-')}-${lang}-${tag}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    await ctx.close();
  }
}
await browser.close();
