"use client";
// Balance over time (Recharts): dated x axis, balance y axis with separators, a tooltip with the
// exact balance and date, and range choices (1 year, 3 years, all). Readable at 390 px: few ticks,
// compact y labels ("120k"), the chart fills the card's width.
import { useState } from "react";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { localToday } from "@/components/ui/iso-date";
import { cn } from "@/lib/cn";
import { RANGES, type RangeId, pointsInRange } from "./chart-range";
import { formatBalance, formatDate } from "./format";
import { useBalanceSeries } from "./use-account-queries";

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const monthYear = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  });

export function BalanceChart({
  accountId,
  sub,
  version,
  unit,
}: {
  accountId: string;
  sub: string;
  version: string | null;
  unit: string;
}) {
  const { data = [] } = useBalanceSeries(accountId, sub, version);
  const [range, setRange] = useState<RangeId>("1y");
  if (data.length < 2) return <p className="text-muted text-sm">Not enough history for a chart yet.</p>;
  const points = pointsInRange(data, range, localToday()).map((p) => ({
    ...p,
    t: Date.parse(`${p.date}T00:00:00Z`),
  }));
  return (
    <figure className="flex flex-col gap-2">
      <div role="radiogroup" aria-label="Chart range" className="flex gap-1 self-end">
        {RANGES.map((r) => (
          <button
            key={r.id}
            type="button"
            role="radio"
            aria-checked={range === r.id}
            onClick={() => setRange(r.id)}
            className={cn(
              "h-8 rounded-md border px-2 text-xs",
              range === r.id ? "border-brand bg-brand-soft font-medium" : "border-line bg-surface",
            )}
          >
            {r.label}
          </button>
        ))}
      </div>
      {points.length < 2 ? (
        <p className="text-muted text-sm">No changes in this range.</p>
      ) : (
        <div
          className="h-56 w-full"
          role="img"
          aria-label={`Balance over time, from ${formatDate(points[0]!.date)} to ${formatDate(points.at(-1)!.date)}`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
              <XAxis
                dataKey="t"
                type="number"
                scale="time"
                domain={["dataMin", "dataMax"]}
                tickFormatter={(t: number) => monthYear(new Date(t).toISOString().slice(0, 10))}
                tickCount={4}
                tick={{ fontSize: 11 }}
                minTickGap={24}
              />
              <YAxis
                tickFormatter={(v: number) => compact.format(v)}
                width={44}
                tick={{ fontSize: 11 }}
                allowDecimals={false}
              />
              <Tooltip
                labelFormatter={(t) => formatDate(new Date(Number(t)).toISOString().slice(0, 10))}
                formatter={(v) => [formatBalance(Number(v), unit), "Balance"]}
              />
              <Area
                type="stepAfter"
                dataKey="balance"
                stroke="var(--color-brand)"
                fill="var(--color-brand-soft)"
                strokeWidth={2}
                isAnimationActive={false}
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
