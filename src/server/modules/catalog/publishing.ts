import { conflict, type AppError } from '../../lib/errors';
import type { Database } from '../../db/client';
import { lockedPublishState } from './designer-products-queries';

/** What decides whether a product may go on sale. */
export interface PublishState {
  /** An admin took it out of the shop (moderation); only an admin lifts that. */
  hiddenByAdmin: boolean;
  /** Its designer's shop is suspended (issue 41): nothing of theirs goes on sale until an admin lifts it. */
  designerSuspended: boolean;
  photos: number;
}

/**
 * The one publishing rule (issue 35, items 5 and 8; issue 41): a product goes on sale only with a
 * photo, only if no admin hid it, and only while its designer's shop is not suspended. `liftingAdminHide` is the admin console's "show again", the one path
 * that may put a moderated product back. Null: it may be published.
 */
export function publishRefusal(state: PublishState, opts: { liftingAdminHide?: boolean } = {}): AppError | null {
  if (state.designerSuspended) return conflict('DESIGNER_SUSPENDED', 'This shop is suspended by Tibeb: its products cannot be published until the suspension is lifted.');
  if (state.hiddenByAdmin && !opts.liftingAdminHide) return conflict('HIDDEN_BY_ADMIN', 'Tibeb hid this product. Ask for a review; an admin can show it again.');
  if (state.photos === 0) return conflict('PHOTO_REQUIRED', 'Add at least one photo before publishing.');
  return null;
}

/**
 * Every way of publishing calls this, inside the transaction that writes the status: the studio's
 * create, form save and status change, PATCH /api/products/{id} with isActive, and the console's
 * show-again. The product's row is locked, so an admin's hide cannot slip between check and write.
 * `productId` null: a product not yet created (no photos).
 */
export async function assertPublishable(tx: Database, productId: string | null, opts: { liftingAdminHide?: boolean } = {}): Promise<void> {
  const state = productId === null ? { hiddenByAdmin: false, designerSuspended: false, photos: 0 } : await lockedPublishState(tx, productId);
  if (!state) return;
  const refusal = publishRefusal(state, opts);
  if (refusal) throw refusal;
}
