"use server";
import { requireUser } from "@/lib/auth/require-user";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

/** Ask the worker to refresh the flight program list now. */
export async function refreshProgramsAction(): Promise<{ queued: boolean }> {
  await requireUser();
  const id = await enqueueJob("refreshFlightProviders", { reason: "user" }, { singletonKey: "user-refresh" });
  return { queued: id !== null };
}
