import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { setSettings } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';
import { createSecretBox, keyFrom, loadSettingsKey } from '../../core/security/secret-box.js';
import { createSettingsAdminRepo } from './settings-admin.repo.js';
import { createPaymentSettingsService } from './payment-settings.service.js';

// Gateway secrets written before ADR 033 (or by a seed) in plain text are sealed by the start-up
// pass; the console answers them masked either way (the routes are tested in payments-admin.test).

describe.each(testDialects())('payment secrets sealed at rest on %s', (dialect) => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    staff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['packages.manage'] })).auth;
  });
  afterAll(() => t.close());

  const call = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: staff });
  const stored = async (key: string) => (await t.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value ?? '';

  it('seals secrets stored in plain text before (the start-up pass), and opens them again', async () => {
    await setSettings(t.db, { flutterwave_secret_key: 'FLWSECK_TEST-plain-1234' });
    const secrets = createSecretBox(loadSettingsKey(t.env));
    const service = createPaymentSettingsService({ repo: createSettingsAdminRepo(t.db), secrets });
    expect(await service.sealStored()).toBe(1);
    const row = await stored('flutterwave_secret_key');
    expect(row).toMatch(/^enc:v1:/);
    expect(secrets.open(row)).toBe('FLWSECK_TEST-plain-1234');
    expect(await service.sealStored()).toBe(0);
    expect((await call('admin/payment-settings')).json().data.flutterwave_secret_key).toBe('FLWSECK_…1234');
    // another key cannot open it: the value is authenticated, not merely encoded
    expect(() => createSecretBox(keyFrom('another-key-of-at-least-thirty-two-chars')).open(row)).toThrow();
  });

  it('keeps the key file made on the first start: the next start opens what this one sealed', () => {
    const first = createSecretBox(loadSettingsKey(t.env));
    const sealed = first.seal('sk_live_again_1111');
    expect(createSecretBox(loadSettingsKey(t.env)).open(sealed)).toBe('sk_live_again_1111');
    expect(first.seal('sk_live_again_1111')).not.toBe(sealed);
  });
});
