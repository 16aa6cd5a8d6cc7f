import type { Page } from '@playwright/test';
import { demoAdmin, demoAgent, fillLogin, type DemoAccount } from './demo-account';
import { expect, test, waitForHydration } from './fixtures';
import { copy } from './copy';
import { solidPng } from './png';

// Issue #15: a buyer writes to an owner from a listing, the owner sees it live and answers with a
// photo, the buyer answers with a voice note (Chromium's fake microphone), both see read receipts.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

// the config's flags, plus a fake microphone that needs no permission prompt
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['microphone'],
});

async function logIn(page: Page, account: DemoAccount) {
  await page.goto('/login');
  await fillLogin(page, account);
}

/** A listing the demo agent does not own, and its owner's email (shown on the page's contact card). */
async function someoneElsesListing(page: Page, me: string): Promise<{ href: string; ownerEmail: string }> {
  await page.goto('/properties');
  const hrefs = await page.locator('article h2 a, article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    const mail = await page.locator('a[href^="mailto:"]').first().getAttribute('href');
    const ownerEmail = mail?.slice('mailto:'.length).split('?')[0] ?? '';
    if (ownerEmail.endsWith('@example.com') && ownerEmail !== me && (await page.getByRole('link', { name: 'Chat with owner' }).count())) return { href, ownerEmail };
  }
  throw new Error('no demo listing owned by another demo user');
}

