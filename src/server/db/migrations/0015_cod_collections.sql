CREATE TABLE "cod_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"due_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"collected_by" text NOT NULL,
	"stock" text,
	"reason" text,
	"recorded_by_user_id" text,
	"recorded_by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_collections_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "cod_collections_outcome" CHECK ("cod_collections"."outcome" in ('collected', 'shortfall', 'refused')),
	CONSTRAINT "cod_collections_collector" CHECK ("cod_collections"."collected_by" in ('designer', 'courier', 'admin')),
	CONSTRAINT "cod_collections_role" CHECK ("cod_collections"."recorded_by_role" in ('designer', 'admin')),
	CONSTRAINT "cod_collections_amounts" CHECK ("cod_collections"."amount_minor" >= 0 and "cod_collections"."due_minor" >= 0),
	CONSTRAINT "cod_collections_reason" CHECK ("cod_collections"."outcome" = 'collected' or "cod_collections"."reason" is not null),
	CONSTRAINT "cod_collections_refusal" CHECK (("cod_collections"."outcome" = 'refused' and "cod_collections"."stock" in ('returned', 'written_off') and "cod_collections"."amount_minor" = 0) or ("cod_collections"."outcome" <> 'refused' and "cod_collections"."stock" is null))
);
--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_collections_order_idx" ON "cod_collections" USING btree ("order_id");