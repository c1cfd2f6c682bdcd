// GET /api/me/export — everything Milepost keeps for the signed-in user, as a JSON file download
// (lib/users/export-user-data.ts). Not a JSON route (userRoute answers in one piece): streamed.
import { sessionUser } from "@/lib/auth/session-user";
import { downloadResponse } from "@/lib/http/download-response";
import { exportUserData } from "@/lib/users/export-user-data";

export async function GET(): Promise<Response> {
  const user = await sessionUser();
  if (!user)
    return Response.json(
      { error: { code: "unauthorized", message: "Sign in to continue" } },
      { status: 401 },
    );
  const now = new Date();
  const pieces = exportUserData(user.id, now);
  return downloadResponse(
    pieces,
    "application/json; charset=utf-8",
    `milepost-data-${now.toISOString().slice(0, 10)}.json`,
  );
}
