// A small HTML microdata extractor (itemscope / itemtype / itemprop) on top of
// htmlparser2, producing the same plain objects as JSON-LD (`@type` + properties)
// so both go through one normalizer. No maintained microdata package exists
// (the known ones were last released 2017–2021), hence this walker.
//
// Value rules follow the WHATWG microdata algorithm: `meta` → content, `time` →
// datetime, `link`/`a`/`area` → href, media → src, `object` → data, `data`/`meter`
// → value, anything else → its text (or a `content` attribute, which senders put on
// spans). An itemprop with no enclosing item — broken HTML that dropped a
// closing itemscope — is attached to the previous top-level item, as mail clients
// rendering such emails effectively do.
import type { JsonObject } from "./json-ld";
import { type HtmlElement, textOf } from "./html-tree";

export function extractMicrodata(root: HtmlElement): JsonObject[] {
  const items: JsonObject[] = [];
  const walk = (el: HtmlElement, item: JsonObject | undefined) => {
    for (const child of el.children) {
      if (typeof child === "string") continue;
      const props = (child.attrs.itemprop ?? "").split(/\s+/).filter(Boolean);
      const isScope = "itemscope" in child.attrs;
      const owner = item ?? (props.length > 0 ? items.at(-1) : undefined);
      if (isScope) {
        const nested = newItem(child);
        if (props.length > 0 && owner) props.forEach((p) => addProperty(owner, p, nested));
        else items.push(nested);
        walk(child, nested);
        continue;
      }
      if (props.length > 0 && owner) props.forEach((p) => addProperty(owner, p, valueOf(child)));
      walk(child, item);
    }
  };
  walk(root, undefined);
  return items;
}

function newItem(el: HtmlElement): JsonObject {
  const type = (el.attrs.itemtype ?? "").trim().split(/\s+/)[0] ?? "";
  const short = type.replace(/\/+$/, "").split(/[/#]/).pop() ?? "";
  return short ? { "@type": short } : {};
}

function valueOf(el: HtmlElement): string {
  const a = el.attrs;
  switch (el.tag) {
    case "meta":
      return a.content ?? "";
    case "time":
      return a.datetime ?? textOf(el);
    case "link":
    case "a":
    case "area":
      return a.href ?? a.content ?? textOf(el);
    case "img":
    case "audio":
    case "embed":
    case "iframe":
    case "source":
    case "video":
      return a.src ?? a.content ?? "";
    case "object":
      return a.data ?? "";
    case "data":
    case "meter":
      return a.value ?? textOf(el);
    default:
      return a.content ?? textOf(el);
  }
}

function addProperty(item: JsonObject, name: string, value: unknown): void {
  if (name === "__proto__" || name === "constructor" || name === "prototype") return; // untrusted HTML
  const existing = Object.hasOwn(item, name) ? item[name] : undefined;
  if (existing === undefined) item[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else item[name] = [existing, value];
}
