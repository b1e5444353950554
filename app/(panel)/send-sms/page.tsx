import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { SendWays } from "./_components/send-ways";

export const metadata: Metadata = { title: "ارسال پیامک" };

/** Sending (spec §2): the ways a user can send (a colleague, those their role allows), each its own screen. */
export default function SendSmsPage() {
  return (
    <PageWrapper title="ارسال پیامک" description="روش ارسال را انتخاب کنید." suppressedShowBackIcon>
      <SendWays />
    </PageWrapper>
  );
}
