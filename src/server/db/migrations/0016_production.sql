CREATE TABLE "line_shipments" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_shipments_carrier_length" CHECK (char_length("line_shipments"."carrier") between 1 and 60),
	CONSTRAINT "line_shipments_tracking_length" CHECK (char_length("line_shipments"."tracking_number") between 4 and 40)
);
--> statement-breakpoint
CREATE TABLE "production_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"update_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"storage_path" text NOT NULL,
	"public_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_photos_position_range" CHECK ("production_photos"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "production_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"step" text NOT NULL,
	"note" text,
	"actor_user_id" text,
	"actor_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_updates_step" CHECK ("production_updates"."step" in ('in_production', 'ready_to_ship', 'shipped')),
	CONSTRAINT "production_updates_actor_role" CHECK ("production_updates"."actor_role" in ('designer', 'admin')),
	CONSTRAINT "production_updates_note_length" CHECK (char_length("production_updates"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "line_shipments" ADD CONSTRAINT "line_shipments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_shipments" ADD CONSTRAINT "line_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_shipments" ADD CONSTRAINT "line_shipments_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_photos" ADD CONSTRAINT "production_photos_update_id_production_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."production_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_updates" ADD CONSTRAINT "production_updates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_updates" ADD CONSTRAINT "production_updates_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_updates" ADD CONSTRAINT "production_updates_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_shipments_order_idx" ON "line_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_photos_position_uq" ON "production_photos" USING btree ("update_id","position");--> statement-breakpoint
CREATE INDEX "production_updates_line_idx" ON "production_updates" USING btree ("order_item_id","created_at");--> statement-breakpoint
CREATE INDEX "production_updates_order_idx" ON "production_updates" USING btree ("order_id");