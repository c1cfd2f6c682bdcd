// Hotels on the shared request tracker (lib/service-requests): the award-search policy; a request
// the tracker closes reads "timeout" like the service's own timed-out answer.
import "server-only";
import { awardPolicy } from "@/lib/award-search/award-policy";
import { hotelAwardService } from "@/lib/hotels/hotel-award-service";
import { HotelState } from "@/lib/service-requests/service-states";

export const hotelsPolicy = awardPolicy(hotelAwardService, HotelState.Timeout);
