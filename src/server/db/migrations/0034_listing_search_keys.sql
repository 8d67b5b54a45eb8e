CREATE TABLE "listing_search_keys" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL,
	"category_id" uuid,
	"designer_id" text NOT NULL,
	"price_usd_minor" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_search_keys" ADD CONSTRAINT "listing_search_keys_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_search_keys_keys_idx" ON "listing_search_keys" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "listing_search_keys_category_idx" ON "listing_search_keys" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "listing_search_keys_designer_idx" ON "listing_search_keys" USING btree ("designer_id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not write functions or triggers), in the style of product_counts
-- (decision 017): statement triggers with transition tables, so a bulk insert of 500 products is
-- one insert here. Only rows whose copied columns or visibility changed are written, so checkout's
-- stock updates never touch this table or its GIN index. A deleted product's row goes with it
-- (the foreign key cascades). Decision 048.
CREATE OR REPLACE FUNCTION listing_search_keys_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_search_keys (product_id, keys, category_id, designer_id, price_usd_minor)
  SELECT n.id, n.search_keys, n.category_id, n.designer_id, n.price_usd_minor
  FROM new_rows n
  WHERE n.is_active
  ON CONFLICT (product_id) DO UPDATE SET keys = excluded.keys, category_id = excluded.category_id,
    designer_id = excluded.designer_id, price_usd_minor = excluded.price_usd_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_search_keys_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_search_keys s USING new_rows n WHERE s.product_id = n.id AND NOT n.is_active;
  INSERT INTO listing_search_keys (product_id, keys, category_id, designer_id, price_usd_minor)
  SELECT n.id, n.search_keys, n.category_id, n.designer_id, n.price_usd_minor
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.is_active AND (NOT o.is_active
    OR (o.search_keys, o.category_id, o.designer_id, o.price_usd_minor) IS DISTINCT FROM (n.search_keys, n.category_id, n.designer_id, n.price_usd_minor))
  ON CONFLICT (product_id) DO UPDATE SET keys = excluded.keys, category_id = excluded.category_id,
    designer_id = excluded.designer_id, price_usd_minor = excluded.price_usd_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listing_search_keys_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_search_keys_insert();--> statement-breakpoint
CREATE TRIGGER listing_search_keys_on_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_search_keys_update();--> statement-breakpoint
-- The products already shown.
INSERT INTO listing_search_keys (product_id, keys, category_id, designer_id, price_usd_minor)
SELECT id, search_keys, category_id, designer_id, price_usd_minor FROM products WHERE is_active;
