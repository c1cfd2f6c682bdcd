// GET /api/hotels/results/[id]/preview — a hotel's downloaded image (B3 `preview`), for its owner only.
// Kept out of the polled search JSON so results stay small; the bytes of a result never change.
import { sessionUser } from "@/lib/auth/session-user";
import { getHotelPreview } from "@/lib/hotels/get-hotel-preview";

export async function GET(
  _request: Request,
  context: { params: Promise<{ id: string }> },
): Promise<Response> {
  const user = await sessionUser();
  if (!user) return new Response(null, { status: 401 });
  const { id } = await context.params;
  const image = await getHotelPreview(user.id, id); // an id of another shape finds nothing: 404
  if (!image) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "content-type": image.type,
      "cache-control": "private, max-age=86400, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
