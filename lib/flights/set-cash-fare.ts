// Saves (or clears) the cash fare per person of one of the user's flight searches (issue 36 item 5).
// The amount is in the search's own currency (its params), stored as exact minor units.
import "server-only";
import { db } from "@/lib/db";
import { toMinorUnits } from "@/lib/money/minor-units";
import { storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { readStored } from "@/lib/validation/read-stored";

/** The stored minor units, or undefined when the search is not this user's flight search. */
export async function setCashFare(
  userId: string,
  searchId: string,
  amount: number | null,
): Promise<{ cashFareMinor: number | null } | undefined> {
  const search = await db.awardSearch.findFirst({
    where: { id: searchId, userId, service: "flights" },
    select: { params: true },
  });
  if (!search) return undefined;
  const { currency } = readStored(
    storedFlightParamsSchema,
    search.params,
    `AwardSearch.params of ${searchId}`,
  );
  const cashFareMinor = amount === null ? null : toMinorUnits(amount, currency);
  await db.awardSearch.updateMany({
    where: { id: searchId, userId, service: "flights" },
    data: { cashFareMinor },
  });
  return { cashFareMinor };
}
