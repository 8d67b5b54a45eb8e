ALTER TABLE "thread_messages" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_note_code" CHECK (("thread_messages"."kind" = 'note') = ("thread_messages"."note_code" is not null));