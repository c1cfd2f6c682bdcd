"use client";
// Balance over time as a small inline SVG line chart (no chart library needed).
import { formatPoints } from "./format";
import { useBalanceSeries } from "./use-account-queries";

const W = 600;
const H = 160;

export function BalanceChart({ accountId, sub, version }: { accountId: string; sub: string; version: string | null }) {
  const { data = [] } = useBalanceSeries(accountId, sub, version);
  if (data.length < 2) return <p className="text-sm text-muted">Not enough history for a chart yet.</p>;
  const times = data.map((p) => Date.parse(p.date));
  const values = data.map((p) => p.balance);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [v0, v1] = [Math.min(0, ...values), Math.max(...values)];
  const x = (t: number) => ((t - t0) / (t1 - t0 || 1)) * W;
  const y = (v: number) => H - ((v - v0) / (v1 - v0 || 1)) * (H - 10) - 5;
  const path = data.map((p, i) => `${i ? "L" : "M"}${x(times[i]!).toFixed(1)},${y(p.balance).toFixed(1)}`).join(" ");
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Balance over time, from ${data[0]!.date} to ${data.at(-1)!.date}`} className="h-40 w-full text-brand" preserveAspectRatio="none">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-muted">
        <span>{data[0]!.date}</span>
        <span>max {formatPoints(v1)}</span>
        <span>{data.at(-1)!.date}</span>
      </figcaption>
    </figure>
  );
}
