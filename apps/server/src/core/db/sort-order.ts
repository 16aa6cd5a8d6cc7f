/** Whether `ids` names every one of `current` exactly once (an order the admin sends for a whole list). */
export function sameMembers(ids: readonly number[], current: readonly number[]): boolean {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(current);
  return ids.every((id) => known.has(id));
}
