import { GATEWAY_FIELDS, maskSecret, type AdminPaymentSettings, type PaymentSettingsInput, SECRET_SETTINGS } from '@abode/shared/schemas/admin-money';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { SettingsAdminRepo } from './settings-admin.repo.js';

// The console's payment gateway settings (packages.manage, ADR 033): switches and public keys as
// they are; secrets sealed before they are written, answered masked, kept when sent empty. The
// audit row says which secret changed, masked, never its value.

const KEYS = GATEWAY_FIELDS.flatMap((g) => [g.switch, ...g.public, ...g.secret]);
const isSecret = (key: string) => SECRET_SETTINGS.includes(key);

export function createPaymentSettingsService(deps: { repo: Pick<SettingsAdminRepo, 'values' | 'save'>; secrets: SecretBox }) {
  const { repo, secrets } = deps;
  /** The plain secret, or null when it was sealed under another key (the screen then asks for it again). */
  const readable = (stored: string): string | null => {
    try {
      return secrets.open(stored);
    } catch {
      return null;
    }
  };

  return {
    async get(): Promise<AdminPaymentSettings> {
      const values = await repo.values(KEYS);
      const shown = (key: string) => {
        const stored = values.get(key) ?? '';
        if (!isSecret(key)) return stored;
        const plain = readable(stored);
        return plain === null ? '…' : maskSecret(plain);
      };
      return Object.fromEntries(KEYS.map((key) => [key, shown(key)]));
    },

    async update(actor: { id: number; ip: string }, input: PaymentSettingsInput): Promise<void> {
      const current = await repo.values(KEYS);
      const plainNow = (key: string) => (isSecret(key) ? (readable(current.get(key) ?? '') ?? '') : (current.get(key) ?? ''));
      const changed = Object.entries(input).filter((entry): entry is [string, string] => {
        const [key, value] = entry;
        if (value === undefined) return false;
        // an empty secret field means "keep the stored one"
        if (isSecret(key) && value === '') return false;
        return plainNow(key) !== value;
      });
      if (changed.length === 0) return;
      const shown = (key: string, value: string) => (isSecret(key) ? maskSecret(value) : value);
      await repo.save(Object.fromEntries(changed.map(([key, value]) => [key, isSecret(key) ? secrets.seal(value) : value])), {
        actorId: actor.id,
        action: 'update',
        entity: 'payment_settings',
        before: Object.fromEntries(changed.map(([key]) => [key, shown(key, plainNow(key))])),
        after: Object.fromEntries(changed.map(([key, value]) => [key, shown(key, value)])),
        ip: actor.ip,
      });
    },

    /** Seals secrets stored in plain text (before ADR 033, or written by a seed); run at start. */
    async sealStored(): Promise<number> {
      const values = await repo.values(SECRET_SETTINGS);
      const plain = [...values].filter(([, value]) => value !== '' && !secrets.isSealed(value));
      if (plain.length > 0) await repo.save(Object.fromEntries(plain.map(([key, value]) => [key, secrets.seal(value)])), null);
      return plain.length;
    },
  };
}
export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
