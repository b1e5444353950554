import type { ReactNode } from "react";
import { AlertIcon, CheckCircleIcon } from "./icons";

type AlertTone = "danger" | "success" | "info" | "warning";

const TONES: Record<AlertTone, string> = {
  danger: "border-danger/30 bg-danger-soft text-danger",
  success: "border-success/30 bg-success-soft text-success",
  info: "border-primary/25 bg-primary-soft text-text",
  warning: "border-warning/30 bg-warning-soft text-warning",
};

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

/**
 * A message box at form or page level. Failures are announced at once (role="alert"); other
 * notices politely (role="status"). Line breaks in the message are kept, since the error
 * mapper joins several field messages with them.
 */
export function Alert({ tone = "info", children, className = "" }: AlertProps) {
  const Icon = tone === "success" ? CheckCircleIcon : AlertIcon;
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm leading-6 ${TONES[tone]} ${className}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 whitespace-pre-line">{children}</div>
    </div>
  );
}
