// Cuts the handbook PDF's fonts (app/server/pdf/fonts/*.ts) from the Noto fonts on npm, keeping
// only the characters a camp handbook can hold: the Worker carries these files, and its size is
// limited (docs/decisions/0045-handbook-pdf-fonts-and-tags.md says which characters and why).
// Run again to change the characters or the font versions:   tsx scripts/pdf-fonts.ts
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readTrueType } from "../app/server/pdf/truetype";

const root = path.resolve(import.meta.dirname, "..");

type Range = [number, number];

// Latin with every accent (Vietnamese included), Greek and Cyrillic (families' names), the
// punctuation, currency, letter-like signs and number forms of ordinary text.
const TEXT: Range[] = [
  [0x0020, 0x036f],
  [0x0370, 0x03ff],
  [0x0400, 0x04ff],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
  [0x2100, 0x218f],
  [0x2c60, 0x2c7f],
  [0xfb00, 0xfb06],
  [0xfffd, 0xfffd],
];
// What Noto Sans lacks and a handbook uses: arrows, math signs, shapes, check marks and stars.
const SYMBOLS: Range[] = [
  [0x2190, 0x21ff],
  [0x2200, 0x22ff],
  [0x2300, 0x23ff],
  [0x25a0, 0x25ff],
  [0x2600, 0x26ff],
  [0x2700, 0x27bf],
  [0x27f0, 0x27ff],
  [0x2900, 0x297f],
  [0x2b00, 0x2bff],
];
// Every emoji that is one code point (ZWJ sequences, skin tones and flags are drawn from their
// parts, docs/decisions/0045), and the symbols that have an emoji form.
const EMOJI: Range[] = [
  [0x00a9, 0x00ae],
  [0x203c, 0x2049],
  [0x2122, 0x2139],
  [0x2194, 0x21aa],
  [0x231a, 0x23ff],
  [0x24c2, 0x24c2],
  [0x25aa, 0x25fe],
  [0x2600, 0x27bf],
  [0x2934, 0x2935],
  [0x2b05, 0x2b55],
  [0x3030, 0x303d],
  [0x3297, 0x3299],
  [0x1f000, 0x1faff],
];

const FONTS = [
  { out: "noto-sans-regular", pkg: "@expo-google-fonts/noto-sans@0.4.2", file: "400Regular/NotoSans_400Regular.ttf", ranges: TEXT },
  { out: "noto-sans-bold", pkg: "@expo-google-fonts/noto-sans@0.4.2", file: "700Bold/NotoSans_700Bold.ttf", ranges: TEXT },
  { out: "noto-sans-math", pkg: "@expo-google-fonts/noto-sans-math@0.4.2", file: "400Regular/NotoSansMath_400Regular.ttf", ranges: SYMBOLS },
  { out: "noto-emoji", pkg: "@expo-google-fonts/noto-emoji@0.4.7", file: "400Regular/NotoEmoji_400Regular.ttf", ranges: EMOJI },
];

const work = mkdtempSync(path.join(tmpdir(), "pdf-fonts-"));
try {
  const unpacked = new Map<string, string>();
  for (const font of FONTS) {
    if (!unpacked.has(font.pkg)) {
      // npm pack checks the package against the registry's integrity hash.
      const tarball = execFileSync("npm", ["pack", font.pkg, "--silent", "--pack-destination", work], { encoding: "utf8" }).trim();
      const into = path.join(work, tarball.replace(/\.tgz$/, ""));
      execFileSync("mkdir", ["-p", into]);
      execFileSync("tar", ["xzf", path.join(work, tarball), "-C", into]);
      unpacked.set(font.pkg, path.join(into, "package"));
    }
    const source = readTrueType(new Uint8Array(readFileSync(path.join(unpacked.get(font.pkg)!, font.file))));
    const kept = new Map([...source.characters()].filter(([code]) => font.ranges.some(([first, last]) => code >= first && code <= last)));
    const { bytes } = source.subset(kept.values(), kept);
    const base64 = Buffer.from(bytes).toString("base64");
    writeFileSync(
      path.join(root, "app/server/pdf/fonts", `${font.out}.ts`),
      `// ${source.name} from ${font.pkg} (${font.file}), SIL Open Font License 1.1 (OFL.txt beside this file).\n` +
        `// ${kept.size} characters, cut by scripts/pdf-fonts.ts: do not edit.\n` +
        `export default "${base64}";\n`,
    );
    console.log(`${font.out}: ${kept.size} characters, ${bytes.length} bytes (${base64.length} as text)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
