import type { Db } from '../../core/db/connect.js';

/** A block's target: another user, or the company's side (`null`, to_admin = 1). */
export type BlockTarget = number | null;

export function createBlocksRepo(db: Db) {
  const ofTarget = (blockerId: number, target: BlockTarget) => {
    const query = db.deleteFrom('blocks').where('blocker_id', '=', blockerId);
    return target === null ? query.where('to_admin', '=', 1) : query.where('blocked_id', '=', target);
  };

  return {
    async userExists(id: number): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Idempotent: a second block of the same target keeps the first row (unique indexes, 0004/0013). */
    async block(blockerId: number, target: BlockTarget, reason: string | null): Promise<void> {
      await db
        .insertInto('blocks')
        .values({ blocker_id: blockerId, blocked_id: target, to_admin: target === null ? 1 : 0, reason })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async unblock(blockerId: number, target: BlockTarget): Promise<void> {
      await ofTarget(blockerId, target).execute();
    },

    /** Users who blocked this one (their listings and profiles are hidden from it). */
    async blockersOf(userId: number): Promise<number[]> {
      const rows = await db.selectFrom('blocks').select('blocker_id').where('blocked_id', '=', userId).execute();
      return rows.map((r) => r.blocker_id);
    },

    /** Whether `a` blocked `b` (b = null: the company's side) and whether `b` blocked `a`. */
    async between(a: number, b: BlockTarget): Promise<{ byMe: boolean; byOther: boolean }> {
      const rows = await db
        .selectFrom('blocks')
        .select(['blocker_id', 'blocked_id', 'to_admin'])
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', a), b === null ? eb('to_admin', '=', 1) : eb('blocked_id', '=', b)]),
            ...(b === null ? [] : [eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]),
          ]),
        )
        .execute();
      return { byMe: rows.some((r) => r.blocker_id === a), byOther: b !== null && rows.some((r) => r.blocker_id === b) };
    },
  };
}
export type BlocksRepo = ReturnType<typeof createBlocksRepo>;
