// POST /api/accounts/:id/answer — answer the pending security question; all answers are resent.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { answerQuestion } from "@/lib/loyalty-accounts/answer-question";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1).max(64) }),
  body: z.object({ answer: z.string().trim().min(1, "Type your answer").max(200) }),
  handler: ({ userId, params, body }) => answerQuestion(userId, params.id, body.answer),
});
