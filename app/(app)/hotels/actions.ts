"use server";
import { requireUser } from "@/lib/auth/require-user";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

/** Ask the worker to refresh the hotel program list now. */
export async function refreshHotelProgramsAction(): Promise<{ queued: boolean }> {
  await requireUser();
  const id = await enqueueJob("refreshHotelProviders", { reason: "user" }, { singletonKey: "user-refresh" });
  return { queued: id !== null };
}
