import { MSG } from '@abode/shared/messages';
import type { PlaceAlias, PlaceAliasInput } from '@abode/shared/schemas/search';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { PlaceAliasesRepo } from './place-aliases.repo.js';

interface Actor {
  id: number;
  ip: string | null;
}

/** Aliases are matched lower-cased and with single spaces, as the search reads words. */
const normaliseAlias = (alias: string) => alias.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The admin's place aliases (issue #18). Every change drops the search's cached vocabulary
 * (`onChange`), so the next search on this instance reads it at once.
 */
export function createPlaceAliasesService(deps: { repo: PlaceAliasesRepo; onChange: () => void }) {
  const { repo, onChange } = deps;

  async function requireAlias(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list(): Promise<PlaceAlias[]> {
      return repo.all();
    },

    async add(actor: Actor, input: PlaceAliasInput): Promise<PlaceAlias> {
      const values = { alias: normaliseAlias(input.alias), place: input.place };
      const id = await repo.insert(values, { actorId: actor.id, action: 'create', entity: 'place_alias', ip: actor.ip });
      if (id === null) throw badRequest(MSG.placeAliasExists);
      onChange();
      return requireAlias(id);
    },

    async update(actor: Actor, id: number, input: PlaceAliasInput): Promise<PlaceAlias> {
      const before = await requireAlias(id);
      const values = { alias: normaliseAlias(input.alias), place: input.place };
      const changed = await repo.update(id, values, { actorId: actor.id, action: 'update', entity: 'place_alias', before: { alias: before.alias, place: before.place }, after: values, ip: actor.ip });
      if (changed === null) throw badRequest(MSG.placeAliasExists);
      if (!changed) throw notFound();
      onChange();
      return requireAlias(id);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const before = await requireAlias(id);
      const removed = await repo.remove(id, { actorId: actor.id, action: 'delete', entity: 'place_alias', before: { alias: before.alias, place: before.place }, ip: actor.ip });
      if (!removed) throw notFound();
      onChange();
    },
  };
}
export type PlaceAliasesService = ReturnType<typeof createPlaceAliasesService>;
