// The trips an account knows about (server component), each opening its timeline item. Cancelled
// ones stay, marked. Reservations are booked in the place's own wall time: shown as such, labelled.
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatLocalWallTime } from "@/lib/format/date-time";

type Trip = {
  id: string;
  type: string;
  title: string;
  confirmationNumber: string | null;
  startLocal: string | null;
  endLocal: string | null;
  cancelled: boolean;
  past: boolean;
};

/** "Wed, Feb 10, 2027, 08:00 – Fri, Feb 19, 2027, 15:30 local time"; a day alone without a time. */
function when(start: string | null, end: string | null): string | null {
  if (!start) return end ? formatLocalWallTime(end) : null;
  if (!end || end === start) return formatLocalWallTime(start);
  // "local time" once, after the last time shown (a check-out day may come without one).
  return `${formatLocalWallTime(start, { label: !/T\d{2}:\d{2}/.test(end) })} – ${formatLocalWallTime(end)}`;
}

export function ItineraryList({ trips, noItineraries }: { trips: Trip[]; noItineraries: boolean | null }) {
  return (
    <Card aria-label="Trips">
      <h2 className="mb-3 font-semibold">Trips</h2>
      {trips.length === 0 ? (
        <p className="text-muted text-sm">
          {noItineraries ? "No upcoming reservations." : "No trips found yet."}
        </p>
      ) : (
        <ul className="divide-line flex flex-col divide-y">
          {trips.map((t) => (
            <li key={t.id} className={cn("py-2 text-sm", t.past && "text-muted")}>
              <Link
                href={`/timeline?item=${encodeURIComponent(t.id)}`}
                className={cn("text-brand font-medium hover:underline", t.cancelled && "line-through")}
              >
                {t.title}
              </Link>
              <p className="text-muted text-xs">
                {[
                  when(t.startLocal, t.endLocal) ?? "No dates given",
                  t.confirmationNumber,
                  t.cancelled ? "Cancelled" : t.past ? "Past" : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
