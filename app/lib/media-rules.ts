// What the Media tab accepts, decided from the file's bytes (never its name or claimed type):
// JPEG, PNG, WebP and SVG photos up to 5 MB, PDF handbooks up to 20 MB. Also reads a photo's
// pixel size so the gallery can reserve its space before it loads.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/svg+xml"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/svg+xml": "svg",
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function svgText(bytes: Uint8Array): string | null {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (!/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return null;
  return new TextDecoder().decode(bytes);
}

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (svgText(bytes)) return "image/svg+xml";
  return null;
}

export function isPdf(bytes: Uint8Array) {
  return startsWith(bytes, ascii("%PDF-"));
}

/**
 * Scripts, event handlers and external references have no place in a gallery picture: refusing
 * the plain cases tells the office why at once. A pattern list can be got round (an
 * entity-encoded `javascript:`), so it is not what keeps visitors safe: every SVG is served
 * under a no-script sandbox policy (worker/media.ts).
 */
export function svgIsSafe(bytes: Uint8Array) {
  const text = new TextDecoder().decode(bytes).toLowerCase();
  return !/<script|<foreignobject|\son[a-z]+\s*=|javascript:|<!entity|(href|src)\s*=\s*["']\s*(https?:|\/\/|data:text)/.test(text);
}

/** The photo's width and height in pixels, when its header says so. */
export function imageSize(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (type === "image/png") return { width: view.getUint32(16), height: view.getUint32(20) };
    if (type === "image/webp") {
      const chunk = String.fromCharCode(...bytes.subarray(12, 16));
      if (chunk === "VP8X") return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
      if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
      if (chunk === "VP8L") {
        const bits = view.getUint32(21, true);
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      }
      return null;
    }
    if (type === "image/jpeg") {
      let offset = 2;
      while (offset + 9 < bytes.length) {
        if (bytes[offset] !== 0xff) return null;
        const marker = bytes[offset + 1];
        const length = view.getUint16(offset + 2);
        // Start-of-frame markers (baseline, progressive, ...) carry the size.
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
          return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
        }
        offset += 2 + length;
      }
      return null;
    }
    const text = svgText(bytes) ?? "";
    const tag = text.match(/<svg[^>]*>/i)?.[0] ?? "";
    const width = Number(tag.match(/\swidth\s*=\s*["']?([\d.]+)(px)?["'\s>]/i)?.[1]);
    const height = Number(tag.match(/\sheight\s*=\s*["']?([\d.]+)(px)?["'\s>]/i)?.[1]);
    if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
    const box = tag.match(/viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i);
    return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : null;
  } catch {
    return null;
  }
}

export type UploadCheck =
  { ok: true; contentType: ImageType | "application/pdf"; width: number | null; height: number | null } | { ok: false; message: string };

export function checkImageUpload(bytes: Uint8Array): UploadCheck {
  if (bytes.byteLength === 0) return { ok: false, message: "The file is empty" };
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, message: "Photos must be 5 MB or smaller" };
  const type = detectImageType(bytes);
  if (!type) return { ok: false, message: "Photos must be JPEG, PNG, WebP or SVG images" };
  if (type === "image/svg+xml" && !svgIsSafe(bytes)) return { ok: false, message: "This SVG contains scripts or links and cannot be used" };
  const size = imageSize(bytes, type);
  return { ok: true, contentType: type, width: size?.width ?? null, height: size?.height ?? null };
}

export function checkPdfUpload(bytes: Uint8Array): UploadCheck {
  if (bytes.byteLength === 0) return { ok: false, message: "The file is empty" };
  if (bytes.byteLength > MAX_PDF_BYTES) return { ok: false, message: "Handbooks must be 20 MB or smaller" };
  if (!isPdf(bytes)) return { ok: false, message: "Handbooks must be PDF files" };
  return { ok: true, contentType: "application/pdf", width: null, height: null };
}

/** 'Summer Fun (1).JPG' -> 'summer-fun-1'. */
export function mediaSlug(fileName: string) {
  const base = fileName
    .replace(/\.[^.]*$/, "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return base.slice(0, 40).replace(/-+$/, "") || "photo";
}

/** A whole upload request (the file and its form) may be this large: refused by its length before it is read. */
export const MAX_UPLOAD_REQUEST_BYTES = 21 * 1024 * 1024;
