import { maskSecret } from '@abode/shared/schemas/admin-money';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { SettingsAdminRepo } from './settings-admin.repo.js';

// A group of console settings some of which are secrets (ADR 033): payment gateway keys, the SMTP
// password. Plain values as they are; secrets sealed before they are written, answered masked,
// kept when sent empty. The audit row says which secret changed, masked, never its value.

export function createSealedSettings(deps: {
  repo: Pick<SettingsAdminRepo, 'values' | 'save'>;
  secrets: SecretBox;
  keys: readonly string[];
  secretKeys: readonly string[];
  /** The audit rows' entity. */
  entity: string;
}) {
  const { repo, secrets, keys, secretKeys, entity } = deps;
  const isSecret = (key: string) => secretKeys.includes(key);
  /** The plain secret, or null when it was sealed under another key (the screen then asks for it again). */
  const readable = (stored: string): string | null => {
    try {
      return secrets.open(stored);
    } catch {
      return null;
    }
  };

  return {
    /** For the console: secrets masked. */
    async get(): Promise<Record<string, string>> {
      const values = await repo.values(keys);
      const shown = (key: string) => {
        const stored = values.get(key) ?? '';
        if (!isSecret(key)) return stored;
        const plain = readable(stored);
        return plain === null ? '…' : maskSecret(plain);
      };
      return Object.fromEntries(keys.map((key) => [key, shown(key)]));
    },

    /** For the server's own use: secrets opened ("" when unreadable). */
    async plain(): Promise<Record<string, string>> {
      const values = await repo.values(keys);
      return Object.fromEntries(keys.map((key) => [key, isSecret(key) ? (readable(values.get(key) ?? '') ?? '') : (values.get(key) ?? '')]));
    },

    /** Writes the keys whose value changes; true when something did. */
    async update(actor: { id: number; ip: string }, input: Record<string, string | undefined>): Promise<boolean> {
      const current = await repo.values(keys);
      const plainNow = (key: string) => (isSecret(key) ? (readable(current.get(key) ?? '') ?? '') : (current.get(key) ?? ''));
      const changed = Object.entries(input).filter((entry): entry is [string, string] => {
        const [key, value] = entry;
        if (value === undefined) return false;
        // an empty secret field means "keep the stored one"
        if (isSecret(key) && value === '') return false;
        return plainNow(key) !== value;
      });
      if (changed.length === 0) return false;
      const shown = (key: string, value: string) => (isSecret(key) ? maskSecret(value) : value);
      await repo.save(Object.fromEntries(changed.map(([key, value]) => [key, isSecret(key) ? secrets.seal(value) : value])), {
        actorId: actor.id,
        action: 'update',
        entity,
        before: Object.fromEntries(changed.map(([key]) => [key, shown(key, plainNow(key))])),
        after: Object.fromEntries(changed.map(([key, value]) => [key, shown(key, value)])),
        ip: actor.ip,
      });
      return true;
    },

    /** Seals secrets stored in plain text (before ADR 033, or written by a seed); run at start. */
    async sealStored(): Promise<number> {
      const values = await repo.values(secretKeys);
      const plain = [...values].filter(([, value]) => value !== '' && !secrets.isSealed(value));
      if (plain.length > 0) await repo.save(Object.fromEntries(plain.map(([key, value]) => [key, secrets.seal(value)])), null);
      return plain.length;
    },
  };
}
export type SealedSettings = ReturnType<typeof createSealedSettings>;
