// The access log's declared secret routes (issue 34 item 3): each secret route redacted, ids kept,
// and every dynamic route under app/ declared one way or the other — a new token route fails here
// until it is listed.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NOT_SECRET_ROUTES, redactPath, SECRET_ROUTES } from "./secret-paths";

const CASES: [string, string][] = [
  ["/api/calendar/AbCdEf0123456789xyz.ics", "/api/calendar/[redacted].ics"],
  ["/api/calendar/AbCdEf0123456789xyz", "/api/calendar/[redacted]"],
  ["/API/Calendar/AbCdEf0123456789xyz.ics", "/API/Calendar/[redacted].ics"],
  ["/api/calendar/AbCdEf0123456789xyz.ics/extra", "/api/calendar/[redacted].ics/extra"],
  ["//api//calendar/AbCdEf0123456789xyz.ics", "/api/calendar/[redacted].ics"],
  ["/api/calendar", "/api/calendar"],
  [
    "/api/notifications/unsubscribe/dXNlcgp3YXRjaC1mb3VuZA.AbC-_9",
    "/api/notifications/unsubscribe/[redacted]",
  ],
  ["/api/accounts/cmabc123/history", "/api/accounts/cmabc123/history"],
  ["/inbox/cmxyz", "/inbox/cmxyz"],
  ["/", "/"],
];

describe("redactPath", () => {
  it.each(CASES)("%s → %s", (input, output) => expect(redactPath(input)).toBe(output));
});

/** Every route app/ defines with a dynamic segment, spelt as the declarations spell it. */
function dynamicRoutes(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory()) return /^(page|route)\.tsx?$/.test(e.name) && prefix.includes("[") ? [prefix] : [];
    const segment = /^\(.*\)$/.test(e.name) ? "" : `/${e.name}`; // route groups are not in the URL
    return dynamicRoutes(path.join(dir, e.name), prefix + segment);
  });
}

describe("declared routes", () => {
  const declared = new Set([...SECRET_ROUTES.map((r) => r.route), ...NOT_SECRET_ROUTES]);
  it("covers every dynamic route in app/ (declare a new one in secret-paths.ts, secret or not)", () => {
    const routes = dynamicRoutes(path.resolve(import.meta.dirname, "../../app"));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => !declared.has(r))).toEqual([]);
  });
  it("names only segments its route has", () => {
    for (const r of SECRET_ROUTES)
      for (const s of r.secret) expect(r.route).toMatch(new RegExp(`\\[(\\.\\.\\.)?${s}\\]`));
  });
});
