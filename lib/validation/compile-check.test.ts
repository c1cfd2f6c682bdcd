import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mutations } from "@/lib/test/mutate-json";
import { cachedCheck, compileCheck, UnsupportedSchemaError } from "./compile-check";

/** The check must agree with zod's safeParse on every value. */
function expectSameAcceptance(schema: z.ZodType, values: unknown[]) {
  const check = compileCheck(schema);
  const disagreements = values.filter((v) => check(v) !== schema.safeParse(v).success);
  expect(disagreements).toEqual([]);
}

const EDGE = [undefined, null, "", "abc", "ABCD", "😀", "a😀", "😀😀", "a😀b", "\ud800", "a\udc00", 0, -1, 1, 1.5, 5, 5.5, 2 ** 60, Number.NaN, Infinity, true, false, [], [1], ["a", "b"], {}, { a: 1 }];

describe("compileCheck", () => {
  it.each([
    ["string lengths", z.string().min(2).max(3)],
    ["code point lengths", z.string().min(1).max(1)],
    ["int schema", z.int()],
    ["exact length", z.string().length(3)],
    ["regex", z.string().regex(/^[A-Z]{3}$/)],
    ["global regex (lastIndex reset)", z.string().regex(/^a/g)],
    ["int", z.number().int()],
    ["bounds", z.number().min(0).max(5)],
    ["exclusive bounds", z.number().positive().lt(5)],
    ["boolean", z.boolean()],
    ["literal", z.literal("")],
    ["enum", z.enum(["economy", "business"])],
    ["optional", z.string().optional()],
    ["nullable", z.number().nullable()],
    ["default", z.string().optional().default("x")],
    ["catch", z.enum(["a"]).catch("a")],
    ["transform", z.string().optional().transform((v) => v?.trim())],
    ["union", z.union([z.string(), z.array(z.string())])],
    ["literal or transformed", z.string().length(3).optional().or(z.literal("").transform(() => undefined))],
    ["array length", z.array(z.number()).min(1).max(2)],
    ["exclusive union", z.xor([z.string(), z.string().min(3), z.number()])],
    ["unknown", z.unknown()],
  ])("accepts what zod accepts: %s", (_name, schema) => {
    expectSameAcceptance(schema, EDGE);
  });

  it("treats loose, stripping and strict objects as zod does", () => {
    const shape = { a: z.string(), b: z.number().optional() };
    const values = [...EDGE, { a: "x" }, { a: "x", b: 1 }, { a: "x", c: 1 }, { b: 1 }, { a: "x", b: "1" }, ["x"]];
    expectSameAcceptance(z.looseObject(shape), values);
    expectSameAcceptance(z.object(shape), values);
    expectSameAcceptance(z.strictObject(shape), values);
    expectSameAcceptance(z.object(shape).catchall(z.number()), values);
  });

  it("treats a discriminated union as zod does", () => {
    const schema = z.discriminatedUnion("kind", [
      z.looseObject({ kind: z.literal("a"), n: z.number() }),
      z.looseObject({ kind: z.literal("b"), s: z.string() }),
    ]);
    expectSameAcceptance(schema, [...EDGE, { kind: "a", n: 1 }, { kind: "a", s: "x" }, { kind: "b", s: "x" }, { kind: "c" }, { n: 1 }]);
  });

  it("runs refinements on the input, after its fields passed", () => {
    const schema = z.looseObject({ a: z.string().optional(), b: z.string().optional() }).refine((v) => Boolean(v.a ?? v.b));
    expectSameAcceptance(schema, [{}, { a: "x" }, { b: "y" }, { a: 1 }, { a: "" }, null]);
  });

  it("agrees with zod on every mutation of a nested body", () => {
    const schema = z.looseObject({
      id: z.string().min(1),
      state: z.number().int().min(0).max(11),
      items: z.array(z.looseObject({ code: z.string().length(3), price: z.number().nonnegative(), tags: z.array(z.string()).optional() })).min(1),
      mode: z.union([z.literal("a"), z.literal("b")]).optional().default("a"),
    });
    const body = { id: "r1", state: 1, items: [{ code: "ABC", price: 10, tags: ["x"] }, { code: "DEF", price: 0 }], mode: "b" };
    expectSameAcceptance(schema, [body, ...[...mutations(body)].map((m) => m.value)]);
  });

  it("refuses to compile what it does not model, naming where", () => {
    expect(() => compileCheck(z.object({ at: z.object({ mail: z.email() }) }))).toThrow(/email.*at\.mail/);
    expect(() => compileCheck(z.string().trim())).toThrow(UnsupportedSchemaError);
    expect(() => compileCheck(z.string().superRefine(() => {}))).toThrow(UnsupportedSchemaError);
    expect(() => compileCheck(z.string().pipe(z.string().min(1)))).toThrow(/pipe/);
    expect(() => compileCheck(z.record(z.string(), z.number()))).toThrow(/z\.record/);
    expect(() => compileCheck(z.number().multipleOf(5))).toThrow(UnsupportedSchemaError);
    expect(() => compileCheck(z.uuid())).toThrow(/uuid/);
    expect(() => compileCheck(z.coerce.number())).toThrow(/coercion/);
    expect(() => compileCheck(z.int32())).toThrow(/int32/);
  });

  it("falls back (null) for an unsupported schema and compiles a schema once", () => {
    const supported = z.object({ a: z.string() });
    expect(cachedCheck(supported)).toBe(cachedCheck(supported));
    expect(cachedCheck(z.object({ mail: z.email() }))).toBeNull();
  });
});
