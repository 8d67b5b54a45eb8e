-- The INCLUDE columns are hand-added (drizzle cannot declare them; see the products schema).
CREATE TABLE "product_counts" (
	"category_id" uuid,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_counts_category_uq" UNIQUE NULLS NOT DISTINCT("category_id")
);
--> statement-breakpoint
DROP INDEX "products_active_created_idx";--> statement-breakpoint
CREATE INDEX "products_active_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") INCLUDE ("category_id","price_minor","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("price_minor","created_at" DESC NULLS FIRST,"id") INCLUDE ("category_id","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_price_desc_idx" ON "products" USING btree ("price_minor" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") INCLUDE ("category_id","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("name","id") INCLUDE ("category_id","price_minor","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id") INCLUDE ("price_minor","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_price_idx" ON "products" USING btree ("category_id","price_minor","created_at" DESC NULLS FIRST,"id") INCLUDE ("sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_price_desc_idx" ON "products" USING btree ("category_id","price_minor" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") INCLUDE ("sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_name_idx" ON "products" USING btree ("category_id","name","id") INCLUDE ("price_minor","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_sizes_idx" ON "products" USING gin ("sizes") WHERE "products"."is_active";--> statement-breakpoint
-- Hand-written (drizzle-kit does not write functions or triggers): product_counts follows every
-- insert, update and delete of products. Statement triggers with transition tables, so a bulk insert
-- (the seed's 500-row batches) costs one grouped upsert instead of one per row. PostgreSQL allows a
-- transition table only on a single-event trigger, hence three triggers on one function.
-- Only categories whose count changes are written: checkout's stock updates and price changes
-- leave the counter rows alone, so concurrent orders never wait on them; rows are upserted in
-- category order, so two transactions that do change counts take their locks in the same order.
CREATE OR REPLACE FUNCTION product_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts AS c (category_id, active)
      SELECT category_id, count(*) FROM new_rows WHERE is_active GROUP BY category_id ORDER BY 1
      ON CONFLICT (category_id) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_counts AS c (category_id, active)
      SELECT category_id, -count(*) FROM old_rows WHERE is_active GROUP BY category_id ORDER BY 1
      ON CONFLICT (category_id) DO UPDATE SET active = c.active + excluded.active;
  ELSE
    INSERT INTO product_counts AS c (category_id, active)
      SELECT category_id, sum(d) FROM (
        SELECT category_id, -1 AS d FROM old_rows WHERE is_active
        UNION ALL
        SELECT category_id, 1 AS d FROM new_rows WHERE is_active
      ) changes GROUP BY category_id HAVING sum(d) <> 0 ORDER BY 1
      ON CONFLICT (category_id) DO UPDATE SET active = c.active + excluded.active;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_reset() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM product_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_counts_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION product_counts_reset();--> statement-breakpoint
INSERT INTO product_counts (category_id, active) SELECT category_id, count(*) FROM products WHERE is_active GROUP BY category_id;
