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
// htmlparser2's own stack of open elements costs time that grows with its size on every new tag:
// 40,000 nested elements took 10–20 s (found by fuzz-parse-email.test.ts). Real emails keep a few
// dozen open; past this many, the document is fed on from the last whole tag to a reset parser
// (its elements stay in this tree; only htmlparser2's stack is dropped).
const MAX_OPEN = 500;
const CHUNK = 16 * 1024;

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: "#root", attrs: {}, children: [] };
  let current = root;
  let depth = 0;
  let open = 0; // elements open in htmlparser2's own stack
  const descended: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const el: HtmlElement = { tag: name.toLowerCase(), attrs: attribs, children: [], parent: current };
        current.children.push(el);
        open++;
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
        open--;
        if (descended.pop() && current.parent) {
          current = current.parent;
          depth--;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  let at = 0;
  let base = 0; // where the parser's own offsets start (0 again after a reset)
  while (at < html.length) {
    const from = at;
    parser.write(html.slice(at, at + CHUNK));
    at += CHUNK;
    if (open > MAX_OPEN) {
      // endIndex: the last character of the last tag htmlparser2 reported.
      at = base = Math.max(base + parser.endIndex + 1, from + 1);
      parser.reset();
      open = 0;
    }
  }
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

/** Every element under `el`, in document order. Iterative: a recursive generator pays for every
 *  level on every element (`yield*` chains), which made 50,000 nested <div>s take seconds
 *  (found by fuzz-parse-email.test.ts). */
export function* walkElements(el: HtmlElement): Generator<HtmlElement> {
  const stack: HtmlElement[] = [];
  const push = (children: HtmlNode[]) => {
    for (let i = children.length - 1; i >= 0; i--)
      if (typeof children[i] !== "string") stack.push(children[i] as HtmlElement);
  };
  push(el.children);
  while (stack.length) {
    const next = stack.pop()!;
    yield next;
    push(next.children);
  }
}
