import { expect, test } from "vitest";
import { checkImageUpload, checkPdfUpload, MAX_IMAGE_BYTES, mediaSlug } from "./media-rules";

function png(width: number, height: number) {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function jpeg(width: number, height: number) {
  // SOI, an APP0 segment of 16 bytes, then a baseline start-of-frame with the size.
  const bytes = new Uint8Array(2 + 18 + 19);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  const sof = 20;
  bytes.set([0xff, 0xc0, 0x00, 0x11, 0x08], sof);
  new DataView(bytes.buffer).setUint16(sof + 5, height);
  new DataView(bytes.buffer).setUint16(sof + 7, width);
  return bytes;
}

const text = (s: string) => new TextEncoder().encode(s);

test("photos are recognised by their bytes, with their pixel size", () => {
  expect(checkImageUpload(png(1200, 800))).toEqual({ ok: true, contentType: "image/png", width: 1200, height: 800 });
  expect(checkImageUpload(jpeg(640, 480))).toEqual({ ok: true, contentType: "image/jpeg", width: 640, height: 480 });
  expect(checkImageUpload(text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect/></svg>'))).toEqual({
    ok: true,
    contentType: "image/svg+xml",
    width: 300,
    height: 200,
  });
});

test("other files, oversized photos and SVGs with scripts are refused with a reason", () => {
  expect(checkImageUpload(text("%PDF-1.4 not a photo"))).toEqual({ ok: false, message: "Photos must be JPEG, PNG, WebP or SVG images" });
  const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
  big.set(png(10, 10));
  expect(checkImageUpload(big)).toEqual({ ok: false, message: "Photos must be 5 MB or smaller" });
  expect(checkImageUpload(text('<svg onload="alert(1)"></svg>'))).toMatchObject({
    ok: false,
    message: "This SVG contains scripts or links and cannot be used",
  });
  expect(checkImageUpload(new Uint8Array())).toEqual({ ok: false, message: "The file is empty" });
});

test("handbooks must be PDFs", () => {
  expect(checkPdfUpload(text("%PDF-1.7 ..."))).toMatchObject({ ok: true, contentType: "application/pdf" });
  expect(checkPdfUpload(png(1, 1))).toEqual({ ok: false, message: "Handbooks must be PDF files" });
});

test("file names become short, safe key slugs", () => {
  expect(mediaSlug("Summer Fun (1).JPG")).toBe("summer-fun-1");
  expect(mediaSlug("???.png")).toBe("photo");
});
