// The site's logo (app/content/logo-mark.ts) as PDF vector paths: the same SVG path data, turned
// into PDF operators, drawn under a matrix that maps the 48x48 SVG grid (y down) onto the page.
import { LOGO_GRID, logoMark } from "../../content/logo-mark";

const rgb = (hex: string) => {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (d) => d + d) : hex;
  return [1, 3, 5].map((at) => (parseInt(full.slice(at, at + 2), 16) / 255).toFixed(3)).join(" ");
};

const round = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * SVG path data (the commands the logo uses: M, L, H, V, C, S, Z, absolute or relative) as PDF
 * path operators in the same coordinates.
 */
export function svgPathToPdf(d: string): string {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const ops: string[] = [];
  let at = 0;
  let command = "";
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let control: [number, number] | null = null; // the last curve's second control point, for S
  const number = () => Number(tokens[at++]);
  while (at < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[at])) command = tokens[at++];
    const relative = command === command.toLowerCase();
    const [dx, dy] = relative ? [x, y] : [0, 0];
    switch (command.toUpperCase()) {
      case "M":
        [x, y] = [number() + dx, number() + dy];
        [startX, startY] = [x, y];
        ops.push(`${round(x)} ${round(y)} m`);
        command = relative ? "l" : "L"; // pairs after a move are lines
        control = null;
        break;
      case "L":
      case "H":
      case "V": {
        const kind = command.toUpperCase();
        if (kind !== "V") x = number() + dx;
        if (kind !== "H") y = number() + dy;
        ops.push(`${round(x)} ${round(y)} l`);
        control = null;
        break;
      }
      case "C":
      case "S": {
        const first: [number, number] =
          command.toUpperCase() === "C" ? [number() + dx, number() + dy] : control ? [2 * x - control[0], 2 * y - control[1]] : [x, y];
        const second: [number, number] = [number() + dx, number() + dy];
        [x, y] = [number() + dx, number() + dy];
        ops.push(`${[...first, ...second, x, y].map(round).join(" ")} c`);
        control = second;
        break;
      }
      case "Z":
        ops.push("h");
        [x, y] = [startX, startY];
        control = null;
        command = "";
        break;
      default:
        throw new Error(`The logo's path uses ${command}, which is not drawn`);
    }
  }
  return ops.join("\n");
}

/** A circle as four Bézier arcs (the usual 0.5523 approximation). */
function circlePath(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return svgPathToPdf(
    `M${cx + r} ${cy}C${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r}S${cx - r} ${cy + k} ${cx - r} ${cy}S${cx - k} ${cy - r} ${cx} ${cy - r}S${cx + r} ${cy - k} ${cx + r} ${cy}Z`,
  );
}

/** The logo with its lower-left corner at (x, y), `size` points wide and high. */
export function logo(x: number, y: number, size: number): string {
  const { sun, whale, eye, wave } = logoMark;
  const scale = size / LOGO_GRID;
  return [
    "q",
    `${round(scale)} 0 0 ${round(-scale)} ${round(x)} ${round(y + size)} cm`,
    `${rgb(sun.fill)} rg`,
    circlePath(sun.cx, sun.cy, sun.r),
    "f",
    `${rgb(whale.fill)} rg`,
    svgPathToPdf(whale.d),
    "f",
    `${rgb(eye.fill)} rg`,
    circlePath(eye.cx, eye.cy, eye.r),
    "f",
    `${rgb(wave.stroke)} RG ${wave.width} w 1 J 1 j`,
    svgPathToPdf(wave.d),
    "S",
    "Q",
  ].join("\n");
}
