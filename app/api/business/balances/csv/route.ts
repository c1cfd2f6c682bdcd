// GET /api/business/balances/csv?kind&person&sort&dir — every team balance the filters keep, in the
// view's order, as a CSV download streamed from the database (lib/business/balances-csv.ts). Not a
// JSON route (userRoute answers in one piece).
import { sessionUser } from "@/lib/auth/session-user";
import { downloadResponse } from "@/lib/http/download-response";
import { balancesCsv } from "@/lib/business/balances-csv";
import { balancesViewSchema } from "@/lib/business/balances-view-schema";

export async function GET(request: Request): Promise<Response> {
  const user = await sessionUser();
  if (!user)
    return Response.json(
      { error: { code: "unauthorized", message: "Sign in to continue" } },
      { status: 401 },
    );
  const parsed = balancesViewSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return Response.json(
      { error: { code: "bad_request", message: parsed.error.issues[0]?.message ?? "Invalid query" } },
      { status: 400 },
    );
  const pieces = balancesCsv(user.id, parsed.data);
  return downloadResponse(pieces, "text/csv; charset=utf-8", "team-balances.csv");
}
