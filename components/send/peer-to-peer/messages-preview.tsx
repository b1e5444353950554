import { groupDigits } from "@/lib/format/money";
import { messageAt, recipientAt } from "@/lib/files/recipients/recipient-values";
import type { RecipientsFileResult } from "@/lib/files/recipients/types";
import { countMessage } from "@/lib/sms/message-parts";
import { toLocalMobile } from "@/lib/validation/mobile";

const SHOWN = 5;

/** The file's first messages as they will go out, each with its number and parts. */
export function MessagesPreview({ file, cancelSuffix }: { file: RecipientsFileResult; cancelSuffix: boolean }) {
  const shown = Math.min(SHOWN, file.numbers.length);
  if (shown === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-1 text-start text-sm font-medium">
          پیش‌نمایش {groupDigits(shown)} پیام نخست از {groupDigits(file.numbers.length)}
        </caption>
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            <th scope="col" className="py-2 text-start font-medium">
              گیرنده
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              متن پیام
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              بخش
            </th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: shown }, (_, i) => {
            const text = messageAt(file, i);
            return (
              <tr key={i} className="border-b border-border/60 align-top">
                <td className="py-2 pe-3">
                  <bdi dir="ltr" className="latin">
                    {toLocalMobile(recipientAt(file, i))}
                  </bdi>
                </td>
                <td className="py-2 pe-3">
                  <span className="line-clamp-2 break-words whitespace-pre-wrap">{text}</span>
                </td>
                <td className="py-2 text-end">{groupDigits(countMessage(text, { cancelSuffix }).parts)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
