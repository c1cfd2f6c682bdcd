// The trips an account knows about (server component). Cancelled ones stay, marked.
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

type Trip = { id: string; type: string; title: string; confirmationNumber: string | null; startLocal: string | null; endLocal: string | null; cancelled: boolean; past: boolean };
// Reservations are booked in the place's own wall time: shown as such, labelled (no zone conversion).
const when = (s: string | null) => (s ? s.replace("T", " ").slice(0, 16) : "");

export function ItineraryList({ trips, noItineraries }: { trips: Trip[]; noItineraries: boolean | null }) {
  return (
    <Card aria-label="Trips">
      <h2 className="mb-3 font-semibold">Trips</h2>
      {trips.length === 0 ? (
        <p className="text-sm text-muted">{noItineraries ? "No upcoming reservations." : "No trips found yet."}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {trips.map((t) => (
            <li key={t.id} className={cn("py-2 text-sm", t.past && "text-muted")}>
              <p className={cn("font-medium", t.cancelled && "line-through")}>{t.title}</p>
              <p className="text-xs text-muted">
                {when(t.startLocal)}{t.endLocal ? ` – ${when(t.endLocal)}` : ""}{t.startLocal ? " local time" : ""}
                {t.confirmationNumber ? ` · ${t.confirmationNumber}` : ""}
                {t.cancelled ? " · Cancelled" : t.past ? " · Past" : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
