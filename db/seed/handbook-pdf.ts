// Writes a small, valid PDF (one text page per section) without any dependency, so the
// seed can put real parent handbooks in R2.
function escapePdf(text: string) {
  return text.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");
}

function wrap(text: string, width = 88): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else {
      line = (line + " " + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function handbookPdf(title: string, sections: Array<{ heading: string; body: string }>) {
  const pages = sections.map((section, i) => {
    const ops = ["BT", "/F2 20 Tf", "56 770 Td", `(${escapePdf(i === 0 ? title : section.heading)}) Tj`, "ET"];
    let y = 730;
    if (i === 0) {
      ops.push("BT", "/F2 14 Tf", `56 ${y} Td`, `(${escapePdf(section.heading)}) Tj`, "ET");
      y -= 28;
    }
    for (const line of wrap(section.body)) {
      ops.push("BT", "/F1 11 Tf", `56 ${y} Td`, `(${escapePdf(line)}) Tj`, "ET");
      y -= 16;
    }
    ops.push("BT", "/F1 9 Tf", `56 40 Td`, `(${escapePdf(`${title} - page ${i + 1} of ${sections.length}`)}) Tj`, "ET");
    return ops.join("\n");
  });

  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>";
  pages.forEach((content, i) => {
    const pageId = pageIds[i];
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
