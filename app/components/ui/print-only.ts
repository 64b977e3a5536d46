// What a page prints (an office tab's report, a family's statement): only the element `#id`, in black ink, tables with borders,
// rows never split across pages, and nothing marked `.no-print`. The page's header, tabs and
// stat cards are hidden (the site's header and footer are taken out, or they would still take
// up paper: a blank last page).
export function printOnlyCss(id: string): string {
  const el = `#${id}`;
  return `
@media print {
  @page { margin: 14mm; }
  body * { visibility: hidden; }
  body header, body footer { display: none !important; }
  ${el}, ${el} * { visibility: visible; }
  ${el} { position: absolute; inset: 0 auto auto 0; width: 100%; font-size: 11pt; color: #000; }
  ${el} table { width: 100%; border-collapse: collapse; }
  ${el} th, ${el} td { border: 1px solid #000; padding: 4px 6px; }
  ${el} tr { break-inside: avoid; }
  ${el} section { break-inside: auto; margin-top: 12pt; }
  ${el} .no-print { display: none !important; }
}`;
}