test('a visitor who asks to chat is sent to log in first', async ({ page }) => {
  const agent = await demoAgent();
  const { href } = await someoneElsesListing(page, agent.email);
  await page.context().clearCookies();
  await page.goto(href);
  await page.getByRole('link', { name: 'Chat with owner' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fchat/);
  await expect(page.getByText(copy.notLoggedIn)).toBeVisible();
  await fillLogin(page, agent);
  await expect(page).toHaveURL(/\/user\/chat\?property_id=\d+&user_id=\d+$/);
});

test('buyer and owner chat live: text, a photo, a voice note and read receipts', async ({ page: buyer, browser, baseURL, axe }) => {
  test.setTimeout(120_000);
  const agent = await demoAgent();
  await logIn(buyer, agent);
  const { href, ownerEmail } = await someoneElsesListing(buyer, agent.email);

  // the buyer starts from the listing
  await buyer.goto(href);
  await buyer.getByRole('link', { name: 'Chat with owner' }).click();
  await expect(buyer).toHaveURL(/\/user\/chat\?property_id=\d+&user_id=\d+$/);
  await waitForHydration(buyer);
  const buyerBox = buyer.getByRole('textbox', { name: 'Message' });
  await buyerBox.fill('Hello! Is it still available?');
  await buyer.getByRole('button', { name: 'Send' }).click();
  const buyerThread = buyer.getByRole('list', { name: 'Messages' });
  await expect(buyerThread.getByText('Hello! Is it still available?')).toBeVisible();
  await expect(buyerThread.getByTestId('receipt').last()).toHaveText(/Sent/);

  // the owner, in another browser, opens the conversation: the buyer sees it read
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await logIn(owner, { email: ownerEmail, password: agent.password });
  await owner.goto('/user/chat');
  const conversation = owner.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first();
  await expect(conversation).toContainText('Hello! Is it still available?');
  await conversation.click();
  await waitForHydration(owner);
  const ownerThread = owner.getByRole('list', { name: 'Messages' });
  await expect(ownerThread.getByText('Hello! Is it still available?')).toBeVisible();
  await expect(buyerThread.getByTestId('receipt').last()).toHaveText(/Read/);

  // live both ways, with typing
  await buyerBox.fill('Can I visit on Saturday?');
  await expect(owner.getByText(/is typing/)).toBeVisible();
  await buyer.getByRole('button', { name: 'Send' }).click();
  await expect(ownerThread.getByText('Can I visit on Saturday?')).toBeVisible();

  // the owner answers with a photo; the buyer sees it inline and opens it full screen
  await owner.locator('input[type=file]').setInputFiles({ name: 'view.png', mimeType: 'image/png', buffer: solidPng(320, 240, [40, 160, 120]) });
  await owner.getByRole('textbox', { name: 'Message' }).fill('Yes — here is the view.');
  await owner.getByRole('button', { name: 'Send' }).click();
  await expect(buyerThread.getByRole('img', { name: 'Photo' })).toBeVisible();
  await expect(buyerThread.getByText('Yes — here is the view.')).toBeVisible();
  // the buyer had it open: the owner sees it read
  await expect(ownerThread.getByTestId('receipt').last()).toHaveText(/Read/);
  await buyerThread.getByRole('button', { name: 'Open the photo' }).click();
  await expect(buyer.getByRole('dialog')).toBeVisible();
  await buyer.keyboard.press('Escape');

  // the buyer records a voice note with the fake microphone
  await buyer.getByRole('button', { name: 'Record a voice message' }).click();
  await expect(buyer.getByText(/Recording 0:0/)).toBeVisible();
  await buyer.waitForTimeout(1500);
  await buyer.getByRole('button', { name: 'Stop and send' }).click();
  await expect(ownerThread.locator('audio')).toHaveCount(1);
  await expect(ownerThread.getByText(/Voice message, 0:0[1-3]/)).toBeVisible();
  await expect(buyerThread.getByTestId('receipt').last()).toHaveText(/Read/);

  // accessible at phone and desktop width, in English and in Arabic (right to left)
  for (const language of ['en', 'ar']) {
    if (language === 'ar') {
      await buyer.context().addCookies([{ name: 'abode_lang', value: 'ar', url: buyer.url() }]);
      await buyer.reload();
      await expect(buyer.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    for (const size of [PHONE, DESKTOP]) {
      await buyer.setViewportSize(size);
      await axe();
    }
  }
  // phones show one pane: the conversation, with the way back to the list
  await buyer.setViewportSize(PHONE);
  await expect(buyer.getByRole('navigation', { name: 'المحادثات' })).toBeHidden();
  await buyer.getByRole('link', { name: 'العودة إلى المحادثات' }).click();
  await expect(buyer.getByRole('navigation', { name: 'المحادثات' })).toBeVisible();
  await ownerContext.close();
});

// Issue #15's admin chat: a user writes to the site about one of its own listings, the admin
// answers from /admin/chat (the shared chat page on the company's side), each sees the other live.
test('a user writes to the site; the admin replies from /admin/chat and each sees the other live', async ({ page: admin, browser, baseURL, axe }) => {
  test.setTimeout(120_000);
  const userContext = await browser.newContext({ baseURL });
  const user = await userContext.newPage();
  await logIn(user, await demoAgent());
  const listings = (await (await user.request.get('/api/get_property?limit=100')).json()).data as Array<{ id: number; is_admin: boolean | number }>;
  const companyListing = listings.find((p) => p.is_admin);
  expect(companyListing, 'a demo listing of the company').toBeDefined();
  await user.goto(`/user/chat?property_id=${companyListing!.id}&user_id=0`);
  await waitForHydration(user);
  const question = `Can I view it this week? (${Date.now()})`;
  await user.getByRole('textbox', { name: 'Message' }).fill(question);
  await user.getByRole('button', { name: 'Send' }).click();
  const userThread = user.getByRole('list', { name: 'Messages' });
  await expect(userThread.getByText(question)).toBeVisible();

  await admin.goto('/login?redirectTo=/admin/chat');
  await fillLogin(admin, await demoAdmin());
  await expect(admin).toHaveURL(/\/admin\/chat$/);
  await expect(admin.getByRole('navigation', { name: 'Admin console sections' }).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  const conversation = admin.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: question });
  await expect(conversation).toContainText(/unread/);
  await conversation.click();
  await waitForHydration(admin);
  const adminThread = admin.getByRole('list', { name: 'Messages' });
  await expect(adminThread.getByText(question)).toBeVisible();
  // the user sees that the company read it
  await expect(userThread.getByTestId('receipt').last()).toHaveText(/Read/);

  const answer = `Yes — Tuesday at 10 works. (${Date.now()})`;
  await admin.getByRole('textbox', { name: 'Message' }).fill(answer);
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(userThread.getByText(answer)).toBeVisible();
  await expect(adminThread.getByText(answer)).toBeVisible();
  const thanks = `Great, see you then. (${Date.now()})`;
  await user.getByRole('textbox', { name: 'Message' }).fill(thanks);
  await user.getByRole('button', { name: 'Send' }).click();
  await expect(adminThread.getByText(thanks)).toBeVisible();
  // a reply sent by mistake is deleted for both sides
  const mistake = `Sent to the wrong person (${Date.now()})`;
  await admin.getByRole('textbox', { name: 'Message' }).fill(mistake);
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(userThread.getByText(mistake)).toBeVisible();
  await adminThread.getByRole('listitem').filter({ hasText: mistake }).getByRole('button', { name: 'Delete message' }).click();
  await expect(adminThread.getByText(mistake)).toHaveCount(0);
  await expect(userThread.getByText(mistake)).toHaveCount(0);

  // the console's chat, accessible at phone and desktop width, in English and in Arabic
  for (const language of ['en', 'ar']) {
    if (language === 'ar') {
      await admin.context().addCookies([{ name: 'abode_lang', value: 'ar', url: admin.url() }]);
      await admin.reload();
      await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    for (const size of [PHONE, DESKTOP]) {
      await admin.setViewportSize(size);
      await axe();
    }
  }
  // a phone shows the thread, with the way back to the list (and its search)
  await admin.setViewportSize(PHONE);
  await admin.getByRole('link', { name: 'العودة إلى المحادثات' }).click();
  await expect(admin.getByRole('search')).toBeVisible();
  await userContext.close();
});
