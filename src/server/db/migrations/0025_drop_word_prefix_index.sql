DROP INDEX "products_search_words_idx";--> statement-breakpoint
-- The word-prefix search (migration 0002) gave way to folded keys (0021, decision 036): its index
-- was kept up on every product write and read by nothing.
DROP FUNCTION IF EXISTS search_word_prefixes(text);
