-- Every email keeps its own version of a reservation (issue 34, house style rule 20): an email's
-- Itinerary rows are keyed "mail:<email id>:<type>:<confirmation>" instead of
-- "mail:<type>:<confirmation>" shared by every email. A row stored before belongs to the email that
-- wrote it last (Itinerary."emailId"); it takes that email's key. No schema change.
UPDATE "Itinerary"
SET "sourceKey" = 'mail:' || "emailId" || ':' || substr("sourceKey", 6)
WHERE "emailId" IS NOT NULL
  AND "sourceKey" LIKE 'mail:%'
  AND "sourceKey" NOT LIKE 'mail:' || "emailId" || ':%';
