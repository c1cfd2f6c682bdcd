// Which of a search's current requests are a question asked AGAIN: the request replaced one that
// was itself waiting on a question (state 10), so the user answered, the answer went out with the
// new request (spec 1 States: "a new request with its own requestId"), and the program asked once
// more — it did not accept the answer. The page says so by the answer box (issue 12 item 1)
// instead of showing the same empty question as if nothing had happened.
import "server-only";
import { db } from "@/lib/db";
import { FlightState, needsAnswer } from "@/lib/service-requests/service-states";

export async function findRejectedAnswers(requests: { id: string; state: number }[]): Promise<Set<string>> {
  const asking = requests.filter((r) => needsAnswer(r.state)).map((r) => r.id);
  if (asking.length === 0) return new Set();
  const answered = await db.awardRequest.findMany({
    where: { replacedById: { in: asking }, state: FlightState.Question },
    select: { replacedById: true },
  });
  return new Set(answered.flatMap((r) => (r.replacedById ? [r.replacedById] : [])));
}
