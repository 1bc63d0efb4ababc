-- Reservation search over the mirror (lib/search). A reservation's search key is its number, plates, carrier,
-- driver, order numbers and suppliers, each folded to lower-case ASCII letters and digits and separated by a space,
-- so a query folded the same way (lib/contracts/search.ts, toSearchKey) never matches across two fields.
-- The folding is the same on every server whatever its locale: letters with diacritics are translated by an explicit
-- table, ß/æ/œ spelt out, then everything but a-z and 0-9 dropped.
CREATE OR REPLACE FUNCTION slotboard_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace(value, 'ß', 'ss'), 'ẞ', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïðñòóôõöøùúûüýþÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ',
    'AAAAAACEEEEIIIIDNOOOOOOUUUUYTaaaaaaceeeeiiiidnoooooouuuuytyAaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjKkLlLlLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzsOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy')),
    '[^a-z0-9]+', '', 'g') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slotboard_reservation_search_key(record jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(slotboard_search_key(record ->> 'ReservationNumber'), '')
    || ' ' || coalesce(slotboard_search_key(record ->> 'VehicleNumberPlate'), '')
    || ' ' || coalesce(slotboard_search_key(record ->> 'TrailerNumberPlate'), '')
    || ' ' || coalesce(slotboard_search_key(record ->> 'Carrier'), '')
    || ' ' || coalesce(slotboard_search_key(record ->> 'CarrierDriverFullName'), '')
    || ' ' || coalesce(slotboard_search_key(record ->> 'OrderNumbers'), '')
    || ' ' || coalesce(slotboard_search_key(record ->> 'SupplierNames'), '') $$;
--> statement-breakpoint
ALTER TABLE "reservation_mirror" ADD COLUMN "search_key" text GENERATED ALWAYS AS (slotboard_reservation_search_key(record)) STORED;
--> statement-breakpoint
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension since PostgreSQL 13, so the database owner may
-- create it; PGlite loads it (lib/db/open-database.ts). Where it cannot be created, search still answers, by reading
-- every row of the environment (docs/deployment.md).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'pg_trgm could not be created (%): reservation search will scan the mirror', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "reservation_mirror_search_idx" ON "reservation_mirror" USING gin ("search_key" gin_trgm_ops);
  END IF;
END $$;
