-- The Accounts list (order linked) and the stored logins (by use, then as saved) read one user's
-- accounts in order through this index, a page at a time (issue 39 item 1).
CREATE INDEX "LoyaltyAccount_userId_service_createdAt_id_idx" ON "LoyaltyAccount"("userId", "service", "createdAt", "id");
