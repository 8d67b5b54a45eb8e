/*
 * How a listing search is planned from what search_key_counts says (decision 049). The planner's
 * own statistics take a query's words as independent: for "arat kilo" (4,230 products hold both,
 * the same products) it expected 695 and sorted all 4,230 rows read from `products`. The counts of
 * each word's keys bound the matches from both sides, and these rules turn the bounds into a plan.
 */

/** What the counts tell of the shown products a listing search matches. */
export interface MatchBounds {
  /** Matches known for sure (one key alone is held by this many shown products); 0 when unknown. */
  atLeast: number;
  /** Matches at most (the rarest word's keys are held by no more); `shown` when unknown. */
  atMost: number;
  /** Shown products. */
  shown: number;
}

/** Bounds that say nothing: the plan is the planner's. */
export const UNKNOWN_BOUNDS: MatchBounds = { atLeast: 0, atMost: 0, shown: 0 };

/**
 * How many more sort-order rows the walk reads than it would if the matches were as many as
 * `atMost` and spread evenly: room for matches that are fewer or bunched.
 */
export const WALK_SLACK = 2;

/**
 * Rows of the sort order a page may walk to find its first `wanted` matches (then stop), or 0
 * when the walk is not worth trying. The walk reads `WALK_SLACK` times the rows it needs if every
 * product of the rarest word matched; it is tried only when that is at most half the rows the
 * bitmap plan reads (`atMost`), so a walk that comes back short (the words rarely meet) and is
 * followed by the bitmap plan costs at most half again, and one that succeeds costs a fraction.
 */
export function walkBudget(bounds: MatchBounds, wanted: number): number {
  if (!(bounds.atMost > 0 && bounds.shown > 0 && wanted > 0)) return 0;
  const budget = Math.ceil((WALK_SLACK * wanted * bounds.shown) / bounds.atMost);
  return 2 * budget <= bounds.atMost ? budget : 0;
}

/** True when more shown products surely match than the capped count would count (it says "cap+"). */
export function surelyOverCap(bounds: MatchBounds, cap: number): boolean {
  return bounds.atLeast > cap;
}
