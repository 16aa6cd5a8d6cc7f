import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createFaq, translate } from '../../test/factories.js';

describe.each(testDialects())('faqs on %s', (dialect) => {
  let t: TestApp;
  const ids: number[] = [];
  const get = (query: Record<string, string> = {}, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/faqs', query, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.db.deleteFrom('faqs').execute();
    for (let i = 0; i < 12; i++) ids.push((await createFaq(t.db, { question: `Question ${i}?`, sort_order: i })).id);
    await createFaq(t.db, { question: 'Draft?', status: 0 });
    await translate(t.db, 'faq', ids[0]!, 'question', 'سؤال؟');
    await translate(t.db, 'faq', ids[0]!, 'answer', 'جواب.');
  });
  afterAll(() => t.close());

  it('answers published FAQs in order, 10 by default, with total', async () => {
    const body = (await get()).json();
    expect(body).toMatchObject({ error: false, message: 'Data Fetched Successfully', total: 12 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({ id: ids[0], question: 'Question 0?', answer: 'An answer.', translated_question: 'Question 0?', translated_answer: 'An answer.' });
    expect(body.data.map((f: { id: number }) => f.id)).toEqual(ids.slice(0, 10));
  });

  it('pages with offset and limit', async () => {
    const body = (await get({ offset: '10', limit: '5' })).json();
    expect(body.data.map((f: { id: number }) => f.id)).toEqual(ids.slice(10));
    expect(body.total).toBe(12);
    const past = (await get({ offset: '50' })).json();
    expect(past).toMatchObject({ error: false, message: 'No Data Found', data: [] });
  });

  it('translates for Content-Language', async () => {
    const first = (await get({}, { 'content-language': 'ar' })).json().data[0];
    expect(first).toMatchObject({ question: 'Question 0?', translated_question: 'سؤال؟', translated_answer: 'جواب.' });
  });
});
