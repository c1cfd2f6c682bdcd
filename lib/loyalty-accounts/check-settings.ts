// How we ask for checks (spec 2 A3 / Limits). One place so the numbers are explained once.
/** A user is watching the progress (A3: "9 for a waiting user"). */
export const USER_PRIORITY = 9;
/** Scheduled refreshes: low, may be throttled by the service — fine, nobody waits. */
export const BACKGROUND_PRIORITY = 2;
/** Retries after an unknown error: fewer when a user waits (each retry costs seconds), the default 4 otherwise. */
export const USER_RETRIES = 2;
export const BACKGROUND_RETRIES = 4;
/** Seconds a check may wait in the service queue before it ends in state 11. */
export const USER_TIMEOUT_SECONDS = 180;
export const BACKGROUND_TIMEOUT_SECONDS = 3600;
/** The service keeps results for up to two hours; polling after that finds nothing. */
export const RESULT_CACHE_MS = 2 * 3600_000;
/** Accounts per package request for scheduled refreshes. */
export const PACKAGE_SIZE = 50;
