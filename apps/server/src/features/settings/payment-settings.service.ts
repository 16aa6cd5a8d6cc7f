import { GATEWAY_FIELDS, type AdminPaymentSettings, type PaymentSettingsInput, SECRET_SETTINGS } from '@abode/shared/schemas/admin-money';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { SettingsAdminRepo } from './settings-admin.repo.js';
import { createSealedSettings } from './sealed-settings.js';

// The console's payment gateway settings (packages.manage, ADR 033): switches and public keys as
// they are, secret keys sealed (sealed-settings.ts).

const KEYS = GATEWAY_FIELDS.flatMap((g) => [g.switch, ...g.public, ...g.secret]);

export function createPaymentSettingsService(deps: { repo: Pick<SettingsAdminRepo, 'values' | 'save'>; secrets: SecretBox }) {
  const sealed = createSealedSettings({ ...deps, keys: KEYS, secretKeys: SECRET_SETTINGS, entity: 'payment_settings' });
  return {
    get: (): Promise<AdminPaymentSettings> => sealed.get(),
    async update(actor: { id: number; ip: string }, input: PaymentSettingsInput): Promise<void> {
      await sealed.update(actor, input);
    },
    sealStored: sealed.sealStored,
  };
}
export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
