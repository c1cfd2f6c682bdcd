// GET /api/me/export — everything Milepost keeps for the signed-in user, as a JSON file download
// (lib/users/export-user-data.ts). Not a JSON route (userRoute answers in one piece): streamed.
import { sessionUser } from "@/lib/auth/session-user";
import { exportUserData } from "@/lib/users/export-user-data";

export async function GET(): Promise<Response> {
  const user = await sessionUser();
  if (!user) return Response.json({ error: { code: "unauthorized", message: "Sign in to continue" } }, { status: 401 });
  const now = new Date();
  const pieces = exportUserData(user.id, now);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="milepost-data-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
