-- The typo lookup of the forgiving search (issue 44): the vocabulary's keys within trigram
-- similarity of a key, closest first. The planner read the small search_terms table whole for
-- `term % key` (1,347 keys at 100,000 products), computing the similarity of every key: 2.4–3 ms a
-- lookup on PGlite, one or more per query word, on every keystroke. The trigram GIN index answers
-- the same in 0.1 ms. A function's SET clauses hold for its own statement only, so the index is
-- forced here and nowhere else (a session setting would need a transaction: three round trips).
CREATE OR REPLACE FUNCTION search_terms_similar(key text, max_terms integer) RETURNS SETOF text
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
  SELECT term FROM search_terms WHERE term % key ORDER BY term <-> key LIMIT max_terms
$$;
