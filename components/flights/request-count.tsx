"use client";
// "This search sends 21 requests" above the search button (issue 38): each leg × day × airport pair ×
// program is one request to the service, said before anything is sent; over the limit it says why
// the search will be refused. Counted with the departure's today on this device; the check on send
// (and the server) counts with each departure airport's own today.
import { MAX_REQUESTS, requestCount, requestCountProblem, type TripInput } from "@/lib/flights/trip-legs";

export function RequestCount(props: { trip: TripInput; programs: number; today: string; error?: string }) {
  if (props.programs === 0) return null;
  const count = requestCount(props.trip, props.programs, () => props.today);
  if (count === 0) return null;
  const problem = props.error ?? requestCountProblem(count);
  return (
    <p
      className={problem ? "text-bad text-sm" : "text-muted text-sm"}
      data-testid="request-count"
      aria-live="polite"
    >
      {problem ??
        `This search sends ${count.toLocaleString("en-US")} request${count === 1 ? "" : "s"} (at most ${MAX_REQUESTS}).`}
    </p>
  );
}
