// The hotel result `state` is a string and spec 1 B3 shows only "success" ("States other than
// success and all transitions: not shown"). Our choice, so the generic award-search machinery (spec
// 1 A state codes) can drive hotels too:
// - "success" → 1; "pending" / "queued" / "running" → 0 (not yet, keep waiting or polling);
// - the simulator's named failures map to the flight codes they mirror: invalidCredentials → 2,
//   providerError → 4, question → 10, timeout → 11;
// - anything else ("unknownFailure" or a word we have never seen) → 6, a final failure. The raw
//   text is kept (ServiceRequest.stateText, AwardRequest.message) so the user sees what was said.
// Matching is case-insensitive because nothing in the spec fixes the spelling.
const CODES: Record<string, number> = {
  success: 1,
  pending: 0,
  queued: 0,
  running: 0,
  invalidcredentials: 2,
  providererror: 4,
  question: 10,
  timeout: 11,
  unknownfailure: 6,
};

export function hotelStateCode(state: string): number {
  return CODES[state.trim().toLowerCase()] ?? 6;
}
