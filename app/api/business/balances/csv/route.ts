// GET /api/business/balances/csv?kind&person&sort&dir — every team balance the filters keep, in the
// view's order, as a CSV download streamed from the database (lib/business/balances-csv.ts). Not a
// JSON route (userRoute answers in one piece).
import { sessionUser } from "@/lib/auth/session-user";
import { balancesCsv } from "@/lib/business/balances-csv";
import { balancesViewSchema } from "@/lib/business/balances-view-schema";

export async function GET(request: Request): Promise<Response> {
  const user = await sessionUser();
  if (!user) return Response.json({ error: { code: "unauthorized", message: "Sign in to continue" } }, { status: 401 });
  const parsed = balancesViewSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: { code: "bad_request", message: parsed.error.issues[0]?.message ?? "Invalid query" } }, { status: 400 });
  const pieces = balancesCsv(user.id, parsed.data);
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
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="team-balances.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
