// How the user can pay one award price with what they hold (issue 36): covered, a transfer (with the
// other ways one click away), or by how much they are short — for everyone travelling and, with
// several travellers, per person; stale balances say their date.
import { memo } from "react";
import { formatWholeMoney } from "@/lib/money/format-money";
import type { Coverage, Holding, PayOption } from "@/lib/transfers/cover-price";
import {
  headline,
  optionLines,
  shareLabels,
  staleWords,
  type PriceShare,
} from "@/lib/transfers/describe-coverage";

export type PriceCoverage = { everyone: Coverage; perPerson: Coverage | null; travellers: number };

function Option({ option, program, own }: { option: PayOption; program: string; own: readonly Holding[] }) {
  return (
    <li>
      {optionLines(option, program, own).join("; ")}
      {option.dollars != null ? (
        <span className="text-muted"> · ≈ {formatWholeMoney(option.dollars, "USD")} of points</span>
      ) : null}
    </li>
  );
}

function Line({ label, c }: { label: string | null; c: Coverage }) {
  const tone = c.kind === "short" ? "text-muted" : "text-good";
  return (
    <div>
      <p className={tone}>
        {label ? <span className="text-ink font-medium">{label}: </span> : null}
        {headline(c)}
      </p>
      {c.kind === "transfer" && optionLines(c.best, c.program, c.pot.holdings).length > 1 ? (
        <p className="text-muted text-xs">
          {optionLines(c.best, c.program, c.pot.holdings).slice(1).join("; ")}
        </p>
      ) : null}
      {c.kind === "transfer" && c.alternatives.length ? (
        <details className="text-xs">
          <summary className="text-brand cursor-pointer">Other ways to pay ({c.alternatives.length})</summary>
          <ul className="mt-1 flex flex-col gap-1">
            {c.alternatives.map((o, i) => (
              <Option key={i} option={o} program={c.program} own={c.pot.holdings} />
            ))}
          </ul>
        </details>
      ) : null}
      {staleWords(c.stale) ? <p className="text-warn text-xs">Check first: {staleWords(c.stale)}</p> : null}
    </div>
  );
}

/** `share`: what `travellers` counts — people on a flight (default) or rooms at a hotel. */
export const PayWithPoints = memo(function PayWithPoints({
  coverage,
  share = "person",
}: {
  coverage: PriceCoverage;
  share?: PriceShare;
}) {
  const { everyone, perPerson, travellers } = coverage;
  const labels = shareLabels(share, travellers);
  return (
    <div
      className="border-line mt-2 flex flex-col gap-1 border-t pt-2 text-sm"
      data-testid="pay-with-points"
      aria-label="How you can pay"
    >
      <Line label={labels.everyone} c={everyone} />
      {perPerson ? <Line label={labels.one} c={perPerson} /> : null}
    </div>
  );
});
