// Every background job: its payload schema, retry policy, optional schedule, and handler.
// Handlers must be safe to run twice (pg-boss delivers at least once).
import "server-only";
import { z } from "zod";
import { refreshFlightProviders } from "@/lib/providers/refresh-flight-providers";

export interface JobDefinition<T extends z.ZodType = z.ZodType> {
  name: string;
  payload: T;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Cron (UTC) for periodic jobs. */
  cron?: string;
  handle(data: z.infer<T>): Promise<unknown>;
}

function define<T extends z.ZodType>(def: JobDefinition<T>): JobDefinition<T> {
  return def;
}

export const JOBS = {
  refreshFlightProviders: define({
    name: "refresh-flight-providers",
    payload: z.object({ reason: z.enum(["schedule", "startup", "user"]).default("schedule") }),
    retryLimit: 3,
    retryDelaySeconds: 30,
    cron: "17 */4 * * *", // every four hours: the spec says the list changes over time
    handle: () => refreshFlightProviders(),
  }),
} satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;
