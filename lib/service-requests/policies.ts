// Every tracked service's policy, registered once. Adding a service = one line here (README.md).
import "server-only";
import { flightsPolicy } from "@/lib/flights/flights-policy";
import { hotelsPolicy } from "@/lib/hotels/hotels-policy";
import { emailPolicy } from "@/lib/inbox/email-parse-policy";
import { loyaltyPolicy } from "@/lib/loyalty-accounts/loyalty-policy";
import type { ServicePolicy } from "@/lib/service-requests/policy";

const POLICIES: Record<string, ServicePolicy<never>> = Object.fromEntries(
  [flightsPolicy, hotelsPolicy, loyaltyPolicy, emailPolicy].map((p) => [
    p.service,
    p as ServicePolicy<never>,
  ]),
  // Mailbox results and the business export are not requests the app sends and waits for (results
  // pushed by the scanner; a sync run the app drives itself), so they have no policy here.
);

/** The services the app sends requests for and waits on (the tracker's sweep looks only at these). */
export const TRACKED_SERVICES: readonly string[] = Object.keys(POLICIES);

export function policyFor(service: string): ServicePolicy<unknown> {
  const policy = POLICIES[service];
  if (!policy) throw new Error(`no request policy registered for service "${service}"`);
  return policy as ServicePolicy<unknown>;
}
