// B3 `preview`: "the hotel image ... as a base64 string". A real service sends a
// photo; the simulator draws a tiny 48x32 PNG (brand colour + two initials in a
// 3x5 pixel font) so the client exercises real image decoding while results
// stay small (~200-400 bytes) and deterministic. No image libraries needed.
import { deflateSync } from "node:zlib";
import { seededRandom } from "./seeded-random";

const WIDTH = 48;
const HEIGHT = 32;
const SCALE = 4;

// 3x5 glyphs, rows top to bottom, "1" = ink.
const FONT: Readonly<Record<string, string>> = {
  A: "010101111101101",
  B: "110101110101110",
  C: "011100100100011",
  D: "110101101101110",
  E: "111100110100111",
  F: "111100110100100",
  G: "011100101101011",
  H: "101101111101101",
  I: "111010010010111",
  J: "001001001101010",
  K: "101101110101101",
  L: "100100100100111",
  M: "101111111101101",
  N: "110101101101101",
  O: "010101101101010",
  P: "110101110100100",
  Q: "010101101110011",
  R: "110101110101101",
  S: "011100010001110",
  T: "111010010010010",
  U: "101101101101111",
  V: "101101101101010",
  W: "101101111111101",
  X: "101101010101101",
  Y: "101101010010010",
  Z: "111001010100111",
};

export function initialsOf(name: string): string {
  const letters = name
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase());
  return letters.slice(0, 2).join("");
}

export function previewPngBase64(hotelName: string): string {
  const rng = seededRandom("preview", hotelName);
  const bg = [rng.int(30, 150), rng.int(30, 150), rng.int(60, 180)] as const;
  const ink = [245, 245, 240] as const;
  const pixels = Array.from({ length: HEIGHT }, (_, y) =>
    Array.from({ length: WIDTH }, () => (y >= HEIGHT - 4 ? shade(bg) : bg)),
  );
  const initials = initialsOf(hotelName);
  const textWidth = initials.length * 3 * SCALE + Math.max(0, initials.length - 1) * SCALE;
  let x0 = Math.floor((WIDTH - textWidth) / 2);
  for (const ch of initials) {
    const glyph = FONT[ch] ?? "";
    for (let i = 0; i < glyph.length; i++) {
      if (glyph[i] !== "1") continue;
      const gx = x0 + (i % 3) * SCALE;
      const gy = 4 + Math.floor(i / 3) * SCALE;
      for (let dy = 0; dy < SCALE; dy++) for (let dx = 0; dx < SCALE; dx++) pixels[gy + dy]![gx + dx] = ink;
    }
    x0 += 4 * SCALE;
  }
  return encodePng(pixels).toString("base64");
}

function shade(rgb: readonly [number, number, number]): readonly [number, number, number] {
  return [rgb[0] >> 1, rgb[1] >> 1, rgb[2] >> 1];
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
