import { formatDateRange, formatMultiplier } from "@/lib/cards/format-card-numbers";
import { stripPosition, type SeasonalBonus } from "@/lib/cards/seasonal-bonuses";
import { cn } from "@/lib/cn";

const MONTHS = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"];
const TONE = {
  current: "bg-good",
  upcoming: "bg-brand",
  expired: "bg-muted/40",
  always: "bg-muted",
} as const;
const WORD = { current: "now", upcoming: "upcoming", expired: "ended", always: "" } as const;

/** Seasonal bonuses of one year on a 12-month track, with a "today" marker. */
export function BonusCalendarStrip({
  bonuses,
  year,
  today,
  isCashback,
}: {
  bonuses: SeasonalBonus[];
  year: number;
  today: string;
  isCashback: boolean;
}) {
  const rows = bonuses.flatMap((b) => {
    const pos = stripPosition(b, year);
    return pos ? [{ b, pos }] : [];
  });
  // Bonuses outside this year (next quarter in January, say) are listed in words under the strip.
  const elsewhere = bonuses.filter((b) => !stripPosition(b, year));
  const rate = (m: number) => (isCashback ? `${m}%` : formatMultiplier(m));
  const others =
    elsewhere.length > 0 ? (
      <ul className="text-muted mt-2 text-xs">
        {elsewhere.map((b) => (
          <li key={b.key}>
            <b>{rate(b.multiplier)}</b> {b.name} · {formatDateRange(b.startDate, b.endDate)} ·{" "}
            {WORD[b.status]}
          </li>
        ))}
      </ul>
    ) : null;
  // Most cards have no dated bonus at all: say what that means instead of drawing an empty track.
  if (bonuses.length === 0)
    return <p className="text-muted text-sm">None: every rate below applies all year.</p>;
  if (rows.length === 0)
    return (
      <div>
        <p className="text-muted text-sm">None in {year}; the ones on record:</p>
        {others}
      </div>
    );
  const todayPos = stripPosition({ startDate: today, endDate: today }, year);
  return (
    <figure aria-label={`Seasonal bonuses in ${year}`}>
      <div className="text-muted grid grid-cols-12 text-center text-[10px]" aria-hidden>
        {MONTHS.map((m, i) => (
          <span key={i} className="border-line border-l first:border-l-0">
            {m}
          </span>
        ))}
      </div>
      <ul className="mt-1 flex flex-col gap-2">
        {rows.map(({ b, pos }) => {
          const label = `${rate(b.multiplier)} ${b.name}, ${formatDateRange(b.startDate, b.endDate) ?? ""} (${WORD[b.status]})`;
          return (
            <li key={b.key}>
              <p className="text-xs">
                <b>{rate(b.multiplier)}</b> {b.name}{" "}
                <span className="text-muted">
                  · {formatDateRange(b.startDate, b.endDate)} · {WORD[b.status]}
                </span>
              </p>
              <div className="bg-canvas relative mt-0.5 h-2.5 rounded-sm" role="img" aria-label={label}>
                {todayPos ? (
                  <span
                    className="bg-bad absolute inset-y-[-2px] w-px"
                    style={{ left: `${todayPos.left}%` }}
                  />
                ) : null}
                <span
                  className={cn("absolute inset-y-0 rounded-sm", TONE[b.status])}
                  style={{ left: `${pos.left}%`, width: `${Math.max(pos.width, 0.8)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <figcaption className="text-muted mt-2 text-[11px]">
        <span className="bg-good mr-1 inline-block size-2 rounded-sm" /> now{" "}
        <span className="bg-brand mr-1 ml-2 inline-block size-2 rounded-sm" /> upcoming{" "}
        <span className="bg-muted/40 mr-1 ml-2 inline-block size-2 rounded-sm" /> ended{" "}
        <span className="bg-bad mr-1 ml-2 inline-block h-2 w-px" /> today
      </figcaption>
      {others}
    </figure>
  );
}
