"use client";

import { ProgressBar } from "@/components/ui/progress-bar";
import type { useFileSend } from "@/lib/send/use-file-send";
import type { useSendFlow } from "@/lib/send/use-send-flow";
import { SendReview } from "../composer/send-review";

interface FileSendReviewProps {
  flow: ReturnType<typeof useSendFlow>;
  fileSend: ReturnType<typeof useFileSend>;
}

/** The end of a send from a file: not priced while the file is being read, and the file's upload shown while sending. */
export function FileSendReview({ flow, fileSend }: FileSendReviewProps) {
  return (
    <SendReview
      flow={flow}
      busy={fileSend.recipientsFile.status === "parsing"}
      progress={
        flow.sending && fileSend.uploaded !== null ? (
          <ProgressBar value={fileSend.uploaded} label="بارگذاری فایل" />
        ) : null
      }
    />
  );
}
