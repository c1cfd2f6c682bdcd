// Words for the award-search states (spec 1 "States and transitions", A) and their tone.
export const STATE_WORDS: Record<number, string> = {
  0: "Searching…",
  1: "Results",
  2: "Login rejected",
  4: "Needs your attention",
  6: "Failed",
  9: "Results with a warning",
  10: "Needs your answer",
  11: "Timed out",
};

export type Tone = "info" | "good" | "warn" | "bad";

export function stateTone(state: number): Tone {
  if (state === 0) return "info";
  if (state === 1) return "good";
  if (state === 9 || state === 10) return "warn";
  return "bad";
}
