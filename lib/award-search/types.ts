// The contract between the generic award-search machinery (this folder) and one service
// (flights now, hotels next). Everything service-specific sits behind AwardServiceAdapter.
import type { z } from "zod";
import type { CallbackHandler } from "@/lib/callbacks/types";

// A type, not an interface: a plain object type is assignable to Prisma's JSON input without a cast.
export type PartProgress = {
  state: number;
  message: string;
};
/** Progress per part of one program's request, e.g. { singleDate, calendar } for flights, { main } for hotels. */
export type Parts = Record<string, PartProgress>;

export interface SearchAccountInput {
  login: string;
  login2?: string;
  password: string;
  answers?: { question: string; answer: string }[];
  browserState?: string;
}

export interface SendInput<P> {
  params: P;
  providerCode: string;
  userData: string;
  callbackUrl: string;
  priority: number;
  timeoutSeconds: number;
  account?: SearchAccountInput;
}

export interface AwardServiceAdapter<P, R> {
  service: "flights" | "hotels";
  /** How AwardSearch.params is read back (answer, retry): parsed, never cast. */
  paramsSchema: z.ZodType<P>;
  /** ServiceRequest.kind of each program request. */
  kind: string;
  /** Parts a program's request will report, in display order. */
  partsFor(params: P, providerCode: string): string[];
  /** Send one program's request to the service. */
  send(input: SendInput<P>): Promise<{ requestId: string }>;
  /** GET the current result (polling fallback). */
  getResults(requestId: string): Promise<R>;
  /** The service's callback handler: polled results are stored through the same pipeline. */
  callback: CallbackHandler<R>;
}
