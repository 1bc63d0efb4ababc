-- What the reports (lib/reports) read of each mirrored reservation, typed once when the row is written instead of
-- read out of the jsonb record, and minutes worked out, for every row of every report: over a year of a busy branch
-- office that was most of the punctuality report's time.
-- Times: the service's *Utc fields are ISO 8601; one without an offset is UTC (as its name says); one the database
-- cannot read is null (as if not recorded) rather than a failed mirror write. Declared IMMUTABLE, which a cast to
-- timestamptz alone is not (it reads the session's TimeZone for a time without an offset, and knows 'now'): this
-- function never lets either reach the cast.
CREATE OR REPLACE FUNCTION slotboard_utc(value text) RETURNS timestamptz
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
BEGIN
  IF value IS NULL OR value !~ '^\d{4}-\d{2}-\d{2}' THEN
    RETURN NULL;
  END IF;
  IF value ~ '[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*([Zz]|[+-]\d{2}(:?\d{2})?)$' THEN
    RETURN value::timestamptz;
  END IF;
  RETURN value::timestamp AT TIME ZONE 'UTC';
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Minutes from one instant to another (negative when `till` is earlier), null when either is unknown.
CREATE OR REPLACE FUNCTION slotboard_minutes(since timestamptz, till timestamptz) RETURNS float8
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT date_part('epoch', till - since) / 60 $$;
--> statement-breakpoint
-- One statement, so an existing mirror is rewritten once, not nine times.
ALTER TABLE "reservation_mirror"
  ADD COLUMN "report_branch" text GENERATED ALWAYS AS (lower(nullif(record ->> 'BranchOfficeId', ''))) STORED,
  ADD COLUMN "report_carrier" text GENERATED ALWAYS AS (coalesce(record ->> 'Carrier', '')) STORED NOT NULL,
  ADD COLUMN "report_status" text GENERATED ALWAYS AS (coalesce(record ->> 'ApprovalStatus', '')) STORED NOT NULL,
  ADD COLUMN "report_arrival" timestamp with time zone GENERATED ALWAYS AS (slotboard_utc(record ->> 'RealGateVehicleArrivalUtc')) STORED,
  ADD COLUMN "report_departure" timestamp with time zone GENERATED ALWAYS AS (slotboard_utc(record ->> 'RealGateVehicleDepartureUtc')) STORED,
  ADD COLUMN "report_not_arrived" boolean GENERATED ALWAYS AS (coalesce((record ->> 'CarrierNotArrived') = 'true', false)) STORED NOT NULL,
  ADD COLUMN "report_delay" double precision GENERATED ALWAYS AS (slotboard_minutes(start_utc, slotboard_utc(record ->> 'RealGateVehicleArrivalUtc'))) STORED,
  ADD COLUMN "report_dwell" double precision GENERATED ALWAYS AS (slotboard_minutes(slotboard_utc(record ->> 'RealGateVehicleArrivalUtc'), slotboard_utc(record ->> 'RealGateVehicleDepartureUtc'))) STORED,
  ADD COLUMN "report_turnaround" double precision GENERATED ALWAYS AS (case when slotboard_utc(record ->> 'RealGateVehicleArrivalUtc') is not null then slotboard_minutes(greatest(slotboard_utc(record ->> 'RealGateVehicleArrivalUtc'), start_utc), slotboard_utc(record ->> 'RealGateVehicleDepartureUtc')) end) STORED;
--> statement-breakpoint
-- A report reads this index alone (PostgreSQL's index-only scan, where the table is vacuumed): a year of a branch
-- office is some 30 MB of index against some 300 MB of records.
CREATE INDEX IF NOT EXISTS "reservation_mirror_report_idx" ON "reservation_mirror" ("environment", "start_utc")
  INCLUDE ("end_utc", "resource_id", "report_branch", "report_carrier", "report_status", "report_arrival", "report_departure",
    "report_not_arrived", "report_delay", "report_dwell", "report_turnaround")
  WHERE "deleted_at" IS NULL AND "gone_at" IS NULL;
