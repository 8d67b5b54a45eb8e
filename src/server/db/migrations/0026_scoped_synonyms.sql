ALTER TABLE "search_synonym_groups" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "search_synonym_groups" ADD CONSTRAINT "search_synonym_groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The starting group kemis = dress is meant for women's wear (issue 44); a shop that still has it as
-- seeded gets it scoped to the Habesha Kemis category. A group an admin changed is left as it is.
UPDATE "search_synonym_groups" SET "category_id" = (SELECT "id" FROM "categories" WHERE "slug" = 'habesha-kemis')
WHERE "words" = ARRAY['kemis', 'dress']::text[] AND "category_id" IS NULL;
