-- CreateTable
CREATE TABLE "BusinessConnection" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "apiKeySealed" TEXT NOT NULL,
    "apiKeyLast4" TEXT NOT NULL,
    "lastSyncAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessPerson" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "remoteId" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "email" TEXT,
    "forwardingEmail" TEXT,
    "userName" TEXT,
    "status" TEXT,
    "accessLevel" TEXT,
    "connectionType" TEXT,
    "accountsAccessLevel" TEXT,
    "level" INTEGER NOT NULL,
    "accountsSharedByDefault" BOOLEAN,
    "editConnectionUrl" TEXT,
    "editMemberUrl" TEXT,
    "accountListUrl" TEXT,
    "timelineUrl" TEXT,
    "bookingRequestsUrl" TEXT,
    "removedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessPerson_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessAccount" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "personId" TEXT NOT NULL,
    "remoteId" INTEGER NOT NULL,
    "indexChangeDate" TIMESTAMP(3),
    "code" TEXT,
    "displayName" TEXT,
    "kind" TEXT,
    "login" TEXT,
    "autologinUrl" TEXT,
    "updateUrl" TEXT,
    "editUrl" TEXT,
    "balanceText" TEXT,
    "balanceRaw" DOUBLE PRECISION,
    "lastDetectedChange" TEXT,
    "expirationDate" TIMESTAMP(3),
    "barcode" TEXT,
    "owner" TEXT,
    "errorCode" INTEGER,
    "errorMessage" TEXT,
    "lastChangeDate" TIMESTAMP(3),
    "lastRetrieveDate" TIMESTAMP(3),
    "properties" JSONB,
    "subAccounts" JSONB,
    "history" JSONB,
    "fetchedAt" TIMESTAMP(3),
    "lastError" TEXT,
    "lastErrorAt" TIMESTAMP(3),
    "removedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessInvite" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "stateHash" TEXT NOT NULL,
    "access" INTEGER NOT NULL,
    "granularSharing" BOOLEAN NOT NULL,
    "url" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "remoteUserId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessInvite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessSyncRun" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "message" TEXT,
    "peopleCount" INTEGER NOT NULL DEFAULT 0,
    "accountsTotal" INTEGER NOT NULL DEFAULT 0,
    "accountsToFetch" INTEGER NOT NULL DEFAULT 0,
    "accountsFetched" INTEGER NOT NULL DEFAULT 0,
    "accountsFailed" INTEGER NOT NULL DEFAULT 0,
    "accountsRemoved" INTEGER NOT NULL DEFAULT 0,
    "calls" INTEGER NOT NULL DEFAULT 0,
    "waitedMs" INTEGER NOT NULL DEFAULT 0,
    "failures" JSONB NOT NULL DEFAULT '[]',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "BusinessSyncRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessApiCall" (
    "id" BIGSERIAL NOT NULL,
    "connectionId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessApiCall_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BusinessConnection_userId_key" ON "BusinessConnection"("userId");

-- CreateIndex
CREATE INDEX "BusinessPerson_userId_idx" ON "BusinessPerson"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessPerson_connectionId_kind_remoteId_key" ON "BusinessPerson"("connectionId", "kind", "remoteId");

-- CreateIndex
CREATE INDEX "BusinessAccount_userId_idx" ON "BusinessAccount"("userId");

-- CreateIndex
CREATE INDEX "BusinessAccount_personId_idx" ON "BusinessAccount"("personId");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessAccount_connectionId_remoteId_key" ON "BusinessAccount"("connectionId", "remoteId");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessInvite_stateHash_key" ON "BusinessInvite"("stateHash");

-- CreateIndex
CREATE INDEX "BusinessInvite_userId_idx" ON "BusinessInvite"("userId");

-- CreateIndex
CREATE INDEX "BusinessSyncRun_connectionId_startedAt_idx" ON "BusinessSyncRun"("connectionId", "startedAt");

-- CreateIndex
CREATE INDEX "BusinessSyncRun_userId_idx" ON "BusinessSyncRun"("userId");

-- CreateIndex
CREATE INDEX "BusinessApiCall_connectionId_subject_at_idx" ON "BusinessApiCall"("connectionId", "subject", "at");

-- AddForeignKey
ALTER TABLE "BusinessConnection" ADD CONSTRAINT "BusinessConnection_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessPerson" ADD CONSTRAINT "BusinessPerson_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "BusinessConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessAccount" ADD CONSTRAINT "BusinessAccount_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "BusinessConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessAccount" ADD CONSTRAINT "BusinessAccount_personId_fkey" FOREIGN KEY ("personId") REFERENCES "BusinessPerson"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessInvite" ADD CONSTRAINT "BusinessInvite_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "BusinessConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessSyncRun" ADD CONSTRAINT "BusinessSyncRun_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "BusinessConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
