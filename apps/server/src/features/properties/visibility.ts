import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../core/db/schema.js';

/**
 * The one definition of a listing visitors may see — approved, switched on by its owner and not
 * expired — as a query condition for any repository whose query has `properties` in scope.
 */
export function isVisibleProperty(eb: ExpressionBuilder<Database, 'properties'>, now: string) {
  return eb.and([
    eb('properties.request_status', '=', 'approved'),
    eb('properties.status', '=', 1),
    eb.or([eb('properties.expires_at', 'is', null), eb('properties.expires_at', '>', now)]),
  ]);
}

/** A project visitors may see: approved and switched on. */
export function isVisibleProject(eb: ExpressionBuilder<Database, 'projects'>) {
  return eb.and([eb('projects.request_status', '=', 'approved'), eb('projects.status', '=', 1)]);
}

/** Leaves out the listings of owners who blocked the asking user; the company's listings stay. */
export function notByOwners(eb: ExpressionBuilder<Database, 'properties'>, owners: readonly number[]) {
  return eb.or([eb('properties.user_id', 'is', null), eb('properties.user_id', 'not in', [...owners])]);
}
