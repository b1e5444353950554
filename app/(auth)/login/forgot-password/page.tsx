import type { Metadata } from "next";
import { ForgotPasswordFlow } from "./_components/forgot-password-flow";

export const metadata: Metadata = { title: "بازیابی رمز عبور" };

/** Password recovery: username and mobile, the code sent to that mobile, then a new password. */
export default function ForgotPasswordPage() {
  return <ForgotPasswordFlow />;
}
