import { describe, expect, it } from "vitest";
import { toPlainText } from "@/lib/sanitize/plain-text";
import { sanitizeMarkup } from "@/lib/sanitize/sanitize-markup";

describe("sanitizeMarkup", () => {
  it("removes script tags and their contents", () => {
    const out = sanitizeMarkup('<script>alert("xss")</script>3% on popular streaming services');
    expect(out).toBe("3% on popular streaming services");
    expect(sanitizeMarkup("a<SCRIPT src=//x.js></SCRIPT>b<style>*{}</style>")).toBe("ab");
  });

  it("removes event handlers and the tags that carry them", () => {
    const out = sanitizeMarkup('4x at supermarkets<img src="x" onerror="alert(\'card\')"> per year');
    expect(out).toBe("4x at supermarkets per year");
    expect(sanitizeMarkup('<b onclick="steal()">5x</b>')).toBe("<b>5x</b>");
    expect(sanitizeMarkup('<a href="https://x.test" onmouseover="x()">x</a>')).not.toContain("onmouseover");
  });

  it("drops javascript: and other non-http links but keeps their text", () => {
    expect(sanitizeMarkup('<a href="javascript:alert(1)">See terms</a> 4x on dining')).toBe(
      "See terms 4x on dining",
    );
    expect(sanitizeMarkup('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeMarkup('<a href="data:text/html,hi">d</a>')).toBe("d");
    expect(sanitizeMarkup('<a href="//evil.test">p</a>')).toBe("p");
  });

  it("keeps bold, italic, line breaks, lists and safe links", () => {
    expect(sanitizeMarkup("Limited time: <b>5x</b> and <i>more</i><br>now")).toBe(
      "Limited time: <b>5x</b> and <i>more</i><br />now",
    );
    expect(sanitizeMarkup("<strong>s</strong><em>e</em><ul><li>x</li></ul><p>p</p>")).toBe(
      "<strong>s</strong><em>e</em><ul><li>x</li></ul><p>p</p>",
    );
    expect(sanitizeMarkup('<a href="https://bank.test/terms" target="_self">terms</a>')).toBe(
      '<a href="https://bank.test/terms" rel="noopener nofollow" target="_blank">terms</a>',
    );
    expect(sanitizeMarkup('<a href="mailto:help@bank.test">mail</a>')).toContain(
      'href="mailto:help@bank.test"',
    );
  });

  it("drops other tags but keeps their text, and escapes stray angle brackets", () => {
    expect(sanitizeMarkup('<div class="x"><span style="color:red">hi</span></div>')).toBe("hi");
    expect(sanitizeMarkup("<iframe src='https://x.test'></iframe>ok")).toBe("ok");
    expect(sanitizeMarkup("2 < 3 & 4 > 1")).toBe("2 &lt; 3 &amp; 4 &gt; 1");
  });
});

describe("toPlainText", () => {
  it("strips every tag and script body, decodes basic entities", () => {
    expect(toPlainText("Sapphire <b>Voyager</b>® Card")).toBe("Sapphire Voyager® Card");
    expect(toPlainText("<script>alert(1)</script>Cash &amp; More")).toBe("Cash & More");
  });
});
