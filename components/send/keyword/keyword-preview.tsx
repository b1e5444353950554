import { useMemo } from "react";
import { fillPlaceholders, recipientAt } from "@/lib/files/recipients/recipient-values";
import type { RecipientsFileResult } from "@/lib/files/recipients/types";
import { countMessage } from "@/lib/sms/message-parts";
import { toLocalMobile } from "@/lib/validation/mobile";
import { MessageCounter } from "../composer/message-counter";

/** The text as the file's first recipient will receive it, with its own counter. */
export function KeywordPreview({
  template,
  file,
  cancelSuffix,
}: {
  template: string;
  file: RecipientsFileResult;
  cancelSuffix: boolean;
}) {
  const text = useMemo(() => (file.numbers.length > 0 ? fillPlaceholders(template, file, 0) : ""), [template, file]);
  const count = useMemo(() => countMessage(text, { cancelSuffix }), [text, cancelSuffix]);
  if (file.numbers.length === 0 || template.trim() === "") return null;
  return (
    <section
      aria-labelledby="keyword-preview-title"
      className="flex flex-col gap-2 rounded-xl border border-dashed border-border p-3"
    >
      <h3 id="keyword-preview-title" className="text-sm font-medium">
        پیش‌نمایش برای نخستین گیرنده{" "}
        <bdi dir="ltr" className="latin font-normal text-muted">
          {toLocalMobile(recipientAt(file, 0))}
        </bdi>
      </h3>
      <p className="text-sm leading-7 break-words whitespace-pre-wrap">{text}</p>
      <MessageCounter id="keyword-preview-counter" count={count} />
    </section>
  );
}
