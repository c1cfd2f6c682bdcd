-- An added sender address is confirmed by a link sent to it when a mail relay is configured
-- (issue 34 item 2). Addresses added before were trusted at once: they count as confirmed.
ALTER TABLE "SenderAddress" ADD COLUMN "confirmedAt" TIMESTAMP(3);
UPDATE "SenderAddress" SET "confirmedAt" = "createdAt";
