// A rate's value per point beside the user's own valuation of that program (issue 36):
// "1.9¢ per point — above your 0.8¢". Pure; cents to one decimal (two below 1¢ would read as noise).
const cents = (c: number) => `${c.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 })}¢`;

export function valueBesideYours(valueCents: number | null, yourDollarsPerPoint: number | null): string | null {
  if (valueCents === null) return null;
  const here = `${cents(valueCents)} per point`;
  if (yourDollarsPerPoint === null) return here;
  const yours = yourDollarsPerPoint * 100;
  const a = Math.round(valueCents * 100);
  const b = Math.round(yours * 100);
  const word = a > b ? "above" : a < b ? "below" : "the same as";
  return `${here} — ${word} your ${cents(yours)}`;
}
