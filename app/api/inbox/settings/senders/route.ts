// GET /api/inbox/settings/senders — "Your email addresses": the account email and those added; POST
// {address} — add one; DELETE {address} — remove one. Forwarded mail from anyone else is held.
import { userRoute } from "@/lib/http/route";
import {
  addSenderAddress,
  listSenderAddresses,
  removeSenderAddress,
  senderAddressInput,
} from "@/lib/inbox/sender-addresses";

export const GET = userRoute({ handler: ({ userId }) => listSenderAddresses(userId) });

export const POST = userRoute({
  body: senderAddressInput,
  handler: ({ userId, body }) => addSenderAddress(userId, body.address),
});

export const DELETE = userRoute({
  body: senderAddressInput,
  handler: ({ userId, body }) => removeSenderAddress(userId, body.address),
});
