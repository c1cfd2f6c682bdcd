// Integration (real PostgreSQL): an account's trips for its page — upcoming soonest first, then past
// ones most recent first; only this account's, only the owner's.
import { describe, expect, it } from "vitest";
import { saveSearchAccount } from "@/lib/loyalty-accounts/save-search-account";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { listAccountItineraries } from "./list-account-itineraries";

describe("listAccountItineraries", () => {
  it("lists upcoming trips soonest first, then past ones most recent first", async () => {
    const user = await createTestUser();
    const { id: accountId } = await saveSearchAccount(user.id, "loyalty", "aa", {
      login: uniqueId("member"),
      password: "s3cret",
    });
    const { id: otherAccount } = await saveSearchAccount(user.id, "loyalty", "united", {
      login: uniqueId("member"),
      password: "s3cret",
    });
    const trip = (title: string, day: string, past: boolean, account = accountId) =>
      db.itinerary.create({
        data: {
          userId: user.id,
          source: "loyalty",
          accountId: account,
          sourceKey: uniqueId("k"),
          type: "flight",
          title,
          past,
          data: {},
          startAt: new Date(`${day}T12:00:00Z`),
          startLocal: `${day}T12:00:00`,
        },
      });
    await trip("past, long ago", "2024-03-01", true);
    await trip("upcoming, later", "2031-06-01", false);
    await trip("past, just taken", "2026-10-01", true);
    await trip("upcoming, next", "2030-01-15", false);
    await trip("another account's", "2030-01-01", false, otherAccount);
    const titles = (await listAccountItineraries(user.id, accountId)).map((t) => t.title);
    expect(titles).toEqual(["upcoming, next", "upcoming, later", "past, just taken", "past, long ago"]);
    expect(await listAccountItineraries((await createTestUser()).id, accountId)).toEqual([]);
  });
});
