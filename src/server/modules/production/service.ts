import { randomUUID } from 'node:crypto';
import type { Role } from '../../../domain/accounts';
import { isUuid } from '../../../domain/ids';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import type { OrderStatus } from '../../../domain/orders/constants';
import type { LineProduction, ProductionUpdate, ProductionUpdateResult, Shipment, TimelineEntry } from '../../../domain/production/api';
import { carrierDisplay, checkShipment, shipCarriersFor, shipTrackingUrl, trackingUrlOf } from '../../../domain/production/carriers';
import type { ShipmentRequest } from '../../../domain/production/schemas';
import { canPostUpdate, finishedPhotoMissing, mergeTimeline, PRODUCTION_LIMITS, type PostableStep, type ProductionStep } from '../../../domain/production/rules';
import { UNDO_NOTE } from '../../../domain/orders/undo';
import { CUSTOM_FIT } from '../../../domain/sizing/constants';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { pgCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import type { AuditActor, AuditEntry } from '../../plugins/audit';
import type { EventBus } from '../../plugins/realtime-bus';
import type { Storage } from '../../plugins/storage';
import { notify } from '../notifications';
import type { LineMoveGuard, LineUndoListener, OrdersService } from '../orders';
import * as q from './queries';

/** Who acts: a signed-in user (designer or admin for writes; anyone for reads, checked per order). */
export interface ProductionActor {
  userId: string | null;
  role: Role | null;
  email?: string;
}

export interface ProductionServiceOptions {
  db: Database;
  storage: Storage;
  imageVariants: { prepare(key: string, original: Buffer, originalWidth: number): Promise<void>; remove(key: string): Promise<void> };
  events: Pick<EventBus, 'publish'>;
  audit: { record(executor: Pick<Database, 'insert'>, actor: AuditActor, entry: AuditEntry): Promise<void> };
  /** The orders feature: the line's move to shipped, and whether a guest's token opens an order. */
  orders: Pick<OrdersService, 'setLineStatus' | 'tokenMatches'>;
}

const lineNotFound = () => notFound('ORDER_LINE_NOT_FOUND', 'Order line not found.');
const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'Order not found.');
const updateNotFound = () => notFound('PRODUCTION_UPDATE_NOT_FOUND', 'Production update not found.');
const notInProduction = () => conflict('PRODUCTION_STEP_INVALID', 'Updates are posted while the garment is in production.');
const tooManyPhotos = () => conflict('PRODUCTION_PHOTOS_TOO_MANY', `An update has at most ${PRODUCTION_LIMITS.photosPerUpdate} photos.`);

/** The line's parcel (its order's, from its designer), if it was placed with one. */
function parcelOf(parcels: readonly q.ParcelCarriersRow[], line: Pick<q.LineRow, 'orderId' | 'designerId'>): q.ParcelCarriersRow | null {
  return parcels.find((p) => p.orderId === line.orderId && p.designerId === line.designerId) ?? null;
}

/** The carriers the line may ship with: its parcel's, as promised at checkout, or the standard list. */
function carrierChoicesOf(parcels: readonly q.ParcelCarriersRow[], line: Pick<q.LineRow, 'orderId' | 'designerId'>) {
  return shipCarriersFor(parcelOf(parcels, line)?.carriers ?? null);
}

/** The product's fulfilment decides; a deleted product leaves none behind, and then its line's 'Custom Fit' size says it was made to measure. */
function isMadeToMeasure(productId: string | null, fulfilment: string | null, size: string | null): boolean {
  return productId === null ? size === CUSTOM_FIT : fulfilment === 'made_to_measure';
}

/**
 * The garment takes shape (issue 38): the line's designer (or an admin) posts progress updates
 * with photos, ships with a carrier and tracking number, and the order's shopper (or a guest with
 * its token) reads the line's timeline. Every write publishes an `orders` change event, so open
 * order pages and the studio refetch.
 */
