import * as z from "zod/mini";
import { activity, line, type RouteActivities, type RouteActivity } from "./activity-entry";
import { quoted } from "./wording";

/** The pattern's page in the panel. */
const patternLink = (code: string) => `/pattern/detail/${code}`;

/** What an answer of a create or an edit says of the pattern. */
const answeredPattern = z.object({
  pattern_code: z.string(),
  title: z.nullable(z.string()),
  pattern_description: z.string(),
  pattern_status: z.string(),
});
type AnsweredPattern = z.infer<typeof answeredPattern>;

/** A pattern named in a sentence: by its title, or by its description when it has none. */
const named = (pattern: AnsweredPattern) => quoted(pattern.title ?? pattern.pattern_description);

const created: RouteActivity = activity("patterns", async (source) => {
  const pattern = await source.data(answeredPattern);
  return pattern && line(`ساخت الگوی ${named(pattern)} و فرستادن آن برای بررسی`, patternLink(pattern.pattern_code));
});

/** Pattern SMS (Edge's pattern calls): what was made, edited and deleted. */
export const PATTERN_ACTIVITIES: RouteActivities = {
  "POST /v1/api/user/pattern": created,
  "POST /v1/api/patterns/normal": created,
  "PUT /v1/api/patterns/normal/:code": activity("patterns", async (source) => {
    const pattern = await source.data(answeredPattern);
    // An edit waits for review; a reviewed pattern still reviewed was saved unchanged: nothing happened.
    if (pattern?.pattern_status !== "pending") return null;
    return line(`ویرایش الگوی ${named(pattern)} و فرستادن دوباره برای بررسی`, patternLink(pattern.pattern_code));
  }),
  // The pattern is gone when the sentence is written: it is named by its code.
  "DELETE /v1/api/patterns/normal/:code": activity("patterns", (source) => {
    const code = source.param("code");
    return code ? line(`حذف الگوی با کد ${code}`) : null;
  }),
};
