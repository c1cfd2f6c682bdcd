// Programs whose members can add their balances together for one booking (family or household pooling,
// or free points sharing). Only these have several of the user's accounts (theirs and a household
// member's) added up; every other program is paid from its best single account.
// Each entry names the page that says so and the day it was read (2026-11-27). A program not listed is
// treated as NOT pooling: the safe side (the screen never promises miles that cannot be combined).
export type PoolingRule = { program: string; how: string; source: string };

export const POOLING_PROGRAMS: readonly PoolingRule[] = [
  {
    program: "aeroplan",
    how: "Family sharing: up to eight members, one shared balance, free",
    source: "https://www.dailydrop.com/pages/family-points-pooling",
  },
  {
    program: "airfrance",
    how: "Flying Blue Family: up to eight people, no fee, no minimum",
    source: "https://www.dailydrop.com/pages/family-points-pooling",
  },
  {
    program: "hhonors",
    how: "Points pooling (added April 2017)",
    source: "https://thepointsguy.com/2017/04/family-points-pooling/",
  },
  {
    program: "marriott",
    how: "Points sharing at little or no cost",
    source: "https://thepointsguy.com/2017/04/family-points-pooling/",
  },
  {
    program: "hyatt",
    how: "Points sharing at little or no cost",
    source: "https://thepointsguy.com/2017/04/family-points-pooling/",
  },
];

export function pools(program: string): boolean {
  return POOLING_PROGRAMS.some((p) => p.program === program);
}
