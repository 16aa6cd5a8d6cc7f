import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createArticle, createArticleCategory, dates, translate } from '../../test/factories.js';

describe.each(testDialects())('get_articles on %s', (dialect) => {
  let t: TestApp;
  let guides: { id: number; slug_id: string };
  let main: { id: number; slug_id: string };
  let sibling: { id: number };
  let general: { id: number };
  const get = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/get_articles', query, headers });
  const views = async (id: number) => (await t.db.selectFrom('articles').select('view_count').where('id', '=', id).executeTakeFirstOrThrow()).view_count;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    guides = await createArticleCategory(t.db, 'Buying guides');
    main = await createArticle(t.db, { category_id: guides.id, title: 'How to buy', created_at: dates.daysAgo(3), view_count: 7 });
    sibling = await createArticle(t.db, { category_id: guides.id, title: 'Mortgages', created_at: dates.daysAgo(2) });
    general = await createArticle(t.db, { title: 'Company news', created_at: dates.daysAgo(1) });
    await createArticle(t.db, { title: 'Draft', status: 0 });
    await translate(t.db, 'article', main.id, 'title', 'كيف تشتري');
  });
  afterAll(() => t.close());

  it('lists published articles newest first with total and the article shape', async () => {
    const body = (await get()).json();
    expect(body).toMatchObject({ error: false, total: 3 });
    expect(body.data.map((a: { id: number }) => a.id)).toEqual([general.id, sibling.id, main.id]);
    const article = body.data[2];
    expect(article).toEqual({
      id: main.id,
      slug_id: main.slug_id,
      image: `${TEST_PUBLIC_URL}/images/articles/${main.slug_id}.webp`,
      title: 'How to buy',
      description: '<p>How to buy a home.</p>',
      view_count: 7,
      meta_title: 'How to buy',
      meta_description: '',
      meta_keywords: '',
      meta_image: `${TEST_PUBLIC_URL}/images/articles/${main.slug_id}.webp`,
      category_id: guides.id,
      category: { id: guides.id, category: 'Buying guides', slug_id: guides.slug_id },
      created_at: expect.any(String),
      posted_on: '3 days ago',
      translated_title: 'How to buy',
      translated_description: '<p>How to buy a home.</p>',
    });
    expect(body).not.toHaveProperty('similar_articles');
  });

  it('filters by category, 0 meaning articles without one', async () => {
    expect((await get({ category_id: String(guides.id) })).json().data.map((a: { id: number }) => a.id)).toEqual([sibling.id, main.id]);
    const generalOnly = (await get({ category_id: '0' })).json();
    expect(generalOnly.data.map((a: { id: number }) => a.id)).toEqual([general.id]);
    expect(generalOnly.data[0].category).toBeNull();
    expect((await get({ limit: '1', offset: '1' })).json().data.map((a: { id: number }) => a.id)).toEqual([sibling.id]);
  });

  it('answers one article by slug with similar ones and counts the view', async () => {
    const body = (await get({ slug_id: main.slug_id }, { 'content-language': 'ar' })).json();
    expect(body).toMatchObject({ error: false, total: 1 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ id: main.id, view_count: 8, translated_title: 'كيف تشتري' });
    expect(body.similar_articles.map((a: { id: number }) => a.id)).toEqual([sibling.id]);
    expect(await views(main.id)).toBe(8);

    const byId = (await get({ id: String(main.id) })).json();
    expect(byId.data[0].view_count).toBe(9);
  });

  it('does not count a metadata read (with_seo=1)', async () => {
    const before = await views(main.id);
    const body = (await get({ slug_id: main.slug_id, with_seo: '1' })).json();
    expect(body.data[0].view_count).toBe(before);
    expect(await views(main.id)).toBe(before);
  });

  it('answers an unknown slug with an empty list, and bad ids with 400', async () => {
    expect((await get({ slug_id: 'no-such-article' })).json()).toMatchObject({ error: false, message: 'No Data Found', data: [] });
    expect((await get({ category_id: '-1' })).json()).toMatchObject({ error: true, message: 'category_id must be 0 or more' });
  });
});
