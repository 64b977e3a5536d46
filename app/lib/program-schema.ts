// The Add/Edit Program form: one schema for the dialog in the browser and for
// POST /api/programs and PATCH /api/programs/{id} on the server.
import { z } from "zod";
import { checked, decimalOrZero, dollarsToCents, editOfAnyFields, tooLong, wholeNumberOrZero } from "./form-inputs";

// Names show on every program card, the public registration page and each e-mail: a line each.
export const PROGRAM_TEXT_MAX = { name: 100, description: 2000, ageGroup: 40 } as const;

const capacity = z.preprocess(wholeNumberOrZero, z.number().int().min(1, "Capacity must be at least 1"));
const price = (message: string) => z.preprocess(decimalOrZero, z.number().min(0, message));

const programFields = {
  name: z
    .string({ error: "Program name must be at least 2 characters" })
    .trim()
    .min(2, "Program name must be at least 2 characters")
    .max(PROGRAM_TEXT_MAX.name, tooLong("Program name", PROGRAM_TEXT_MAX.name)),
  description: z
    .string({ error: "Description must be at least 10 characters" })
    .trim()
    .min(10, "Description must be at least 10 characters")
    .max(PROGRAM_TEXT_MAX.description, tooLong("Description", PROGRAM_TEXT_MAX.description)),
  ageGroup: z
    .string({ error: "Age group is required" })
    .trim()
    .min(1, "Age group is required")
    .max(PROGRAM_TEXT_MAX.ageGroup, tooLong("Age group", PROGRAM_TEXT_MAX.ageGroup)),
  maxCapacity: capacity,
  pricePerWeek: price("Price must be positive"),
  // Before care and after care each cost this much on top of the day's price.
  careAddOn: price("Care price must be positive"),
  isActive: z.preprocess(checked, z.boolean()),
};

export const programFormSchema = z.object({
  ...programFields,
  careAddOn: programFields.careAddOn.optional(),
  isActive: z.preprocess((v) => (v === undefined ? true : checked(v)), z.boolean()),
});

/** PATCH: any subset of the fields, each checked by the same rule. */
export const programPatchSchema = editOfAnyFields(programFields);

export type ProgramForm = z.infer<typeof programFormSchema>;
export type ProgramPatch = z.infer<typeof programPatchSchema>;

/** The form's dollar figures as the cents the database keeps. */
export function programFormToRow(form: Partial<ProgramForm>) {
  const { pricePerWeek, careAddOn, ...rest } = form;
  return {
    ...rest,
    ...(pricePerWeek === undefined ? {} : { pricePerWeekCents: dollarsToCents(pricePerWeek) }),
    ...(careAddOn === undefined ? {} : { careAddOnCents: dollarsToCents(careAddOn) }),
  };
}
