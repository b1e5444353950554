import type { Context } from "hono";
import { z } from "zod";
import { idSchema } from "@/lib/contract/common";
import { parseWith } from "../http/validate";

const phonebookParam = z.object({ phonebook_id: idSchema });
const contactParam = z.object({ contact_id: idSchema });
const optionParam = z.object({ option_id: idSchema });

export const phonebookIdParam = (c: Context) => parseWith(phonebookParam, c.req.param());
export const contactIdParam = (c: Context) => parseWith(contactParam, c.req.param());
export const optionIdParam = (c: Context) => parseWith(optionParam, c.req.param());