export function createProductionService({ db, storage, imageVariants, events, audit, orders }: ProductionServiceOptions) {
  const changed = () => events.publish({ topic: 'orders', action: 'update' });

  /** The line, if this designer makes it (or the actor is an admin); anyone else is told it does not exist. */
  async function ownLine(lineId: string, actor: { userId: string; role: Role }): Promise<q.LineRow> {
    if (!isUuid(lineId)) throw lineNotFound();
    const [line] = await q.linesWith(db, { lineId });
    if (!line || (actor.role !== 'admin' && line.designerId !== actor.userId)) throw lineNotFound();
    return line;
  }

  async function views(lines: q.LineRow[]): Promise<LineProduction[]> {
    const ids = lines.map((l) => l.id);
    const orderIds = [...new Set(lines.map((l) => l.orderId))];
    const [updates, events, shipments, parcels] = await Promise.all([q.updatesOf(db, ids), q.statusEventsOf(db, ids, orderIds), q.shipmentsOf(db, ids), q.parcelCarriersOf(db, orderIds)]);
    const photos = await q.photosOf(db, updates.map((u) => u.id));
    const updateView = (u: q.UpdateRow): ProductionUpdate => ({
      id: u.id,
      step: u.step as ProductionStep,
      note: u.note,
      photos: photos
        .filter((p) => p.updateId === u.id)
        .map((p) => ({ id: p.id, url: p.publicUrl, thumbUrl: p.width > 480 ? imageVariantUrl(p.publicUrl, 480) : p.publicUrl, width: p.width, height: p.height })),
      by: u.actorRole === 'admin' ? 'admin' : 'designer',
      at: u.createdAt.toISOString(),
    });
    return lines.map((line) => {
      const parcel = parcelOf(parcels, line);
      const own = updates.filter((u) => u.orderItemId === line.id).map(updateView);
      const stored = shipments.find((s) => s.orderItemId === line.id);
      const shipment = stored ? shipmentView(stored) : null;
      const entries: TimelineEntry[] = [
        ...events
          .filter((e) => e.orderItemId === line.id || (e.orderItemId === null && e.orderId === line.orderId))
          .map((e) => ({
            kind: 'status' as const,
            at: e.createdAt.toISOString(),
            from: e.fromStatus,
            to: e.toStatus,
            // The shipping move's note repeats the carrier and tracking number for the status mail; the shipment entry shows them.
            note: e.note === 'system' || e.note === UNDO_NOTE || (e.toStatus === 'shipped' && shipment) ? null : e.note,
            undo: e.note === UNDO_NOTE,
          })),
        ...own.map((update) => ({ kind: 'update' as const, at: update.at, update })),
        ...(shipment ? [{ kind: 'shipment' as const, at: shipment.at, shipment }] : []),
      ];
      return {
        lineId: line.id,
        orderId: line.orderId,
        productName: line.productName,
        status: line.status,
        madeToMeasure: isMadeToMeasure(line.productId, line.fulfilment, line.size),
        readyBy: line.readyBy,
        finishedPhotos: own.filter((u) => u.step === 'ready_to_ship').reduce((n, u) => n + u.photos.length, 0),
        shipment,
        carriers: carrierChoicesOf(parcels, line),
        zone: parcel ? { nameEn: parcel.zoneNameEn, nameAm: parcel.zoneNameAm } : null,
        timeline: mergeTimeline(entries),
      };
    });
  }

  async function lineView(lineId: string): Promise<LineProduction> {
    const [view] = await views(await q.linesWith(db, { lineId }));
    if (!view) throw lineNotFound();
    return view;
  }

  /** The line of an update this actor may add a photo to now: its designer's or an admin's, in production, with room for one more. */
  async function photoTarget(updateId: string, actor: { userId: string; role: Role }): Promise<q.LineRow> {
    if (!isUuid(updateId)) throw updateNotFound();
    const update = await q.updateById(db, updateId);
    if (!update) throw updateNotFound();
    const [line] = await q.linesWith(db, { lineId: update.orderItemId });
    if (!line || (actor.role !== 'admin' && line.designerId !== actor.userId)) throw updateNotFound();
    if (!canPostUpdate(line.status)) throw notInProduction();
    if ((await q.photoCount(db, updateId)) >= PRODUCTION_LIMITS.photosPerUpdate) throw tooManyPhotos();
    return line;
  }

  const auditActor = (actor: { userId: string; email?: string }): AuditActor => ({ id: actor.userId, email: actor.email ?? '' });

  /**
   * A shipping undone (orders.onLineMoveUndone, wired in app.ts): the shipment and its "shipped"
   * update go in the undo's transaction, so the line can be shipped again with the right carrier.
   * The status moves stay, marked undone, and tell what happened.
   */
  const lineUndone: LineUndoListener = async (tx, { line, undone }) => {
    if (undone !== 'shipped') return;
    await q.removeShipment(tx, line.id);
  };

  /**
   * The orders feature asks before a line moves (orders.guardLineMoves, wired in app.ts): a
   * made-to-measure line is shipped only with a photo of the finished garment, whichever way it is
   * shipped (this feature's shipping, the orders' status route, the console's whole-order moves).
   */
  const lineMoveGuard: LineMoveGuard = async (tx, { line, to }) => {
    if (to !== 'shipped') return;
    const fulfilment = line.productId ? await q.fulfilmentOf(tx, line.productId) : null;
    const finishedPhotos = await q.finishedPhotoCount(tx, line.id);
    if (finishedPhotoMissing({ to, madeToMeasure: isMadeToMeasure(line.productId, fulfilment, line.size), finishedPhotos })) {
      throw conflict('FINISHED_PHOTO_REQUIRED', 'A made-to-measure garment is shipped once a photo of it finished is posted with a "ready to ship" update.');
    }
  };

  return {
    lineMoveGuard,
    lineUndone,

    /** The timeline of every line of an order, for its shopper, an admin, or a guest holding its token. */
    async orderProduction(orderId: string, actor: ProductionActor, token: string | undefined): Promise<{ lines: LineProduction[] }> {
      if (!isUuid(orderId)) throw orderNotFound();
      const order = await q.orderExists(db, orderId);
      if (!order) throw orderNotFound();
      const owns = actor.userId !== null && order.userId === actor.userId;
      if (!owns && actor.role !== 'admin' && !orders.tokenMatches(order.id, token)) throw orderNotFound();
      return { lines: await views(await q.linesWith(db, { orderId })) };
    },

    /** One line's timeline, for its designer (or an admin): the studio's card. */
    async lineProduction(lineId: string, actor: { userId: string; role: Role }): Promise<LineProduction> {
      return (await views([await ownLine(lineId, actor)]))[0]!;
    },

    /** A progress update with a note; its photos follow one by one (addPhoto). */
    async addUpdate(lineId: string, input: { step: PostableStep; note: string | null }, actor: { userId: string; role: Role; email: string }): Promise<ProductionUpdateResult> {
      const line = await ownLine(lineId, actor);
      if (!canPostUpdate(line.status)) throw notInProduction();
      const row = await db.transaction(async (tx) => {
        const written = await q.insertUpdate(tx, { orderId: line.orderId, orderItemId: line.id, step: input.step, note: input.note, actorUserId: actor.userId, actorRole: actor.role === 'admin' ? 'admin' : 'designer' });
        if (actor.role === 'admin') await audit.record(tx, auditActor(actor), { kind: 'production.update_added', targetType: 'order_item', targetId: line.id, after: { step: input.step, note: input.note } });
        return written;
      });
      changed();
      const view = await lineView(line.id);
      return { update: findUpdate(view, row.id), line: view };
    },

    /**
     * A photo of an update (at most three): the cleaned image is stored first, then its row is
     * written under the update's lock; if the row cannot be written the file goes, so nothing is
     * left half-written.
     */
    photoTarget,

    async addPhoto(updateId: string, image: { data: Buffer; width: number; height: number }, actor: { userId: string; role: Role; email: string }): Promise<ProductionUpdateResult> {
      const line = await photoTarget(updateId, actor);
      const key = `production/${line.id}/${randomUUID()}.webp`;
      const { url } = await storage.put(key, image.data, 'image/webp');
      try {
        await imageVariants.prepare(key, image.data, image.width);
        await db.transaction(async (tx) => {
          await q.updateById(tx, updateId, true);
          const position = await q.photoCount(tx, updateId);
          if (position >= PRODUCTION_LIMITS.photosPerUpdate) throw tooManyPhotos();
          await q.insertPhoto(tx, { updateId, position, storagePath: key, publicUrl: url, width: image.width, height: image.height });
          // The shopper hears of it once per update (its first photo), whatever follows: the key is the update's.
          if (line.orderUserId) {
            const data = { orderId: line.orderId, orderNumber: line.orderNumber, name: line.designerName ?? 'Tibeb' };
            await notify(tx, { kind: 'production-photo', eventId: updateId, recipients: [{ userId: line.orderUserId, data }] });
          }
          if (actor.role === 'admin') await audit.record(tx, auditActor(actor), { kind: 'production.photo_added', targetType: 'order_item', targetId: line.id, after: { updateId, url } });
        });
      } catch (err) {
        await Promise.all([storage.remove(key), imageVariants.remove(key)]).catch(() => undefined);
        if (err instanceof AppError) throw err;
        // The position's unique index is the last word on the limit (the lock above normally answers first).
        if (pgCode(err) === UNIQUE_VIOLATION) throw tooManyPhotos();
        throw new AppError(500, 'INTERNAL', 'The photo could not be saved.');
      }
      changed();
      const view = await lineView(line.id);
      return { update: findUpdate(view, updateId), line: view };
    },

    /**
     * Ships the line with its carrier and tracking number: the orders feature moves it (its rules,
     * its guards, its status mail) and writes the shipment this feature hands it in that move's
     * transaction.
     */
    async ship(lineId: string, input: ShipmentRequest, actor: { userId: string; role: Role; email: string }): Promise<LineProduction> {
      const line = await ownLine(lineId, actor);
      // The carriers this parcel was promised at checkout (or the standard list): anything else is CARRIER_UNKNOWN, as a field.
      const checked = checkShipment(carrierChoicesOf(await q.parcelCarriersOf(db, [line.orderId]), line), input);
      if (!checked.ok) throw badRequest('VALIDATION_FAILED', 'Invalid shipment.', Object.fromEntries(Object.entries(checked.errors).map(([field, code]) => [field, [code]])));
      const { carrier, trackingNumber } = checked;
      const trackingUrl = shipTrackingUrl(carrier, trackingNumber);
      const to: OrderStatus = 'shipped';
      // The status note is what the shipped mail says: the carrier, the number and its tracking page.
      const statusNote = [trackingNumber ? `${carrier.name}: ${trackingNumber}` : carrier.name, trackingUrl].filter(Boolean).join(' — ');
      // A listed carrier is kept by its id (its name is translated when read), a zone's by its name.
      const stored = carrier.listedId ?? carrier.name;
      // The shipment and its update are written in the move's own transaction, after its guards: a refused move leaves neither.
      await orders.setLineStatus(lineId, to, statusNote, actor, async (tx, { line: moved }) => {
        await q.insertShipment(tx, { orderItemId: moved.id, orderId: moved.orderId, carrier: stored, trackingNumber, trackingUrl, actorUserId: actor.userId });
        await q.insertUpdate(tx, { orderId: moved.orderId, orderItemId: moved.id, step: 'shipped', note: input.note, actorUserId: actor.userId, actorRole: actor.role === 'admin' ? 'admin' : 'designer' });
        if (actor.role === 'admin') {
          await audit.record(tx, auditActor(actor), { kind: 'production.shipped', targetType: 'order_item', targetId: moved.id, after: { carrier: stored, trackingNumber, trackingUrl } });
        }
      });
      changed();
      return lineView(lineId);
    },
  };
}

/** A stored shipment as read: a listed carrier by name with its tracking page, an older free-text one as written. */
function shipmentView(stored: { carrier: string; trackingNumber: string | null; trackingUrl: string | null; createdAt: Date }): Shipment {
  const { carrierId, name } = carrierDisplay(stored.carrier);
  // Shipments before migration 0037 kept no page: a listed carrier's is built again from the list.
  const trackingUrl = stored.trackingUrl ?? (carrierId ? trackingUrlOf(carrierId, stored.trackingNumber) : null);
  return { carrierId, carrier: name, trackingNumber: stored.trackingNumber, trackingUrl, at: stored.createdAt.toISOString() };
}

function findUpdate(view: LineProduction, id: string): ProductionUpdate {
  for (const entry of view.timeline) if (entry.kind === 'update' && entry.update.id === id) return entry.update;
  throw new AppError(500, 'INTERNAL', 'The update was not found after writing it.');
}

export type ProductionService = ReturnType<typeof createProductionService>;
