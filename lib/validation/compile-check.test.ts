import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mutations } from "@/lib/test/mutate-json";
import { cachedParse, compileParse, INVALID, UnsupportedSchemaError } from "./compile-check";

/** The compiled parser must agree with zod's safeParse on every value: the same acceptance, and the
 *  same output (values, keys present with undefined, key order). */
function expectSameAcceptance(schema: z.ZodType, values: unknown[]) {
  const parse = compileParse(schema);
  const disagreements: string[] = [];
  for (const v of values) {
    const zod = schema.safeParse(v);
    const out = parse(v);
    const name = JSON.stringify(v) ?? String(v);
    if ((out !== INVALID) !== zod.success) disagreements.push(`${name}: zod ${zod.success}`);
    else if (zod.success) {
      try {
        expect(out).toStrictEqual(zod.data);
        expect(JSON.stringify(out)).toBe(JSON.stringify(zod.data));
      } catch {
        disagreements.push(`${name}: output ${JSON.stringify(out)} vs zod's ${JSON.stringify(zod.data)}`);
      }
    }
  }
  expect(disagreements).toEqual([]);
}

const EDGE = [
  undefined,
  null,
  "",
  "abc",
  "ABCD",
  "😀",
  "a😀",
  "😀😀",
  "a😀b",
  "\ud800",
  "a\udc00",
  0,
  -1,
  1,
  1.5,
  5,
  5.5,
  2 ** 60,
  Number.NaN,
  Infinity,
  true,
  false,
  [],
  [1],
  ["a", "b"],
  {},
  { a: 1 },
];

