import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, dates, setSettings, subscribeTo } from '../../test/factories.js';
import { createPackagesRepo } from '../packages/packages.repo.js';
import { createPackageGate } from '../packages/package-gate.js';
import { createPackagesService } from '../packages/packages.service.js';
import { createListingExpiry, type ListingExpiry } from './listing-expiry.js';
import { createListingExpiryRepo } from './listing-expiry.repo.js';
import { owner, post, villaForSale } from '../../test/listing-files.js';

describe.each(testDialects())('listing expiry on %s', (dialect) => {
  let t: TestApp;
  let expiry: ListingExpiry;
  let category: Awaited<ReturnType<typeof createCategory>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { LISTING_SWEEP_SECONDS: '0' });
    category = await createCategory(t.db);
    const settingValue = async (key: string) => (await t.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
    expiry = createListingExpiry({
      repo: createListingExpiryRepo(t.db),
      packages: createPackagesService({ repo: createPackagesRepo(t.db), gate: createPackageGate(t.db) }),
      settings: { value: settingValue },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setSettings(t.db, { listing_period_days: '0', auto_approve: '1' });
  });

  const listingFields = () => villaForSale(category.id);
  const postListing = async (auth: Record<string, string>) => {
    const res = await post(t, '/api/post_property', auth, await listingFields());
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0] as { id: number; slug_id: string; is_expired: boolean; expires_at: string | null };
  };
  const own = async (auth: Record<string, string>, id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/get-added-properties?id=${id}`, headers: auth })).json().data[0];
  const listed = async (id: number) => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/get-property-list?limit=100' })).json();
    return (body.data ?? []).some((p: { id: number }) => p.id === id);
  };
  const renew = (auth: Record<string, string>, id: number) => t.app.inject({ method: 'POST', url: '/api/renew-property', headers: auth, payload: { id } });
  const row = (id: number) => t.db.selectFrom('properties').select(['expires_at', 'user_package_id']).where('id', '=', id).executeTakeFirstOrThrow();

  it('leaves a listing the admin posts without a package or period open-ended', async () => {
    const user = await owner(t.db, { listingPackage: false });
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    const listing = await postListing(user.auth);
    expect([listing.is_expired, listing.expires_at]).toEqual([false, null]);
    expect(await row(listing.id)).toEqual({ expires_at: null, user_package_id: null });
    expect(await expiry.sweep()).toBe(0);
    expect(await listed(listing.id)).toBe(true);
  });

  it('ends a listing with the package that allowed it: hidden from visitors, Expired to the owner, renewed with a new package', async () => {
    const user = await owner(t.db, { listingPackage: false });
    await subscribeTo(t.db, user.id, 'property_list');
    const pack = await t.db.selectFrom('user_packages').select(['id', 'end_date']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const listing = await postListing(user.auth);
    expect(await row(listing.id)).toEqual({ expires_at: pack.end_date, user_package_id: pack.id });
    expect(listing.is_expired).toBe(false);
    expect(await listed(listing.id)).toBe(true);

    // the package ends early (refund, admin): the next sweep expires the listing, once
    await t.db.updateTable('user_packages').set({ end_date: dates.daysAgo(1) }).where('id', '=', pack.id).execute();
    const [a, b] = await Promise.all([expiry.sweep(), expiry.sweep()]);
    expect(a + b).toBe(1);
    expect(await expiry.sweep()).toBe(0);
    expect(await listed(listing.id)).toBe(false);
    const detail = await t.app.inject({ method: 'GET', url: `/api/get_property?slug_id=${listing.slug_id}` });
    expect(detail.json().data ?? []).toEqual([]);
    expect(await own(user.auth, listing.id)).toMatchObject({ id: listing.id, is_expired: true });

    // renewing needs a running package again
    const refused = await renew(user.auth, listing.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: true, message: MSG.notSubscribed });
    await subscribeTo(t.db, user.id, 'property_list');
    const renewed = await renew(user.auth, listing.id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().message).toBe(MSG.listingRenewed);
    const fresh = await t.db.selectFrom('user_packages').select(['id', 'end_date']).where('user_id', '=', user.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await row(listing.id)).toEqual({ expires_at: fresh.end_date, user_package_id: fresh.id });
    expect(await own(user.auth, listing.id)).toMatchObject({ is_expired: false, expires_at: fresh.end_date });
    expect(await listed(listing.id)).toBe(true);
  });

  it('expires listings older than the listing period, and gives new ones the period', async () => {
    const user = await owner(t.db);
    const old = await createProperty(t.db, { category_id: category.id, user_id: user.id, created_at: dates.daysAgo(40) });
    const recent = await createProperty(t.db, { category_id: category.id, user_id: user.id, created_at: dates.daysAgo(10) });
    await setSettings(t.db, { listing_period_days: '30' });
    const listing = await postListing(user.auth);
    const days = (Date.parse(listing.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    expect(await expiry.sweep()).toBe(1);
    expect((await row(old.id)).expires_at).not.toBeNull();
    expect((await row(recent.id)).expires_at).toBeNull();
    expect(await listed(old.id)).toBe(false);
    expect(await listed(recent.id)).toBe(true);

    // a listing without a package renews for another period
    const renewed = await renew(user.auth, old.id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(Date.parse((await row(old.id)).expires_at!)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(await expiry.sweep()).toBe(0);
    expect(await listed(old.id)).toBe(true);
  });

  it('filters the owner’s listings by expiry (is_expired=1 / 0) and refuses other values', async () => {
    const user = await owner(t.db);
    const ended = await createProperty(t.db, { category_id: category.id, user_id: user.id, expires_at: dates.daysAgo(2) });
    const running = await createProperty(t.db, { category_id: category.id, user_id: user.id, expires_at: dates.daysAgo(-5) });
    const open = await createProperty(t.db, { category_id: category.id, user_id: user.id });
    const ownList = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/get-added-properties?${query}`, headers: user.auth })).json();
    const expired = await ownList('is_expired=1');
    expect(expired).toMatchObject({ error: false, total: 1 });
    expect(expired.data).toEqual([expect.objectContaining({ id: ended.id, is_expired: true })]);
    const current = await ownList('is_expired=0');
    expect(current.total).toBe(2);
    expect(current.data.map((p: { id: number }) => p.id).sort()).toEqual([running.id, open.id].sort());
    expect(current.data.every((p: { is_expired: boolean }) => !p.is_expired)).toBe(true);
    expect((await ownList('')).total).toBe(3);
    const bad = await t.app.inject({ method: 'GET', url: '/api/get-added-properties?is_expired=maybe', headers: user.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('is_expired must be 0 or 1');
  });

  it('renews only expired own listings', async () => {
    const user = await owner(t.db);
    const stranger = await owner(t.db);
    const listing = await postListing(user.auth);
    const early = await renew(user.auth, listing.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ error: true, message: MSG.listingNotExpired });

    await t.db.updateTable('properties').set({ expires_at: dates.daysAgo(1) }).where('id', '=', listing.id).execute();
    const foreign = await renew(stranger.auth, listing.id);
    expect(foreign.statusCode).toBe(404);
    expect((await row(listing.id)).expires_at).not.toBeNull();
    const missing = await renew(user.auth, 99_999_999);
    expect(missing.statusCode).toBe(404);
    const bad = await renew(user.auth, -1);
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/renew-property', payload: { id: listing.id } })).statusCode).toBe(401);
  });

  it('sweeps on its own timer', async () => {
    const timed = await createTestApp(dialect, { LISTING_SWEEP_SECONDS: '1' });
    try {
      const user = await owner(timed.db);
      const cat = await createCategory(timed.db);
      const old = await createProperty(timed.db, { category_id: cat.id, user_id: user.id, created_at: dates.daysAgo(40) });
      await setSettings(timed.db, { listing_period_days: '30' });
      const expiresAt = async () => (await timed.db.selectFrom('properties').select('expires_at').where('id', '=', old.id).executeTakeFirstOrThrow()).expires_at;
      for (let i = 0; i < 60 && (await expiresAt()) === null; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await expiresAt()).not.toBeNull();
    } finally {
      await timed.close();
    }
  });
});
