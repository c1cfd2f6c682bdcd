// Fuzzing the sanitizer (issue 18): arbitrary markup built from what XSS payloads are made of
// (script/style/svg/math/iframe/template, on* handlers, javascript:/data:/vbscript: URLs hidden by
// entities, whitespace, case and control characters, comments, CDATA, broken nesting) goes through
// sanitizeMarkup, and the output is parsed as a DOM twice — by htmlparser2 (every case) and by
// Chromium's own DOMParser (all cases at once, when a Chromium is installed) — to check it holds only
// the allowed elements, no on* attribute and no link other than http(s)/mailto. toPlainText is
// checked for time only (its output is rendered as text). Each case has a time bound.
// Runs: a few hundred cases in `npm test`; FUZZ_RUNS=5000 for the long mode (`npm run fuzz`).
import fs from "node:fs";
import fc from "fast-check";
import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";
import { afterAll, describe, expect, it } from "vitest";
import { fuzzRuns } from "@/lib/env";
import { toPlainText } from "@/lib/sanitize/plain-text";
import { sanitizeMarkup } from "@/lib/sanitize/sanitize-markup";

const RUNS = fuzzRuns(300);
const CASE_MS = 5_000; // per input, on a loaded 2-core machine; the generated cases take well under 10 ms
const ALLOWED = new Set(["b", "strong", "i", "em", "br", "p", "ul", "li", "a"]);
const SAFE_URL = /^(https?:\/\/|mailto:)/i;
const outputs: string[] = [];

const TAGS = [
  "script",
  "style",
  "svg",
  "math",
  "iframe",
  "img",
  "a",
  "b",
  "p",
  "div",
  "template",
  "noscript",
  "object",
  "embed",
  "form",
  "input",
  "button",
  "base",
  "meta",
  "link",
  "textarea",
  "title",
  "xmp",
  "plaintext",
  "noembed",
  "select",
  "option",
  "table",
  "li",
  "ul",
  "mglyph",
  "malignmark",
  "foreignObject",
  "desc",
  "animate",
  "set",
  "use",
  "details",
  "video",
  "source",
  "isindex",
  "frameset",
];
const ATTRS = [
  "href",
  "src",
  "onerror",
  "onload",
  "onclick",
  "OnMouseOver",
  "style",
  "xlink:href",
  "formaction",
  "action",
  "srcdoc",
  "data",
  "target",
  "rel",
  "autofocus",
  "onfocus",
  "background",
  "poster",
  "to",
  "values",
  "attributeName",
];
const SCHEMES = [
  "javascript:",
  "JaVaScRiPt:",
  "java\tscript:",
  "java&#x09;script:",
  "&#106;avascript:",
  "jav&#x61;script:",
  "javascript&colon;",
  " javascript:",
  "\u0001javascript:",
  "vbscript:",
  "data:text/html,",
  "//evil.test/",
  "https://ok.test/",
  "mailto:a@b.test",
  "http://ok.test/",
];
const TEXTS = [
  "alert(1)",
  "x",
  "<",
  ">",
  "&",
  '"',
  "'",
  "`",
  "-->",
  "<!--",
  "]]>",
  "<![CDATA[",
  "</",
  "/>",
  "&lt;script&gt;",
  "\u0000",
  "\u2028",
];

const text = fc.oneof(fc.constantFrom(...TEXTS), fc.string({ maxLength: 8 }));
const attrValue = fc.oneof(
  fc.tuple(fc.constantFrom(...SCHEMES), fc.constantFrom(...TEXTS)).map(([s, t]) => s + t),
  text,
);
const attr = fc
  .tuple(fc.constantFrom(...ATTRS), attrValue, fc.constantFrom('"', "'", "", "`"))
  .map(([n, v, q]) => `${n}=${q}${v}${q}`);
const markup: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    fc
      .tuple(
        fc.constantFrom(...TAGS),
        fc.array(attr, { maxLength: 3 }),
        fc.array(tie("node"), { maxLength: 3 }),
        fc.constantFrom("close", "open", "self", "mismatch"),
        fc.integer({ min: 0, max: 4 }),
      )
      .map(([tag, attrs, children, end, caseDraw]) => {
        // Drawn by fast-check (not Math.random) so a seed replays the same markup.
        const t = caseDraw === 0 ? tag.toUpperCase() : tag;
        const open = `<${t}${attrs.map((a) => ` ${a}`).join("")}${end === "self" ? "/" : ""}>`;
        const close = end === "close" ? `</${t}>` : end === "mismatch" ? "</b>" : "";
        return open + children.join("") + close;
      }),
    fc.tuple(tie("node"), tie("node")).map(([a, b]) => a + b),
    tie("node").map((n) => `<!--${n}-->`),
  ),
})).node;

