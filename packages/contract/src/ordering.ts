/**
 * The one rule for reordering items (folders, practice areas, offices, job titles): the server
 * applies it when it stores a move, the back office when it shows the move before the answer
 * comes, so the two cannot disagree.
 */

/**
 * The order after the source takes the target's place: moving up, the target and those after it
 * move down one; moving down, those between move up one, so the source ends after the target.
 * A source from outside the order is inserted at the target's place; without a target (or with
 * one that is not in the order) the source goes last.
 */
export function placeAt<T>(order: readonly T[], source: T, target: T | undefined): T[] {
  const targetIndex = target === undefined ? -1 : order.indexOf(target);
  const reordered = order.filter((item) => item !== source);
  reordered.splice(targetIndex < 0 ? reordered.length : targetIndex, 0, source);
  return reordered;
}
