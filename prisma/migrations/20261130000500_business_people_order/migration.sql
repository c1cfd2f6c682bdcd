-- The /business people list reads one page in its order (members first, then by name) through this
-- index instead of sorting every person of the business (issue 39 item 1).
CREATE INDEX "BusinessPerson_userId_kind_fullName_id_idx" ON "BusinessPerson"("userId", "kind", "fullName", "id");
