// Fixed request settings for a user waiting on the page (spec 1 A2 / Limits).
export const WAITING_USER_PRIORITY = 9; // highest; "lower priorities may be throttled"
export const SEARCH_TIMEOUT_SECONDS = 90; // queue time before the service answers 11
/** Polling fallback (award-policy.ts): at most this many getResults calls per request… */
export const MAX_POLLS = 12;
/** …and never longer than this after sending, then the request is closed as timed out. */
export const GIVE_UP_AFTER_SECONDS = SEARCH_TIMEOUT_SECONDS + 15 * 60;
