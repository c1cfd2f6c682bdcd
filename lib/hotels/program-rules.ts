// What a hotel program's catalog entry (spec 1 B1) means for the form, in words. Pure; both sides.
import type { HotelProvider } from "@/lib/services/hotels/provider-schema";

/** `loginRequired`: the search does not run without the user's own account. */
export const needsOwnAccount = (p: Pick<HotelProvider, "loginRequired">) => p.loginRequired;

export function describeHotelProgram(p: HotelProvider): string {
  return p.loginRequired ? "Your own login required" : "No login needed";
}
