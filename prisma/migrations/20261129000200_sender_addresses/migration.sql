-- Forwarded mail only from the user's own addresses (issue 34 item 2): the addresses added in
-- Settings, and the sender of a held email (status "held") to approve.
ALTER TABLE "EmailMessage" ADD COLUMN "heldSender" TEXT;

CREATE TABLE "SenderAddress" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SenderAddress_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "SenderAddress_userId_address_key" ON "SenderAddress"("userId", "address");

ALTER TABLE "SenderAddress" ADD CONSTRAINT "SenderAddress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "EmailSettings"("userId") ON DELETE CASCADE ON UPDATE CASCADE;
