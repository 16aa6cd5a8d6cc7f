import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { copy } from './copy';
import { demoAdmin, tokenOf } from './demo-account';
import { mailsTo, readCode } from './outbox';
import { solidPng } from './png';

// Issue #5 journey: a new user completes the profile, posts a rent property through the multi-step
// form (gallery reordered, parameters, facilities, a reload mid-way keeps the draft and its files),
// sees it pending, an admin approves it, it is found by search, and the owner marks it rented.

const PASSWORD = 'correct-horse-7';

async function registerAndVerify(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Omar Khalil');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('501234568');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const seen = await mailsTo(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-otp\?email=/);
  await page.getByLabel('6-digit code').fill(await readCode(email, seen));
  await page.getByRole('button', { name: 'Verify' }).click();
  // verified and signed in, on the profile page that asks for the rest
  await expect(page).toHaveURL(/\/user\/profile$/);
}

const png = (name: string, size: number, colour: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(size, size, colour) });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepHeading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
/** The draft's text is written a moment after the last change: wait until it holds the step. */
const draftAtStep = (page: Page, step: number) =>
  expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('abode:draft:property:new') ?? '{}')?.values?.step)).toBe(step);

test('a new user posts a rent property in steps, an admin approves it, it is found, the owner marks it rented', async ({ page, axe, request, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `owner-${stamp}@example.com`;
  const title = `Zephyr Marina loft ${stamp}`;
  await registerAndVerify(page, email);

  // the form needs a complete profile: the profile page says what is missing, then comes back
  await page.goto('/user/add-property');
  await expect(page).toHaveURL(/\/user\/profile\?redirectTo=%2Fuser%2Fadd-property$/);
  await expect(page.getByText(copy.profileIncomplete).first()).toBeVisible();
  await page.getByLabel('Profile picture').setInputFiles(png('me.png', 160, [15, 118, 110]));
  await page.getByLabel('Street address').fill('8 Marina Walk');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/user\/add-property$/);

  // posting needs a package (ADR 026): the free plan
  await page.goto('/subscription-plan');
  await page.getByRole('article', { name: 'Free trial' }).getByRole('button', { name: 'Start for free' }).click();
  await expect(page).toHaveURL(/\/user\/subscription$/);

  // step 1: details, checked with the shared schema before the next step opens
  await page.goto('/user/add-property');
  await stepHeading(page, 'Details');
  await expect(page.getByRole('navigation', { name: 'Form steps' }).getByRole('button', { name: /Details/ })).toHaveAttribute('aria-current', 'step');
  await axe();
  await next(page);
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('A bright loft over the marina with a sea view, close to the tram and the beach.');
  await page.getByLabel('Category').selectOption({ label: 'Apartment' });
  await page.getByRole('radio', { name: 'For rent' }).check();
  await page.getByLabel('Price').fill('98000');
  await next(page);
  await expect(page.getByText('Rent duration is required for rent')).toBeVisible();
  await page.getByLabel('Rent period').selectOption('Yearly');
  // the preview card follows the form
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(title)).toBeVisible();
  await axe();
  await next(page);

  // step 2: the category's parameters (a required one is checked like the server does)
  await stepHeading(page, 'Category details');
  await next(page);
  await expect(page.getByText('Area (sq ft) is required')).toBeVisible();
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('2');
  await page.getByLabel('Area (sq ft)').fill('1250');
  await page.getByRole('radio', { name: '1 space' }).check();
  await page.getByRole('checkbox', { name: 'Balcony' }).check();
  await page.getByRole('checkbox', { name: 'Gym' }).check();
  await axe();
  await next(page);

  // step 3: a facility with its distance
  await stepHeading(page, 'Nearby places');
  await page.getByRole('checkbox', { name: 'Airport' }).check();
  await page.getByLabel('Distance to Airport (km)').fill('12.5');
  await axe();
  await next(page);
  await stepHeading(page, 'Location');

  // a reload keeps the draft and the step
  await draftAtStep(page, 3);
  await page.reload();
  await expect(page.getByText('We put back the draft you started earlier')).toBeVisible();
  await stepHeading(page, 'Location');

  // step 4: a point, reverse-geocoded into editable fields
  await next(page);
  await expect(page.getByText('Location is required')).toBeVisible();
  await page.getByLabel('Latitude').fill('25.0805');
  await page.getByLabel('Longitude').fill('55.1403');
  // the pin and the map follow typed coordinates once typing pauses, without leaving the field
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await expect(page.getByLabel('Address', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Longitude')).toBeFocused();
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
  // centred on it: the pin's tip (its bottom middle) sits in the middle of the map
  const mapBox = (await page.locator('.leaflet-container').boundingBox())!;
  await expect
    .poll(async () => {
      const pin = (await page.locator('.leaflet-marker-icon').boundingBox())!;
      return Math.max(Math.abs(pin.x + pin.width / 2 - (mapBox.x + mapBox.width / 2)), Math.abs(pin.y + pin.height - (mapBox.y + mapBox.height / 2)));
    })
    .toBeLessThan(4);
  await axe({ exclude: ['.leaflet-container'] });
  await next(page);

  // step 5: photos are checked in the browser before any upload
  await stepHeading(page, 'Photos and files');
  await next(page);
  await expect(page.getByText('Title image is required')).toBeVisible();
  await page.locator('#pf-title_image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
  await expect(page.getByText(`fake.png: ${copy.photoType}`)).toBeVisible();
  await page.locator('#pf-title_image').setInputFiles(png('tiny.png', 60, [200, 30, 30]));
  await expect(page.getByText(`tiny.png: ${copy.photoTooSmall}`)).toBeVisible();
  await page.locator('#pf-title_image').setInputFiles(png('front.png', 240, [15, 118, 110]));
  await page.locator('#pf-gallery_images').setInputFiles([png('living.png', 200, [30, 64, 175]), png('kitchen.png', 200, [180, 83, 9])]);
  const gallery = page.getByRole('list', { name: 'Gallery' });
  await expect(gallery.getByRole('img')).toHaveCount(2);
  // keyboard reordering, announced in a live region
  await page.getByRole('button', { name: 'Move kitchen.png earlier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'kitchen.png moved to position 1 of 2' })).toBeAttached();
  await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', 'kitchen.png');
  await axe();

  // the chosen files survive a reload too (IndexedDB), in their order
  await draftAtStep(page, 4);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('abode:draft:property:new')?.length ?? 0)).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await page.reload();
  await stepHeading(page, 'Photos and files');
  await expect(gallery.getByRole('img')).toHaveCount(2);
  await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', 'kitchen.png');
  await expect(page.getByRole('img', { name: 'front.png' })).toBeVisible();
  await next(page);

  // step 6: slug made from the title, meta fields with live counters
  await stepHeading(page, 'Search and sharing');
  await expect(page.getByLabel('Slug (web address)')).toHaveValue(`zephyr-marina-loft-${stamp}`);
  await page.getByLabel('Meta title').fill('Marina loft for rent');
  await expect(page.getByText('20 / 60 characters')).toBeVisible();
  await page.getByLabel('Meta description').fill('Too short');
  await next(page);
  await expect(page.getByText('Meta description must be between 50 and 160 characters')).toBeVisible();
  await page.getByLabel('Meta description').fill('A bright two-bedroom loft over Dubai Marina, yearly rent, close to the tram and the beach.');
  await axe();
  await next(page);

  // step 7: review, then post with upload progress → the owner's view
  await stepHeading(page, 'Review and post');
  await expect(page.getByText('2 photos')).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Post property' }).click();
  const slug = `zephyr-marina-loft-${stamp}`;
  await expect(page).toHaveURL(new RegExp(`/my-property/${slug}$`));
  await expect(page.getByText(copy.propertyPosted).first()).toBeVisible();
  // the draft is gone once posted
  expect(await page.evaluate(() => localStorage.getItem('abode:draft:property:new'))).toBeNull();

  // pending review, with every part of the form
  const own = await page.request.get(`/api/get-added-properties?slug_id=${slug}`);
  const listing = ((await own.json()) as {
    data: { id: number; request_status: string; property_type: string; rentduration: string; gallery: unknown[]; assign_facilities: { distance: number }[]; parameters: { name: string; value: unknown }[] }[];
  }).data[0]!;
  expect(listing).toMatchObject({ request_status: 'pending', property_type: 'rent', rentduration: 'Yearly' });
  expect(listing.gallery).toHaveLength(2);
  expect(listing.assign_facilities).toEqual([expect.objectContaining({ distance: 12.5 })]);
  expect(listing.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Area (sq ft)', value: '1250' }), expect.objectContaining({ name: 'Amenities', value: ['Balcony', 'Gym'] })]));

  // an admin approves it through the API, and search finds it
  const adminToken = await tokenOf(request, await demoAdmin());
  const approved = await request.post(`/api/admin/properties/${listing.id}/approve`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(approved.ok(), await approved.text()).toBe(true);
  await page.goto(`/properties?q=${encodeURIComponent(`Zephyr ${stamp}`)}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // the owner edits it: every step opens directly; stored photos reorder like new ones (keyboard,
  // announced), one is removed, a new one added, and the order is saved
  await page.goto(`/user/edit-property/${slug}`);
  const steps = page.getByRole('navigation', { name: 'Form steps' });
  await steps.getByRole('button', { name: /Photos and files/ }).click();
  await expect(gallery.getByRole('img')).toHaveCount(2);
  const stored = (listing.gallery as { id: number }[]).map((g) => g.id);
  await gallery.getByRole('button', { name: / earlier$/ }).nth(1).click();
  await expect(page.getByRole('status').filter({ hasText: /moved to position 1 of 2/ })).toBeAttached();
  await page.locator('#pf-gallery_images').setInputFiles([png('balcony.png', 200, [120, 53, 15])]);
  await expect(gallery.getByRole('img')).toHaveCount(3);
  await gallery.getByRole('button', { name: /^Remove / }).nth(1).click();
  await expect(gallery.getByRole('img')).toHaveCount(2);
  await expect(gallery.getByRole('img').last()).toHaveAttribute('alt', 'balcony.png');
  await axe();
  // the edit's draft keeps that order over a reload
  const firstAlt = (await gallery.getByRole('img').first().getAttribute('alt'))!;
  const draftKey = `abode:draft:property:${slug}`;
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.values?.gallery_order, draftKey)).toBe(`${stored[1]},new:0`);
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByText('We put back the draft you started earlier')).toBeVisible();
  await steps.getByRole('button', { name: /Photos and files/ }).click();
  await expect(gallery.getByRole('img')).toHaveCount(2);
  await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', firstAlt);
  await expect(gallery.getByRole('img').last()).toHaveAttribute('alt', 'balcony.png');
  await steps.getByRole('button', { name: /Review and post/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-property/${slug}$`));
  await expect(page.getByText(copy.propertyUpdated).first()).toBeVisible();
  const edited = ((await (await page.request.get(`/api/get-added-properties?slug_id=${slug}`)).json()) as { data: { gallery: { id: number }[] }[] }).data[0]!;
  expect(edited.gallery).toHaveLength(2);
  expect(edited.gallery[0]!.id).toBe(stored[1]);
  expect(stored).not.toContain(edited.gallery[1]!.id);

  // the owner marks it rented; a rented listing can no longer be edited
  const rented = await page.request.post('/api/update_property_status', { form: { property_id: String(listing.id), status: '3' }, headers: { origin: baseURL ?? '' } });
  expect(rented.ok(), await rented.text()).toBe(true);
  await page.goto(`/user/edit-property/${slug}`);
  await expect(page.getByText(copy.soldOrRentedLocked)).toBeVisible();
  await axe();
});
