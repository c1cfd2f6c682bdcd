// Fuzzing (issue 18): every form schema (flight and hotel search, loyalty credentials from arbitrary
// program descriptors, sign-in, sign-up) on arbitrary and mutated input never throws; it either
// refuses with a message on a field, or accepts a value that keeps the schema's own rules.
// A few hundred cases in `npm test`; FUZZ_RUNS=5000 for the long mode.
import fc from "fast-check";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "@/lib/env";
import { signInSchema, signUpSchema } from "@/lib/auth/credentials-schema";
import { flightSearchFormSchema } from "@/lib/flights/search-form-schema";
import { hotelSearchFormSchema, MAX_NIGHTS, nightsBetween } from "@/lib/hotels/search-form-schema";
import { credentialFields } from "@/lib/loyalty-accounts/credential-form";
import { credentialSchema } from "@/lib/loyalty-accounts/credential-schema";
import { mutations } from "@/lib/test/mutate-json";

const RUNS = fuzzRuns(200);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Parses without throwing; a refusal names a field (or the form) with a non-empty message. */
function check<T>(schema: z.ZodType<T>, input: unknown): T | undefined {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  expect(r.error.issues.length).toBeGreaterThan(0);
  for (const issue of r.error.issues) expect(issue.message, JSON.stringify(issue)).toMatch(/\S/);
  return undefined;
}

/** Arbitrary values in the shapes forms really receive: strings, numbers, arrays, nested objects. */
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);
const overrides = (keys: string[]) =>
  fc.dictionary(fc.constantFrom(...keys, "extra"), anyValue, { maxKeys: 4 });

/** Every systematic mutation of a good value, then random overrides of its fields. */
function fuzzForm<T>(
  name: string,
  schema: z.ZodType<T>,
  good: Record<string, unknown>,
  invariant: (v: T) => void,
) {
  describe(`${name} form under fuzzing`, () => {
    it("accepts the good value", () => {
      const v = check(schema, good);
      expect(v).toBeDefined();
      invariant(v!);
    });

    it("systematic mutations: a field message or a value that keeps the rules", () => {
      let refused = 0;
      for (const m of mutations(good, 200)) {
        const v = check(schema, m.value);
        if (v === undefined) refused++;
        else invariant(v);
      }
      expect(refused).toBeGreaterThan(10);
    });

    it("random overrides and arbitrary values", () => {
      fc.assert(
        fc.property(
          fc.oneof(
            overrides(Object.keys(good)).map((o) => ({ ...good, ...o })),
            anyValue,
          ),
          (input) => {
            const v = check(schema, input);
            if (v !== undefined) invariant(v);
          },
        ),
        { numRuns: RUNS },
      );
    });
  });
}

fuzzForm(
  "flight search",
  flightSearchFormSchema,
  {
    programs: ["united"],
    from: "JFK",
    to: "LHR",
    date: inDays(30),
    cabins: ["business"],
    adults: 1,
    currency: "USD",
  },
  (v) => {
    expect(v.from).not.toBe(v.to);
    expect(v.from).toMatch(/^[A-Z]{3}$/);
    expect(v.priority).toBeGreaterThanOrEqual(1);
    expect(v.priority).toBeLessThanOrEqual(9);
    expect(Number.isInteger(v.adults) && v.adults >= 1 && v.adults <= 9).toBe(true);
    expect(v.programs.length).toBeGreaterThan(0);
    for (const c of Object.values(v.credentials))
      expect(c.login.length && c.password.length).toBeGreaterThan(0);
  },
);

fuzzForm(
  "hotel search",
  hotelSearchFormSchema,
  {
    programs: ["marriott"],
    destination: "Lisbon, Portugal",
    checkIn: inDays(30),
    checkOut: inDays(33),
    rooms: 1,
    adults: 2,
    kids: 0,
  },
  (v) => {
    const nights = nightsBetween(v.checkIn, v.checkOut);
    expect(nights >= 1 && nights <= MAX_NIGHTS).toBe(true);
    expect(v.destination.trim()).toBe(v.destination);
    expect(v.destination.length).toBeGreaterThan(0);
    expect([1, 2]).toContain(v.rooms);
  },
);

fuzzForm("sign-in", signInSchema, { email: "demo@milepost.test", password: "milepost-demo" }, (v) => {
  expect(v.email).toBe(v.email.trim().toLowerCase());
  expect(v.password.length).toBeGreaterThan(0);
});

fuzzForm(
  "sign-up",
  signUpSchema,
  { name: "Ada", email: "ada@example.test", password: "a long enough password" },
  (v) => {
    expect(v.password.length).toBeGreaterThanOrEqual(10);
    expect(Buffer.byteLength(v.password)).toBeLessThanOrEqual(72);
    expect(v.email).toBe(v.email.trim().toLowerCase());
  },
);

describe("loyalty credential forms under fuzzing", () => {
  // Program descriptors come from the loyalty service: arbitrary ones must still build a form whose
  // schema never throws and whose accepted values keep the required/option rules.
  const descriptor = fc.option(
    fc.record({
      code: fc.string(),
      title: fc.option(fc.string(), { nil: undefined }),
      required: fc.option(fc.boolean(), { nil: undefined }),
      options: fc.option(
        fc.array(fc.record({ code: fc.string({ maxLength: 4 }), name: fc.string() }), { maxLength: 4 }),
        { nil: undefined },
      ),
      defaultValue: fc.option(fc.string(), { nil: undefined }),
    }),
    { nil: null },
  );
  it("never throws; accepted values meet required fields and options", () => {
    fc.assert(
      fc.property(
        descriptor,
        descriptor,
        descriptor,
        descriptor,
        fc.dictionary(fc.constantFrom("login", "login2", "login3", "password", "x"), anyValue),
        (login, login2, login3, password, values) => {
          const fields = credentialFields({ login, login2, login3, password } as Parameters<
            typeof credentialFields
          >[0]);
          const v = check(credentialSchema(fields), values) as Record<string, string | undefined> | undefined;
          if (!v) return;
          for (const f of fields) {
            const value = v[f.name];
            if (f.required) expect(value?.length).toBeGreaterThan(0);
            if (value && f.input === "select") expect(f.options.map((o) => o.value)).toContain(value);
            if (value) expect(value.length).toBeLessThanOrEqual(200);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
