// The logger redacts by configuration: a password, a token, an email address deep in an object and
// a body never reach its output, in either format; the line format stays one readable line.
import { describe, expect, it } from "vitest";
import { createLogger, type LogFormat } from "./logger";
import { formatLine } from "./format-line";

const SECRETS = {
  password: "hunter2-canary-password",
  token: "tok_canary_5f3a9c",
  email: "canary.person@example.org",
  body: "Dear traveller, your confirmation canary body",
  cookie: "authjs.session-token=canary-cookie",
  authorization: "Basic Y2FuYXJ5OmNhbmFyeQ==",
  secret: "canary-client-secret",
  apiKey: "canary-api-key",
};

function capture(format: LogFormat) {
  const lines: string[] = [];
  const log = createLogger({ format, scope: "test", write: (line) => lines.push(line) });
  return { log, lines };
}

describe.each(["json", "line"] as const)("redaction (%s)", (format) => {
  it.each([
    ["a password at the top", { password: SECRETS.password }],
    ["a token one level down", { request: { token: SECRETS.token } }],
    [
      "an email address in a nested object and in an array",
      { user: { profile: { contact: { email: SECRETS.email } } }, to: [{ emailAddress: SECRETS.email }] },
    ],
    ["a body field", { delivery: { body: SECRETS.body } }],
    [
      "headers",
      {
        headers: {
          cookie: SECRETS.cookie,
          authorization: SECRETS.authorization,
          "x-authentication": SECRETS.apiKey,
        },
      },
    ],
    ["a secret and an API key", { client: { secret: SECRETS.secret }, apiKey: SECRETS.apiKey }],
    ["a field on an error", { err: Object.assign(new Error("refused"), { body: SECRETS.body }) }],
  ])("%s never appears", (_what, fields) => {
    const { log, lines } = capture(format);
    log.error(fields, "something happened");
    const out = lines.join("\n");
    expect(out).toContain("something happened");
    expect(out).toContain("[redacted]");
    for (const secret of Object.values(SECRETS)) expect(out).not.toContain(secret);
  });

  it("keeps what is not secret", () => {
    const { log, lines } = capture(format);
    log.info({ service: "flights", requestId: "req_1", count: 3 }, "stored");
    expect(lines.join("\n")).toMatch(/flights/);
    expect(lines.join("\n")).toMatch(/req_1/);
  });
});

describe("line format", () => {
  it.each([
    [{ level: 30, scope: "worker", msg: "ready: a, b" }, "[worker] ready: a, b"],
    [
      { level: 40, scope: "cards", msg: "refresh failed", reason: "timeout after 5 s" },
      'WARN [cards] refresh failed reason="timeout after 5 s"',
    ],
    [{ level: 30, msg: "GET /accounts 200 35ms" }, "GET /accounts 200 35ms"],
    [
      {
        level: 40,
        scope: "jobs",
        msg: "not removed",
        err: { type: "Error", message: "gone", stack: "Error: gone\n    at x" },
      },
      "WARN [jobs] not removed — gone",
    ],
    [
      {
        level: 50,
        scope: "route",
        msg: "unexpected",
        err: { type: "Error", message: "boom", stack: "Error: boom\n    at f (a.ts:1)" },
      },
      "ERROR [route] unexpected — boom\n    at f (a.ts:1)",
    ],
    [{ level: 30, scope: "x", msg: "m", password: "[redacted]" }, "[x] m password=[redacted]"],
  ])("%j → %s", (record, line) => {
    expect(formatLine(record)).toBe(line);
  });

  it("writes one line per record, errors at level 50", () => {
    const got: [string, number][] = [];
    const log = createLogger({ format: "line", scope: "smtp", write: (l, level) => got.push([l, level]) });
    log.info("receiving");
    log.error("lost");
    expect(got).toEqual([
      ["[smtp] receiving", 30],
      ["ERROR [smtp] lost", 50],
    ]);
  });
});
