ALTER TABLE "order_items" ADD COLUMN "designer_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "designer_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ready_by" date;--> statement-breakpoint
CREATE INDEX "order_items_designer_new_idx" ON "order_items" USING btree ("designer_id") WHERE "order_items"."designer_notified_at" is not null and "order_items"."designer_seen_at" is null;--> statement-breakpoint
-- Issue 35: orders forgotten before this release kept only the country of their address, which no
-- order view's schema accepts. They get the shape the forgetting writes now (the placeholder name,
-- the country, and the city, which is lost for these: empty).
UPDATE "orders" SET "shipping_address" = jsonb_build_object('fullName', "full_name", 'city', coalesce("shipping_address"->>'city', ''), 'country', coalesce("shipping_address"->>'country', '')) WHERE "user_id" IS NULL AND "email" = 'deleted@customer.invalid' AND "shipping_address"->>'fullName' IS NULL;
