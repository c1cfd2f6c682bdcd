// The XSS corpus (issue 18): a test-only mode in which the simulator's provider text carries
// OWASP XSS cheat-sheet payloads, so e2e/xss-corpus.spec.ts can prove that no provider text runs
// as script in the app. It is off unless the simulator starts with SIM_TEXT_CORPUS=on (the e2e
// launcher sets it; `npm start` never does), and even then it touches only the requests that ask
// for it, so the other specs running at the same time see the ordinary simulated world:
//   - a request whose path, body or header values contain the marker `xss-corpus` (a loyalty or
//     search login `xss-corpus-…`, an uploaded email that mentions it), or
//   - a request carrying an API key with the suffix `#xss-corpus` (business: the key is the only
//     thing the app sends there; the suffix is stripped before the key is checked), or
//   - a later request naming a request id that a marked request was given (results fetched by id).
// Everything that request causes — its answer, the queued job it starts and every callback that
// job delivers — has its text fields rewritten on the way out by `applyCorpus`, so the payloads go
// through the app's real clients, callback receivers, normalizers and pages.
import { AsyncLocalStorage } from "node:async_hooks";

export const CORPUS_MARKER = "xss-corpus";
export const CORPUS_KEY_SUFFIX = "#xss-corpus";

/** Every payload, if it ever ran, sets window.__xssFired or opens a dialog; none of them may. */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>window.__xssFired=1;alert(1)</script>`,
  `<img src=x onerror="window.__xssFired=2;alert(2)">`,
  `<svg onload="window.__xssFired=3;alert(3)">`,
  `<svg><script>window.__xssFired=4</script></svg>`,
  `"><script>window.__xssFired=5</script>`,
  `'><img src=x onerror=window.__xssFired=6>`,
  `<body onload=window.__xssFired=7>`,
  `<iframe src="javascript:window.parent.__xssFired=8"></iframe>`,
  `<a href="javascript:window.__xssFired=9">click</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xssFired=10></style></mglyph></table></mtext></math>`,
  `<div style="background:url(javascript:window.__xssFired=11);width:expression(window.__xssFired=11)">`,
  `&lt;script&gt;window.__xssFired=12&lt;/script&gt;`,
  `%3Cscript%3Ewindow.__xssFired=13%3C/script%3E`,
  `<scr<script>ipt>window.__xssFired=14</scr</script>ipt>`,
  `<IMG SRC=JaVaScRiPt:window.__xssFired=15>`,
  `<details open ontoggle=window.__xssFired=16>`,
  `<input autofocus onfocus=window.__xssFired=17>`,
  `\\u003cimg src=x onerror=window.__xssFired=18\\u003e`,
  `<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxOSk8L3NjcmlwdD4="></object>`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xssFired=20">`,
  `{{constructor.constructor('window.__xssFired=21')()}}`,
  `<style>@import 'javascript:window.__xssFired=22';</style>`,
].map((p, i) => `xss#${String(i + 1).padStart(2, "0")} ${p}`);

/** URL-valued fields get URL payloads (javascript:, data:, vbscript:, obfuscated). */
export const URL_PAYLOADS: readonly string[] = [
  "javascript:window.__xssFired=101;alert(101)",
  " JaVaScRiPt:window.__xssFired=102",
  "java\tscript:window.__xssFired=103",
  "data:text/html,<script>window.__xssFired=104</script>",
  "vbscript:msgbox(105)",
  "javascript&colon;window.__xssFired=106",
];

/** Provider text fields (named as in the service contracts, docs/services/*.md), across services. */
const TEXT_KEYS = new Set([
  // flights
  "airline",
  "aircraft",
  "meal",
  "terminal",
  "brandedCOS",
  "brandedItineraryCOS",
  "airportName",
  "cityName",
  // hotels
  "hotelDescription",
  "addressLine",
  "city",
  "stateName",
  "countryName",
  "roomType",
  "rateName",
  "amenities",
  "text",
  // cards
  "cardName",
  "categoryName",
  "merchantGroupName",
  "issuingBank",
  "shortEarningDescription",
  "merchantName",
  // loyalty, email, business
  "displayName",
  "fullName",
  "caption",
  "question",
  "statusMessage",
  "errorMessage",
  "errorReason",
  "shortName",
  "eliteLevel",
  "eliteStatus",
  "levelName",
  "tripName",
  "reservationName",
  "notes",
  "note",
  // several
  "name",
  "description",
  "title",
  "message",
  "address",
]);
const URL_KEYS = new Set([
  "preview",
  "hotelURL",
  "url",
  "imageUrl",
  "accountListUrl",
  "autologinUrl",
  "editUrl",
  "timelineUrl",
  "updateUrl",
  "editConnectionUrl",
  "editMemberUrl",
  "bookingRequestsUrl",
]);
/** Ids a marked request was answered with; a later request naming one is marked too. */
const ID_KEYS = new Set(["requestId", "requestIds", "id"]);

interface CorpusContext {
  corpus: true;
}
const storage = new AsyncLocalStorage<CorpusContext>();
const markedIds = new Set<string>();

export function corpusActive(): boolean {
  return storage.getStore()?.corpus === true;
}

/** Run `fn` marked (or not): what it answers, queues and delivers is rewritten when marked. */
export function runMarked<T>(marked: boolean, fn: () => T): T {
  return marked ? storage.run({ corpus: true }, fn) : fn();
}

/** Bind a function to the current marking, so a queued job keeps the marking of its request. */
export function bindMarking<A extends unknown[], R>(
  fn: ((...args: A) => R) | undefined,
): ((...args: A) => R) | undefined {
  if (!fn || !corpusActive()) return fn;
  return (...args: A) => storage.run({ corpus: true }, () => fn(...args));
}

/** Whether a request asks for the corpus (see the header comment). */
export function requestIsMarked(path: string, rawBody: string, headerValues: string[]): boolean {
  if (path.includes(CORPUS_MARKER) || rawBody.includes(CORPUS_MARKER)) return true;
  if (headerValues.some((v) => v.includes(CORPUS_MARKER))) return true;
  for (const id of markedIds) if (path.includes(id)) return true;
  return false;
}

/** Rewrite every provider text field of a JSON body; deterministic (payloads in order). */
export function applyCorpus(body: unknown): unknown {
  let n = 0;
  let u = 0;
  const walk = (value: unknown, key: string | undefined): unknown => {
    if (typeof value === "string") {
      if (key && ID_KEYS.has(key) && value.length >= 6) markedIds.add(value);
      if (key && URL_KEYS.has(key) && value !== "") return URL_PAYLOADS[u++ % URL_PAYLOADS.length];
      if (key && TEXT_KEYS.has(key) && value !== "")
        return `${value} ${XSS_PAYLOADS[n++ % XSS_PAYLOADS.length]}`;
      return value;
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    return value;
  };
  return walk(body, undefined);
}
