// One user search → one AwardSearch row and one request per selected program, sent concurrently.
// The caller (the service's own layer) has already refused invalid input; nothing here is sent
// before validation.
import "server-only";
import type { ProgramAccountChoice } from "@/lib/award-search/search-account";
import { sendProgramRequest } from "@/lib/award-search/send-program-request";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export interface NewAwardSearch<P> {
  userId: string;
  params: P; // stored for history; must not contain secrets
  summary: string;
  /** One request each. `params`: that request's own, when a search sends several per program
   *  (hotels' flexible dates: one check-in each); stored on its AwardRequest. Default: `params`. */
  programs: { providerCode: string; account: ProgramAccountChoice; params?: P }[];
  /** The services' priority (1–9); a background run (a watch) asks low, default: a user waiting. */
  priority?: number;
}

export async function createAwardSearch<P, R>(
  adapter: AwardServiceAdapter<P, R>,
  input: NewAwardSearch<P>,
): Promise<string> {
  const search = await db.awardSearch.create({
    data: {
      userId: input.userId,
      service: adapter.service,
      params: input.params as Prisma.InputJsonValue,
      summary: input.summary,
    },
    select: { id: true },
  });
  await Promise.all(
    input.programs.map((p) =>
      sendProgramRequest(adapter, {
        userId: input.userId,
        searchId: search.id,
        providerCode: p.providerCode,
        params: p.params ?? input.params,
        ownParams: p.params !== undefined,
        account: p.account,
        priority: input.priority,
      }),
    ),
  );
  return search.id;
}
