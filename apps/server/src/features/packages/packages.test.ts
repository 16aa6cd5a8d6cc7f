import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, grantPackage, setSettings } from '../../test/factories.js';
import { owner, post, villaForSale } from '../../test/listing-files.js';
import { createUserWithSession } from '../../test/sessions.js';

// The package catalogue, free packages, check-package-limit and the one gate inside posting.

describe.each(testDialects())('packages and the gate on %s', (dialect) => {
  let t: TestApp;
  let category: { id: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    category = await createCategory(t.db);
    await setSettings(t.db, { auto_approve: '1' });
  });
  afterAll(() => t.close());

  const get = (url: string, auth?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth });
  const limit = async (auth: Record<string, string>, type: string) => (await get(`/api/check-package-limit?type=${type}`, auth)).json();
  const listing = () => villaForSale(category.id);

  it('answers the catalogue under both spellings, with features and prices in major units', async () => {
    const dashed = (await get('/api/get-package')).json();
    const underscored = (await get('/api/get_package')).json();
    expect(underscored).toEqual(dashed);
    expect(dashed.data.map((p: { name: string }) => p.name)).toEqual(['Free trial', 'Basic', 'Pro', 'Enterprise']);
    const basic = dashed.data[1];
    expect(basic).toMatchObject({ package_type: 'paid', price: 199, currency_code: 'AED', duration: 720, package_status: null });
    expect(basic.features).toContainEqual(expect.objectContaining({ name: 'property_list', limit_type: 'limited', limit: 15 }));
    expect(basic.features).toContainEqual(expect.objectContaining({ name: 'project_access', limit_type: 'unlimited', limit: null }));
    expect(dashed.all_features.map((f: { name: string }) => f.name)).toHaveLength(7);
    expect(dashed.active_packages).toEqual([]);
  });

  it('assigns a free package once, never a paid one, and reports usage in active_packages', async () => {
    const user = await createUserWithSession(t.db);
    const packages = (await get('/api/get-package')).json().data;
    const free = packages.find((p: { package_type: string }) => p.package_type === 'free');
    const paid = packages.find((p: { package_type: string }) => p.package_type === 'paid');
    const assign = (id: number) => t.app.inject({ method: 'POST', url: '/api/assign_package', headers: user.auth, payload: { package_id: id } });
    expect((await assign(paid.id)).json()).toMatchObject({ error: true, message: MSG.packageNotFree });
    const [a, b] = await Promise.all([assign(free.id), assign(free.id)]);
    expect([a.json().message, b.json().message].sort()).toEqual([MSG.packagePurchased, MSG.packageAlreadyActive].sort());
    const mine = (await get('/api/get-package', user.auth)).json();
    expect(mine.active_packages).toHaveLength(1);
    expect(mine.active_packages[0].features).toContainEqual(expect.objectContaining({ name: 'property_list', used_limit: 0, total_limit: 3 }));
    expect(await limit(user.auth, 'property_list')).toMatchObject({ data: { package_available: true, feature_available: true, limit_available: true } });
    expect(await limit(user.auth, 'premium_properties')).toMatchObject({ data: { package_available: true, feature_available: false, limit_available: false } });
    // ended: taken once only
    await t.db.updateTable('user_packages').set({ end_date: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
    expect((await assign(free.id)).json()).toMatchObject({ error: true, message: MSG.freePackageUsed });
    expect((await t.app.inject({ method: 'POST', url: '/api/assign_package', payload: { package_id: free.id } })).statusCode).toBe(401);
  });

  it('answers check-package-limit for the seven types, and refuses unknown ones and visitors', async () => {
    const user = await createUserWithSession(t.db);
    expect(await limit(user.auth, 'property_list')).toMatchObject({ data: { package_available: false, feature_available: false, limit_available: false } });
    expect((await get('/api/check-package-limit?type=everything', user.auth)).statusCode).toBe(400);
    expect((await get('/api/check-package-limit?type=property_list')).statusCode).toBe(401);
  });

  it('refuses posting without a package, and after the limit is used up, with the dialog’s messages', async () => {
    const none = await owner(t.db, { listingPackage: false });
    const refused = await post(t, '/api/post_property', none.auth, await listing());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: true, message: MSG.notSubscribed, key: 'packageRequired', redirect: '/subscription-plan' });

    const limited = await owner(t.db, { listingPackage: false });
    await grantPackage(t.db, limited.id, { property_list: 1 });
    expect((await post(t, '/api/post_property', limited.auth, await listing())).statusCode).toBe(200);
    const over = await post(t, '/api/post_property', limited.auth, await listing());
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ message: MSG.packageLimitOver, key: 'packageLimitOver' });
    expect(await limit(limited.auth, 'property_list')).toMatchObject({ data: { package_available: true, feature_available: true, limit_available: false } });
  });

  it('lets exactly one of two parallel posts take the last unit', async () => {
    const user = await owner(t.db, { listingPackage: false });
    const { userPackageId } = await grantPackage(t.db, user.id, { property_list: 3 });
    const feature = await t.db.selectFrom('package_features').select('id').where('name', '=', 'property_list').executeTakeFirstOrThrow();
    await t.db.insertInto('user_package_usage').values({ user_package_id: userPackageId, feature_id: feature.id, used_limit: 2, total_limit: 3 }).execute();
    const count = async () => Number((await t.db.selectFrom('properties').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow()).n);
    const [a, b] = await Promise.all([post(t, '/api/post_property', user.auth, await listing()), post(t, '/api/post_property', user.auth, await listing())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    expect(await count()).toBe(1);
    const usage = await t.db.selectFrom('user_package_usage').select('used_limit').where('user_package_id', '=', userPackageId).executeTakeFirstOrThrow();
    expect(usage.used_limit).toBe(3);
  });

  it('spends the package ending first, and unlimited features without counting against a limit', async () => {
    const user = await owner(t.db, { listingPackage: false });
    const soon = await grantPackage(t.db, user.id, { property_list: 1 }, { days: 2 });
    const later = await grantPackage(t.db, user.id, { property_list: 'unlimited' }, { days: 20 });
    for (let i = 0; i < 3; i += 1) expect((await post(t, '/api/post_property', user.auth, await listing())).statusCode).toBe(200);
    const used = await t.db.selectFrom('user_package_usage').select(['user_package_id', 'used_limit']).where('user_package_id', 'in', [soon.userPackageId, later.userPackageId]).orderBy('user_package_id').execute();
    expect(used).toEqual([
      { user_package_id: soon.userPackageId, used_limit: 1 },
      { user_package_id: later.userPackageId, used_limit: 2 },
    ]);
  });

  it('opens premium listings and the mortgage schedule through the same gate, after the answer is loaded', async () => {
    const lister = await owner(t.db);
    const premium = await createProperty(t.db, { category_id: category.id, user_id: lister.id, is_premium: 1 });
    const viewer = await createUserWithSession(t.db);
    const detail = () => get(`/api/get_property?slug_id=${premium.slug_id}`, viewer.auth);
    expect((await detail()).json()).toMatchObject({ error: true, message: MSG.premiumPropertyLocked });
    await grantPackage(t.db, viewer.id, { premium_properties: 'unlimited', mortgage_calculator_detail: 'unlimited' });
    expect((await detail()).json().data[0].id).toBe(premium.id);
    const schedule = (await get('/api/mortgage-calculator?loan_amount=1000000&down_payment=200000&interest_rate=4&loan_term_years=2&show_all_details=1', viewer.auth)).json();
    expect(schedule.data.yearly_totals).toHaveLength(2);
  });
});
