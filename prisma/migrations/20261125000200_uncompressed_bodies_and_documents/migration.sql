-- A callback body (the inbox) and a program's results document are written once and read whole.
-- PostgreSQL compressed each (pglz: lz4 is not built into the embedded server) on every write: at
-- 50 flight routes that was ~10 % of the database's CPU per delivery. Stored out of line, as they
-- are, they take 2 – 4 × the disk and the end-to-end path runs ~8 % faster (a steady-state loop of
-- receive + normalize, 742 → 801 deliveries a second; issue 17). Existing rows keep their
-- compressed copies until rewritten.
ALTER TABLE "CallbackInbox" ALTER COLUMN "body" SET STORAGE EXTERNAL;
ALTER TABLE "AwardResult" ALTER COLUMN "items" SET STORAGE EXTERNAL;
