// Strong ETag helpers for the card listing (spec C1: meta.data_hash "matches the ETag").
import { createHash } from "node:crypto";

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** RFC 9110 quoted entity tag. */
export function quoteEtag(hash: string): string {
  return `"${hash}"`;
}

/**
 * True when an If-None-Match header matches the current tag. GET uses the weak
 * comparison (RFC 9110 §13.1.2), so a W/ prefix and unquoted tags from sloppy
 * clients are tolerated; "*" matches any current representation.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, hash: string): boolean {
  if (header === undefined) return false;
  const raw = Array.isArray(header) ? header.join(",") : header;
  return raw
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag.replace(/^W\//, "").replace(/^"(.*)"$/, "$1") === hash);
}
