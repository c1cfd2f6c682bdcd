// Fuzzing the simulator's email parser (issue 18): arbitrary bytes and mutated sample emails
// (simulator/samples/emails: byte flips, truncation, header and boundary edits, odd charsets,
// forwards nested deep, huge and deeply nested JSON-LD, deeply nested HTML) go through
// parseRawEmail — postal-mime, the JSON-LD repairs, the microdata extractor on htmlparser2, nested
// message/rfc822 — exactly as POST parseEmail calls it. Each either refuses with the typed
// NotAnEmailError or returns results the app's own result schema accepts, within a time bound.
// Runs: a few hundred cases in `npm test`; FUZZ_RUNS=5000 for the long mode (`npm run fuzz`).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "@/lib/env";
import { parseResultSchema } from "@/lib/services/email/result-schema";
import { sampleEmails } from "@/lib/test/simulator-bodies";
import { NotAnEmailError, parseRawEmail } from "./parse-email";
import { withoutOutcome } from "./service/forced-outcome";

const RUNS = fuzzRuns(60); // per generator
const CASE_MS = 5_000; // per email, on a loaded 2-core machine; a sample parses in ~10–50 ms
const samples = sampleEmails();
const latin1 = (b: Uint8Array) => Buffer.from(b).toString("latin1");
const now = new Date("2026-11-21T09:00:00Z");
const figures = { parsed: 0, refused: 0, results: 0, slowestMs: 0 };

/** One parse: typed refusal, or results the app accepts as callback bodies; never slow. */
async function parseChecked(raw: string | Uint8Array) {
  const started = performance.now();
  let results;
  try {
    results = await parseRawEmail(raw, { now, returnEmail: "headers" });
  } catch (error) {
    expect(error, `not a typed refusal: ${(error as Error).stack?.slice(0, 500)}`).toBeInstanceOf(
      NotAnEmailError,
    );
    figures.refused++;
    return;
  } finally {
    const ms = performance.now() - started;
    figures.slowestMs = Math.max(figures.slowestMs, Math.round(ms));
    expect(ms, `one email took ${Math.round(ms)} ms`).toBeLessThan(CASE_MS);
  }
  expect(results.length).toBeGreaterThan(0);
  expect(results.length).toBeLessThanOrEqual(20);
  for (const r of results) {
    const body = { ...withoutOutcome(r), requestId: "fuzz" };
    const check = parseResultSchema.safeParse(body);
    expect(
      check.success,
      `the simulator built a result the app refuses: ${JSON.stringify(check.error?.issues[0])}`,
    ).toBe(true);
    if (r.review)
      expect(
        parseResultSchema.safeParse({ ...r.review.final, metadata: r.metadata, requestId: "fuzz" }).success,
      ).toBe(true);
  }
  figures.parsed++;
  figures.results += results.length;
}

const sample = fc.nat({ max: samples.length - 1 }).map((i) => samples[i]!.raw);

/** Header block and body of a raw email (latin1 keeps every byte). */
function split(raw: Buffer): { head: string; body: string } {
  const text = latin1(raw);
  const at = text.search(/\r?\n\r?\n/);
  return at < 0 ? { head: text, body: "" } : { head: text.slice(0, at), body: text.slice(at) };
}

const CHARSETS = [
  "utf-8",
  "UTF-7",
  "iso-2022-jp",
  "x-unknown",
  "",
  "utf-16le",
  "windows-1252",
  "gb18030",
  '"unterminated',
  "ks_c_5601-1987",
];
const ENCODINGS = ["base64", "quoted-printable", "7bit", "8bit", "binary", "x-uuencode", "bogus"];

