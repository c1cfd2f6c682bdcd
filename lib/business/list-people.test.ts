// Integration (real PostgreSQL): the people list, 50 at a time from the database, members first,
// removed people left out and not counted, each with the accounts they still share.
import { describe, expect, it } from "vitest";
import { createTestUser, db } from "@/lib/test/test-db";
import { listPeople } from "./list-people";

describe("people of a business", () => {
  it("come a page of 50 at a time, in order, with the count of all of them", async () => {
    const userId = (await createTestUser()).id;
    const connectionId = (
      await db.businessConnection.create({
        data: { userId, apiKeySealed: "x", apiKeyLast4: "x" },
        select: { id: true },
      })
    ).id;
    await db.businessPerson.createMany({
      data: Array.from({ length: 61 }, (_, i) => ({
        userId,
        connectionId,
        remoteId: i + 1,
        level: 3,
        kind: i < 5 ? "connected" : "member",
        fullName: `Person ${String(61 - i).padStart(2, "0")}`,
        removedAt: i === 60 ? new Date() : null,
      })),
    });
    const first = await db.businessPerson.findFirstOrThrow({
      where: { connectionId, fullName: "Person 02" },
      select: { id: true },
    });
    await db.businessAccount.createMany({
      data: [1, 2, 3].map((remoteId) => ({
        userId,
        connectionId,
        personId: first.id,
        remoteId,
        removedAt: remoteId === 3 ? new Date() : null,
      })),
    });

    const one = await listPeople(userId, 1);
    expect(one.total).toBe(60);
    expect(one.people).toHaveLength(50);
    expect(one.people.slice(0, 2).map((p) => [p.kind, p.fullName, p.accountCount])).toEqual([
      ["connected", "Person 57", 0],
      ["connected", "Person 58", 0],
    ]);
    expect(one.people[5]).toMatchObject({ kind: "member", fullName: "Person 02", accountCount: 2 });
    const two = await listPeople(userId, 2);
    expect(two.people).toHaveLength(60);
    expect(two.people.some((p) => p.fullName === "Person 01")).toBe(false); // removed
    expect((await listPeople((await createTestUser()).id, 1)).total).toBe(0);
  });
});
