// PATCH /api/credentials/:id — edit a login saved by a search; DELETE — delete any stored login (answers and browserState with it).
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { deleteCredential } from "@/lib/loyalty-accounts/delete-credential";
import {
  editSearchCredential,
  searchCredentialEditSchema,
} from "@/lib/loyalty-accounts/edit-search-credential";

const params = z.object({ id: z.string().min(1).max(64) });

export const PATCH = userRoute({
  params,
  body: searchCredentialEditSchema,
  handler: ({ userId, params, body }) => editSearchCredential(userId, params.id, body),
});

export const DELETE = userRoute({
  params,
  async handler({ userId, params }) {
    if (!(await deleteCredential(userId, params.id))) throw notFound("No such login");
    return { ok: true };
  },
});
