import { Alert } from "@/components/ui/alert";
import type { Pattern } from "@/lib/contract/patterns";

/**
 * Where the review stands, in the owner's words: waiting, or rejected with its reason; and the
 * reviewer's comment whenever there is one.
 */
export function PatternReviewNote({ pattern }: { pattern: Pattern }) {
  const comment = pattern.admin_comment?.trim();
  return (
    <>
      {pattern.pattern_status === "pending" ? (
        <Alert tone="warning">این الگو در انتظار بررسی کارشناسان است؛ پس از تأیید می‌توانید با آن پیامک بفرستید.</Alert>
      ) : null}
      {pattern.pattern_status === "inactive" ? (
        <Alert tone="danger">
          <strong>دلیل رد: </strong>
          {pattern.reject_text.trim() || "دلیلی ثبت نشده است."}
        </Alert>
      ) : null}
      {comment && comment !== pattern.reject_text.trim() ? (
        <Alert tone="info">
          <strong>نظر کارشناس: </strong>
          {comment}
        </Alert>
      ) : null}
    </>
  );
}
