// A signed-in session for the load run, through the app's own sign-in (Auth.js credentials: CSRF
// token, then the credentials callback), and a finished flight search for the results page.

/** `name=value` pairs of every Set-Cookie of a response, merged over `jar`. */
function mergeCookies(jar: Map<string, string>, res: Response): Map<string, string> {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** The Cookie header of a signed-in session; throws when the sign-in does not give one. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  mergeCookies(jar, csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({ email, password, csrfToken, callbackUrl: `${base}/dashboard` }),
  });
  mergeCookies(jar, res);
  const cookie = cookieHeader(jar);
  const check = await fetch(`${base}/dashboard`, { headers: { cookie }, redirect: "manual" });
  if (check.status !== 200)
    throw new Error(`sign-in as ${email} failed: /dashboard answered ${check.status}`);
  return cookie;
}

/** A flight search (two programs, with calendar) run to the end through the API; returns its id. */
export async function startFlightSearch(base: string, cookie: string): Promise<string> {
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const deadline = Date.now() + 180_000;
  let res: Response;
  // The worker loads the program list from the simulator at start: until then the programs are unknown.
  for (;;) {
    res = await fetch(`${base}/api/flights/searches`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        programs: ["united", "delta"],
        from: "SFO",
        to: "FRA",
        date,
        cabins: ["economy", "business"],
        adults: 1,
        currency: "USD",
        calendar: true,
      }),
    });
    if (res.ok || res.status !== 400 || Date.now() > deadline) break;
    await res.body?.cancel();
    await new Promise((r) => setTimeout(r, 2000));
  }
  if (!res.ok) throw new Error(`flight search refused: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  while (Date.now() < deadline) {
    const view = (await (
      await fetch(`${base}/api/flights/searches/${id}`, { headers: { cookie } })
    ).json()) as { progress?: { pending: boolean } };
    if (view.progress && !view.progress.pending) return id;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the flight search did not finish within 2 minutes");
}
