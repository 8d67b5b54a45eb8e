CREATE TABLE "message_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"message_id" uuid,
	"uploaded_by" text NOT NULL,
	"storage_path" text NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"designer_id" text,
	"shopper_unread" integer DEFAULT 0 NOT NULL,
	"designer_unread" integer DEFAULT 0 NOT NULL,
	"shopper_unread_since" timestamp with time zone,
	"designer_unread_since" timestamp with time zone,
	"shopper_mailed_at" timestamp with time zone,
	"designer_mailed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_threads_unread_nonneg" CHECK ("message_threads"."shopper_unread" >= 0 and "message_threads"."designer_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" text,
	"author_role" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"change_request_line_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	CONSTRAINT "thread_messages_author_role_known" CHECK ("thread_messages"."author_role" in ('shopper', 'designer', 'support')),
	CONSTRAINT "thread_messages_kind_known" CHECK ("thread_messages"."kind" in ('message', 'change_request', 'note')),
	CONSTRAINT "thread_messages_body_length" CHECK (char_length("thread_messages"."body") <= 2000),
	CONSTRAINT "thread_messages_change_request_line" CHECK (("thread_messages"."kind" = 'change_request') = ("thread_messages"."change_request_line_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_change_request_line_id_order_items_id_fk" FOREIGN KEY ("change_request_line_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_photos_message_idx" ON "message_photos" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_photos_pending_idx" ON "message_photos" USING btree ("created_at") WHERE "message_photos"."message_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_reporter_uq" ON "message_reports" USING btree ("message_id","reporter");--> statement-breakpoint
CREATE INDEX "message_reports_created_idx" ON "message_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_order_designer_uq" ON "message_threads" USING btree ("order_id","designer_id");--> statement-breakpoint
CREATE INDEX "message_threads_designer_idx" ON "message_threads" USING btree ("designer_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_designer_unread_idx" ON "message_threads" USING btree ("designer_id") WHERE "message_threads"."designer_unread" > 0;--> statement-breakpoint
CREATE INDEX "message_threads_shopper_due_idx" ON "message_threads" USING btree ("shopper_unread_since") WHERE "message_threads"."shopper_unread" > 0;--> statement-breakpoint
CREATE INDEX "message_threads_designer_due_idx" ON "message_threads" USING btree ("designer_unread_since") WHERE "message_threads"."designer_unread" > 0;--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_change_request_uq" ON "thread_messages" USING btree ("change_request_line_id") WHERE "thread_messages"."change_request_line_id" is not null;