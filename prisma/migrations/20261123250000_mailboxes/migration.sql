-- Connected mailboxes (issue 15) and their hosted sign-in attempts.
CREATE TABLE "Mailbox" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "serviceMailboxId" TEXT NOT NULL,
    "ownerTag" TEXT NOT NULL,
    "login" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "startFrom" DATE,
    "listen" BOOLEAN NOT NULL DEFAULT false,
    "emailsRead" INTEGER NOT NULL DEFAULT 0,
    "stateAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "disconnectedAt" TIMESTAMP(3),

    CONSTRAINT "Mailbox_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "MailboxAuthAttempt" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "nonceHash" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailboxAuthAttempt_pkey" PRIMARY KEY ("id")
);

ALTER TABLE "EmailMessage" ADD COLUMN "mailboxId" TEXT;

CREATE UNIQUE INDEX "Mailbox_serviceMailboxId_ownerTag_key" ON "Mailbox"("serviceMailboxId", "ownerTag");
CREATE INDEX "Mailbox_userId_disconnectedAt_idx" ON "Mailbox"("userId", "disconnectedAt");
CREATE UNIQUE INDEX "MailboxAuthAttempt_nonceHash_key" ON "MailboxAuthAttempt"("nonceHash");
CREATE INDEX "MailboxAuthAttempt_userId_createdAt_idx" ON "MailboxAuthAttempt"("userId", "createdAt");
CREATE INDEX "EmailMessage_mailboxId_idx" ON "EmailMessage"("mailboxId");

ALTER TABLE "Mailbox" ADD CONSTRAINT "Mailbox_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MailboxAuthAttempt" ADD CONSTRAINT "MailboxAuthAttempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_mailboxId_fkey" FOREIGN KEY ("mailboxId") REFERENCES "Mailbox"("id") ON DELETE SET NULL ON UPDATE CASCADE;
