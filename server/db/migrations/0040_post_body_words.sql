-- A post body's words for the search and its excerpts, block by block in the order they are read: a block's texts
-- joined as they are written (a word marked in part, "fet" + "ter", stays one word), a line break a space, and a
-- space between blocks. 0039's function put a space between every two texts, splitting such a word in two.
CREATE OR REPLACE FUNCTION post_body_text(body jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH RECURSIVE nodes(node, place) AS (
    SELECT body, ARRAY[]::int[]
    UNION ALL
    SELECT child.value, nodes.place || child.ordinality::int
    FROM nodes,
      jsonb_array_elements(CASE WHEN jsonb_typeof(nodes.node -> 'content') = 'array'
        THEN nodes.node -> 'content' ELSE '[]'::jsonb END) WITH ORDINALITY AS child
  )
  SELECT coalesce(regexp_replace(string_agg(words, ' ' ORDER BY place), '\s+', ' ', 'g'), '')
  FROM (
    SELECT place, (
      SELECT string_agg(CASE WHEN inline.value ->> 'type' = 'text' THEN inline.value ->> 'text' ELSE ' ' END, ''
        ORDER BY inline.ordinality)
      FROM jsonb_array_elements(node -> 'content') WITH ORDINALITY AS inline
    ) AS words
    FROM nodes
    WHERE jsonb_typeof(node) = 'object' AND node ->> 'type' IN ('paragraph', 'heading', 'codeBlock')
      AND jsonb_typeof(node -> 'content') = 'array'
  ) AS blocks
  WHERE words IS NOT NULL
$$;--> statement-breakpoint
-- The stored search columns are computed when a row is written: every post's, again, with the function above.
UPDATE posts SET body_doc_sv = body_doc_sv, body_doc_en = body_doc_en;
