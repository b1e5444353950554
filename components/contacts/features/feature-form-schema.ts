import * as z from "zod/mini";
import { latinTitleSchema, storeOptionRequestSchema } from "@/lib/contract/phonebooks";

/** The Latin title is optional: a box left blank means none. */
const optionalLatinTitle = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text: string) => text.trim() || null),
  ),
  z.nullable(latinTitleSchema),
);

/** The feature dialog's form: the contract's new-feature request, its Latin title typed in a text box. */
export const featureFormSchema = z.extend(storeOptionRequestSchema, { latin_title: optionalLatinTitle });
export type FeatureFormInput = z.input<typeof featureFormSchema>;
export type FeatureFormValues = z.output<typeof featureFormSchema>;
