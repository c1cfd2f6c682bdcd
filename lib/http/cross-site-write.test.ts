// The cross-site write rule (issue 34 item 4), case by case.
import { describe, expect, it } from "vitest";
import { appOrigins, crossSiteWriteRefusal } from "./cross-site-write";

const APP = appOrigins("http://127.0.0.1:3000", "127.0.0.1:3000", "http");

const CASES: [
  string,
  { method: string; path: string; origin: string | null; secFetchSite: string | null },
  boolean,
][] = [
  [
    "same-origin POST",
    {
      method: "POST",
      path: "/api/timeline/feed",
      origin: "http://127.0.0.1:3000",
      secFetchSite: "same-origin",
    },
    true,
  ],
  [
    "POST from evil.test",
    { method: "POST", path: "/api/timeline/feed", origin: "http://evil.test", secFetchSite: "cross-site" },
    false,
  ],
  [
    "PATCH from evil.test",
    { method: "PATCH", path: "/api/inbox/settings", origin: "http://evil.test", secFetchSite: null },
    false,
  ],
  [
    "PUT from evil.test",
    { method: "put", path: "/api/business/connection", origin: "http://evil.test", secFetchSite: null },
    false,
  ],
  [
    "DELETE from evil.test",
    { method: "DELETE", path: "/api/inbox/emails/x", origin: "http://evil.test", secFetchSite: null },
    false,
  ],
  [
    "another port of the same host",
    { method: "POST", path: "/api/accounts", origin: "http://127.0.0.1:4010", secFetchSite: "same-site" },
    false,
  ],
  [
    "another scheme",
    { method: "POST", path: "/api/accounts", origin: "https://127.0.0.1:3000", secFetchSite: null },
    false,
  ],
  [
    "an opaque origin",
    { method: "POST", path: "/api/accounts", origin: "null", secFetchSite: "cross-site" },
    false,
  ],
  [
    "a server action from another site",
    { method: "POST", path: "/settings", origin: "http://evil.test", secFetchSite: "cross-site" },
    false,
  ],
  [
    "no Origin, Sec-Fetch-Site cross-site",
    { method: "POST", path: "/api/accounts", origin: null, secFetchSite: "cross-site" },
    false,
  ],
  [
    "no Origin, Sec-Fetch-Site same-site",
    { method: "POST", path: "/api/accounts", origin: null, secFetchSite: "same-site" },
    false,
  ],
  [
    "no Origin, Sec-Fetch-Site same-origin",
    { method: "POST", path: "/api/accounts", origin: null, secFetchSite: "same-origin" },
    true,
  ],
  [
    "no Origin, typed in the address bar",
    { method: "POST", path: "/api/accounts", origin: null, secFetchSite: "none" },
    true,
  ],
  [
    "neither header (curl, a test client)",
    { method: "POST", path: "/api/accounts", origin: null, secFetchSite: null },
    true,
  ],
  [
    "a GET from evil.test (reads are not writes)",
    { method: "GET", path: "/api/calendar/x.ics", origin: "http://evil.test", secFetchSite: "cross-site" },
    true,
  ],
  [
    "a service's callback (Basic auth, no Origin)",
    { method: "POST", path: "/api/callbacks/flights", origin: null, secFetchSite: null },
    true,
  ],
  [
    "a callback even with an Origin",
    { method: "POST", path: "/api/callbacks/email", origin: "http://evil.test", secFetchSite: null },
    true,
  ],
  [
    "a path that only starts like callbacks",
    { method: "POST", path: "/api/callbacksx", origin: "http://evil.test", secFetchSite: null },
    false,
  ],
  [
    "a webmail's one-click unsubscribe (RFC 8058; the signed token is the credential)",
    {
      method: "POST",
      path: "/api/notifications/unsubscribe/abc.def",
      origin: "https://mail.example.com",
      secFetchSite: "cross-site",
    },
    true,
  ],
  [
    "any other notifications write from another site",
    {
      method: "POST",
      path: "/api/notifications/read",
      origin: "https://mail.example.com",
      secFetchSite: "cross-site",
    },
    false,
  ],
  [
    "Origin in other letter case",
    { method: "POST", path: "/api/accounts", origin: "HTTP://127.0.0.1:3000", secFetchSite: null },
    true,
  ],
];

describe("crossSiteWriteRefusal", () => {
  it.each(CASES)("%s", (_name, req, allowed) => {
    const refusal = crossSiteWriteRefusal(req, APP);
    if (allowed) expect(refusal).toBeNull();
    else expect(refusal).toMatch(/^Refused: this change came from another site/);
  });
  it("accepts the address the request was sent to as well as APP_URL (localhost vs 127.0.0.1)", () => {
    const origins = appOrigins("http://127.0.0.1:3000", "localhost:3000", "http");
    expect(origins).toEqual(["http://127.0.0.1:3000", "http://localhost:3000"]);
    expect(
      crossSiteWriteRefusal(
        {
          method: "POST",
          path: "/api/accounts",
          origin: "http://localhost:3000",
          secFetchSite: "same-origin",
        },
        origins,
      ),
    ).toBeNull();
  });
});
