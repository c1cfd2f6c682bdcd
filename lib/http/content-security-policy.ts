// The Content-Security-Policy of every page (issue 18, OWASP ASVS 14.4): scripts run only with this
// request's nonce (Next adds it to its own scripts when the proxy puts the policy on the request), so
// provider text that slipped past the sanitizer still cannot run. Styles keep 'unsafe-inline': React
// and Radix set style attributes, and a style cannot run code. Dev mode needs eval for Fast Refresh.
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** 128 random bits, base64: unguessable and fresh for every request. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
