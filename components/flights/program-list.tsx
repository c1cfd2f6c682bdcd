import type { FlightProvider } from "@/lib/services/flights/provider-schema";

const AUTH_WORDS: Record<FlightProvider["authMode"], string> = {
  none: "No login needed",
  optional: "Login optional",
  pooled: "Login used if you have one",
  consumer: "Your login required",
};

export function ProgramList({ programs, fetchedAt }: { programs: FlightProvider[]; fetchedAt: Date | null }) {
  if (programs.length === 0) {
    return <p className="text-sm text-muted">No programs yet. The list is being fetched; refresh in a moment.</p>;
  }
  return (
    <div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {programs.map((p) => (
          <li key={p.code} className="rounded-md border border-line bg-surface px-3 py-2">
            <p className="font-medium">{p.displayName}</p>
            <p className="text-xs text-muted">
              {AUTH_WORDS[p.authMode]}
              {p.priceCalendar ? " · price calendar" : ""}
            </p>
          </li>
        ))}
      </ul>
      {fetchedAt ? (
        <p className="mt-3 text-xs text-muted">Program list updated {fetchedAt.toLocaleString("en-US", { timeZone: "UTC" })} UTC</p>
      ) : null}
    </div>
  );
}
