// The Media tab's changes: a photo's description, the gallery's order, an uploaded file.
import { z } from "zod";

export const altSchema = z.object({
  alt: z.string().trim().min(3, "Describe the photo in at least 3 characters").max(200, "Alt text must be at most 200 characters"),
});
export const orderSchema = z.object({ ids: z.array(z.number().int().positive()).max(1000) });
export const uploadSchema = z.object({
  file: z.instanceof(File, { message: "Choose a file to upload" }),
  alt: z.string().trim().max(200, "Alt text must be at most 200 characters").optional(),
});
export const galleryUploadSchema = uploadSchema.extend({ alt: altSchema.shape.alt });
