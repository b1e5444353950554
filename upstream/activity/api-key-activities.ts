import { and, eq } from "drizzle-orm";
import * as z from "zod/mini";
import { apiKeys } from "../db/schema";
import { activity, line, type RouteActivities } from "./activity-entry";
import type { ActivitySource } from "./source";
import { quoted } from "./wording";

/** The keys' page in the panel. */
const KEYS_LINK = "/developers/api-keys";

/** What create and show answer of the key (its secret is never read here). */
const answeredKey = z.object({ title: z.string(), prefix: z.string() });
const keyId = z.object({ id: z.coerce.number() });

/** The id a delete named, in the query or the body. */
async function deletedId(source: ActivitySource): Promise<number | null> {
  return source.query(keyId)?.id ?? (await source.body(keyId))?.id ?? null;
}

/** API keys: made, shown anew (a new secret) and deleted; asking for the code changes nothing. */
export const API_KEY_ACTIVITIES: RouteActivities = {
  // Only sends the code; what it confirms is recorded.
  "POST /v1/api/acl/api_key/otp": null,
  "POST /v1/api/acl/api_key/create": activity("api_keys", async (source) => {
    const key = await source.data(answeredKey);
    return key && line(`ساخت کلید API ${quoted(key.title)} (${key.prefix}…)`, KEYS_LINK);
  }),
  "POST /v1/api/acl/api_key/show": activity("api_keys", async (source) => {
    const key = await source.data(answeredKey);
    return key && line(`نمایش دوبارهٔ کلید API ${quoted(key.title)} با ساختن رمز تازه (${key.prefix}…)`, KEYS_LINK);
  }),
  // The key is deleted (kept with its deletion time), so it is still named by its title.
  "DELETE /v1/api/acl/api_key": activity("api_keys", async (source) => {
    const id = await deletedId(source);
    if (!id) return null;
    const [key] = await source.db
      .select({ title: apiKeys.title, prefix: apiKeys.prefix })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, source.accountId)));
    return key ? line(`حذف کلید API ${quoted(key.title)} (${key.prefix}…)`, KEYS_LINK) : null;
  }),
};
