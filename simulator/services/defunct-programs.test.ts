// Issue 12 item 22: the simulator's catalogs list only programs a traveler can still join. These
// are programs that ended (merged or retired); none of them may come back into any catalog.
import { describe, expect, it } from "vitest";
import { PROGRAMS } from "./flights/programs";
import { HOTEL_PROGRAMS } from "./hotels/hotel-programs";
import { PROVIDERS } from "./loyalty/catalog/provider-catalog";

const DEFUNCT = [
  /virgin america|elevate/i, // into Alaska Mileage Plan, 2018
  /starwood|\bspg\b/i, // into Marriott Bonvoy, 2018
  /club carlson/i, // Radisson Rewards, 2018
  /jet airways|jetprivilege/i, // airline ceased 2019
  /alitalia|millemiglia/i, // ended with Alitalia, 2021
  /air berlin|topbonus/i, // ended 2019
  /\bflybe\b/i, // ceased 2023
  /marriott rewards|ritz-carlton rewards/i, // Marriott Bonvoy since 2019
];

const names = [
  ...PROVIDERS.map((p) => `${p.code} ${p.displayName}`),
  ...PROGRAMS.map((p) => `${p.provider.code} ${p.provider.displayName}`),
  ...HOTEL_PROGRAMS.map((p) => `${p.provider.code} ${p.provider.displayName}`),
];

describe("simulator catalogs", () => {
  it.each(DEFUNCT.map((re) => [re.source, re] as const))("list no defunct program (%s)", (_name, re) => {
    expect(names.filter((n) => re.test(n))).toEqual([]);
  });
});
