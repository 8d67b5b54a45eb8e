-- Prices in the designer's money (issue 37, decision 029). `price_minor` and
-- `original_price_minor` are in the product's `currency` (USD or ETB); the shop lists, filters,
-- sorts and totals by `price_usd_minor`, the same price in USD cents at today's rate.
-- Hand-written below the generated part: the functions and triggers that keep the USD figure
-- (drizzle-kit writes neither), and the INCLUDE columns of 0009's listing indexes, which now carry
-- the USD figure instead of the designer's price.
ALTER TABLE "products" ADD COLUMN "price_usd_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "original_price_usd_minor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_currency" CHECK ("products"."currency" in ('USD', 'ETB'));--> statement-breakpoint
-- An order line keeps its designer's price in her currency and the USD price the order totals;
-- every line so far is in USD.
ALTER TABLE "order_items" ADD COLUMN "unit_price_usd_minor" integer;--> statement-breakpoint
UPDATE "order_items" SET "unit_price_usd_minor" = "unit_price_minor";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price_usd_minor" SET NOT NULL;--> statement-breakpoint
-- An amount in `code` as USD cents: round(minor / rate) on the stored numeric(18,6) rate, half away
-- from zero (domain/money/price-currency.ts convertToUsd gives the same to the cent). Without a
-- stored rate, the built-in one (domain/money/currency.ts), as every reader of the rates does.
CREATE OR REPLACE FUNCTION price_in_usd_minor(minor integer, code text) RETURNS integer
LANGUAGE sql STABLE
AS $$
  SELECT CASE
    WHEN minor IS NULL THEN NULL
    WHEN code = 'USD' THEN minor
    ELSE round(minor / coalesce(
      (SELECT r.rate FROM exchange_rates r WHERE r.currency_code = code AND r.rate > 0),
      CASE code WHEN 'ETB' THEN 120.5 WHEN 'EUR' THEN 0.92 WHEN 'GBP' THEN 0.79 WHEN 'AED' THEN 3.67 END
    ))::integer
  END
$$;--> statement-breakpoint
-- Every write of a price or a currency (the studio, the quick change, the seed, by hand) sets the
-- USD figure in the same row, so it is never a request behind.
CREATE OR REPLACE FUNCTION products_price_usd_set() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.price_usd_minor := price_in_usd_minor(NEW.price_minor, NEW.currency);
  NEW.original_price_usd_minor := price_in_usd_minor(NEW.original_price_minor, NEW.currency);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_price_usd BEFORE INSERT OR UPDATE OF price_minor, original_price_minor, currency ON products FOR EACH ROW EXECUTE FUNCTION products_price_usd_set();--> statement-breakpoint
-- A changed rate reprices that currency's products, whoever changed it (the hourly job, an
-- admin's "Refresh now", an outside scheduler, by hand). Only rows whose figure moves are written,
-- so product_counts' statement triggers (0009) see only those, and a refresh that keeps the rate
-- writes nothing.
CREATE OR REPLACE FUNCTION exchange_rates_reprice_products() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.currency_code <> 'USD' AND (TG_OP = 'INSERT' OR NEW.rate IS DISTINCT FROM OLD.rate) THEN
    UPDATE products p SET
      price_usd_minor = price_in_usd_minor(p.price_minor, p.currency),
      original_price_usd_minor = price_in_usd_minor(p.original_price_minor, p.currency)
    WHERE p.currency = NEW.currency_code AND p.currency <> 'USD'
      AND (p.price_usd_minor <> price_in_usd_minor(p.price_minor, p.currency)
        OR p.original_price_usd_minor IS DISTINCT FROM price_in_usd_minor(p.original_price_minor, p.currency));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER exchange_rates_reprice AFTER INSERT OR UPDATE OF rate ON exchange_rates FOR EACH ROW EXECUTE FUNCTION exchange_rates_reprice_products();--> statement-breakpoint
-- Every product so far is priced in USD; the figure is computed all the same.
UPDATE "products" SET "price_minor" = "price_minor";--> statement-breakpoint
DROP INDEX "products_active_newest_idx";--> statement-breakpoint
DROP INDEX "products_active_price_idx";--> statement-breakpoint
DROP INDEX "products_active_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_active_name_idx";--> statement-breakpoint
DROP INDEX "products_active_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_active_category_price_idx";--> statement-breakpoint
DROP INDEX "products_active_category_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_active_category_name_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_active_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") INCLUDE ("category_id","price_usd_minor","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("price_usd_minor","created_at" DESC NULLS FIRST,"id") INCLUDE ("category_id","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_price_desc_idx" ON "products" USING btree ("price_usd_minor" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") INCLUDE ("category_id","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("name","id") INCLUDE ("category_id","price_usd_minor","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id") INCLUDE ("price_usd_minor","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_price_idx" ON "products" USING btree ("category_id","price_usd_minor","created_at" DESC NULLS FIRST,"id") INCLUDE ("sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_price_desc_idx" ON "products" USING btree ("category_id","price_usd_minor" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") INCLUDE ("sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_name_idx" ON "products" USING btree ("category_id","name","id") INCLUDE ("price_usd_minor","sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_usd_minor");--> statement-breakpoint
CREATE INDEX "products_foreign_currency_idx" ON "products" USING btree ("currency") WHERE "products"."currency" <> 'USD';
