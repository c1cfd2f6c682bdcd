// The two cached representations of the listing (spec 1 C: showExpiredBonuses). They carry
// different data_hash values, so each keeps its own ETag.
export const CARD_VARIANTS = ["current", "with-expired"] as const;
export type CardVariant = (typeof CARD_VARIANTS)[number];
