/*
  Warnings:

  - You are about to drop the `CallbackReceipt` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropTable
DROP TABLE "CallbackReceipt";

-- CreateTable
CREATE TABLE "CallbackInbox" (
    "id" BIGSERIAL NOT NULL,
    "service" TEXT NOT NULL,
    "bodyHash" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "requestIds" TEXT[],
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,

    CONSTRAINT "CallbackInbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CallbackInbox_processedAt_idx" ON "CallbackInbox"("processedAt");

-- CreateIndex
CREATE UNIQUE INDEX "CallbackInbox_service_bodyHash_key" ON "CallbackInbox"("service", "bodyHash");
