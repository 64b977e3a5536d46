// The handbook PDF draws the site's own logo: the header's SVG shapes, turned into PDF paths.
import { expect, test } from "vitest";
import { logoMark } from "../../content/logo-mark";
import { logo, svgPathToPdf } from "./logo";

test("SVG path data becomes the same points in PDF path operators, relative moves and smooth curves included", () => {
  expect(svgPathToPdf("M9 27c2-8 9-13 17-13")).toBe("9 27 m\n11 19 18 14 26 14 c");
  // "s" mirrors the last curve's second control point (14,36) around the current point (18,38).
  expect(svgPathToPdf("M6 38c4-2 8-2 12 0s8 2 12 0")).toBe("6 38 m\n10 36 14 36 18 38 c\n22 40 26 40 30 38 c");
  expect(svgPathToPdf("M15 36C10 32 9 27 9 27z")).toBe("15 36 m\n10 32 9 27 9 27 c\nh");
});

test("the PDF logo is the site's: sun, whale, eye and wave in the header's colours, flipped onto the page", () => {
  const drawn = logo(58, 670, 64);
  expect(drawn).toContain("1.333 0 0 -1.333 58 734 cm"); // 48-unit SVG grid, y down, onto 64 points
  expect(drawn).toContain("1.000 0.788 0.235 rg"); // the sun, #ffc93c
  expect(drawn).toContain(`0.043 0.227 0.357 rg\n${svgPathToPdf(logoMark.whale.d)}\nf`); // the whale, #0b3a5b
  expect(drawn).toContain(`0.051 0.451 0.467 RG 3 w 1 J 1 j\n${svgPathToPdf(logoMark.wave.d)}\nS`); // the wave, #0d7377
});
