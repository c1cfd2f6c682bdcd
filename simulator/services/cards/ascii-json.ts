// JSON with every non-ASCII character written as a \uXXXX escape. Spec C1:
// card names "may contain symbols sent as Unicode escapes" (e.g. ® as \u00ae),
// so the card service serializes its body itself instead of letting the
// harness call JSON.stringify. Characters outside the BMP come out as their
// two UTF-16 surrogate escapes, which every JSON parser reassembles.
export function toAsciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
