// A minimal element tree built from htmlparser2's SAX callbacks: just what the
// microdata walker and the JSON-LD finder need (tag, attributes, children, text).
// htmlparser2 already repairs unclosed tags (implied close events), so the tree
// is well formed even for the sloppy HTML real booking emails contain.
import { Parser } from "htmlparser2";

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent?: HtmlElement;
}
export type HtmlNode = HtmlElement | string;

// Email HTML is untrusted: tens of thousands of unclosed <div>s would make every recursive
// walk overflow the stack. Past this depth elements are kept as siblings instead of children.
const MAX_DEPTH = 400;

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: "#root", attrs: {}, children: [] };
  let current = root;
  let depth = 0;
  const descended: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const el: HtmlElement = { tag: name.toLowerCase(), attrs: attribs, children: [], parent: current };
        current.children.push(el);
        const descend = depth < MAX_DEPTH;
        descended.push(descend);
        if (descend) {
          current = el;
          depth++;
        }
      },
      ontext(text) {
        current.children.push(text);
      },
      onclosetag() {
        if (descended.pop() && current.parent) {
          current = current.parent;
          depth--;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return root;
}

/** Text content of an element, whitespace collapsed. */
export function textOf(node: HtmlNode): string {
  const parts: string[] = [];
  const walk = (n: HtmlNode) => {
    if (typeof n === "string") parts.push(n);
    else if (n.tag !== "script" && n.tag !== "style") n.children.forEach(walk);
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Raw text inside an element (script bodies: htmlparser2 does not decode entities there). */
export function rawTextOf(el: HtmlElement): string {
  return el.children.filter((c): c is string => typeof c === "string").join("");
}

export function* walkElements(el: HtmlElement): Generator<HtmlElement> {
  for (const child of el.children) {
    if (typeof child === "string") continue;
    yield child;
    yield* walkElements(child);
  }
}
