// The PDF carries only the glyphs it prints: a subset is a smaller, valid font with the same shapes.
import { expect, test } from "vitest";
import { loadHandbookFonts } from "./fonts";
import { readTrueType } from "./truetype";

// The first read of the fonts in a test run transforms their modules (about 2 MB): allow for it.
test("a subset keeps a letter's accents (composite glyphs), its width and nothing else", { timeout: 30_000 }, async () => {
  const { regular } = await loadHandbookFonts();
  const font = regular[0];
  const letters = [..."ịỡ→"].map((c) => c.codePointAt(0)!);
  const glyphs = new Map(letters.map((code) => [code, font.glyphFor(code)]));
  expect(glyphs.get(0x2192)).toBe(0); // Noto Sans has no arrows: Noto Sans Math draws them

  const subset = font.subset(glyphs.values(), glyphs);
  const small = readTrueType(subset.bytes);
  expect(subset.bytes.length).toBeLessThan(5_000);
  // ị and ỡ are built from their base letters and accents, which came along.
  expect(small.numGlyphs).toBeGreaterThan(3);
  expect(small.numGlyphs).toBeLessThan(12);
  for (const code of [0x1ecb, 0x1ee1]) {
    expect(small.glyphFor(code)).toBe(subset.glyphs.get(font.glyphFor(code)));
    expect(small.advance(small.glyphFor(code))).toBe(font.advance(font.glyphFor(code)));
  }
  expect(small.glyphFor(0x2192)).toBe(0);
});
