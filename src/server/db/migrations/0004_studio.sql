CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."fulfilment" AS ENUM('ready', 'made_to_measure');--> statement-breakpoint
CREATE TYPE "public"."product_status" AS ENUM('draft', 'published', 'hidden');--> statement-breakpoint
CREATE TABLE "designer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"display_name" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"bio" text NOT NULL,
	"bio_am" text,
	"categories" text[] NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Products get a status; is_active becomes derived from it (every shop query keeps its condition).
-- Hand-ordered: the status is added and filled from is_active before is_active is rebuilt, and the
-- partial indexes that dropping the column takes with it are made again.
ALTER TABLE "products" ADD COLUMN "status" "product_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fulfilment" "fulfilment" DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "production_days" integer;--> statement-breakpoint
UPDATE "products" SET "status" = CASE WHEN "is_active" THEN 'published'::"product_status" ELSE 'hidden'::"product_status" END;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_active" boolean GENERATED ALWAYS AS (status = 'published') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_featured_idx" ON "products" USING btree ("created_at" DESC NULLS LAST) WHERE "products"."is_active" and "products"."is_featured";--> statement-breakpoint
CREATE INDEX "products_active_sale_idx" ON "products" USING btree ("updated_at" DESC NULLS LAST) WHERE "products"."is_active" and "products"."is_on_sale";--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin (search_word_prefixes("name" || ' ' || coalesce("name_am", ''))) WHERE "products"."is_active";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "profile_image_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "banner_url" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "banner_key" text;--> statement-breakpoint
ALTER TABLE "designer_applications" ADD CONSTRAINT "designer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_applications" ADD CONSTRAINT "designer_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "designer_applications_pending_uq" ON "designer_applications" USING btree ("user_id") WHERE "designer_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "designer_applications_status_idx" ON "designer_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "designer_applications_user_idx" ON "designer_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_designer_updated_idx" ON "products" USING btree ("designer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_production_days" CHECK ("products"."production_days" is null or "products"."production_days" between 1 and 365);