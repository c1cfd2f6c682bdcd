// Only same-site paths are allowed after sign-in. Next rewrites 127.0.0.1 to localhost in the proxy,
// so a full URL would look cross-origin to Auth.js; keep the path and query only (also stops open redirects).
export function safeCallbackPath(value: unknown): string {
  if (typeof value !== "string" || value === "") return "/dashboard";
  try {
    const parsed = new URL(value, "http://placeholder.invalid");
    const path = parsed.pathname + parsed.search;
    if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/sign-")) return "/dashboard";
    return path;
  } catch {
    return "/dashboard";
  }
}
