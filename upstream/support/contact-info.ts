import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { type ContactInfo, contactInfoSchema } from "@/lib/contract/support-faq";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";

/** The app_settings key under which the provider's contact information is kept, as JSON. */
export const CONTACT_INFO_KEY = "support_contact_info";

/** The provider's phones, hours, address, email and social links; null when none is set. */
export async function contactInfo(db: Db): Promise<ContactInfo | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CONTACT_INFO_KEY));
  if (!row) return null;
  try {
    const parsed = z.safeParse(contactInfoSchema, JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
