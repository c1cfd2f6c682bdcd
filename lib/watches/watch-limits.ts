// A watch's limits and cabins, without zod (the form and the flight results page import them: zod
// would add tens of kB to those pages' JavaScript).
export const WATCH_CABINS = ["economy", "premiumEconomy", "business", "firstClass"] as const;
export const MAX_WINDOW_DAYS = 30;
export const MAX_WATCHES_PER_USER = 20;
