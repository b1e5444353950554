import { toPersianDigits } from "@/lib/validation/digits";
import { toMsisdn } from "@/lib/validation/mobile";

/** «کد ۶ رقمی پیامک‌شده به شماره … را وارد کنید», the number kept left to right, and what the code is for. */
export function CodeSentTo({ mobile, purpose = "" }: { mobile: string; purpose?: string }) {
  return (
    <>
      کد ۶ رقمی پیامک‌شده به شماره{" "}
      <span dir="ltr" className="inline-block">
        {toPersianDigits(toMsisdn(mobile) ?? mobile)}
      </span>{" "}
      را وارد کنید{purpose ? ` ${purpose}` : ""}.
    </>
  );
}
