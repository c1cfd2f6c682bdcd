// Flight search results (spec 1, A3), both the main and the separate price-calendar callback.
import { z } from "zod";
import type { CallbackHandler } from "@/lib/callbacks/types";

// Envelope only: fields the pipeline needs. Routes and calendar are normalized by the flights domain.
export const flightResultEnvelope = z.looseObject({
  requestId: z.string().min(1),
  userData: z.string().optional(),
  state: z.number().int().min(0).max(11),
  message: z.string().optional(),
  requestDate: z.string().optional(),
});

export const flightsCallback: CallbackHandler<z.infer<typeof flightResultEnvelope>> = {
  name: "flights",
  credentials: "flights",
  schema: flightResultEnvelope,
  items: (body) => [{ requestId: body.requestId, state: body.state, message: body.message, body }],
};
