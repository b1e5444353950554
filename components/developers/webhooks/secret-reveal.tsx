import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";
import { VerifyNote } from "./verify-note";

/** A signing secret, this once: the secret itself left to right, a copy button, and how to use it. */
export function SecretReveal({ secret }: { secret: string }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning">
        این کلید امضا فقط همین یک بار نشان داده می‌شود. آن را کپی کنید و در گیرندهٔ خود نگه دارید؛ اگر گم شد، کلید را
        بچرخانید.
      </Alert>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">کلید امضا</span>
        <div className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 p-2">
          <code dir="ltr" className="latin min-w-0 flex-1 text-start text-xs break-all select-all">
            {secret}
          </code>
          <CopyButton value={secret} label="کپی کلید امضا" />
        </div>
      </div>
      <VerifyNote />
    </div>
  );
}
