ALTER TABLE "designer_applications" ADD COLUMN "city_am" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city_am" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care_instructions_am" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material_am" text;--> statement-breakpoint
-- Hand-written: the demo seed stored country names where the studio stores ISO codes; codes let
-- every page name the country in the reader's language.
UPDATE "profiles" SET "country" = CASE "country" WHEN 'Ethiopia' THEN 'ET' WHEN 'United States' THEN 'US' WHEN 'United Kingdom' THEN 'GB' WHEN 'Canada' THEN 'CA' WHEN 'Sweden' THEN 'SE' WHEN 'United Arab Emirates' THEN 'AE' WHEN 'Australia' THEN 'AU' END WHERE "country" IN ('Ethiopia', 'United States', 'United Kingdom', 'Canada', 'Sweden', 'United Arab Emirates', 'Australia');
