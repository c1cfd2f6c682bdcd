// A hotel request reports one part (B3 has no `progress` object): its whole result.
export const HOTEL_PART = "main";
export const HOTEL_PART_LABELS: Record<string, string> = { [HOTEL_PART]: "Hotels" };
