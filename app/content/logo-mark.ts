// The camp's mark, a friendly whale over a wave on a sun, as shapes on a 48x48 grid: the site's
// header and footer draw it as SVG (app/components/site/logo.tsx), the parent handbook PDF as
// vector paths (app/server/pdf/logo.ts). One drawing, so the two never drift apart.
export const LOGO_GRID = 48;

export const logoMark = {
  sun: { cx: 24, cy: 24, r: 23, fill: "#ffc93c" },
  whale: { d: "M9 27c2-8 9-13 17-13 7 0 12 4 13 9 2-1 4-3 5-5-1 5-3 8-6 10-2 5-8 8-15 8C15 36 10 32 9 27z", fill: "#0b3a5b" },
  eye: { cx: 19, cy: 24, r: 1.8, fill: "#fff" },
  wave: { d: "M6 38c4-2 8-2 12 0s8 2 12 0 8-2 12 0", stroke: "#0d7377", width: 3 },
} as const;
