// What a hotel card needs to say how its rates can be paid (issue 36): the hotel's program in the
// shared codes, a function that covers any stay price with the user's holdings, and the user's own
// value of a point of that program (for "1.9¢ per point — above your 0.8¢").
import type { CoverFn } from "@/components/award-search/use-price-coverage";

// `rooms`: the search's number of rooms — hotel points are per room, so a stay costs that many times.
export type HotelPay = { program: string; cover: CoverFn; yourValue: number | null; rooms: number };
