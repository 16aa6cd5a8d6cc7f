import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createUserWithSession } from '../../test/sessions.js';

describe.each(testDialects())('settings in the admin console on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await createUserWithSession(t.db, { role: 'admin' })).auth;
    staff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['settings.manage'] })).auth;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, auth = staff) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers: auth, payload });
  const webSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/web-settings' })).json().data;

  it('reads and changes settings; the public settings follow; only changed keys are audited', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: staff })).json().data;
    expect(before).toMatchObject({ company_name: 'Abode', demo_mode: '0', auto_approve: '0' });
    const saved = await post('admin/settings', { company_name: 'Dune Homes', company_name_extra: 'x' });
    expect(saved.statusCode).toBe(400);
    expect((await post('admin/settings', { company_name: 'Dune Homes', auto_approve: '1', verification_required_for_user: 'true', company_tel1: before.company_tel1 })).statusCode).toBe(200);
    expect(await webSettings()).toMatchObject({ company_name: 'Dune Homes', auto_approve: '1', verification_required_for_user: true });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?entity=settings', headers: admin })).json().data;
    expect(audit[0]).toMatchObject({ before: { company_name: 'Abode', auto_approve: '0', verification_required_for_user: '0' }, after: { company_name: 'Dune Homes', auto_approve: '1', verification_required_for_user: '1' } });
    expect(audit[0].after).not.toHaveProperty('company_tel1');
  });

  it('checks each value', async () => {
    for (const bad of [{ company_name: '' }, { company_email: 'nope' }, { facebook_id: 'javascript:alert(1)' }, { auto_approve: 'maybe' }, { listing_period_days: -1 }, { currency_code: 'dollars' }, { company_address: 'x'.repeat(301) }]) {
      expect((await post('admin/settings', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await post('admin/settings', { currency_code: 'ZZZ' })).json().message).toBe(MSG.currencyUnknown);
  });

  it('demo mode: admins only; on, it refuses settings changes but can itself be switched off', async () => {
    expect((await post('admin/settings/demo-mode', { demo_mode: 1 })).statusCode).toBe(403);
    expect((await post('admin/settings/demo-mode', { demo_mode: 1 }, admin)).statusCode).toBe(200);
    expect((await webSettings()).demo_mode).toBe(true);
    const refused = await post('admin/settings', { company_name: 'Changed in demo' }, admin);
    expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.demoMode]);
    expect((await post('admin/settings/demo-mode', { demo_mode: 0 }, admin)).statusCode).toBe(200);
    expect((await webSettings()).demo_mode).toBe(false);
    expect((await post('admin/settings/demo-mode', {}, admin)).statusCode).toBe(400);
  });
});
