"use server";
// Server actions for the card pages: the wallet toggle and the on-demand listing refresh.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireUser } from "@/lib/auth/require-user";
import { setWalletCard } from "@/lib/cards/set-wallet-card";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

const walletInput = z.object({ cardId: z.number().int().positive(), held: z.boolean() });

/** Mark a card as one the user holds (or not); re-renders the card pages. */
export async function setWalletCardAction(input: {
  cardId: number;
  held: boolean;
}): Promise<{ ok: boolean }> {
  const user = await requireUser();
  const parsed = walletInput.safeParse(input);
  if (!parsed.success) return { ok: false };
  await setWalletCard(user.id, parsed.data.cardId, parsed.data.held);
  revalidatePath("/cards", "layout");
  return { ok: true };
}

/** Ask the worker to refresh the card listing now (conditional request; cheap when unchanged). */
export async function refreshCardsAction(): Promise<{ queued: boolean }> {
  await requireUser();
  const id = await enqueueJob("refreshCardListing", { reason: "user" }, { singletonKey: "user-refresh" });
  return { queued: id !== null };
}
