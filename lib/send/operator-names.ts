import type { MobileOperator } from "../sms/operators";

export const OPERATOR_NAMES: Record<MobileOperator, string> = {
  mci: "همراه اول",
  irancell: "ایرانسل",
  rightel: "رایتل",
  other: "سایر اپراتورها",
};
