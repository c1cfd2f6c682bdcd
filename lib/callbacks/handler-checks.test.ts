// Every callback handler parses its body before the 200 with a parser compiled from its zod schema
// (lib/validation/compile-check.ts), and normalizes what that parser built. These tests hold the two
// to the same answers and the same parsed values on the bodies the simulator really sends and on
// thousands of mutations of them, and check that the request ids the receiver reads from the raw
// body are the ones the handler normalizes.
import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { CALLBACK_HANDLERS } from "@/lib/callbacks/handlers";
import type { CallbackHandler } from "@/lib/callbacks/types";
import { mutations } from "@/lib/test/mutate-json";
import { flightBodies, hotelBodies, loyaltyBodies } from "@/lib/test/simulator-bodies";
import { hotel, rate, room } from "@/lib/services/hotels/result-fixtures";
import { route, segment } from "@/lib/services/flights/result-fixtures";
import { cachedParse, INVALID } from "@/lib/validation/compile-check";

const bodies: Record<string, unknown[]> = {};

beforeAll(async () => {
  const email = (requestId: string, extra: Record<string, unknown> = {}) => ({
    apiVersion: 2,
    requestId,
    status: "success",
    metadata: { from: { email: "x@example.test" } },
    parsingMethod: "auto",
    ...extra,
  });
  bodies.flights = [
    ...(await flightBodies()),
    // Both quirk variants the spec names: airlineCode instead of airline, a bare-string cabin.
    {
      requestId: "f-1",
      state: 1,
      routes: [
        route({
          standardItineraryCOS: "business",
          segments: [segment({ airline: undefined, airlineCode: "LH" })],
        }),
      ],
    },
  ];
  bodies.hotels = [
    ...(await hotelBodies()),
    {
      requestId: "h-1",
      state: "success",
      hotels: [
        hotel({ pointsPerNight: undefined, rooms: [room({ rates: [rate({ pointsPerNight: 12000 })] })] }),
      ],
    },
  ];
  const loyalty = await loyaltyBodies();
  // A single result is a loose object: unknown `method`/`response` fields must not make it a package.
  bodies.loyalty = [...loyalty, { ...(loyalty[0] as object), method: "account", response: [null] }];
  bodies.email = [email("e-1"), email("e-2", { apiVersion: "2", status: "queued", userData: "u" })];
  bodies.mailboxes = bodies.email;
});

const handlers = Object.values(CALLBACK_HANDLERS) as CallbackHandler<unknown>[];

it("the simulator bodies cover what the schemas have to handle", () => {
  const has = (name: string, test: (b: Record<string, unknown[] | undefined>) => unknown) =>
    bodies[name]!.some((b) => test(b as Record<string, unknown[] | undefined>));
  expect(has("flights", (b) => b.routes?.length)).toBe(true);
  expect(has("flights", (b) => b.calendar?.length)).toBe(true);
  expect(has("hotels", (b) => (b.hotels as { preview?: string }[] | undefined)?.some((h) => h.preview))).toBe(
    true,
  );
  expect(has("loyalty", (b) => b.history)).toBe(true);
  expect(has("loyalty", (b) => b.response)).toBe(true);
});

describe.each(handlers.map((h) => [h.name, h] as const))("%s callbacks", (name, handler) => {
  it("compile to a parser (no zod fallback on the hot path)", () => {
    expect(cachedParse(handler.schema)).not.toBeNull();
  });

  it("accept every body the simulator sends as zod does", () => {
    const parse = cachedParse(handler.schema)!;
    expect(bodies[name]!.length).toBeGreaterThan(1);
    for (const body of bodies[name]!) {
      const zod = handler.schema.safeParse(body);
      expect(zod.success, JSON.stringify(body).slice(0, 300)).toBe(true);
      expect(parse(body)).toStrictEqual(zod.data);
    }
  });

  it("agree with the schema on every mutation of those bodies, value for value", () => {
    const parse = cachedParse(handler.schema)!;
    const disagreements: string[] = [];
    let refused = 0;
    for (const body of bodies[name]!.slice(0, 6)) {
      for (const m of mutations(body, 120)) {
        const zod = handler.schema.safeParse(m.value);
        if (!zod.success) refused++;
        const out = parse(m.value);
        if ((out !== INVALID) !== zod.success) disagreements.push(`${m.path}: zod ${zod.success}`);
        else if (zod.success && !isDeepStrictEqual(out, zod.data))
          disagreements.push(`${m.path}: another value than zod's`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(refused).toBeGreaterThan(100); // the mutations do hit the rules
  });
});
