// Generated illustrations that stand in for photos until the camp uploads its own: ocean
// scenes in the camp's palette, different for every seed number, small as SVG.
const PALETTE = {
  deep: "#0b3a5b",
  sea: "#0e6e8c",
  teal: "#1aa6a6",
  foam: "#e6f7f5",
  sun: "#ffc845",
  coral: "#ff6f59",
  sand: "#f6e3b4",
  sky: "#bfe9f2",
};

function random(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function whale(x: number, y: number, scale: number, color: string) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<path d="M0 40 C10 0 90 -10 130 25 C150 10 165 0 175 -5 C170 15 165 30 170 50 C160 45 150 40 135 40 C110 75 30 80 0 40 Z" fill="${color}"/>
<circle cx="35" cy="30" r="5" fill="#0b1f2e"/><path d="M20 50 Q40 60 60 52" stroke="#fff" stroke-width="3" fill="none" opacity="0.7"/>
</g>`;
}

function fish(x: number, y: number, scale: number, color: string) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<ellipse cx="30" cy="20" rx="30" ry="18" fill="${color}"/><path d="M56 20 L80 4 L80 36 Z" fill="${color}"/>
<circle cx="16" cy="16" r="4" fill="#0b1f2e"/></g>`;
}

function kid(x: number, y: number, scale: number, shirt: string) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<circle cx="20" cy="12" r="12" fill="#8d5a3b"/><rect x="6" y="26" width="28" height="36" rx="10" fill="${shirt}"/>
<rect x="9" y="60" width="8" height="24" rx="4" fill="#0b3a5b"/><rect x="23" y="60" width="8" height="24" rx="4" fill="#0b3a5b"/>
<path d="M6 32 L-8 14" stroke="${shirt}" stroke-width="8" stroke-linecap="round"/><path d="M34 32 L48 14" stroke="${shirt}" stroke-width="8" stroke-linecap="round"/>
</g>`;
}

/**
 * What oceanScene(seed) draws, as its caption and alt text: the demo pictures are drawings, and
 * their words say so and say what is in them (a caption the office replaces with its photos).
 */
export function oceanSceneCaption(seed: number): string {
  return [
    "Illustration: a whale swimming under a sunny sky",
    "Illustration: a school of colourful fish under the waves",
    "Illustration: campers waving on a sandy beach by the sea",
  ][seed % 3];
}

export function oceanScene(seed: number, width: number, height: number, label: string): string {
  const r = random(seed + 1);
  const colors = [PALETTE.coral, PALETTE.sun, PALETTE.teal, "#7c5cff", "#ff9fb2"];
  const horizon = height * (0.45 + r() * 0.15);
  const sunX = width * (0.15 + r() * 0.7);
  const parts: string[] = [];
  parts.push(`<defs><linearGradient id="sky${seed}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PALETTE.sky}"/><stop offset="1" stop-color="${PALETTE.foam}"/></linearGradient>
<linearGradient id="sea${seed}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PALETTE.teal}"/><stop offset="1" stop-color="${PALETTE.deep}"/></linearGradient></defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sky${seed})"/>`);
  parts.push(`<circle cx="${sunX}" cy="${horizon * 0.45}" r="${height * 0.12}" fill="${PALETTE.sun}"/>`);
  for (let i = 0; i < 3; i++) {
    const cx = r() * width;
    const cy = horizon * (0.15 + r() * 0.4);
    parts.push(
      `<g fill="#fff" opacity="0.9"><ellipse cx="${cx}" cy="${cy}" rx="${60 + r() * 50}" ry="22"/><ellipse cx="${cx + 40}" cy="${cy - 14}" rx="40" ry="20"/></g>`,
    );
  }
  parts.push(`<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sea${seed})"/>`);
  for (let i = 0; i < 4; i++) {
    const y = horizon + ((height - horizon) * (i + 1)) / 5;
    const amp = 10 + r() * 10;
    let d = `M0 ${y}`;
    for (let x = 0; x <= width; x += 80) d += ` Q${x + 40} ${y - amp} ${x + 80} ${y}`;
    parts.push(`<path d="${d}" stroke="${PALETTE.foam}" stroke-width="4" fill="none" opacity="${0.25 + i * 0.1}"/>`);
  }
  const scene = seed % 3;
  if (scene === 0) {
    parts.push(whale(width * (0.2 + r() * 0.4), horizon + (height - horizon) * 0.3, (height / 400) * (0.8 + r() * 0.5), "#d9eef5"));
  } else if (scene === 1) {
    for (let i = 0; i < 6; i++) {
      parts.push(fish(r() * (width - 100), horizon + 30 + r() * (height - horizon - 80), (height / 600) * (0.8 + r()), colors[i % colors.length]));
    }
  } else {
    const sandTop = height * 0.78;
    parts.push(`<path d="M0 ${sandTop} Q${width / 2} ${sandTop - 40} ${width} ${sandTop} L${width} ${height} L0 ${height} Z" fill="${PALETTE.sand}"/>`);
    const count = 3 + Math.floor(r() * 3);
    for (let i = 0; i < count; i++) {
      parts.push(kid((width / (count + 1)) * (i + 1) - 20, sandTop - (height / 700) * 70, height / 700, colors[i % colors.length]));
    }
  }
  for (let i = 0; i < 8; i++) {
    parts.push(
      `<circle cx="${r() * width}" cy="${horizon + r() * (height - horizon)}" r="${3 + r() * 6}" fill="none" stroke="#fff" stroke-width="2" opacity="0.6"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${parts.join("")}</svg>`;
}

/** A friendly portrait placeholder: a sea creature badge with the person's initials. */
export function portrait(seed: number, initials: string, size = 600): string {
  const r = random(seed + 7);
  const bg = [PALETTE.teal, PALETTE.sea, PALETTE.coral, "#7c5cff"][seed % 4];
  const parts = [
    `<rect width="${size}" height="${size}" fill="${bg}"/>`,
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.34}" fill="${PALETTE.foam}"/>`,
  ];
  for (let i = 0; i < 10; i++) {
    parts.push(`<circle cx="${r() * size}" cy="${r() * size}" r="${4 + r() * 10}" fill="#fff" opacity="0.35"/>`);
  }
  parts.push(
    `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="Verdana, sans-serif" font-weight="700" font-size="${size * 0.22}" fill="${PALETTE.deep}">${escapeXml(initials)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(initials)}">${parts.join("")}</svg>`;
}

/** An award rosette for the footer. */
export function awardBadge(seed: number, line1: string, line2: string): string {
  const color = seed % 2 ? PALETTE.coral : PALETTE.teal;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(`${line1} ${line2}`)}">
<path d="M80 150 L60 232 L98 212 L120 236 L130 150 Z" fill="${PALETTE.deep}"/><path d="M160 150 L180 232 L142 212 L120 236 L110 150 Z" fill="${PALETTE.sea}"/>
<circle cx="120" cy="100" r="92" fill="${color}"/><circle cx="120" cy="100" r="74" fill="${PALETTE.foam}"/>
<text x="120" y="92" text-anchor="middle" font-family="Verdana, sans-serif" font-weight="700" font-size="22" fill="${PALETTE.deep}">${escapeXml(line1)}</text>
<text x="120" y="122" text-anchor="middle" font-family="Verdana, sans-serif" font-size="18" fill="${PALETTE.deep}">${escapeXml(line2)}</text></svg>`;
}
