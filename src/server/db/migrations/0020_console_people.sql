ALTER TYPE "public"."application_status" ADD VALUE 'changes_requested';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "shop_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_by_suspension" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "homepage_settings" ADD COLUMN "hero_image_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hidden_by_suspension_is_hidden" CHECK (not "products"."hidden_by_suspension" or "products"."status" = 'hidden');