-- A program request's own params when a search sends several per program (hotels' flexible
-- check-in days, flights' legs × days; issue 38); null = the search's params.
ALTER TABLE "AwardRequest" ADD COLUMN "params" JSONB;
