// Integration (real PostgreSQL): every stored login is listed by use, editable and deletable; deleting
// takes its answers and browserState and clears the award requests that used it (issue 11 item 7).
import { describe, expect, it, vi } from "vitest";
import { sharedPool } from "@/lib/sql/pool";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { deleteCredential } from "./delete-credential";
import { editSearchCredential } from "./edit-search-credential";
import { findSearchAccount } from "./find-search-account";
import { listCredentials } from "./list-credentials";
import { recordAnswer } from "./record-answer";
import { recordBrowserState } from "./record-browser-state";
import { saveSearchAccount } from "./save-search-account";

describe("stored logins", () => {
  it("come 25 at a time by use, then as saved, counted per use by the database, and can be narrowed to one use", async () => {
    const user = await createTestUser();
    const saved: Record<string, string[]> = { loyalty: [], flights: [], hotels: [], mailboxes: [] };
    // Saved in a mixed order: the list still shows loyalty first, then flights, hotels, and other uses last.
    for (let i = 0; i < 14; i++) {
      for (const service of ["hotels", "flights", "loyalty"] as const)
        saved[service]!.push(
          (
            await saveSearchAccount(user.id, service, `p${i}`, {
              login: `${service}-${i}@x.test`,
              password: "pw",
            })
          ).id,
        );
      await new Promise((r) => setTimeout(r, 2));
    }
    saved.mailboxes!.push(
      (
        await db.loyaltyAccount.create({
          data: {
            userId: user.id,
            service: "mailboxes",
            providerCode: "imap",
            login: "me@x.test",
            passwordSealed: "x",
          },
          select: { id: true },
        })
      ).id,
    );
    await saveSearchAccount((await createTestUser()).id, "flights", "p1", {
      login: "someone-else",
      password: "pw",
    });
    const ids = (r: Awaited<ReturnType<typeof listCredentials>>) =>
      r.groups.flatMap((g) => g.items.map((i) => i.id));

    const one = await listCredentials(user.id);
    expect([one.total, one.matched, one.shown]).toEqual([43, 43, 25]);
    expect(ids(one)).toEqual([...saved.loyalty!, ...saved.flights!.slice(0, 11)]);
    expect(one.groups.map((g) => [g.service, g.count, g.items.length])).toEqual([
      ["loyalty", 14, 14],
      ["flights", 14, 11],
      ["hotels", 14, 0],
      ["other", 1, 0],
    ]);
    const two = await listCredentials(user.id, { loginsFor: "", logins: 2 });
    expect(ids(two)).toEqual([...saved.loyalty!, ...saved.flights!, ...saved.hotels!, ...saved.mailboxes!]);
    const hotels = await listCredentials(user.id, { loginsFor: "hotels", logins: 1 });
    expect([hotels.total, hotels.matched, hotels.shown]).toEqual([43, 14, 14]);
    expect(ids(hotels)).toEqual(saved.hotels);
    expect(ids(await listCredentials(user.id, { loginsFor: "other", logins: 1 }))).toEqual(saved.mailboxes);
  });

  it("sends two statements for a user with no logins, not a third `WHERE 1=0` read (issue 40)", async () => {
    const user = await createTestUser();
    const spy = vi.spyOn(sharedPool(), "query");
    try {
      const none = await listCredentials(user.id);
      expect(none.groups.every((g) => g.items.length === 0)).toBe(true);
      expect(spy.mock.calls.length).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("lists logins typed into search forms under their use, and deletes them with answers and browserState", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const flightLogin = await saveSearchAccount(user.id, "flights", "delta", {
      login: "question-flyer",
      password: "pw-1",
    });
    await saveSearchAccount(user.id, "hotels", "marriott", { login: "guest@hotel.test", password: "pw-2" });
    await saveSearchAccount(user.id, "loyalty", "aa", { login: "AA123456", password: "pw-3" });
    await recordAnswer(flightLogin.id, "Code?", "123456");
    await recordBrowserState(flightLogin.id, "session-cookies");
    const search = await db.awardSearch.create({
      data: { userId: user.id, service: "flights", params: {}, summary: "t" },
    });
    const sr = await db.serviceRequest.create({
      data: { service: "flights", requestId: uniqueId("fr"), userId: user.id, kind: "flight-search" },
    });
    const request = await db.awardRequest.create({
      data: {
        searchId: search.id,
        providerCode: "delta",
        serviceRequestId: sr.id,
        loyaltyAccountId: flightLogin.id,
      },
    });

    const { groups } = await listCredentials(user.id);
    expect(groups.map((g) => [g.service, g.items.length])).toEqual([
      ["loyalty", 1],
      ["flights", 1],
      ["hotels", 1],
    ]);
    const listed = groups.find((g) => g.service === "flights")!.items[0]!;
    expect(listed).toMatchObject({
      id: flightLogin.id,
      maskedLogin: "•••lyer",
      answers: 1,
      hasBrowserState: true,
    });
    expect(JSON.stringify(groups)).not.toMatch(/pw-1|session-cookies|123456|question-flyer/);

    // Another user can neither edit nor delete it.
    expect(await deleteCredential(other.id, flightLogin.id)).toBe(false);
    await expect(editSearchCredential(other.id, flightLogin.id, { password: "x" })).rejects.toThrow(
      /No such login/,
    );

    // A new password forgets the session and answers that belonged to the old one.
    await editSearchCredential(user.id, flightLogin.id, { password: "pw-new", login2: "Smith" });
    expect(await findSearchAccount(user.id, "flights", "delta")).toMatchObject({
      password: "pw-new",
      login2: "Smith",
      answers: [],
    });
    expect((await findSearchAccount(user.id, "flights", "delta"))?.browserState).toBeUndefined();

    expect(await deleteCredential(user.id, flightLogin.id)).toBe(true);
    expect(await db.loyaltyAccount.count({ where: { id: flightLogin.id } })).toBe(0);
    expect(await db.awardRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      loyaltyAccountId: null,
    });
    expect((await listCredentials(user.id)).groups.find((g) => g.service === "flights")!.items).toEqual([]);
  });

  it("refuses an award request pointing at a login that does not exist (foreign key)", async () => {
    const user = await createTestUser();
    const search = await db.awardSearch.create({
      data: { userId: user.id, service: "flights", params: {}, summary: "t" },
    });
    const sr = await db.serviceRequest.create({
      data: { service: "flights", requestId: uniqueId("fr"), userId: user.id, kind: "flight-search" },
    });
    await expect(
      db.awardRequest.create({
        data: {
          searchId: search.id,
          providerCode: "delta",
          serviceRequestId: sr.id,
          loyaltyAccountId: "no-such-account",
        },
      }),
    ).rejects.toThrow();
  });
});
