import { describe, expect, it } from "vitest";
import { parseHtml } from "./html-tree";
import { extractMicrodata } from "./microdata";

const extract = (html: string) => extractMicrodata(parseHtml(html));

describe("extractMicrodata", () => {
  it("builds nested items with the value rule of each element", () => {
    const items = extract(`
      <div itemscope itemtype="http://schema.org/LodgingReservation">
        <meta itemprop="reservationNumber" content="83920417">
        <link itemprop="reservationStatus" href="http://schema.org/Confirmed">
        <time itemprop="checkinDate" datetime="2027-01-14T16:00:00-05:00">Jan 14</time>
        <a itemprop="url" href="https://example.com/r/1">Manage</a>
        <img itemprop="image" src="https://example.com/h.jpg">
        <data itemprop="numAdults" value="2">two</data>
        <span itemprop="priceCurrency" content="USD">$</span>
        <div itemprop="reservationFor" itemscope itemtype="https://schema.org/Hotel/">
          <h2 itemprop="name">  The Westin
            Copley Place </h2>
          <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="addressLocality">Boston</span></div>
        </div>
      </div>`);
    expect(items).toEqual([
      {
        "@type": "LodgingReservation",
        reservationNumber: "83920417",
        reservationStatus: "http://schema.org/Confirmed",
        checkinDate: "2027-01-14T16:00:00-05:00",
        url: "https://example.com/r/1",
        image: "https://example.com/h.jpg",
        numAdults: "2",
        priceCurrency: "USD",
        reservationFor: {
          "@type": "Hotel",
          name: "The Westin Copley Place",
          address: { "@type": "PostalAddress", addressLocality: "Boston" },
        },
      },
    ]);
  });

  it("collects repeated properties into a list and several top-level items", () => {
    const items = extract(`
      <div itemscope itemtype="http://schema.org/FlightReservation"><span itemprop="airplaneSeat">21A</span><span itemprop="airplaneSeat">21B</span></div>
      <p itemscope itemtype="http://schema.org/BusReservation"><span itemprop="reservationNumber">X</span></p>`);
    expect(items).toEqual([
      { "@type": "FlightReservation", airplaneSeat: ["21A", "21B"] },
      { "@type": "BusReservation", reservationNumber: "X" },
    ]);
  });

  it("re-attaches an itemprop orphaned by broken HTML to the previous item", () => {
    const items =
      extract(`<table><tr><td itemscope itemtype="http://schema.org/TrainReservation"><span itemprop="reservationNumber">LZ7</span></td></tr></table>
      <div><span itemprop="reservationStatus">Confirmed</span></div>`);
    expect(items).toEqual([
      { "@type": "TrainReservation", reservationNumber: "LZ7", reservationStatus: "Confirmed" },
    ]);
  });

  it("ignores itemprop names that would change an item's prototype", () => {
    const [item] = extract(
      `<div itemscope itemtype="http://schema.org/BusReservation"><span itemprop="__proto__">x</span><span itemprop="constructor">y</span></div>`,
    );
    expect(item).toEqual({ "@type": "BusReservation" });
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
  });

  it("ignores itemprops with no item anywhere before them", () => {
    expect(extract(`<span itemprop="name">Nobody's</span>`)).toEqual([]);
  });
});

describe("hostile HTML", () => {
  it("survives 50,000 unclosed elements without overflowing the stack (the deep part is flattened)", () => {
    const html = `${"<div>".repeat(50_000)}<p itemscope itemtype="http://schema.org/BusReservation"><meta itemprop="reservationNumber" content="Z1"></p>`;
    expect(extract(html)).toEqual([{ "@type": "BusReservation", reservationNumber: "Z1" }]);
  });
});
