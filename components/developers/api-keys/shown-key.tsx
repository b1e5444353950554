import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";

export interface ShownKeyProps {
  title: string;
  /** The key itself, as the upstream answered it this once. */
  secret: string;
}

/** The key, this once: Latin and monospaced, with a copy button and the warning that it will not be shown again. */
export function ShownKey({ title, secret }: ShownKeyProps) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning">
        این کلید فقط همین یک بار نمایش داده می‌شود. آن را کپی کنید و جای امنی نگه دارید؛ پس از بستن این پنجره دیگر دیده
        نمی‌شود.
      </Alert>
      <div className="flex flex-col gap-1.5">
        <span id="shown-api-key-label" className="text-sm font-medium">
          کلید «{title}»
        </span>
        <div className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 p-2">
          <code
            aria-labelledby="shown-api-key-label"
            dir="ltr"
            data-testid="shown-api-key"
            className="min-w-0 flex-1 font-mono text-sm break-all select-all"
          >
            {secret}
          </code>
          <CopyButton value={secret} label="کپی کلید API" />
        </div>
      </div>
      <p className="text-sm leading-7 text-muted">
        در هر فراخوانی، کلید را به‌تنهایی و بدون پیشوند <bdi className="latin">Bearer</bdi> در سرآیند{" "}
        <bdi className="latin">Authorization</bdi> بفرستید.
      </p>
    </div>
  );
}
