CREATE TABLE "product_review_sizes" (
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_review_sizes_product_id_size_pk" PRIMARY KEY("product_id","size")
);
--> statement-breakpoint
ALTER TABLE "product_review_sizes" ADD CONSTRAINT "product_review_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_photos_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product_reviews"."status" = 'visible' and "product_reviews"."photo_count" > 0;--> statement-breakpoint
-- Hand-written (issue 43 performance): the kept sizes counted once from the visible reviews already written.
INSERT INTO "product_review_sizes" ("product_id", "size", "count")
SELECT "product_id", "size", count(*)::int FROM "product_reviews" WHERE "status" = 'visible' AND "size" IS NOT NULL GROUP BY "product_id", "size";
