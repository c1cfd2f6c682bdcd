import { describe, expect, it } from "vitest";
import { isRegisteredHost } from "./deliver-callback";

describe("callback domain registration", () => {
  const domains = ["127.0.0.1", "localhost", "*.example.com"];
  it("matches exact domains and wildcard subdomains only", () => {
    expect(isRegisteredHost("localhost", domains)).toBe(true);
    expect(isRegisteredHost("127.0.0.1", domains)).toBe(true);
    expect(isRegisteredHost("app.example.com", domains)).toBe(true);
    expect(isRegisteredHost("a.b.EXAMPLE.com", domains)).toBe(true);
    expect(isRegisteredHost("example.com", domains)).toBe(false);
    expect(isRegisteredHost("badexample.com", domains)).toBe(false);
    expect(isRegisteredHost("evil.test", domains)).toBe(false);
  });
});