/** Every element and attribute of the output, as htmlparser2 sees it. */
function checkDom(out: string) {
  // Iterative: the output of 50,000 nested <b> is 50,000 levels deep.
  const stack: ChildNode[] = [...parseDocument(out, { decodeEntities: true }).children];
  while (stack.length) {
    {
      const n = stack.pop()!;
      if (n.type === "script" || n.type === "style") throw new Error(`a ${n.type} element survived: ${out}`);
      if (n.type !== "tag") continue;
      const el = n as Element;
      expect(ALLOWED.has(el.name), `<${el.name}> survived: ${out}`).toBe(true);
      for (const [name, value] of Object.entries(el.attribs)) {
        expect(name.toLowerCase().startsWith("on"), `${name} survived: ${out}`).toBe(false);
        if (name === "href")
          expect(value.replace(/[\u0000-\u0020]/g, ""), `href ${value}: ${out}`).toMatch(SAFE_URL);
        expect(["href", "rel", "target"], `attribute ${name}: ${out}`).toContain(name);
      }
      stack.push(...el.children);
    }
  }
}

function sanitizeChecked(input: string) {
  const started = performance.now();
  const out = sanitizeMarkup(input);
  expect(performance.now() - started, "sanitizing took too long").toBeLessThan(CASE_MS);
  checkDom(out);
  outputs.push(out);
}

describe("sanitizeMarkup under fuzzing", () => {
  it("generated XSS-shaped markup: only allowed elements, no on* attributes, only http(s)/mailto links", () => {
    fc.assert(fc.property(markup, sanitizeChecked), { numRuns: RUNS });
  });

  it("arbitrary strings", () => {
    fc.assert(fc.property(fc.string({ maxLength: 500 }), sanitizeChecked), { numRuns: RUNS });
  });

  it("adversarial sizes stay fast: deep nesting, many attributes, unclosed tags", () => {
    for (const input of [
      "<b>".repeat(50_000),
      "<a href='https://x.test/'>".repeat(5_000),
      `<p ${"onclick=x ".repeat(20_000)}>x</p>`,
      "<script>".repeat(50_000),
      "<!--".repeat(50_000),
      "&#x6a;".repeat(100_000),
    ])
      sanitizeChecked(input);
  }, 120_000);

  it("toPlainText stays fast on unclosed script/style tags and tag soup", () => {
    for (const input of [
      "<script>".repeat(20_000),
      "<style a>".repeat(20_000),
      "<".repeat(200_000),
      "<script".repeat(20_000),
      "<script>x</script".repeat(10_000),
      "<b".repeat(100_000),
    ]) {
      const started = performance.now();
      toPlainText(input);
      expect(performance.now() - started, `toPlainText on ${input.slice(0, 20)}…`).toBeLessThan(CASE_MS);
    }
  });
});

/** Debian's Chromium (as the e2e run uses), when installed. */
const chromium = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => fs.existsSync(p));

describe("the same outputs parsed by Chromium's DOMParser", () => {
  it.skipIf(!chromium)(
    "no script, no on* attribute, no javascript: link in the browser's own parse",
    async () => {
      const { chromium: pw } = await import("playwright-core");
      const browser = await pw.launch({
        executablePath: chromium,
        args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      });
      try {
        const page = await browser.newPage();
        const found = await page.evaluate((list: string[]) => {
          const bad: string[] = [];
          const parser = new DOMParser();
          for (const html of list) {
            const doc = parser.parseFromString(`<!doctype html><body>${html}`, "text/html");
            for (const el of Array.from(doc.body.querySelectorAll("*"))) {
              if (!["B", "STRONG", "I", "EM", "BR", "P", "UL", "LI", "A"].includes(el.tagName))
                bad.push(`<${el.tagName}> in ${html}`);
              for (const a of Array.from(el.attributes)) {
                if (a.name.toLowerCase().startsWith("on")) bad.push(`${a.name} in ${html}`);
                if (
                  a.name === "href" &&
                  !/^(https?:|mailto:)$/.test(new URL(a.value, "https://base.test/").protocol)
                )
                  bad.push(`href ${a.value} in ${html}`);
              }
            }
          }
          return bad;
        }, outputs);
        expect(found).toEqual([]);
        console.log(`[fuzz] sanitizer: ${outputs.length} outputs parsed by Chromium, none unsafe`);
      } finally {
        await browser.close();
      }
    },
    120_000,
  );
});

afterAll(() => {
  console.log(`[fuzz] sanitizer (${RUNS} runs): ${outputs.length} outputs checked with htmlparser2`);
});
