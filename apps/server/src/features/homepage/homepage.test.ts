import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import {
  createArticle,
  createFaq,
  createCategory,
  createProject,
  createProperty,
  createSlider,
  createUser,
  dates,
  loginAs,
  promote,
  translate,
} from '../../test/factories.js';

const SECTIONS = [
  'featured_section',
  'most_liked_properties',
  'most_viewed_properties',
  'project_section',
  'slider_section',
  'categories_section',
  'article_section',
  'agents_list',
  'faq_section',
];

describe.each(testDialects())('homepage-data on %s', (dialect) => {
  let t: TestApp;
  let villas: Awaited<ReturnType<typeof createCategory>>;
  const p: Record<string, { id: number; slug_id: string }> = {};
  let agent: { id: number };
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/homepage-data', headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    villas = await createCategory(t.db, { name: 'Villa', parameters: [{ name: 'Bedrooms', type: 'number' }] });
    const flats = await createCategory(t.db, { name: 'Apartment' });
    await createUser(t.db, { name: 'Agent A', is_agent: 1, verification_status: 'success' });
    agent = await createUser(t.db, { name: 'Agent B', is_agent: 1 });
    p.popular = await createProperty(t.db, { category_id: villas.id, user_id: agent.id, city: 'Dubai', total_click: 900, total_favourites: 2, parameters: [{ parameter_id: villas.parameterIds[0]!, value: '4' }] });
    p.loved = await createProperty(t.db, { category_id: flats.id, city: 'Sharjah', total_click: 5, total_favourites: 40 });
    p.promoted = await createProperty(t.db, { category_id: villas.id, city: 'Abu Dhabi', price: 4_200_000_00 });
    p.hidden = await createProperty(t.db, { category_id: villas.id, city: 'Dubai', request_status: 'pending', total_click: 10_000 });
    await promote(t.db, { property_id: p.promoted.id });
    await promote(t.db, { property_id: p.hidden.id });
    for (let i = 0; i < 7; i++) await createArticle(t.db, { created_at: dates.daysAgo(i) });
    await createProject(t.db, { category_id: villas.id });
    await createSlider(t.db, { type: 3, property_id: p.promoted.id, sort_order: 1 });
    await createSlider(t.db, { type: 2, category_id: villas.id, sort_order: 2 });
    await createSlider(t.db, { type: 4, link: 'https://example.com/offer', sort_order: 3 });
    await translate(t.db, 'category', villas.id, 'category', 'فيلا');
    await createFaq(t.db, { question: 'Is it free?', sort_order: 2 });
    await createFaq(t.db, { question: 'How do I list?', sort_order: 1 });
    await createFaq(t.db, { question: 'Hidden question', status: 0 });
  });
  afterAll(() => t.close());

  it('answers the fixed-key sections for a visitor', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBe(false);
    expect(Object.keys(body.data).sort()).toEqual([...SECTIONS].sort());
    for (const key of SECTIONS) expect(Array.isArray(body.data[key]), key).toBe(true);
    const { data } = body;
    expect(data.featured_section.map((c: { id: number }) => c.id)).toEqual([p.promoted!.id]);
    expect(data.featured_section[0]).toMatchObject({ promoted: true, price: 4_200_000, property_type: 'sell' });
    expect(data.most_viewed_properties[0].id).toBe(p.popular!.id);
    expect(data.most_viewed_properties[0].parameters[0]).toMatchObject({ name: 'Bedrooms', value: '4' });
    expect(data.most_liked_properties[0].id).toBe(p.loved!.id);
    expect(data.most_viewed_properties.some((c: { id: number }) => c.id === p.hidden!.id)).toBe(false);
    expect(data.article_section).toHaveLength(5);
    expect(data.project_section).toHaveLength(1);
    // cards carry a plain-text excerpt of ≤ 200 characters, not the whole HTML
    await t.db.updateTable('articles').set({ description: `<p>${'Sea view &amp; pool. '.repeat(40)}</p>` }).where('id', '=', data.article_section[0].id).execute();
    const article = (await get()).json().data.article_section[0];
    expect(article.description).toMatch(/^Sea view & pool\. Sea view/);
    expect(Array.from(article.description as string)).toHaveLength(200);
    expect(article.description.endsWith('…')).toBe(true);
    expect(article.translated_description).toBe(article.description);
    expect(data.project_section[0].description).not.toMatch(/</);
    expect(data.categories_section.length).toBeLessThanOrEqual(12);
    expect(data.categories_section.find((c: { id: number }) => c.id === villas.id)).toEqual({
      id: villas.id,
      category: 'Villa',
      image: '',
      slug_id: villas.slug_id,
      properties_count: 2,
      translated_name: 'Villa',
    });
    expect(data.agents_list.map((x: { name: string }) => x.name)).toEqual(['Agent A', 'Agent B']);
    expect(data.agents_list[1]).toMatchObject({ property_count: 1, projects_count: 0 });
    // published FAQs only, in their order, with their translations
    expect(data.faq_section.map((f: { question: string }) => f.question)).toEqual(['How do I list?', 'Is it free?']);
    expect(data.faq_section[0]).toEqual({ id: expect.any(Number), question: 'How do I list?', answer: expect.any(String), translated_question: 'How do I list?', translated_answer: expect.any(String) });
  });

  it('answers an unknown slider type as a default banner ("1")', async () => {
    const odd = await createSlider(t.db, { type: 9, sort_order: 99 });
    const sliders = (await get()).json().data.slider_section;
    expect(sliders.find((s: { id: number }) => s.id === odd.id).slider_type).toBe('1');
    await t.db.deleteFrom('sliders').where('id', '=', odd.id).execute();
  });

  it('answers sliders with their property card or category', async () => {
    const sliders = (await get({ 'content-language': 'ar' })).json().data.slider_section;
    // the string codes clients compare with (1 default, 2 category, 3 property, 4 link)
    expect(sliders.map((s: { slider_type: string }) => s.slider_type)).toEqual(['3', '2', '4']);
    expect(sliders[0]).toMatchObject({ type: 3, propertys_id: p.promoted!.id, property: { id: p.promoted!.id, slug_id: p.promoted!.slug_id }, category: null });
    expect(sliders[0].image).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/images/sliders/`));
    expect(sliders[0].web_image).toBe(sliders[0].image);
    expect(sliders[1]).toMatchObject({ category: { id: villas.id, translated_name: 'فيلا' }, property: null });
    expect(sliders[2]).toMatchObject({ link: 'https://example.com/offer', property: null, category: null });
  });

  it('adds nearby listings and recommendations for a logged-in user with a city', async () => {
    const user = await createUser(t.db, { city: 'Dubai' });
    const { auth } = await loginAs(t.db, user.id);
    await t.db
      .insertInto('personalised_preferences')
      .values({ user_id: user.id, category_ids: JSON.stringify([villas.id]), property_types: JSON.stringify([0]), price_min: 1_000_000_00, price_max: 5_000_000_00 })
      .execute();
    const ids = (list: { id: number }[]) => list.map((c) => c.id);
    const recommended = async (headers: Record<string, string>) =>
      ids((await t.app.inject({ method: 'GET', url: '/api/get_user_recommendation?limit=12', headers })).json().data);
    const data = (await get(auth)).json().data;
    expect(ids(data.nearby_properties)).toEqual([p.popular!.id]);
    // one ranking for both (villas for sale between 1M and 5M first; the popular one scores more; the hidden listing stays out)
    expect(ids(data.user_recommendation)).toEqual([p.popular!.id, p.promoted!.id, p.loved!.id]);
    expect(ids(data.user_recommendation)).toEqual(await recommended(auth));
    expect(data.user_recommendation[0]).toMatchObject({ id: p.popular!.id, slug_id: p.popular!.slug_id });
    // without preferences, both fall back to the same popular listings
    const plain = await createUser(t.db, { city: 'Dubai' });
    const plainAuth = (await loginAs(t.db, plain.id)).auth;
    const fallback = ids((await get(plainAuth)).json().data.user_recommendation);
    expect(fallback).toEqual([p.popular!.id, p.loved!.id, p.promoted!.id]);
    expect(fallback).toEqual(await recommended(plainAuth));

    const cityless = await createUser(t.db);
    const other = (await get((await loginAs(t.db, cityless.id)).auth)).json().data;
    expect(other).not.toHaveProperty('nearby_properties');
    expect((await get({ authorization: 'Bearer undefined' })).json().data).not.toHaveProperty('nearby_properties');
  });
});
