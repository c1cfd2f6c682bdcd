// A hotel's downloaded image (B3 `preview`, base64) for its owner, as bytes with a content type
// read from the image's own signature: only PNG, JPEG, GIF and WebP are served.
import "server-only";
import { db } from "@/lib/db";

const SIGNATURES: [string, number[]][] = [
  ["image/png", [0x89, 0x50, 0x4e, 0x47]],
  ["image/jpeg", [0xff, 0xd8, 0xff]],
  ["image/gif", [0x47, 0x49, 0x46, 0x38]],
  ["image/webp", [0x52, 0x49, 0x46, 0x46]],
];

/** `hotelId`: the hotel's view id, "<awardRequestId>.<position>" (lib/hotels/hotel-search-view.ts). */
export async function getHotelPreview(
  userId: string,
  hotelId: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  const match = /^([\w-]{1,64})\.(\d{1,6})$/.exec(hotelId);
  if (!match) return null;
  // One query, the owner checked through the search the row names (result rows have no relation:
  // prisma/schema/flights.prisma, AwardResult).
  const [row] = await db.$queryRaw<{ preview: string }[]>`
    SELECT p.preview FROM "HotelPreview" p JOIN "AwardSearch" s ON s.id = p."searchId"
    WHERE p."awardRequestId" = ${match[1]!} AND p.position = ${Number(match[2])} AND s."userId" = ${userId}`;
  if (!row) return null;
  const bytes = Buffer.from(row.preview, "base64");
  const type = SIGNATURES.find(([, sig]) => sig.every((b, i) => bytes[i] === b))?.[0];
  return type ? { bytes, type } : null;
}
