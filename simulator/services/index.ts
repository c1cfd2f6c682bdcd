// The simulated services. To add one: import its factory and append it to
// `serviceFactories` (one line each; a factory may return several services,
// e.g. email's /email and /email-eu hosts).
import type { Harness, SimService } from "../harness/types";
import { createFlightService } from "./flights/flight-service";
import { createHotelsService } from "./hotels/hotels-service";
import { createCardsService } from "./cards/cards-service";
import { createLoyaltyService } from "./loyalty/create-loyalty-service";
import { createEmailServices } from "./email/service/create-email-service";
import { createBusinessService } from "./business/business-service";
import { createMailboxServices } from "./email/mailboxes/create-mailbox-services";

export type ServiceFactory = (harness: Harness) => SimService | SimService[];

export const serviceFactories: ServiceFactory[] = [
  createFlightService,
  createHotelsService,
  createCardsService,
  createLoyaltyService,
  createEmailServices,
  createBusinessService,
  (harness) => createMailboxServices(harness),
];

export function buildServices(
  harness: Harness,
  factories: ServiceFactory[] = serviceFactories,
): SimService[] {
  return factories.flatMap((f) => f(harness));
}
