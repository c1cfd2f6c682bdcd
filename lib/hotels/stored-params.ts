// What a hotel search stores in AwardSearch.params and resends on answer/retry: the validated form
// without secrets, plus which programs send the user's account.
import type { HotelSearchInput } from "@/lib/hotels/search-form-schema";

export type HotelSearchParams = Omit<HotelSearchInput, "credentials" | "priority">;

export type StoredHotelParams = HotelSearchParams & {
  /** Programs whose request carries the user's account when one is linked (see create-hotel-search.ts). */
  accountPrograms: string[];
};
