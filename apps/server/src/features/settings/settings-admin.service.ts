import { MSG } from '@abode/shared/messages';
import { EDITABLE_SETTINGS, type SettingsInput } from '@abode/shared/schemas/admin';
import { badRequest } from '../../core/http/errors.js';
import type { SettingsAdminRepo } from './settings-admin.repo.js';

interface Actor {
  id: number;
  ip: string;
}

export function createSettingsAdminService(deps: { repo: SettingsAdminRepo }) {
  const { repo } = deps;

  /** Writes the keys whose value changes; the audit row keeps only those, before and after. */
  async function save(actor: Actor, wanted: Record<string, string>, action: string) {
    const current = await repo.values(Object.keys(wanted));
    const changed = Object.fromEntries(Object.entries(wanted).filter(([key, value]) => current.get(key) !== value));
    if (Object.keys(changed).length === 0) return;
    const before = Object.fromEntries(Object.keys(changed).map((key) => [key, current.get(key) ?? null]));
    await repo.save(changed, { actorId: actor.id, action, entity: 'settings', before, after: changed, ip: actor.ip });
  }

  return {
    /** The settings the console edits, and demo mode. */
    async get(): Promise<Record<string, string>> {
      const values = await repo.values([...EDITABLE_SETTINGS, 'demo_mode']);
      return Object.fromEntries([...EDITABLE_SETTINGS, 'demo_mode'].map((key) => [key, values.get(key) ?? '']));
    },

    async update(actor: Actor, input: SettingsInput) {
      const wanted = Object.fromEntries(Object.entries(input).filter((entry): entry is [string, string] => entry[1] !== undefined));
      if (wanted.currency_code !== undefined && !(await repo.currencyExists(wanted.currency_code))) throw badRequest(MSG.currencyUnknown);
      await save(actor, wanted, 'update');
    },

    async setDemoMode(actor: Actor, on: boolean) {
      await save(actor, { demo_mode: on ? '1' : '0' }, on ? 'demo_on' : 'demo_off');
    },
  };
}
export type SettingsAdminService = ReturnType<typeof createSettingsAdminService>;
