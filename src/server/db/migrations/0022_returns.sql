CREATE TABLE "return_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"request_id" uuid,
	"purpose" text NOT NULL,
	"storage_path" text NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_photos_purpose" CHECK ("return_photos"."purpose" in ('evidence', 'receipt'))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'awaiting_designer' NOT NULL,
	"remedy_wished" text NOT NULL,
	"remedy" text,
	"refund_amount_minor" integer,
	"exchange_size" text,
	"reason" text NOT NULL,
	"fit_areas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"measurement_source" text,
	"size_chart" jsonb,
	"designer_note" text,
	"decision_note" text,
	"cause" text,
	"condition" text,
	"answer_due_at" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"reserved_size" text,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"reimbursed_minor" integer DEFAULT 0 NOT NULL,
	"receipt_amount_minor" integer,
	"remake_line_id" uuid,
	"exchange_line_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_kind" CHECK ("return_requests"."kind" in ('return', 'exchange', 'claim')),
	CONSTRAINT "return_requests_state" CHECK ("return_requests"."state" in ('awaiting_designer', 'proposed', 'declined', 'escalated', 'awaiting_return', 'awaiting_receipt', 'resolved', 'rejected')),
	CONSTRAINT "return_requests_money" CHECK ("return_requests"."refunded_minor" >= 0 and "return_requests"."reimbursed_minor" >= 0 and ("return_requests"."refund_amount_minor" is null or "return_requests"."refund_amount_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "returns_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"return_days" integer DEFAULT 30 NOT NULL,
	"claim_days" integer DEFAULT 14 NOT NULL,
	"alteration_cap_bp" integer DEFAULT 2000 NOT NULL,
	"answer_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_settings_singleton" CHECK ("returns_settings"."id" = 1),
	CONSTRAINT "returns_settings_bounds" CHECK ("returns_settings"."return_days" between 1 and 365 and "returns_settings"."claim_days" between 1 and 365 and "returns_settings"."alteration_cap_bp" between 0 and 10000 and "returns_settings"."answer_days" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_remake_line_id_order_items_id_fk" FOREIGN KEY ("remake_line_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_line_id_order_items_id_fk" FOREIGN KEY ("exchange_line_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_photos_line_idx" ON "return_photos" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_line_uq" ON "return_requests" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_due_idx" ON "return_requests" USING btree ("answer_due_at") WHERE "return_requests"."state" = 'awaiting_designer';