/** Edits a careless or hostile sender could make to a real email. */
const mutation = fc.oneof(
  // byte flips
  fc
    .tuple(
      sample,
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 40 }),
    )
    .map(([raw, flips]) => {
      const b = Buffer.from(raw);
      for (const [at, v] of flips) b[at % b.length] = v;
      return b;
    }),
  // truncation
  fc
    .tuple(sample, fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([raw, f]) => raw.subarray(0, Math.floor(raw.length * f))),
  // charsets and transfer encodings swapped
  fc.tuple(sample, fc.constantFrom(...CHARSETS), fc.constantFrom(...ENCODINGS)).map(([raw, cs, enc]) =>
    latin1(raw)
      .replace(/charset="?[^";\r\n]*"?/gi, `charset=${cs}`)
      .replace(/Content-Transfer-Encoding:[^\r\n]*/gi, `Content-Transfer-Encoding: ${enc}`),
  ),
  // boundaries changed, removed or made to collide
  fc.tuple(sample, fc.constantFrom("", "x", "--", "b1", "=_", "a".repeat(2000))).map(([raw, nb]) => {
    const text = latin1(raw);
    const m = /boundary="?([^";\r\n]+)"?/i.exec(text);
    return m
      ? text.replace(`boundary="${m[1]}"`, `boundary="${nb}"`).replace(`boundary=${m[1]}`, `boundary=${nb}`)
      : text;
  }),
  fc.tuple(sample, fc.boolean()).map(([raw, all]) => {
    const text = latin1(raw);
    const m = /boundary="?([^";\r\n]+)"?/i.exec(text);
    if (!m) return text;
    return all ? text.split(`--${m[1]}`).join("") : text.replace(`--${m[1]}--`, ""); // no parts, or no closing boundary
  }),
  // headers: added garbage, repeated, folded oddly, encoded words broken, very long
  fc
    .tuple(
      sample,
      fc.array(
        fc.constantFrom(
          "Subject: =?utf-8?B?!!!notbase64?=",
          "Subject: =?x-bogus?Q?=FF=FE?=",
          "From: <<<@>>>",
          'From: "" <>',
          "Date: not a date",
          "Date: Mon, 31 Feb 2026 25:61:61 +9999",
          "To: " + "a@b.test, ".repeat(500),
          "Content-Type: multipart/mixed",
          "Content-Type: text/html; charset=",
          "X-Long: " + "x".repeat(100_000),
          " folded continuation without a header",
          "Content-Type: message/rfc822",
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(([raw, extra]) => {
      const { head, body } = split(raw);
      return `${extra.join("\r\n")}\r\n${head}${body}`;
    }),
);

/** A sample forwarded inside itself `depth` times (message/rfc822 in multipart/mixed). */
function forwarded(raw: Buffer, depth: number): string {
  let inner = latin1(raw);
  for (let i = 0; i < depth; i++) {
    const b = `fwd${i}`;
    inner = `From: me${i}@example.test\r\nTo: trips@example.test\r\nSubject: Fwd ${i}\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="${b}"\r\n\r\n--${b}\r\nContent-Type: text/plain\r\n\r\nsee attached\r\n--${b}\r\nContent-Type: message/rfc822\r\n\r\n${inner}\r\n--${b}--\r\n`;
  }
  return inner;
}

/** Multipart inside multipart, `depth` levels, with no forward at all. */
function nestedMultipart(depth: number): string {
  let body = "Content-Type: text/plain\r\n\r\nhello\r\n";
  for (let i = 0; i < depth; i++)
    body = `Content-Type: multipart/mixed; boundary="n${i}"\r\n\r\n--n${i}\r\n${body}--n${i}--\r\n`;
  return `From: a@example.test\r\nTo: b@example.test\r\nSubject: deep\r\nMIME-Version: 1.0\r\n${body}`;
}

const htmlEmail = (html: string, from = "reservations@hilton.com") =>
  `From: Hilton <${from}>\r\nTo: traveler@example.test\r\nSubject: Your stay\r\nDate: Mon, 16 Nov 2026 10:00:00 +0000\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}`;
const ld = (json: string) =>
  htmlEmail(`<html><body><script type="application/ld+json">${json}</script></body></html>`);

describe("simulator email parser under fuzzing", () => {
  it("every sample email parses as before (the seeds of the mutations)", async () => {
    for (const { raw } of samples) await parseChecked(raw);
  });

  it("arbitrary bytes and text: refused as not an email, or parsed", async () => {
    const headerish = fc
      .tuple(
        fc.array(
          fc.tuple(
            fc.constantFrom("From", "To", "Subject", "Date", "Content-Type", "X"),
            fc.string({ maxLength: 80 }),
          ),
          { maxLength: 6 },
        ),
        fc.string({ maxLength: 400 }),
      )
      .map(([h, body]) => `${h.map(([k, v]) => `${k}: ${v}`).join("\r\n")}\r\n\r\n${body}`);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.string({ maxLength: 2000 }), headerish),
        parseChecked,
      ),
      { numRuns: RUNS },
    );
  }, 600_000);

  it("mutated sample emails: byte flips, truncation, charsets, boundaries, headers", async () => {
    await fc.assert(fc.asyncProperty(mutation, parseChecked), { numRuns: RUNS * 3 });
  }, 600_000);

  it("adversarial structure: deep forwards, deep multipart, huge and deep JSON-LD, deep HTML", async () => {
    const forward = samples.find((s) => s.name.startsWith("forwarded"))!.raw;
    const cases: [string, string][] = [
      ["forwarded 12 levels deep", forwarded(forward, 12)],
      ["multipart 400 levels deep", nestedMultipart(400)],
      ["JSON-LD array nested 100,000 deep", ld(`${"[".repeat(100_000)}${"]".repeat(100_000)}`)],
      [
        "JSON-LD object nested 20,000 deep",
        ld(`${'{"@type":"LodgingReservation","x":'.repeat(20_000)}1${"}".repeat(20_000)}`),
      ],
      [
        "JSON-LD of 2 MB in one string",
        ld(`{"@type":"LodgingReservation","reservationNumber":"${"A".repeat(2_000_000)}"}`),
      ],
      [
        "10,000 JSON-LD blocks",
        htmlEmail(`<script type="application/ld+json">{"@type":"FlightReservation"}</script>`.repeat(10_000)),
      ],
      ["broken JSON-LD repaired 5,000 times over", ld(`{"a":1}`.repeat(5_000) + ",")],
      ["HTML nested 50,000 deep", htmlEmail("<div>".repeat(50_000))],
      [
        "microdata nested 20,000 deep",
        htmlEmail(
          '<div itemscope itemtype="http://schema.org/LodgingReservation"><div itemprop="reservationFor" itemscope>'.repeat(
            20_000,
          ),
        ),
      ],
      [
        "1,000 attachments",
        `From: a@example.test\r\nSubject: many\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="m"\r\n\r\n${"--m\r\nContent-Type: application/ld+json\r\n\r\n{}\r\n".repeat(1_000)}--m--\r\n`,
      ],
      [
        "a header of 1 MB",
        `Subject: ${"=?utf-8?B?QUJD?= ".repeat(60_000)}\r\nFrom: a@example.test\r\n\r\nbody`,
      ],
    ];
    for (const [name, raw] of cases) {
      const started = performance.now();
      await parseChecked(raw).catch((error: Error) => {
        throw new Error(`${name}: ${error.message}`);
      });
      console.log(`[fuzz] email parser, ${name}: ${Math.round(performance.now() - started)} ms`);
    }
  }, 600_000);

  it("prints its figures", () => {
    console.log(`[fuzz] email parser (${RUNS} runs base): ${JSON.stringify(figures)}`);
    expect(figures.parsed).toBeGreaterThan(0);
    expect(figures.refused).toBeGreaterThan(0);
  });
});
