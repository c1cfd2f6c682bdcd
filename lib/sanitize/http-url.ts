// A link from a provider is kept only when it is an absolute http(s) address: a `javascript:`,
// `data:` or `vbscript:` value (or one hidden behind spaces, tabs or mixed case) must never reach an
// href, where a click would run it (issue 18, XSS corpus). Anything else is "no link".
export function httpUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (!/^https?:\/\/[^\s]/i.test(v)) return null;
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : null;
  } catch {
    return null;
  }
}
