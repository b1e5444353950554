"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { downloadRecoveryCodes } from "@/lib/security/recovery-codes-file";
import { toast } from "@/lib/ui/toast-store";

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  username: string;
  onDone: () => void;
}

/**
 * The ten recovery codes, shown this once right after two-step was turned on: downloadable as a
 * text file, copyable, and gone once the user says they are kept.
 */
export function RecoveryCodesPanel({ codes, username, onDone }: RecoveryCodesPanelProps) {
  const copy = () =>
    void navigator.clipboard.writeText(codes.join("\n")).then(
      () => toast.success("کدها کپی شد."),
      () => toast.error("کپی نشد؛ کدها را دانلود کنید."),
    );

  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success">ورود دومرحله‌ای روشن شد.</Alert>
      <div className="flex flex-col gap-2">
        <h3 id="recovery-codes-title" className="text-sm font-bold">
          کدهای بازیابی
        </h3>
        <p className="text-sm leading-7 text-muted">
          اگر روزی به گوشی یا برنامهٔ احراز هویت دسترسی نداشتید، هر یک از این کدها یک بار به جای کد تأیید کار می‌کند.
          آن‌ها فقط همین حالا نشان داده می‌شوند: دانلودشان کنید یا جای امنی بنویسید.
        </p>
      </div>
      <ul
        aria-labelledby="recovery-codes-title"
        dir="ltr"
        className="latin grid grid-cols-2 gap-2 rounded-xl bg-surface-2 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="text-center" data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => downloadRecoveryCodes(codes, username)}>دانلود کدها</Button>
        <Button variant="secondary" onClick={copy}>
          کپی کدها
        </Button>
        <Button variant="ghost" onClick={onDone}>
          کدها را نگه داشتم
        </Button>
      </div>
    </div>
  );
}
