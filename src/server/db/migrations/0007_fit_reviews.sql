CREATE TABLE "fit_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"product_id" uuid,
	"user_id" text,
	"designer_id" text,
	"category" text NOT NULL,
	"size" text NOT NULL,
	"overall" text NOT NULL,
	"areas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"note_hidden" boolean DEFAULT false NOT NULL,
	"kept" text NOT NULL,
	"measurements" jsonb,
	"measurement_source" text,
	"reviewer_first_name" text NOT NULL,
	"reviewer_city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fit_reviews_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "fit_reviews_overall_known" CHECK ("fit_reviews"."overall" in ('too_small', 'a_little_small', 'just_right', 'a_little_large', 'too_large')),
	CONSTRAINT "fit_reviews_kept_known" CHECK ("fit_reviews"."kept" in ('kept', 'returning')),
	CONSTRAINT "fit_reviews_category_known" CHECK ("fit_reviews"."category" in ('women', 'men', 'children'))
);
--> statement-breakpoint
ALTER TABLE "fit_reviews" ADD CONSTRAINT "fit_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_reviews" ADD CONSTRAINT "fit_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_reviews" ADD CONSTRAINT "fit_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_reviews" ADD CONSTRAINT "fit_reviews_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fit_reviews_product_idx" ON "fit_reviews" USING btree ("product_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fit_reviews_designer_idx" ON "fit_reviews" USING btree ("designer_id","updated_at" DESC NULLS LAST);