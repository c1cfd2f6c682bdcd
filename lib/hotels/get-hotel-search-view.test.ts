// Integration (real PostgreSQL): the hotel view the page polls carries no preview images and, given
// the program versions the page holds, only the hotels of programs that changed since.
import { describe, expect, it } from "vitest";
import { hotelsCallback } from "@/lib/callbacks/handlers/hotels";
import { serviceConfig } from "@/lib/env";
import { getHotelPreview } from "@/lib/hotels/get-hotel-preview";
import { getHotelSearchView, parseKnownVersions } from "@/lib/hotels/get-hotel-search-view";
import { mergeHotelView } from "@/lib/hotels/hotel-search-view";
import { hotel } from "@/lib/services/hotels/result-fixtures";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

const { callbackUser, callbackPassword } = serviceConfig("hotels");
const auth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
const post = (body: object) =>
  receiveNow(
    hotelsCallback,
    new Request("http://127.0.0.1/api/callbacks/hotels", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { authorization: auth },
    }),
  );

const params = {
  programs: ["hyatt", "marriott"],
  destination: "Paris",
  checkIn: "2026-03-01",
  checkOut: "2026-03-04",
  rooms: 1,
  adults: 2,
  kids: 0,
  downloadImages: true,
  accountPrograms: [],
};
const image = "iVBORw0KGgo".padEnd(300_000, "A"); // a 300 KB base64 preview

async function searchWithTwoPrograms() {
  const user = await createTestUser();
  const search = await db.awardSearch.create({
    data: { userId: user.id, service: "hotels", params, summary: "Paris" },
  });
  const requestIds: Record<string, string> = {};
  for (const code of ["hyatt", "marriott"]) {
    requestIds[code] = uniqueId("req");
    const sr = await db.serviceRequest.create({
      data: {
        service: "hotels",
        requestId: requestIds[code],
        phase: "sent",
        userId: user.id,
        kind: "hotel-search",
        parentId: search.id,
      },
    });
    await db.awardRequest.create({
      data: {
        searchId: search.id,
        providerCode: code,
        serviceRequestId: sr.id,
        parts: { main: { state: 0, message: "" } },
      },
    });
  }
  return { userId: user.id, searchId: search.id, requestIds };
}

const deliver = (requestId: string, hotels: object[]) =>
  post({ requestId, userData: "x", requestDate: new Date().toISOString(), state: "success", hotels });

