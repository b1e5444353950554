import { z } from "zod";
import { latinTitleSchema, storeOptionRequestSchema } from "@/lib/contract/phonebooks";

/** The Latin title is optional: a box left blank means none. */
const optionalLatinTitle = z
  .string()
  .transform((text) => text.trim() || null)
  .pipe(latinTitleSchema.nullable());

/** The feature dialog's form: the contract's new-feature request, its Latin title typed in a text box. */
export const featureFormSchema = storeOptionRequestSchema.extend({ latin_title: optionalLatinTitle });
export type FeatureFormInput = z.input<typeof featureFormSchema>;
export type FeatureFormValues = z.output<typeof featureFormSchema>;
