/** Steps the pattern send tests share: an approved pattern of an owner's, and Edge's pattern send body. */
import { BUSINESS, newPatternCode, reviewPattern } from "./patterns";
import { SHARED_LINE } from "./sending";

/** The provider's systemic «کد تأیید» pattern (seeded for every account): `%code%`, an integer of up to 8 digits. */
export const SYSTEMIC_VERIFY_CODE = "sysverifycode";

/**
 * A pattern of the owner's with this text (the business name put in front, as the rule asks) and
 * these variables, approved by the content team: answers its code.
 */
export async function approvedPattern(
  token: string,
  text: string,
  variable: { name: string; type: "string" | "integer"; len?: number }[],
): Promise<string> {
  const code = await newPatternCode(token, {
    title: "الگوی آزمایشی",
    description: "برای آزمودن ارسال الگو",
    is_share: false,
    message: `${BUSINESS}: ${text}`,
    variable,
  });
  const reviewed = await reviewPattern(code, true);
  if (reviewed.status !== 200) throw new Error(`review: ${reviewed.status} ${JSON.stringify(reviewed.body)}`);
  return code;
}

/** Edge's pattern send body (send/pattern.md) on the shared line. */
export const patternSend = (
  code: string,
  recipient: string | string[],
  params: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  sending_type: "pattern",
  from_number: SHARED_LINE,
  code,
  recipients: Array.isArray(recipient) ? recipient : [recipient],
  params,
  ...extra,
});
