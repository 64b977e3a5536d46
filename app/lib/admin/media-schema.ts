// The Media tab's changes: a photo's description, the gallery's order, an uploaded file.
import { z } from "zod";

export const altSchema = z.object({
  alt: z.string().trim().min(3, "Describe the photo in at least 3 characters").max(200, "Alt text must be at most 200 characters"),
});
// The API sends the order as a list of numbers, the tab's form as text ("3,1,2"): read alike.
const idList = (value: unknown) =>
  typeof value === "string" ? (value === "" ? [] : value.split(",").map((id) => (/^\d{1,12}$/.test(id) ? Number(id) : id))) : value;
export const orderSchema = z.object({ ids: z.preprocess(idList, z.array(z.number().int().positive()).max(1000)) });
export const uploadSchema = z.object({
  file: z.instanceof(File, { message: "Choose a file to upload" }),
  alt: z.string().trim().max(200, "Alt text must be at most 200 characters").optional(),
});
export const galleryUploadSchema = uploadSchema.extend({ alt: altSchema.shape.alt });