describe("compileParse", () => {
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
    [
      "transform",
      z
        .string()
        .optional()
        .transform((v) => v?.trim()),
    ],
    ["union", z.union([z.string(), z.array(z.string())])],
    [
      "literal or transformed",
      z
        .string()
        .length(3)
        .optional()
        .or(z.literal("").transform(() => undefined)),
    ],
    ["array length", z.array(z.number()).min(1).max(2)],
    ["exclusive union", z.xor([z.string(), z.string().min(3), z.number()])],
    ["unknown", z.unknown()],
    ["pipe into a schema", z.string().pipe(z.string().min(1))],
    [
      "transform then pipe",
      z
        .string()
        .transform((v) => v.length)
        .pipe(z.number().max(2)),
    ],
    ["optional default", z.number().default(3).optional()],
    ["nullable default", z.string().nullable().default("n")],
    [
      "transform that adds an issue",
      z.string().transform((v, ctx) => {
        if (v.length > 3) ctx.addIssue({ code: "custom", message: "too long" });
        return v.toUpperCase();
      }),
    ],
  ])("accepts what zod accepts: %s", (_name, schema) => {
    expectSameAcceptance(schema, EDGE);
  });

  it("treats loose, stripping and strict objects as zod does", () => {
    const shape = { a: z.string(), b: z.number().optional() };
    const values = [
      ...EDGE,
      { a: "x" },
      { a: "x", b: 1 },
      { a: "x", c: 1 },
      { b: 1 },
      { a: "x", b: "1" },
      ["x"],
      { c: 2, a: "x", b: undefined },
      JSON.parse('{"a":"x","__proto__":{"b":1},"c":1}'),
    ];
    expectSameAcceptance(z.looseObject(shape), values);
    expectSameAcceptance(z.object(shape), values);
    expectSameAcceptance(z.strictObject(shape), values);
    expectSameAcceptance(z.object(shape).catchall(z.number()), values);
    expectSameAcceptance(
      z.looseObject({
        ...shape,
        c: z
          .number()
          .optional()
          .transform((n) => n ?? 0),
      }),
      values,
    );
  });

  it("handles keys that are not identifiers, or that objects inherit, as zod does", () => {
    const schema = z.looseObject({
      "a-b": z.string(),
      'q"uote\\': z.number().optional(),
      constructor: z.string().optional(),
      "": z.boolean().optional(),
    });
    expectSameAcceptance(schema, [
      { "a-b": "x" },
      { "a-b": "x", 'q"uote\\': 1, "": true },
      { "a-b": "x", constructor: "c" },
      { "a-b": 1 },
      {},
      { "a-b": "x", 'q"uote\\': "1" },
    ]);
  });

  it("fills in, keeps and leaves out absent keys as zod does", () => {
    const schema = z.looseObject({
      plain: z.string().optional(),
      defaulted: z.string().optional().default("d"),
      defaultedThenOptional: z.string().default("d").optional(),
      caught: z.enum(["a", "b"]).catch("a"),
      transformed: z
        .string()
        .optional()
        .transform((v) => v ?? "none"),
      nested: z.looseObject({ n: z.number().optional() }).optional().default({}),
    });
    expectSameAcceptance(schema, [
      {},
      { plain: "p", defaulted: undefined, caught: "z", nested: { n: 1 } },
      { defaultedThenOptional: undefined, transformed: "t" },
      { nested: null },
    ]);
    // A default object is a fresh copy every time: one parse's output cannot leak into another's.
    const parse = compileParse(schema);
    const first = parse({}) as { nested: Record<string, unknown> };
    first.nested.n = 5;
    expect((parse({}) as { nested: object }).nested).toEqual({});
  });

  it("treats a discriminated union as zod does", () => {
    const schema = z.discriminatedUnion("kind", [
      z.looseObject({ kind: z.literal("a"), n: z.number() }),
      z.looseObject({ kind: z.literal("b"), s: z.string() }),
    ]);
    expectSameAcceptance(schema, [
      ...EDGE,
      { kind: "a", n: 1 },
      { kind: "a", s: "x" },
      { kind: "b", s: "x" },
      { kind: "c" },
      { n: 1 },
    ]);
  });

  it("runs refinements on the parsed value, after its fields passed", () => {
    const schema = z
      .looseObject({ a: z.string().optional(), b: z.string().optional() })
      .refine((v) => Boolean(v.a ?? v.b));
    expectSameAcceptance(schema, [{}, { a: "x" }, { b: "y" }, { a: 1 }, { a: "" }, null]);
    // The refinement sees what the transforms made of the fields, not the input.
    const transformed = z
      .looseObject({ a: z.string().transform((v) => v.trim()) })
      .refine((v) => v.a.length > 0);
    expectSameAcceptance(transformed, [{ a: " " }, { a: " x " }, { a: "" }]);
  });

  it("agrees with zod on every mutation of a nested body", () => {
    const schema = z.looseObject({
      id: z.string().min(1),
      state: z.number().int().min(0).max(11),
      items: z
        .array(
          z.looseObject({
            code: z.string().length(3),
            price: z.number().nonnegative(),
            tags: z.array(z.string()).optional(),
          }),
        )
        .min(1),
      mode: z
        .union([z.literal("a"), z.literal("b")])
        .optional()
        .default("a"),
    });
    const body = {
      id: "r1",
      state: 1,
      items: [
        { code: "ABC", price: 10, tags: ["x"] },
        { code: "DEF", price: 0 },
      ],
      mode: "b",
    };
    expectSameAcceptance(schema, [body, ...[...mutations(body)].map((m) => m.value)]);
  });

  it("refuses to compile what it does not model, naming where", () => {
    expect(() => compileParse(z.object({ at: z.object({ mail: z.email() }) }))).toThrow(/email.*at\.mail/);
    expect(() => compileParse(z.string().trim())).toThrow(UnsupportedSchemaError);
    expect(() => compileParse(z.string().superRefine(() => {}))).toThrow(UnsupportedSchemaError);
    expect(() => compileParse(z.record(z.string(), z.number()))).toThrow(/z\.record/);
    expect(() => compileParse(z.number().multipleOf(5))).toThrow(UnsupportedSchemaError);
    expect(() => compileParse(z.uuid())).toThrow(/uuid/);
    expect(() => compileParse(z.coerce.number())).toThrow(/coercion/);
    expect(() => compileParse(z.int32())).toThrow(/int32/);
  });

  it("falls back (null) for an unsupported schema and compiles a schema once", () => {
    const supported = z.object({ a: z.string() });
    expect(cachedParse(supported)).toBe(cachedParse(supported));
    expect(cachedParse(z.object({ mail: z.email() }))).toBeNull();
  });
});
