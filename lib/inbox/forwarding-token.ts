// The token of a forwarding address (trips+<token>@MAIL_DOMAIN). Its own module, free of the
// database client, so the seed (its own Prisma client) makes tokens the same way as the app.
import { randomBytes } from "node:crypto";

/** 12 lowercase letters and digits: unguessable, and safe in the local part of an address. */
export const newForwardingToken = () =>
  randomBytes(10)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .padEnd(12, "x")
    .slice(0, 12);
