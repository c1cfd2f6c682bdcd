// The next trips from every source; each opens its timeline item. Times are the place's local
// wall time as booked, labelled so ("local time"). Server component.
import Link from "next/link";
import { Section } from "./section";
import { formatLocalWallTime } from "@/lib/format/date-time";

type Trip = { id: string; title: string; startLocal: string | null; startPlace: string | null; href: string };

export function UpcomingTrips({ trips }: { trips: Trip[] }) {
  return (
    <Section title="Upcoming trips" href="/timeline" linkText="Open timeline">
      {trips.length === 0 ? (
        <p className="text-muted text-sm">
          No upcoming trips. Trips from your accounts and booking emails appear here.
        </p>
      ) : (
        <ul className="divide-line divide-y">
          {trips.map((t) => (
            <li key={t.id} className="py-2">
              <Link href={t.href} className="text-brand text-sm font-medium hover:underline">
                {t.title}
              </Link>
              <p className="text-muted text-xs">
                {[formatLocalWallTime(t.startLocal), t.startPlace].filter(Boolean).join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
