CREATE TABLE "search_key_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not write functions or triggers), as product_counts (decision 017):
-- statement triggers with transition tables on listing_search_keys, which holds exactly the shown
-- products' keys (decision 048), so a bulk insert of 500 products is one grouped upsert here. Only
-- keys whose count changes are written (checkout's stock updates never reach listing_search_keys),
-- in key order, so two transactions that change counts take their locks in the same order. A key
-- a product holds twice counts once. Decision 049.
CREATE OR REPLACE FUNCTION search_key_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_key_counts AS c (key, products)
      SELECT k, count(*) FROM (SELECT DISTINCT n.product_id, k FROM new_rows n, unnest(n.keys) AS k) held GROUP BY k ORDER BY 1
      ON CONFLICT (key) DO UPDATE SET products = c.products + excluded.products;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_key_counts AS c (key, products)
      SELECT k, -count(*) FROM (SELECT DISTINCT o.product_id, k FROM old_rows o, unnest(o.keys) AS k) held GROUP BY k ORDER BY 1
      ON CONFLICT (key) DO UPDATE SET products = c.products + excluded.products;
  ELSE
    INSERT INTO search_key_counts AS c (key, products)
      SELECT k, sum(d) FROM (
        SELECT DISTINCT o.product_id, k, -1 AS d FROM old_rows o, unnest(o.keys) AS k
        UNION ALL
        SELECT DISTINCT n.product_id, k, 1 AS d FROM new_rows n, unnest(n.keys) AS k
      ) changes GROUP BY k HAVING sum(d) <> 0 ORDER BY 1
      ON CONFLICT (key) DO UPDATE SET products = c.products + excluded.products;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_key_counts_insert AFTER INSERT ON listing_search_keys REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_key_counts_apply();--> statement-breakpoint
CREATE TRIGGER search_key_counts_update AFTER UPDATE ON listing_search_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_key_counts_apply();--> statement-breakpoint
CREATE TRIGGER search_key_counts_delete AFTER DELETE ON listing_search_keys REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_key_counts_apply();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_key_counts_reset() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM search_key_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_key_counts_truncate AFTER TRUNCATE ON listing_search_keys FOR EACH STATEMENT EXECUTE FUNCTION search_key_counts_reset();--> statement-breakpoint
-- The products already shown.
INSERT INTO search_key_counts (key, products)
SELECT k, count(*) FROM (SELECT DISTINCT s.product_id, k FROM listing_search_keys s, unnest(s.keys) AS k) held GROUP BY k;
