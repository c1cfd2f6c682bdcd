// Which parts of a flight request (spec 1 A3 `progress`: singleDate, calendar) a delivery settles.
// Pure. The main callback and the separate calendar callback (spec 1 Events) each carry only their
// own data, while `progress` may already call the other part done: a part counts as settled only
// when its data is in this body, so a main body never marks the calendar done before the calendar
// entries are stored (and vice versa). Failure states settle every part (record-award-result).
import type { Parts } from "@/lib/award-search/types";
import type { FlightResult } from "@/lib/services/flights/result-schema";
import { FlightState, isFinal, isPendingState } from "@/lib/service-requests/service-states";

export function flightParts(
  body: Pick<FlightResult, "state" | "message" | "progress" | "routes" | "calendar">,
): Parts {
  const parts: Parts = {};
  const entries: [keyof FlightResult["progress"] & string, boolean][] = [
    ["singleDate", body.routes !== undefined],
    ["calendar", body.calendar !== undefined],
  ];
  for (const [name, hasData] of entries) {
    const reported = body.progress[name as "singleDate" | "calendar"];
    if (hasData)
      parts[name] = {
        state:
          reported && isFinal(reported.state)
            ? reported.state
            : isPendingState(body.state)
              ? FlightState.Success
              : body.state,
        message: reported?.message ?? body.message,
      };
    else if (reported && isPendingState(reported.state))
      parts[name] = { state: FlightState.Pending, message: reported.message };
  }
  return parts;
}
