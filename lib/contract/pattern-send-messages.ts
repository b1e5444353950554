/**
 * The refusals of a pattern send's own fields. Apart from lib/contract/patterns.ts so the send
 * contract, which every send page loads, does not carry the pattern editor's schemas.
 */
export const PATTERN_SEND_MESSAGES = {
  notFound: "پترن مورد نظر یافت نشد",
  paramUnknown: "این الگو چنین متغیری ندارد",
  oneRecipient: "ارسال الگو فقط به یک گیرنده است",
  codeRequired: "کد الگو را وارد کنید",
} as const;
