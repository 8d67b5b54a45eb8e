CREATE TABLE "designer_review_replies" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"designer_id" text,
	"designer_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designer_review_stats" (
	"designer_id" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"with_photos" integer DEFAULT 0 NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_review_stats" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"with_photos" integer DEFAULT 0 NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"designer_id" text,
	"user_id" text,
	"stars" integer,
	"title" text,
	"body" text,
	"size" text,
	"reviewer_name" text NOT NULL,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_reason" text,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"reported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "product_reviews_stars_range" CHECK ("product_reviews"."stars" is null or "product_reviews"."stars" between 1 and 5),
	CONSTRAINT "product_reviews_status_known" CHECK ("product_reviews"."status" in ('visible', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid,
	"order_item_id" uuid NOT NULL,
	"uploaded_by" text NOT NULL,
	"storage_path" text NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"window_days" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_settings_singleton" CHECK ("review_settings"."id" = 1),
	CONSTRAINT "review_settings_window" CHECK ("review_settings"."window_days" between 7 and 365)
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "designer_review_replies" ADD CONSTRAINT "designer_review_replies_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_review_replies" ADD CONSTRAINT "designer_review_replies_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_review_stats" ADD CONSTRAINT "designer_review_stats_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_stats" ADD CONSTRAINT "product_review_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_helpful_idx" ON "product_reviews" USING btree ("product_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product_reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "product_reviews_newest_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product_reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "product_reviews_stars_idx" ON "product_reviews" USING btree ("product_id","stars","created_at" DESC NULLS LAST) WHERE "product_reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "product_reviews_size_idx" ON "product_reviews" USING btree ("product_id","size") WHERE "product_reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "product_reviews_designer_idx" ON "product_reviews" USING btree ("designer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_reviews_reported_idx" ON "product_reviews" USING btree ("reported_at" DESC NULLS LAST) WHERE "product_reviews"."reported_at" is not null;--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "review_photos_line_idx" ON "review_photos" USING btree ("order_item_id");--> statement-breakpoint
-- Existing fit reviews (issue 18) stay and are listed as reviews without stars or words (issue 43).
INSERT INTO "product_reviews" ("order_item_id", "product_id", "designer_id", "user_id", "size", "reviewer_name", "created_at", "updated_at")
SELECT "order_item_id", "product_id", "designer_id", "user_id", "size", "reviewer_first_name", "created_at", "updated_at" FROM "fit_reviews"
WHERE "origin" = 'review' AND "product_id" IS NOT NULL ON CONFLICT ("order_item_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "product_review_stats" ("product_id", "listed") SELECT "product_id", count(*)::int FROM "product_reviews" GROUP BY "product_id";--> statement-breakpoint
INSERT INTO "designer_review_stats" ("designer_id", "listed") SELECT "designer_id", count(*)::int FROM "product_reviews" WHERE "designer_id" IS NOT NULL GROUP BY "designer_id";
