import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty } from '../../test/factories.js';

describe.each(testDialects())('get-cities-data on %s', (dialect) => {
  let t: TestApp;
  const get = (query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/get-cities-data', query });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.db.deleteFrom('cities').execute();
    await t.db.insertInto('cities').values({ name: 'Sharjah', country: 'United Arab Emirates', image: 'cities/sharjah.webp' }).execute();
    const category = await createCategory(t.db);
    const listing = (city: string, extra: Partial<Parameters<typeof createProperty>[1]> = {}) => createProperty(t.db, { category_id: category.id, city, ...extra });
    for (let i = 0; i < 3; i++) await listing('Dubai');
    await listing('Sharjah');
    await listing('Sharjah', { property_type: 1, rentduration: 'Yearly' });
    await listing('Ajman');
    // not counted: sold, pending, switched off
    await listing('Fujairah', { property_type: 2 });
    await listing('Fujairah', { request_status: 'pending' });
    await listing('Ajman', { status: 0 });
  });
  afterAll(() => t.close());

  it('answers cities with visible sell/rent listings, busiest first, with the contract keys', async () => {
    const body = (await get()).json();
    expect(body).toMatchObject({ error: false, total: 3 });
    expect(body.data).toEqual([
      { City: 'Dubai', Count: 3, image: '' },
      { City: 'Sharjah', Count: 2, image: `${TEST_PUBLIC_URL}/images/cities/sharjah.webp` },
      { City: 'Ajman', Count: 1, image: '' },
    ]);
  });

  it('pages with offset and limit', async () => {
    const body = (await get({ offset: '1', limit: '1' })).json();
    expect(body.data).toEqual([expect.objectContaining({ City: 'Sharjah' })]);
    expect(body.total).toBe(3);
    expect((await get({ limit: '-1' })).statusCode).toBe(400);
  });
});
