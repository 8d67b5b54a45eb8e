CREATE TABLE "order_parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"designer_id" text,
	"position" integer NOT NULL,
	"zone_id" text NOT NULL,
	"zone_name_en" text NOT NULL,
	"zone_name_am" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"rate_usd_minor" integer NOT NULL,
	"fee_usd_minor" integer NOT NULL,
	"free" boolean NOT NULL,
	"transit_min_days" integer NOT NULL,
	"transit_max_days" integer NOT NULL,
	"carriers" jsonb NOT NULL,
	"ready_earliest" date NOT NULL,
	"ready_latest" date NOT NULL,
	"arrival_earliest" date NOT NULL,
	"arrival_latest" date NOT NULL,
	CONSTRAINT "order_parcels_fee" CHECK ("order_parcels"."fee_usd_minor" >= 0 and "order_parcels"."rate_usd_minor" >= 0 and "order_parcels"."weight_grams" >= 0),
	CONSTRAINT "order_parcels_dates" CHECK ("order_parcels"."ready_latest" >= "order_parcels"."ready_earliest" and "order_parcels"."arrival_latest" >= "order_parcels"."arrival_earliest")
);
--> statement-breakpoint
ALTER TABLE "order_parcels" ADD CONSTRAINT "order_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parcels" ADD CONSTRAINT "order_parcels_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_parcels_order_position_idx" ON "order_parcels" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_parcels_designer_idx" ON "order_parcels" USING btree ("designer_id");