/**
 * A return request's life (issue 39). Three kinds:
 * - `return`: a ready-made line sent back for a refund;
 * - `exchange`: a ready-made line sent back for another size;
 * - `claim`: a made-to-measure line that does not fit, with a remedy wished (alteration, remake, refund).
 *
 * The designer answers an open request within the answer days: accept, propose another remedy, or
 * decline with a reason. The shopper accepts a proposal or asks an admin; a decline may also be
 * taken to an admin; a designer who lets the deadline pass sends it to an admin. The admin's
 * decision is final. An agreed return or exchange waits for the garment (`awaiting_return`) until
 * the designer marks it received; an agreed alteration waits for the tailor's receipt
 * (`awaiting_receipt`); a remake or a claim's refund is carried out at once.
 */
export const REQUEST_KINDS = ['return', 'exchange', 'claim'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REMEDIES = ['refund', 'exchange', 'alteration', 'remake'] as const;
export type Remedy = (typeof REMEDIES)[number];

export const REQUEST_STATES = [
  'awaiting_designer',
  'proposed',
  'declined',
  'escalated',
  'awaiting_return',
  'awaiting_receipt',
  'resolved',
  'rejected',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Who pays an alteration (the admin records the cause): the designer's making or the shop's measuring tool. */
export const ALTERATION_CAUSES = ['designer', 'shop'] as const;
export type AlterationCause = (typeof ALTERATION_CAUSES)[number];

/** What the designer found when the garment came back. */
export const RETURN_CONDITIONS = ['as_sent', 'worn_or_damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** The remedies a kind of request may end in. */
export function remediesFor(kind: RequestKind): readonly Remedy[] {
  if (kind === 'claim') return ['alteration', 'remake', 'refund'];
  return ['refund', 'exchange'];
}

export const STEPS = ['accept', 'propose', 'decline', 'accept_proposal', 'escalate', 'decide', 'reject', 'receive', 'receipt', 'overdue'] as const;
export type Step = (typeof STEPS)[number];

export type StepActor = 'shopper' | 'designer' | 'admin' | 'system';

/** Who may take each step (an admin may also act for a designer: the console's fallback). */
const STEP_ACTORS: Readonly<Record<Step, readonly StepActor[]>> = {
  accept: ['designer', 'admin'],
  propose: ['designer', 'admin'],
  decline: ['designer', 'admin'],
  accept_proposal: ['shopper'],
  escalate: ['shopper'],
  decide: ['admin'],
  reject: ['admin'],
  receive: ['designer', 'admin'],
  receipt: ['shopper'],
  overdue: ['system'],
};

/** The states each step may start from. */
const STEP_FROM: Readonly<Record<Step, readonly RequestState[]>> = {
  accept: ['awaiting_designer'],
  propose: ['awaiting_designer'],
  decline: ['awaiting_designer'],
  accept_proposal: ['proposed'],
  escalate: ['proposed', 'declined'],
  decide: ['escalated'],
  reject: ['escalated'],
  receive: ['awaiting_return'],
  receipt: ['awaiting_receipt'],
  overdue: ['awaiting_designer'],
};

export type StepRefusal = 'REQUEST_STEP_FORBIDDEN' | 'REQUEST_STATE_INVALID';

/** Whether `actor` may take `step` on a request in `state`: null when allowed, else the refusal's code. */
export function stepRefusal(step: Step, state: RequestState, actor: StepActor): StepRefusal | null {
  if (!STEP_ACTORS[step].includes(actor)) return 'REQUEST_STEP_FORBIDDEN';
  if (!STEP_FROM[step].includes(state)) return 'REQUEST_STATE_INVALID';
  return null;
}

/** Where a request goes once a remedy is agreed (accepted, a proposal accepted, or an admin's decision). */
export function stateAfterAgreement(kind: RequestKind, remedy: Remedy, garmentBack = false): RequestState {
  // A garment already back (received in a condition the designer disputed) needs no second wait.
  if (kind !== 'claim') return garmentBack ? 'resolved' : 'awaiting_return';
  if (remedy === 'alteration') return 'awaiting_receipt';
  return 'resolved';
}

/** The state a step leads to (for agreement steps, from the remedy agreed). */
export function nextState(step: Step, kind: RequestKind, remedy: Remedy, facts: { garmentBack?: boolean; condition?: ReturnCondition } = {}): RequestState {
  switch (step) {
    case 'accept':
    case 'accept_proposal':
    case 'decide':
      return stateAfterAgreement(kind, remedy, facts.garmentBack ?? false);
    case 'propose':
      return 'proposed';
    case 'decline':
      return 'declined';
    case 'escalate':
    case 'overdue':
      return 'escalated';
    case 'reject':
      return 'rejected';
    case 'receive':
      // Worn or without its tags: the designer does not refund it; an admin decides.
      return facts.condition === 'worn_or_damaged' ? 'escalated' : 'resolved';
    case 'receipt':
      return 'resolved';
  }
}

/** States in which nothing more happens. */
export function isClosed(state: RequestState): boolean {
  return state === 'resolved' || state === 'rejected';
}
