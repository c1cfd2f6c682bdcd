// The one safe-markup sanitizer: service descriptions (cards today, others later) may carry inline
// markup, and only formatting and ordinary links may reach the page. Built on sanitize-html, which
// parses the markup (no regexes) and drops script/style contents entirely.
import sanitizeHtml from "sanitize-html";

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "br", "p", "ul", "li", "a"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  // javascript:, data:, vbscript: … are all dropped; so are protocol-relative URLs ("//evil").
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Every link opens in a new tab without handing the page a window.opener or our ranking.
    // A link without a safe absolute href becomes a <span>, which is not allowed: its text stays.
    // (allowedSchemes above still filters the href that survives, e.g. entity-encoded schemes.)
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? "";
      if (!SAFE_HREF.test(href)) return { tagName: "span", attribs: {} as sanitizeHtml.Attributes };
      return { tagName, attribs: { href, rel: "noopener nofollow", target: "_blank" } };
    },
  },
};

/** Markup reduced to b/strong/i/em/br/p/ul/li and http(s)/mailto links. */
export function sanitizeMarkup(input: string): string {
  return sanitizeHtml(input, OPTIONS).trim();
}
