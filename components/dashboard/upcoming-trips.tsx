// The next trips from every source; each opens its timeline item. Times are the place's local
// wall time as booked, labelled so ("local time"). Server component.
import Link from "next/link";
import { Section } from "./section";
import { formatDateTime } from "@/lib/format/date-time";

type Trip = { id: string; title: string; startLocal: string | null; startPlace: string | null; href: string };

function localWhen(s: string | null): string | null {
  if (!s) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(s);
  if (!m) return s;
  const date = formatDateTime(new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)), { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }, "date");
  return m[4] ? `${date}, ${m[4]}:${m[5]} local time` : date;
}

export function UpcomingTrips({ trips }: { trips: Trip[] }) {
  return (
    <Section title="Upcoming trips" href="/timeline" linkText="Open timeline">
      {trips.length === 0 ? <p className="text-sm text-muted">No upcoming trips. Trips from your accounts and booking emails appear here.</p> : (
        <ul className="divide-y divide-line">
          {trips.map((t) => (
            <li key={t.id} className="py-2">
              <Link href={t.href} className="text-sm font-medium text-brand hover:underline">{t.title}</Link>
              <p className="text-xs text-muted">{[localWhen(t.startLocal), t.startPlace].filter(Boolean).join(" · ")}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
