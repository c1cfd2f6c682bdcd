"use server";
// Server actions of /timeline, posted by plain forms (no client JavaScript on the page for them):
// rename a trip, move an item between trips, merge two trips, reset the calendar feed address.
// Each input is checked with zod and every change is made on the signed-in user's own trips;
// the answer is a redirect back to the page, with `notice` saying what went wrong if anything did.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { requireUser } from "@/lib/auth/require-user";
import { editTrips } from "@/lib/timeline/edit-trips";
import { resetFeedAddress } from "@/lib/timeline/feed-address";
import { renameTrip } from "@/lib/timeline/rename-trip";

const key = z.string().min(1).max(200);
const view = z.enum(["upcoming", "past"]).catch("upcoming");
const renameInput = z.object({ tripKey: key, name: z.string().trim().min(1).max(120), view });
const editInput = z.discriminatedUnion("op", [
  z.object({ op: z.literal("move"), itemKey: key, to: z.enum(["previous", "next", "own"]), view }),
  z.object({ op: z.literal("merge"), tripKey: key, with: z.enum(["previous", "next"]), view }),
]);

const fields = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
const pageFor = (v: "upcoming" | "past", params: Record<string, string>) => {
  const q = new URLSearchParams(v === "past" ? { view: "past", ...params } : params);
  return `/timeline?${q.toString()}`;
};

export async function renameTripAction(form: FormData): Promise<void> {
  const user = await requireUser();
  const input = renameInput.safeParse(fields(form));
  const v = view.parse(form.get("view"));
  if (!input.success) redirect(pageFor(v, { trip: String(form.get("tripKey") ?? ""), notice: "bad-name" }));
  const trip = await renameTrip(user.id, input.data.tripKey, input.data.name);
  revalidatePath("/timeline");
  redirect(pageFor(v, trip ? { trip: trip.key } : { notice: "no-trip" }));
}

export async function editTripAction(form: FormData): Promise<void> {
  const user = await requireUser();
  const input = editInput.safeParse(fields(form));
  const v = view.parse(form.get("view"));
  if (!input.success) redirect(pageFor(v, { notice: "bad-edit" }));
  const { view: _view, ...edit } = input.data;
  const result = await editTrips(user.id, edit);
  revalidatePath("/timeline");
  redirect(pageFor(v, "refused" in result ? { notice: result.refused } : { trip: result.tripKey }));
}

export async function resetFeedAction(): Promise<void> {
  const user = await requireUser();
  await resetFeedAddress(user.id);
  revalidatePath("/timeline");
  redirect("/timeline?notice=feed-reset");
}
