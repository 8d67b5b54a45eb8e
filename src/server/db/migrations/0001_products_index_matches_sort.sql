DROP INDEX "products_active_created_idx";--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "products"."is_active";