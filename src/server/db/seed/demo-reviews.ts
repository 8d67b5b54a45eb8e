import { aggregateOf, keptRatingColumns } from '../../../domain/reviews';
import type { Database } from '../client';
import { designerReviewReplies, designerReviewStats, orderItems, orders, orderStatusEvents, productReviews, productReviewSizes, productReviewStats, reviewPhotos } from '../schema';

/**
 * Demo reviews (issue 43): a fresh shop shows what reviews look like. Each is a delivered line of
 * a demo guest order (names of people who bought as guests, so no demo login's orders or
 * dashboard change), written in English or Amharic, some with the product's own generated
 * drawings as photos, some answered by the designer. The first product gets four reviews, so a
 * card shows its rating from the start. The kept ratings are written from the same rows
 * (domain/reviews/aggregate.ts), so they equal a recount.
 */
export interface DemoReviewProduct {
  id: string;
  name: string;
  designerId: string;
  designerName: string;
  priceMinor: number;
  sizes: readonly string[];
  imageUrl: string | null;
  drawings: readonly { url: string; thumbUrl: string }[];
}

interface DemoReview {
  /** Which of the chosen products (0 = the one with most reviews). */
  product: number;
  buyer: string;
  stars: number;
  title: string | null;
  body: string | null;
  /** How many of the product's drawings go with it as photos. */
  photos: number;
  reply: string | null;
  daysAgo: number;
}

const REVIEWS: readonly DemoReview[] = [
  { product: 0, buyer: 'Meklit Assefa', stars: 5, title: 'Wore it to my sister’s wedding', body: 'The tibeb border is woven finely and the cotton is soft against the skin. Several guests asked where it came from.', photos: 2, reply: 'Thank you, Meklit! Congratulations to your sister.', daysAgo: 12 },
  { product: 0, buyer: 'ሰላማዊት ታደሰ', stars: 4, title: 'በጣም ያምራል', body: 'ጥልፉ በጣም ያምራል፤ ጨርቁም ጥራት አለው። ትንሽ ረዘም ያለ ስለሆነ ማሳጠር ነበረብኝ።', photos: 1, reply: 'ስለ አስተያየትዎ እናመሰግናለን! የርዝመት ማስተካከያ በነፃ እንሰራለን።', daysAgo: 20 },
  { product: 0, buyer: 'Liya Haile', stars: 5, title: null, body: 'Arrived in Washington DC in nine days, beautifully folded. Exactly like the photos.', photos: 0, reply: null, daysAgo: 33 },
  { product: 0, buyer: 'Betelhem Girma', stars: 3, title: 'Lovely, but runs a little small', body: 'The embroidery is beautiful. I would order one size up next time.', photos: 0, reply: null, daysAgo: 47 },
  { product: 1, buyer: 'ሄለን መኮንን', stars: 5, title: 'ለጥምቀት ለበስኩት', body: 'ቀለሙ ደማቅ ነው፤ ለጥምቀት በዓል በጣም ተስማሚ ነበር።', photos: 1, reply: null, daysAgo: 9 },
  { product: 1, buyer: 'Sara Tesfaye', stars: 4, title: 'Beautiful weaving', body: 'The weave is tight and even. The colour is a shade darker than on my screen.', photos: 0, reply: 'Thank you, Sara. Screens do vary; we now add a daylight photo to every listing.', daysAgo: 26 },
  { product: 1, buyer: 'Rahel Tadesse', stars: 2, title: 'Took longer than expected', body: 'The dress is nice but it arrived two weeks late for my event.', photos: 0, reply: 'We are sorry, Rahel. Holiday season made our weavers late; we have added more time to our estimates.', daysAgo: 58 },
  { product: 2, buyer: 'Yordanos Kebede', stars: 5, title: 'Perfect for Easter', body: 'Soft, light and the border shines in the sun.', photos: 1, reply: null, daysAgo: 15 },
  { product: 2, buyer: 'ማርታ ወልዴ', stars: 4, title: null, body: 'ጥሩ ጥራት ያለው ልብስ ነው። እመክራለሁ።', photos: 0, reply: null, daysAgo: 40 },
  { product: 3, buyer: 'Hanna Alemu', stars: 5, title: 'A gift my mother loved', body: 'She wore it to church the very next Sunday.', photos: 0, reply: null, daysAgo: 21 },
];

const DAY_MS = 86_400_000;

