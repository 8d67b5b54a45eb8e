ALTER TABLE "line_shipments" DROP CONSTRAINT "line_shipments_tracking_length";--> statement-breakpoint
ALTER TABLE "line_shipments" ALTER COLUMN "tracking_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "line_shipments" ADD CONSTRAINT "line_shipments_tracking_length" CHECK ("line_shipments"."tracking_number" is null or char_length("line_shipments"."tracking_number") between 4 and 40);