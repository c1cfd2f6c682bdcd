-- Money as exact numbers (issue 11 item 6).
--
-- Cash amounts become integers of their currency's minor unit, beside the currency they are in: the
-- exponent of each currency is lib/money/currency-digits.ts (0 for JPY, KRW, IDR…, 3 for KWD, BHD…,
-- else 2), written out below so this migration converts old rows exactly as the code now writes new
-- ones. A double becomes numeric first (PostgreSQL keeps its shortest exact decimal, 5.6 → 5.6, not
-- 5.5999…) and is then scaled and rounded half away from zero, as lib/money/minor-units.ts does.
-- Columns are renamed (taxes → taxesMinor…) so no reader can mistake cents for dollars.
--
-- Loyalty and business balances are counts of points, some programs' fractional: numeric(20,4).

-- Flight routes and price calendar: taxes and fees in minor units of "currency".
ALTER TABLE "FlightRoute" RENAME COLUMN "taxes" TO "taxesMinor";
ALTER TABLE "FlightRoute" RENAME COLUMN "fees" TO "feesMinor";
ALTER TABLE "FlightRoute"
  ALTER COLUMN "taxesMinor" TYPE INTEGER USING round("taxesMinor"::numeric * CASE WHEN upper("currency") IN ('AFN', 'ALL', 'BIF', 'CLP', 'COP', 'DJF', 'GNF', 'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'JPY', 'KMF', 'KPW', 'KRW', 'LAK', 'LBP', 'MGA', 'MMK', 'PKR', 'PYG', 'RWF', 'SLL', 'SOS', 'SYP', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'YER') THEN 1 WHEN upper("currency") IN ('BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 1000 ELSE 100 END)::integer,
  ALTER COLUMN "feesMinor" TYPE INTEGER USING round("feesMinor"::numeric * CASE WHEN upper("currency") IN ('AFN', 'ALL', 'BIF', 'CLP', 'COP', 'DJF', 'GNF', 'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'JPY', 'KMF', 'KPW', 'KRW', 'LAK', 'LBP', 'MGA', 'MMK', 'PKR', 'PYG', 'RWF', 'SLL', 'SOS', 'SYP', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'YER') THEN 1 WHEN upper("currency") IN ('BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 1000 ELSE 100 END)::integer;

ALTER TABLE "FlightCalendarDay" RENAME COLUMN "taxes" TO "taxesMinor";
ALTER TABLE "FlightCalendarDay"
  ALTER COLUMN "taxesMinor" TYPE INTEGER USING round("taxesMinor"::numeric * CASE WHEN upper("currency") IN ('AFN', 'ALL', 'BIF', 'CLP', 'COP', 'DJF', 'GNF', 'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'JPY', 'KMF', 'KPW', 'KRW', 'LAK', 'LBP', 'MGA', 'MMK', 'PKR', 'PYG', 'RWF', 'SLL', 'SOS', 'SYP', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'YER') THEN 1 WHEN upper("currency") IN ('BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 1000 ELSE 100 END)::integer;

-- Hotels: B3 cash prices are USD (spec 1 B3), now said by a column; cents.
ALTER TABLE "HotelResult" ADD COLUMN "currency" TEXT NOT NULL DEFAULT 'USD';
ALTER TABLE "HotelResult" RENAME COLUMN "cashPerNight" TO "cashPerNightMinor";
ALTER TABLE "HotelResult" RENAME COLUMN "cheapestCopay" TO "cheapestCopayMinor";
ALTER TABLE "HotelResult"
  ALTER COLUMN "cashPerNightMinor" TYPE INTEGER USING round("cashPerNightMinor"::numeric * 100)::integer,
  ALTER COLUMN "cheapestCopayMinor" TYPE INTEGER USING round("cheapestCopayMinor"::numeric * 100)::integer;

-- Each stored rate's co-pay (rooms[].rates[].cashPerNight, USD) → cashPerNightMinor (cents), in place,
-- keeping the order of rooms and rates.
UPDATE "HotelResult" h SET "rooms" = (
  SELECT COALESCE(jsonb_agg(
    CASE WHEN jsonb_typeof(room -> 'rates') = 'array' THEN jsonb_set(room, '{rates}', (
      SELECT COALESCE(jsonb_agg(
        (rate - 'cashPerNight') || jsonb_build_object('cashPerNightMinor',
          CASE WHEN jsonb_typeof(rate -> 'cashPerNight') = 'number'
            THEN to_jsonb(round((rate ->> 'cashPerNight')::numeric * 100)::integer) ELSE 'null'::jsonb END)
        ORDER BY rate_no), '[]'::jsonb)
      FROM jsonb_array_elements(room -> 'rates') WITH ORDINALITY AS r(rate, rate_no)))
    ELSE room END
    ORDER BY room_no), '[]'::jsonb)
  FROM jsonb_array_elements(h."rooms") WITH ORDINALITY AS x(room, room_no))
WHERE jsonb_typeof(h."rooms") = 'array';

-- Balances: exact decimals.
ALTER TABLE "LoyaltyAccount"
  ALTER COLUMN "balance" TYPE DECIMAL(20,4) USING "balance"::numeric,
  ALTER COLUMN "previousBalance" TYPE DECIMAL(20,4) USING "previousBalance"::numeric;
ALTER TABLE "LoyaltyHistoryRow" ALTER COLUMN "miles" TYPE DECIMAL(20,4) USING "miles"::numeric;
ALTER TABLE "LoyaltyBalanceSnapshot" ALTER COLUMN "balance" TYPE DECIMAL(20,4) USING "balance"::numeric;
ALTER TABLE "BusinessAccount" ALTER COLUMN "balanceRaw" TYPE DECIMAL(20,4) USING "balanceRaw"::numeric;
