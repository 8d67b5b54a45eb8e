CREATE TABLE "shipping_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_am" text NOT NULL,
	"countries" text[] NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"bands" jsonb NOT NULL,
	"transit_min_days" integer NOT NULL,
	"transit_max_days" integer NOT NULL,
	"free_over_usd_minor" integer,
	"carriers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_transit" CHECK ("shipping_zones"."transit_min_days" >= 0 and "shipping_zones"."transit_max_days" >= "shipping_zones"."transit_min_days"),
	CONSTRAINT "shipping_zones_free_over" CHECK ("shipping_zones"."free_over_usd_minor" is null or "shipping_zones"."free_over_usd_minor" >= 0),
	CONSTRAINT "shipping_zones_bands_array" CHECK (jsonb_typeof("shipping_zones"."bands") = 'array' and jsonb_typeof("shipping_zones"."carriers") = 'array')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_weight_grams" integer DEFAULT 700 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_weight_positive" CHECK ("products"."shipping_weight_grams" > 0);--> statement-breakpoint
-- The shop's default zones (domain/shipping DEFAULT_ZONES, decision 046): a fresh shop ships from its first start.
INSERT INTO "shipping_zones" ("id", "name_en", "name_am", "countries", "cities", "bands", "transit_min_days", "transit_max_days", "free_over_usd_minor", "carriers", "position") VALUES
('addis-ababa', 'Addis Ababa', 'አዲስ አበባ', ARRAY['ET']::text[], ARRAY['Addis Ababa', 'Addis Abeba', 'Finfinne', 'አዲስ አበባ']::text[], '[{"fromGrams":0,"toGrams":1000,"priceUsdMinor":300},{"fromGrams":1000,"toGrams":2000,"priceUsdMinor":300},{"fromGrams":2000,"toGrams":5000,"priceUsdMinor":500},{"fromGrams":5000,"toGrams":null,"priceUsdMinor":900}]'::jsonb, 1, 2, 7500, '[{"name":"Addis courier","trackingUrlTemplate":"https://www.ethiopost.et/courier/track?number={tracking}"}]'::jsonb, 0),
('ethiopia', 'Rest of Ethiopia', 'ሌሎች የኢትዮጵያ ከተሞች', ARRAY['ET']::text[], '{}'::text[], '[{"fromGrams":0,"toGrams":1000,"priceUsdMinor":600},{"fromGrams":1000,"toGrams":2000,"priceUsdMinor":800},{"fromGrams":2000,"toGrams":5000,"priceUsdMinor":1200},{"fromGrams":5000,"toGrams":null,"priceUsdMinor":1800}]'::jsonb, 2, 5, 10000, '[{"name":"EMS Ethiopia","trackingUrlTemplate":"https://www.ethiopost.et/track?number={tracking}"}]'::jsonb, 1),
('east-africa', 'East Africa', 'ምሥራቅ አፍሪካ', ARRAY['KE', 'DJ', 'ER', 'SO', 'SS', 'SD', 'UG', 'TZ', 'RW', 'BI']::text[], '{}'::text[], '[{"fromGrams":0,"toGrams":1000,"priceUsdMinor":1800},{"fromGrams":1000,"toGrams":2000,"priceUsdMinor":2600},{"fromGrams":2000,"toGrams":5000,"priceUsdMinor":4200},{"fromGrams":5000,"toGrams":null,"priceUsdMinor":6500}]'::jsonb, 4, 8, NULL, '[{"name":"DHL Express","trackingUrlTemplate":"https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}"},{"name":"EMS Ethiopia","trackingUrlTemplate":"https://www.ethiopost.et/track?number={tracking}"}]'::jsonb, 2),
('gulf', 'Middle East (Gulf)', 'መካከለኛው ምሥራቅ (ባሕረ ሰላጤ)', ARRAY['AE', 'SA', 'QA', 'KW', 'BH', 'OM']::text[], '{}'::text[], '[{"fromGrams":0,"toGrams":1000,"priceUsdMinor":2200},{"fromGrams":1000,"toGrams":2000,"priceUsdMinor":3000},{"fromGrams":2000,"toGrams":5000,"priceUsdMinor":4800},{"fromGrams":5000,"toGrams":null,"priceUsdMinor":7500}]'::jsonb, 4, 7, NULL, '[{"name":"DHL Express","trackingUrlTemplate":"https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}"},{"name":"EMS Ethiopia","trackingUrlTemplate":"https://www.ethiopost.et/track?number={tracking}"}]'::jsonb, 3),
('europe-uk', 'Europe and the UK', 'አውሮፓ እና ዩናይትድ ኪንግደም', ARRAY['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB', 'NO', 'CH', 'IS', 'LI', 'MC', 'AD', 'SM', 'VA', 'AL', 'BA', 'ME', 'MK', 'RS', 'UA', 'MD']::text[], '{}'::text[], '[{"fromGrams":0,"toGrams":1000,"priceUsdMinor":2500},{"fromGrams":1000,"toGrams":2000,"priceUsdMinor":3500},{"fromGrams":2000,"toGrams":5000,"priceUsdMinor":5500},{"fromGrams":5000,"toGrams":null,"priceUsdMinor":8500}]'::jsonb, 5, 9, 25000, '[{"name":"DHL Express","trackingUrlTemplate":"https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}"},{"name":"EMS Ethiopia","trackingUrlTemplate":"https://www.ethiopost.et/track?number={tracking}"}]'::jsonb, 4),
('north-america', 'North America', 'ሰሜን አሜሪካ', ARRAY['US', 'CA']::text[], '{}'::text[], '[{"fromGrams":0,"toGrams":1000,"priceUsdMinor":2800},{"fromGrams":1000,"toGrams":2000,"priceUsdMinor":3800},{"fromGrams":2000,"toGrams":5000,"priceUsdMinor":5900},{"fromGrams":5000,"toGrams":null,"priceUsdMinor":9000}]'::jsonb, 6, 10, 25000, '[{"name":"DHL Express","trackingUrlTemplate":"https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}"},{"name":"EMS Ethiopia","trackingUrlTemplate":"https://www.ethiopost.et/track?number={tracking}"}]'::jsonb, 5),
('rest-of-world', 'Rest of the world', 'ሌላው ዓለም', ARRAY['*']::text[], '{}'::text[], '[{"fromGrams":0,"toGrams":1000,"priceUsdMinor":3500},{"fromGrams":1000,"toGrams":2000,"priceUsdMinor":4800},{"fromGrams":2000,"toGrams":5000,"priceUsdMinor":7500},{"fromGrams":5000,"toGrams":null,"priceUsdMinor":11000}]'::jsonb, 8, 15, NULL, '[{"name":"DHL Express","trackingUrlTemplate":"https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}"},{"name":"EMS Ethiopia","trackingUrlTemplate":"https://www.ethiopost.et/track?number={tracking}"}]'::jsonb, 6)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- Existing products weigh what their category's parcels usually weigh (domain/shipping DEFAULT_WEIGHT_GRAMS_BY_CATEGORY); others keep the column's 700 g.
UPDATE "products" SET "shipping_weight_grams" = CASE "categories"."slug"
  WHEN 'habesha-kemis' THEN 900
  WHEN 'mens-traditional' THEN 800
  WHEN 'couple-sets' THEN 1600
  WHEN 'kids-traditional' THEN 400
  WHEN 'modern-fusion' THEN 600
  WHEN 'scarves-shawls-netela' THEN 300
  WHEN 'wedding-collection' THEN 1400
  WHEN 'cultural-accessories' THEN 150
  ELSE "products"."shipping_weight_grams" END
FROM "categories" WHERE "categories"."id" = "products"."category_id" AND "categories"."slug" IN ('habesha-kemis', 'mens-traditional', 'couple-sets', 'kids-traditional', 'modern-fusion', 'scarves-shawls-netela', 'wedding-collection', 'cultural-accessories');
