-- Percentiles of an array of values (percentile_cont's, one sort for all the fractions asked). The punctuality
-- report gathers each carrier's minutes into arrays while hashing its rows by carrier, instead of sorting every row
-- of its range by carrier to feed percentile_cont: that sort was a third of the report's time. A function rather
-- than a subquery per array so that the query keeps its parallel plan (PostgreSQL runs no correlated subquery in a
-- parallel worker); an empty or null array gives nulls, as percentile_cont over no rows does.
CREATE OR REPLACE FUNCTION slotboard_percentiles(vals float8[], fractions float8[]) RETURNS float8[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT percentile_cont(fractions) WITHIN GROUP (ORDER BY v) FROM (SELECT unnest(vals) AS v) AS s $$;
