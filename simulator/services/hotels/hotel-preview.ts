// B3 `preview`: "the hotel image ... as a base64 string". A real service sends a photo; the
// simulator draws a 96x64 PNG of the hotel's building so the client exercises real image decoding
// while results stay small and deterministic. No image libraries needed.
import { deflateSync } from "node:zlib";
import { seededRandom } from "./seeded-random";

const WIDTH = 96;
const HEIGHT = 64;

type Rgb = readonly [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

// Facade materials a hotel is built of: limestone, brick, concrete, dark glass, white render, sandstone.
const FACADES: readonly Rgb[] = [
  [214, 202, 178],
  [168, 92, 70],
  [150, 150, 146],
  [58, 74, 94],
  [232, 228, 220],
  [190, 170, 140],
];

/**
 * A small picture of the hotel, deterministic per hotel name: the building against the sky at a
 * seeded hour (day blue or dusk orange), floors of windows (lit or reflecting), an entrance with a
 * canopy, lower neighbours, the street and a tree or two. It reads as a photo of a building rather
 * than a monogram (issue 12 item 23) and stays around a kilobyte.
 */
export function previewPngBase64(hotelName: string): string {
  const rng = seededRandom("preview", hotelName);
  const dusk = rng.chance(0.3);
  const skyTop: Rgb = dusk ? [52, 62, 112] : [88, 150, 220];
  const skyLow: Rgb = dusk ? [238, 150, 96] : [196, 224, 246];
  const facade = rng.pick(FACADES);
  const glass = facade[0] < 100;
  const left = rng.int(14, 28);
  const right = WIDTH - rng.int(14, 28);
  const top = rng.int(4, 18);
  const street = HEIGHT - 8;
  const cols = rng.int(4, 8);
  const pixels: Rgb[][] = Array.from({ length: HEIGHT }, (_, y) =>
    Array.from({ length: WIDTH }, () => mix(skyTop, skyLow, Math.min(1, y / street))),
  );
  const neighbour = mix(facade, skyLow, 0.55);
  const roofline = top + rng.int(8, 20);
  for (let y = roofline; y < street; y++)
    for (let x = 0; x < WIDTH; x++) if (x < left || x >= right) pixels[y]![x] = neighbour;
  for (let y = top; y < street; y++)
    for (let x = left; x < right; x++)
      pixels[y]![x] = x < left + 2 ? mix(facade, [255, 255, 255], 0.25) : facade;
  const cellW = (right - left - 4) / cols;
  for (let fy = top + 3; fy + 3 < street - 9; fy += 6) {
    for (let c = 0; c < cols; c++) {
      const x0 = Math.round(left + 3 + c * cellW);
      const lit = rng.chance(dusk ? 0.6 : 0.12);
      const pane: Rgb = lit
        ? [250, 214, 120]
        : glass
          ? mix(skyLow, [30, 40, 60], 0.5)
          : mix(skyTop, [20, 28, 40], 0.45);
      for (let y = fy; y < fy + 3; y++)
        for (let x = x0; x < x0 + Math.max(2, Math.floor(cellW) - 2) && x < right - 1; x++)
          pixels[y]![x] = pane;
    }
  }
  const door = Math.round((left + right) / 2);
  for (let y = street - 7; y < street; y++)
    for (let x = door - 5; x <= door + 5; x++)
      pixels[y]![x] = y === street - 7 ? [120, 24, 32] : [46, 36, 30];
  for (let y = street; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) pixels[y]![x] = y < street + 2 ? [176, 172, 166] : [84, 86, 90];
  for (let t = rng.int(1, 2); t > 0; t--) {
    const tx = t === 1 ? rng.int(4, left - 4) : rng.int(right + 4, WIDTH - 5);
    for (let y = street - 13; y < street - 3; y++)
      for (let x = tx - 3; x <= tx + 3; x++)
        if ((x - tx) ** 2 + (y - street + 9) ** 2 <= 12) pixels[y]![x] = [54, 112, 60];
    for (let y = street - 4; y < street; y++) pixels[y]![tx] = [80, 58, 40];
  }
  return encodePng(pixels).toString("base64");
}

function encodePng(pixels: ReadonlyArray<ReadonlyArray<readonly number[]>>): Buffer {
  const raw = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
  pixels.forEach((row, y) => {
    const base = y * (1 + WIDTH * 3); // filter byte 0 (None) per row
    row.forEach((px, x) => raw.set(px, base + 1 + x * 3));
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