describe("hotel search view while polling", () => {
  it("says which hotels have a preview without carrying any image", async () => {
    const s = await searchWithTwoPrograms();
    await deliver(s.requestIds.hyatt!, [
      hotel({ name: "With image", preview: image }),
      hotel({ name: "Without image" }),
    ]);
    const view = (await getHotelSearchView(s.userId, s.searchId))!;
    expect(view.hotels.map((h) => [h.name, h.hasPreview])).toEqual([
      ["With image", true],
      ["Without image", false],
    ]);
    expect(JSON.stringify(view).length).toBeLessThan(20_000);
    expect(JSON.stringify(view)).not.toContain("iVBORw0KGgo");
  });

  it("serves a hotel's image to its owner only, by the hotel's id on the page", async () => {
    const s = await searchWithTwoPrograms();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString("base64");
    await deliver(s.requestIds.hyatt!, [
      hotel({ name: "Without image" }),
      hotel({ name: "With image", preview: png, pointsPerNight: 30000 }),
    ]);
    const view = (await getHotelSearchView(s.userId, s.searchId))!;
    const withImage = view.hotels.find((h) => h.hasPreview)!;
    expect(withImage.name).toBe("With image");
    expect(await getHotelPreview(s.userId, withImage.id)).toEqual({
      bytes: Buffer.from(png, "base64"),
      type: "image/png",
    });
    const stranger = await createTestUser();
    expect(await getHotelPreview(stranger.id, withImage.id)).toBeNull();
    expect(await getHotelPreview(s.userId, view.hotels.find((h) => !h.hasPreview)!.id)).toBeNull();
    for (const bad of [
      "1",
      `${withImage.awardRequestId}.x`,
      `${withImage.awardRequestId}.${withImage.position}.0`,
      "../x.1",
    ])
      expect(await getHotelPreview(s.userId, bad)).toBeNull();
  });

  it("sends only the hotels of programs that changed since the versions the page holds", async () => {
    const s = await searchWithTwoPrograms();
    await deliver(s.requestIds.hyatt!, [
      hotel({ name: "Hyatt one" }),
      hotel({ name: "Hyatt two", pointsPerNight: 30000 }),
    ]);
    const first = (await getHotelSearchView(s.userId, s.searchId))!;
    expect(first.hotels).toHaveLength(2);
    const known = parseKnownVersions(first.programs.map((p) => `${p.id}:${p.version}`).join(","));

    // Nothing changed: no hotels travel, the page keeps its own.
    const idle = (await getHotelSearchView(s.userId, s.searchId, known))!;
    expect(idle.hotels).toEqual([]);
    expect(idle.unchanged.sort()).toEqual(first.programs.map((p) => p.id).sort());
    expect(mergeHotelView(first, idle).hotels).toEqual(first.hotels);

    // Marriott answers: only its hotel travels; merged, the page has what a full load gives.
    await deliver(s.requestIds.marriott!, [hotel({ name: "Marriott one", pointsPerNight: 20000 })]);
    const next = (await getHotelSearchView(s.userId, s.searchId, known))!;
    expect(next.hotels.map((h) => h.name)).toEqual(["Marriott one"]);
    expect(next.unchanged).toEqual(first.programs.filter((p) => p.providerCode === "hyatt").map((p) => p.id));
    const full = (await getHotelSearchView(s.userId, s.searchId))!;
    expect(full.hotels).toHaveLength(3);
    expect(mergeHotelView(first, next).hotels).toEqual(full.hotels);
  });

  it("a flexible search: each hotel has its request's day, each card its day, and one day's new results keep the other day's", async () => {
    const user = await createTestUser();
    const search = await db.awardSearch.create({
      data: {
        userId: user.id,
        service: "hotels",
        params: { ...params, programs: ["hyatt"], flexDays: 1 },
        summary: "Paris",
      },
    });
    const stays = [
      ["2026-03-01", "2026-03-04"],
      ["2026-03-02", "2026-03-05"],
    ] as const;
    const days = stays.map(([checkIn]) => checkIn);
    const requestIds: string[] = [];
    for (const [day, checkOut] of stays) {
      const requestId = uniqueId("req");
      requestIds.push(requestId);
      const sr = await db.serviceRequest.create({
        data: {
          service: "hotels",
          requestId,
          phase: "sent",
          userId: user.id,
          kind: "hotel-search",
          parentId: search.id,
        },
      });
      const own = { ...params, programs: ["hyatt"], flexDays: 1, checkIn: day, checkOut };
      await db.awardRequest.create({
        data: {
          searchId: search.id,
          providerCode: "hyatt",
          serviceRequestId: sr.id,
          parts: { main: { state: 0, message: "" } },
          params: own,
        },
      });
    }
    await deliver(requestIds[0]!, [hotel({ name: "Park", pointsPerNight: 25000 })]);
    const first = (await getHotelSearchView(user.id, search.id))!;
    expect(first.checkIns).toEqual(days);
    expect(first.programs.map((p) => p.label)).toEqual(["Sun, Mar 1", "Mon, Mar 2"]);
    expect(first.hotels.map((h) => [h.name, h.date])).toEqual([["Park", "2026-03-01"]]);
    const known = parseKnownVersions(first.programs.map((p) => `${p.id}:${p.version}`).join(","));

    // The second day answers: its hotel travels alone, the first day's (same program) is kept.
    await deliver(requestIds[1]!, [hotel({ name: "Park", pointsPerNight: 21000 })]);
    const next = (await getHotelSearchView(user.id, search.id, known))!;
    expect(next.hotels.map((h) => [h.name, h.date])).toEqual([["Park", "2026-03-02"]]);
    const merged = mergeHotelView(first, next);
    expect(merged.hotels.map((h) => h.date).sort()).toEqual(days);
    const full = (await getHotelSearchView(user.id, search.id))!;
    expect(merged.hotels).toEqual(full.hotels);

    // The first day's request delivers again: its hotels replace its own, never another day's of the
    // same program (versions are per request, not per program).
    const again = parseKnownVersions(full.programs.map((p) => `${p.id}:${p.version}`).join(","));
    await deliver(requestIds[0]!, [hotel({ name: "Andaz" })]);
    const after = mergeHotelView(merged, (await getHotelSearchView(user.id, search.id, again))!);
    expect(after.hotels.map((h) => [h.name, h.date]).sort()).toEqual([
      ["Andaz", "2026-03-01"],
      ["Park", "2026-03-02"],
    ]);
  });
});
