import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory } from '../../test/factories.js';
import { expectRefused, footprint, owner, pdf, photo, post } from '../../test/listing-files.js';

describe.each(testDialects())('own projects on %s', (dialect) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    categoryId = (await createCategory(t.db)).id;
  });
  afterAll(() => t.close());

  async function fields() {
    return {
      title: 'Marina Heights',
      description: 'Forty floors of homes by the water.',
      category_id: String(categoryId),
      type: 'under_construction',
      location: 'Dubai Marina, Dubai',
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      latitude: '25.08',
      longitude: '55.14',
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
      meta_title: 'Marina Heights',
      image: await photo('cover.jpg'),
      'gallery_images[0]': await photo('g.jpg'),
      'documents[0]': { filename: 'brochure.pdf', content: pdf() },
      'plans[0][title]': 'Ground floor',
      'plans[0][document]': await photo('ground.jpg'),
      'plans[1][title]': 'First floor',
      'plans[1][document]': { filename: 'first.pdf', content: pdf() },
    };
  }

  it('posts a project with two floors, pending review, and edits it', async () => {
    const user = await owner(t.db);
    const res = await post(t, '/api/post_project', user.auth, await fields());
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data[0];
    expect(p).toMatchObject({
      slug_id: 'marina-heights',
      title: 'Marina Heights',
      type: 'under_construction',
      location: 'Dubai Marina, Dubai',
      city: 'Dubai',
      request_status: 'pending',
      added_by: user.id,
      reject_reason: '',
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(p.gallary_images).toHaveLength(1);
    expect(p.documents).toHaveLength(1);
    expect(p.plans.map((x: { title: string }) => x.title)).toEqual(['Ground floor', 'First floor']);
    expect(p.image).toMatch(/\/images\/projects\/.+\.webp$/);

    const before = await footprint(t);
    const edit = await post(t, '/api/post_project', user.auth, {
      id: String(p.id),
      title: 'Marina Heights II',
      remove_plans: String(p.plans[0].id),
      remove_gallery_images: String(p.gallary_images[0].id),
      'plans[0][id]': String(p.plans[1].id),
      'plans[0][title]': 'Level 1',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = edit.json().data[0];
    expect(edited).toMatchObject({ slug_id: 'marina-heights', title: 'Marina Heights II', gallary_images: [] });
    expect(edited.plans).toEqual([expect.objectContaining({ id: p.plans[1].id, title: 'Level 1' })]);
    expect((await footprint(t)).files.length).toBeLessThan(before.files.length);

    const own = (await t.app.inject({ method: 'GET', url: `/api/get-added-projects?id=${p.id}`, headers: user.auth })).json();
    expect(own).toMatchObject({ error: false, total: 1, data: [expect.objectContaining({ id: p.id })] });
  });

  it.each([
    [{ title: null }, 'Title is required'],
    [{ image: null }, 'Image is required'],
    [{ city: null }, 'City is required'],
    [{ 'plans[1][title]': null }, 'Floor title is required'],
    [{ 'plans[1][document]': null }, 'Floor plan document is required'],
    [{ meta_description: 'short' }, 'Meta description must be between 50 and 160 characters'],
    [{ slug_id: 'No Spaces' }, 'Slug may contain only lowercase letters, digits and hyphens'],
  ] as [Record<string, string | null>, string][])('refuses %o with its message and writes nothing', async (change, message) => {
    const user = await owner(t.db);
    await expectRefused(t, '/api/post_project', user.auth, await fields(), change, message);
  });

  it('answers another user’s project like a missing one; status only when approved; delete removes files', async () => {
    const me = await owner(t.db);
    const other = await owner(t.db);
    const theirs = (await post(t, '/api/post_project', other.auth, await fields())).json().data[0];
    for (const [url, body] of [
      ['/api/post_project', { id: String(theirs.id), title: 'Mine' }],
      ['/api/delete_project', { id: String(theirs.id) }],
      ['/api/change-project-status', { project_id: String(theirs.id), status: '0' }],
    ] as [string, Record<string, string>][]) {
      const foreign = await post(t, url, me.auth, body);
      const missing = await post(t, url, me.auth, Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k.endsWith('id') ? '999999' : v])));
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json(), url).toEqual(missing.json());
    }

    expect((await post(t, '/api/change-project-status', other.auth, { project_id: String(theirs.id), status: '0' })).json()).toMatchObject({ error: true, message: MSG.statusUpdateFailed });
    await t.db.updateTable('projects').set({ request_status: 'approved' }).where('id', '=', theirs.id).execute();
    expect((await post(t, '/api/change-project-status', other.auth, { project_id: String(theirs.id), status: '0' })).statusCode).toBe(200);

    const before = await footprint(t);
    expect((await post(t, '/api/delete_project', other.auth, { id: String(theirs.id) })).statusCode).toBe(200);
    const after = await footprint(t);
    expect(after.rows.projects).toBe(before.rows.projects - 1);
    expect(after.rows.project_plans).toBe(before.rows.project_plans - 2);
    expect(after.files.length).toBeLessThan(before.files.length);
  });
});
