// POST /api/timeline/feed — "Reset feed address": a new secret calendar address; the old one stops working.
import { userRoute } from "@/lib/http/route";
import { resetFeedAddress } from "@/lib/timeline/feed-address";

export const POST = userRoute({ handler: ({ userId }) => resetFeedAddress(userId) });