/** Writes the demo orders, their delivered lines, the reviews, photos, replies and kept ratings; answers how many reviews. */
export async function seedDemoReviews(tx: Database, products: readonly DemoReviewProduct[], now: Date): Promise<number> {
  const chosen = products.slice(0, 4);
  if (chosen.length < 4) return 0;
  const written: { productId: string; designerId: string; size: string | null; stars: number; hasPhotos: boolean }[] = [];
  for (const [i, r] of REVIEWS.entries()) {
    const p = chosen[r.product]!;
    const placed = new Date(now.getTime() - (r.daysAgo + 21) * DAY_MS);
    const delivered = new Date(now.getTime() - r.daysAgo * DAY_MS);
    const reviewed = new Date(delivered.getTime() + 2 * DAY_MS);
    const size = p.sizes.includes('M') ? 'M' : (p.sizes[0] ?? null);
    const number = `TB-DEMO-${String(i + 1).padStart(4, '0')}`;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: number,
        userId: null,
        email: `demo-buyer-${i + 1}@tibeb.example`,
        fullName: r.buyer,
        shippingAddress: { fullName: r.buyer, country: 'ET', city: 'Addis Ababa' },
        status: 'delivered',
        paymentMethod: 'cod',
        paymentStatus: 'paid',
        subtotalMinor: p.priceMinor,
        shippingMinor: 0,
        totalMinor: p.priceMinor,
        idempotencyKey: `seed-demo-review-${i + 1}`,
        chargeAmountMinor: p.priceMinor,
        paidAt: delivered,
        locale: /[\u1200-\u137F]/.test(r.buyer) ? 'am-ET' : 'en',
        createdAt: placed,
        updatedAt: delivered,
      })
      .returning({ id: orders.id });
    const [line] = await tx
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: p.id,
        designerId: p.designerId,
        productName: p.name,
        productImageUrl: p.imageUrl,
        designerName: p.designerName,
        unitPriceMinor: p.priceMinor,
        unitPriceUsdMinor: p.priceMinor,
        quantity: 1,
        size,
        status: 'delivered',
        createdAt: placed,
        updatedAt: delivered,
      })
      .returning({ id: orderItems.id });
    await tx.insert(orderStatusEvents).values({ orderId: order!.id, orderItemId: line!.id, fromStatus: 'shipped', toStatus: 'delivered', note: 'Demo order', createdAt: delivered });
    const photos = p.drawings.slice(0, r.photos);
    const [review] = await tx
      .insert(productReviews)
      .values({
        orderItemId: line!.id,
        productId: p.id,
        designerId: p.designerId,
        userId: null,
        stars: r.stars,
        title: r.title,
        body: r.body,
        size,
        reviewerName: r.buyer.split(' ')[0] ?? r.buyer,
        photoCount: photos.length,
        createdAt: reviewed,
        updatedAt: reviewed,
      })
      .returning({ id: productReviews.id });
    if (photos.length) {
      await tx.insert(reviewPhotos).values(
        photos.map((d, k) => ({
          reviewId: review!.id,
          orderItemId: line!.id,
          uploadedBy: 'seed',
          storagePath: d.url.replace(/^\/storage\//, ''),
          url: d.url,
          thumbUrl: d.thumbUrl,
          width: 800,
          height: 1000,
          position: k,
          createdAt: reviewed,
        })),
      );
    }
    if (r.reply) await tx.insert(designerReviewReplies).values({ reviewId: review!.id, designerId: p.designerId, designerName: p.designerName, body: r.reply, createdAt: new Date(reviewed.getTime() + DAY_MS) });
    written.push({ productId: p.id, designerId: p.designerId, size, stars: r.stars, hasPhotos: photos.length > 0 });
  }
  // The kept ratings from the rows just written: what a recount gives.
  const group = (key: 'productId' | 'designerId') => {
    const by = new Map<string, typeof written>();
    for (const w of written) by.set(w[key], [...(by.get(w[key]) ?? []), w]);
    return by;
  };
  for (const [productId, rows] of group('productId')) await tx.insert(productReviewStats).values({ productId, ...keptRatingColumns(aggregateOf(rows), rows.length) });
  for (const [designerId, rows] of group('designerId')) await tx.insert(designerReviewStats).values({ designerId, ...keptRatingColumns(aggregateOf(rows), rows.length) });
  // The size filter's kept choices (product_review_sizes), as the reviews service keeps them.
  const sizes = new Map<string, { productId: string; size: string; count: number }>();
  for (const w of written) {
    if (!w.size) continue;
    const key = `${w.productId}\u0000${w.size}`;
    sizes.set(key, { productId: w.productId, size: w.size, count: (sizes.get(key)?.count ?? 0) + 1 });
  }
  if (sizes.size) await tx.insert(productReviewSizes).values([...sizes.values()]);
  return written.length;
}
