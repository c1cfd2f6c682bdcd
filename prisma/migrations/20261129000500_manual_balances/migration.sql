-- Balances the user types in (issue 36): never sent to any service. Deleted with their user.
CREATE TABLE "ManualBalance" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "programCode" TEXT NOT NULL,
    "balance" INTEGER NOT NULL,
    "expirationDate" DATE,
    "owner" TEXT,
    "enteredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ManualBalance_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "ManualBalance_userId_idx" ON "ManualBalance"("userId");

ALTER TABLE "ManualBalance" ADD CONSTRAINT "ManualBalance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
