// Hotel search results (spec 1, B3). The state is a string; the spec only shows "success".
// Choice: "success" → 1 (final); "pending"/"queued"/"running" → 0; any other string is a final
// failure (6) whose text is kept in stateText and shown to the user.
import { z } from "zod";
import type { CallbackHandler } from "@/lib/callbacks/types";

export const hotelResultEnvelope = z.looseObject({
  requestId: z.string().min(1),
  userData: z.string().optional(),
  state: z.string().min(1),
  message: z.string().optional(),
  requestDate: z.string().optional(),
});

export function hotelStateCode(state: string): number {
  const s = state.toLowerCase();
  if (s === "success") return 1;
  if (s === "pending" || s === "queued" || s === "running") return 0;
  return 6;
}

export const hotelsCallback: CallbackHandler<z.infer<typeof hotelResultEnvelope>> = {
  name: "hotels",
  credentials: "hotels",
  schema: hotelResultEnvelope,
  items: (body) => [
    { requestId: body.requestId, state: hotelStateCode(body.state), stateText: body.state, message: body.message, body },
  ],
};
