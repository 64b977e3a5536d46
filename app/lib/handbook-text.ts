// How a handbook section's text is read, the same for the HTML page and the PDF: a blank line
// starts a new paragraph, and lines starting with "- " (or "* ", "• ") are a bulleted list.
export type HandbookBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^[-*•]\s+/;

export function handbookBlocks(body: string): HandbookBlock[] {
  const blocks: HandbookBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (BULLET.test(line)) {
      flush();
      const last = blocks.at(-1);
      const item = line.replace(BULLET, "");
      if (last?.kind === "list") last.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
