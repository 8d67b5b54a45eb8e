-- Hand-written: pg_trgm for the typo step of the forgiving search (PGlite loads it as an extension in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_misses" (
	"key" text NOT NULL,
	"query" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_key_day_pk" PRIMARY KEY("key","day")
);
--> statement-breakpoint
CREATE TABLE "search_synonym_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonym_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"skeleton" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_more" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_keys_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_synonym_keys" ADD CONSTRAINT "search_synonym_keys_group_id_search_synonym_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."search_synonym_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_skeleton_idx" ON "search_terms" USING btree ("skeleton");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_search_keys_idx" ON "products" USING gin ("search_keys") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_search_more_idx" ON "products" USING gin ("search_more") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_search_keys_version_idx" ON "products" USING btree ("search_keys_version");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");;--> statement-breakpoint
-- Hand-written (drizzle-kit does not write functions or triggers): search_terms gathers every
-- folded key products carry (not the '='-marked exact words), per statement through transition
-- tables so a bulk insert of 500 products is one insert here. The skeleton is the key without
-- a, i, o, u, the same rule as domain/search skeleton().
CREATE OR REPLACE FUNCTION search_terms_collect() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, skeleton)
  SELECT DISTINCT k, regexp_replace(k, '[aiou]', '', 'g')
  FROM new_rows, unnest(new_rows.search_keys || new_rows.search_more) AS k
  WHERE left(k, 1) <> '='
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_terms_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();--> statement-breakpoint
CREATE TRIGGER search_terms_on_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();