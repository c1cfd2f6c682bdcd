// Zod schemas for the card listing (spec 1, part C1). The listing is accepted or rejected as a
// whole: one bad card means we keep the previous listing (lib/cards/refresh-card-listing.ts).
import { z } from "zod";
import { toPlainText } from "@/lib/sanitize/plain-text";

// C1: "cardName may contain symbols sent as Unicode escapes". JSON.parse already decodes \u00ae;
// this also decodes an escape that arrives double-encoded (a literal backslash-u in the text).
export function decodeUnicodeEscapes(text: string): string {
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// Names are plain text: markup in them is neutralized here, once, before anything stores them.
const plain = (s: string) => toPlainText(decodeUnicodeEscapes(s));
const name = z.string().min(1).transform(plain);

// Seasonal dates: the spec only says "string". Accept a day or a full ISO timestamp and keep the
// UTC day (YYYY-MM-DD), which is what "current/upcoming/expired relative to today" compares.
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, "must be an ISO date")
  .refine((s) => !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s)), "must be a real date")
  .transform((s) => (s.length === 10 ? s : new Date(s).toISOString().slice(0, 10)));

const seasonal = {
  multiplier: z.number().finite().nonnegative(),
  startDate: day.optional(),
  endDate: day.optional(),
  description: z.string().optional(), // may contain inline markup: rendered through SafeHtml only
};

export const earningCategorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: name,
  ...seasonal,
});

export const earningMerchantSchema = z.object({
  merchantGroupId: z.number().int(),
  merchantGroupName: name,
  ...seasonal,
  merchantNames: z.array(z.object({ merchantId: z.number().int(), merchantName: name })).optional(),
});

export const cardSchema = z.object({
  cardId: z.number().int(),
  issuingBank: name,
  cardName: name,
  cardType: z.enum(["business", "personal"]),
  isCashback: z.boolean(),
  isDiscontinued: z.boolean(),
  shortEarningDescription: z.string().optional(),
  servicePointValue: z.number().finite().nonnegative().optional(),
  currencyName: z.string().transform(plain).optional(), // plain text, like the names
  earningCategories: z.array(earningCategorySchema).optional(),
  earningMerchants: z.array(earningMerchantSchema).optional(),
});

export const cardListingSchema = z.object({
  cards: z.array(cardSchema).superRefine((cards, ctx) => {
    const seen = new Set<number>();
    for (const [i, c] of cards.entries()) {
      if (seen.has(c.cardId))
        ctx.addIssue({
          code: "custom",
          path: [i, "cardId"],
          message: `duplicate cardId ${c.cardId} (C1: unique)`,
        });
      seen.add(c.cardId);
    }
  }),
  meta: z.object({
    version: z.string().min(1),
    generated_at: z.string().min(1),
    license: z.string().min(1),
    data_hash: z.string().min(1),
  }),
});

export type EarningCategory = z.infer<typeof earningCategorySchema>;
export type EarningMerchant = z.infer<typeof earningMerchantSchema>;
export type Card = z.infer<typeof cardSchema>;
export type CardListingResponse = z.infer<typeof cardListingSchema>;
