import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  categories,
  footerLinks,
  homepageSettings,
  menuItems,
  messagePhotos,
  orderItems,
  productImages,
  productionPhotos,
  products,
  profiles,
  returnPhotos,
  reviewPhotos,
  users,
} from '../../db/schema';

/**
 * The columns whose values keep a stored file alive: the storage sweep deletes an uploaded file
 * (after its grace) when no value of these names it. Declared, not guessed from names: a column
 * renamed or dropped breaks the build here, and `storage-columns.test.ts` fails when a column
 * that looks like one (a name ending in key, path, url, image, photo or file) is neither listed
 * here nor in NOT_STORAGE_COLUMNS. Listing a column too many only keeps files; one too few loses them.
 */
export const STORAGE_KEY_COLUMNS: readonly PgColumn[] = [
  productImages.storagePath,
  productionPhotos.storagePath,
  messagePhotos.storagePath,
  returnPhotos.storagePath,
  reviewPhotos.storagePath,
  profiles.profileImageKey,
  profiles.bannerKey,
  homepageSettings.heroImageKey,
];

/** Columns holding an address that may be `/storage/<key>` (a photo's URL, a copied image, a link an admin wrote). */
export const STORAGE_URL_COLUMNS: readonly PgColumn[] = [
  productImages.publicUrl,
  productImages.thumbUrl,
  productionPhotos.publicUrl,
  messagePhotos.url,
  messagePhotos.thumbUrl,
  returnPhotos.url,
  returnPhotos.thumbUrl,
  reviewPhotos.url,
  reviewPhotos.thumbUrl,
  products.primaryImageUrl,
  orderItems.productImageUrl,
  categories.imageUrl,
  profiles.profileImageUrl,
  profiles.bannerUrl,
  homepageSettings.heroImageUrl,
  users.image,
  menuItems.url,
  footerLinks.url,
];

/** Columns whose names look like storage keys and are not, with why (`table.column`). */
export const NOT_STORAGE_COLUMNS: Readonly<Record<string, string>> = {
  'orders.idempotency_key': 'the checkout request key a client sends',
  'ledger_entries.idempotency_key': 'what makes a ledger entry written once',
  'fit_measurements.image_hash': 'a hash of a photo measured on the device; the photo is never stored',
  'measurement_reviews.asked_keys': 'the names of the measurements a designer asked for',
  'products.search_keys': 'folded search words',
  'listing_search_keys.keys': 'folded search words (a copy of products.search_keys)',
  'search_synonym_keys.key': 'a folded search word',
  'search_misses.key': 'a folded search word',
  'search_key_counts.key': 'a folded search word (how many shown products hold it)',
  'notification_outbox.key': 'what makes a notification sent once',
  'product_review_stats.with_photos': 'a count of reviews',
  'designer_review_stats.with_photos': 'a count of reviews',
  'line_shipments.tracking_url': "a carrier's tracking page for the parcel (always https on the carrier's site)",
};
