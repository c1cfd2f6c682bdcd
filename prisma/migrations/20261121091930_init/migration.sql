-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "passwordHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInAttempt" (
    "id" BIGSERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceRequest" (
    "id" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "userId" TEXT,
    "kind" TEXT NOT NULL,
    "parentId" TEXT,
    "state" INTEGER NOT NULL DEFAULT 0,
    "stateText" TEXT,
    "message" TEXT,
    "payload" JSONB,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),
    "lastPolledAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CallbackDelivery" (
    "id" BIGSERIAL NOT NULL,
    "service" TEXT NOT NULL,
    "requestId" TEXT,
    "outcome" TEXT NOT NULL,
    "detail" TEXT,
    "bodyHash" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CallbackDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CallbackReceipt" (
    "service" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "bodyHash" TEXT NOT NULL,
    "storedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CallbackReceipt_pkey" PRIMARY KEY ("service","requestId","bodyHash")
);

-- CreateTable
CREATE TABLE "ProviderCatalog" (
    "service" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "fetchedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProviderCatalog_pkey" PRIMARY KEY ("service","code")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "SignInAttempt_email_createdAt_idx" ON "SignInAttempt"("email", "createdAt");

-- CreateIndex
CREATE INDEX "SignInAttempt_ip_createdAt_idx" ON "SignInAttempt"("ip", "createdAt");

-- CreateIndex
CREATE INDEX "ServiceRequest_parentId_idx" ON "ServiceRequest"("parentId");

-- CreateIndex
CREATE INDEX "ServiceRequest_userId_sentAt_idx" ON "ServiceRequest"("userId", "sentAt");

-- CreateIndex
CREATE INDEX "ServiceRequest_service_state_sentAt_idx" ON "ServiceRequest"("service", "state", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceRequest_service_requestId_key" ON "ServiceRequest"("service", "requestId");

-- CreateIndex
CREATE INDEX "CallbackDelivery_service_requestId_idx" ON "CallbackDelivery"("service", "requestId");

-- CreateIndex
CREATE INDEX "CallbackDelivery_receivedAt_idx" ON "CallbackDelivery"("receivedAt");

-- CreateIndex
CREATE INDEX "ProviderCatalog_service_active_idx" ON "ProviderCatalog"("service", "active");

-- AddForeignKey
ALTER TABLE "ServiceRequest" ADD CONSTRAINT "ServiceRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
