import { MSG } from '@abode/shared/messages';
import type { BlockInput } from '@abode/shared/schemas/engagement';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { BlocksRepo, BlockTarget } from './blocks.repo.js';

/**
 * Blocks between users (and of the company's side). A block stops chat both ways and hides the
 * blocker's listings and profile from the blocked user; unblocking restores both (ADR 023).
 */
export function createBlocksService({ repo }: { repo: BlocksRepo }) {
  async function targetOf(userId: number, input: BlockInput): Promise<BlockTarget> {
    if (input.to_admin) return null;
    const target = input.to_user_id!;
    if (target === userId) throw badRequest(MSG.cannotBlockSelf);
    if (!(await repo.userExists(target))) throw notFound(MSG.userNotFound);
    return target;
  }

  return {
    async block(userId: number, input: BlockInput): Promise<void> {
      await repo.block(userId, await targetOf(userId, input), input.reason ?? null);
    },

    async unblock(userId: number, input: BlockInput): Promise<void> {
      await repo.unblock(userId, await targetOf(userId, input));
    },

    /** Owners whose listings and profile this user may not see (they blocked it); none for visitors. */
    hiddenOwnersFor(userId: number | null): Promise<number[]> {
      return userId === null ? Promise.resolve([]) : repo.blockersOf(userId);
    },

    /** Block state between a user and another (null = the company's side), for chat and interest. */
    between: repo.between,
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
