// Add, edit and delete a typed-in balance. Every write is filtered by the owning user: another user's
// id changes nothing and reads as "not found". An edit re-dates the balance (enteredAt = now).
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import type { ManualBalanceInput } from "./manual-balance-schema";

const data = (input: ManualBalanceInput) => ({
  programCode: input.programCode,
  balance: input.balance,
  expirationDate: input.expirationDate ? new Date(`${input.expirationDate}T00:00:00Z`) : null,
  owner: input.owner,
});

export async function addManualBalance(userId: string, input: ManualBalanceInput): Promise<{ id: string }> {
  return db.manualBalance.create({ data: { userId, ...data(input) }, select: { id: true } });
}

export async function updateManualBalance(
  userId: string,
  id: string,
  input: ManualBalanceInput,
): Promise<void> {
  const { count } = await db.manualBalance.updateMany({
    where: { id, userId },
    data: { ...data(input), enteredAt: new Date() },
  });
  if (count === 0) throw notFound("No such balance");
}

export async function deleteManualBalance(userId: string, id: string): Promise<void> {
  const { count } = await db.manualBalance.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound("No such balance");
}
