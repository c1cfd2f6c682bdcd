// Compile-time tests of the pg write path's other writers (checked by `npm run typecheck`, never
// run): each line below must be refused by the compiler, or the @ts-expect-error itself fails.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { defineInsert as DefineInsert } from "@/lib/sql/insert-rows";
import type { definePatch as DefinePatch } from "@/lib/sql/patch-rows";
import type { SqlTx } from "@/lib/sql/transaction";
import type { defineUpsert as DefineUpsert } from "@/lib/sql/upsert-row";

declare const defineUpsert: typeof DefineUpsert;
declare const defineInsert: typeof DefineInsert;
declare const definePatch: typeof DefinePatch;
declare const tx: SqlTx;

type Email = Pick<Prisma.EmailMessageUncheckedCreateInput, "userId" | "origin" | "region" | "sizeBytes" | "sentAt">;
const email = { userId: "text", origin: "text", region: "text", sizeBytes: "int", sentAt: "timestamp" } as const;
const emails = defineUpsert<Email>()("EmailMessage", { columns: email, generatedId: true, updatedAt: true });

// @ts-expect-error a column the model does not have
defineUpsert<Email>()("EmailMessage", { columns: { ...email, sender2: "text" } });
// @ts-expect-error a number column written as text
defineUpsert<Email>()("EmailMessage", { columns: { ...email, sizeBytes: "text" } });
// @ts-expect-error a conflict key that is not a column
defineUpsert<Email>()("EmailMessage", { columns: email, conflict: ["nope"] });
// @ts-expect-error a row value of the wrong type
void emails.write(tx, { userId: "u", origin: "mailbox", region: "us", sizeBytes: "large" });
// @ts-expect-error a row without a required column
void emails.write(tx, { userId: "u", origin: "mailbox", region: "us" });

type Log = Pick<Prisma.CallbackDeliveryCreateManyInput, "service" | "outcome" | "requestId">;
// @ts-expect-error a column of the model left out of the map
defineInsert<Log>()("CallbackDelivery", { columns: { service: "text", outcome: "text" } });
const log = defineInsert<Log>()("CallbackDelivery", { columns: { service: "text", outcome: "text", requestId: "text" } });
// @ts-expect-error a logged row with a misspelt column
void log.insert(tx, [{ service: "flights", outcome: "stored", requestID: "r" }]);

type Account = Pick<Prisma.LoyaltyAccountUncheckedCreateInput, "balance" | "lastCheckDate">;
const accounts = definePatch<Account>()("LoyaltyAccount", { columns: { balance: "numeric", lastCheckDate: "timestamp" }, updatedAt: "updatedAt" });
// @ts-expect-error a patch of a column the writer does not set
void accounts.patch(tx, "a", { login: "x" });
// @ts-expect-error a timestamp column written as a boolean
definePatch<Account>()("LoyaltyAccount", { columns: { balance: "numeric", lastCheckDate: "bool" } });
