// The client's IP as the web server sees it: the first X-Forwarded-For hop (set by the proxy in
// front of the app), else X-Real-IP, else "local". Used to rate-limit password guesses per source.
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "local";
}
