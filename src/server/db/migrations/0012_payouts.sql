CREATE TABLE "commission_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"platform_rate_bp" integer DEFAULT 1200 NOT NULL,
	"line_min_minor" integer,
	"line_max_minor" integer,
	"hold_days" integer DEFAULT 30 NOT NULL,
	"payout_minimum_minor" integer DEFAULT 50000 NOT NULL,
	"payout_schedule" text DEFAULT 'weekly' NOT NULL,
	"payout_weekday" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_settings_singleton" CHECK ("commission_settings"."id" = 1),
	CONSTRAINT "commission_settings_rate" CHECK ("commission_settings"."platform_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "designer_payout_settings" (
	"designer_id" text PRIMARY KEY NOT NULL,
	"commission_rate_bp" integer,
	"payout_currency" text DEFAULT 'ETB' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designer_payout_settings_rate" CHECK ("designer_payout_settings"."commission_rate_bp" is null or "designer_payout_settings"."commission_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "ledger_designer_totals" (
	"designer_id" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "ledger_designer_totals_designer_id_currency_pk" PRIMARY KEY("designer_id","currency")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"charged_minor" integer DEFAULT 0 NOT NULL,
	"charged_currency" text NOT NULL,
	"order_id" uuid,
	"order_item_id" uuid,
	"available_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"actor_user_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('sale', 'commission', 'refund', 'commission_reversal', 'cod_commission', 'delivered', 'adjustment', 'payout', 'payout_reversal'))
);
--> statement-breakpoint
CREATE TABLE "ledger_line_totals" (
	"order_item_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"designer_id" text NOT NULL,
	"net_minor" bigint NOT NULL,
	"available_at" timestamp with time zone,
	CONSTRAINT "ledger_line_totals_order_item_id_currency_pk" PRIMARY KEY("order_item_id","currency")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_min_minor" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_max_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locked_rates" jsonb;--> statement-breakpoint
ALTER TABLE "designer_payout_settings" ADD CONSTRAINT "designer_payout_settings_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_uq" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_designer_created_idx" ON "ledger_entries" USING btree ("designer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_commission_idx" ON "ledger_entries" USING btree ("created_at") WHERE "ledger_entries"."kind" in ('commission', 'commission_reversal', 'cod_commission');--> statement-breakpoint
CREATE INDEX "ledger_entries_item_idx" ON "ledger_entries" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payouts_idx" ON "ledger_entries" USING btree ("designer_id","created_at") WHERE "ledger_entries"."kind" in ('payout', 'payout_reversal');--> statement-breakpoint
CREATE INDEX "ledger_line_totals_pending_idx" ON "ledger_line_totals" USING btree ("designer_id","available_at") WHERE "ledger_line_totals"."net_minor" > 0;--> statement-breakpoint
-- The ledger is append-only (docs/decisions/030-append-only-designer-ledger.md): a correction is a new
-- entry, never an edit. The database refuses UPDATE, DELETE and TRUNCATE, whatever the code does.
CREATE OR REPLACE FUNCTION ledger_entries_refuse_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_refuse_change();--> statement-breakpoint
-- The sums a balance reads, kept from the entries inserted (the transition table holds only rows
-- actually inserted: an entry skipped by its idempotency key adds nothing). Rows are upserted in
-- key order, so two transactions touching the same designer take their locks in the same order.
CREATE OR REPLACE FUNCTION ledger_totals_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO ledger_designer_totals AS t (designer_id, currency, total_minor)
    SELECT designer_id, currency, sum(amount_minor) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (designer_id, currency) DO UPDATE SET total_minor = t.total_minor + excluded.total_minor;
  INSERT INTO ledger_line_totals AS l (order_item_id, currency, designer_id, net_minor, available_at)
    SELECT order_item_id, currency, min(designer_id), sum(amount_minor), max(available_at) FROM new_rows
    WHERE order_item_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (order_item_id, currency) DO UPDATE
      SET net_minor = l.net_minor + excluded.net_minor, available_at = greatest(l.available_at, excluded.available_at);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_totals AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_totals_apply();
