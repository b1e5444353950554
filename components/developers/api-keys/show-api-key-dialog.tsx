"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import type { ApiKeyRow } from "@/lib/contract/api-keys";
import { ShownKey } from "./shown-key";
import { ShowApiKeyForm } from "./show-api-key-form";

export interface ShowApiKeyDialogProps {
  /** The key asked about; the dialog is open while there is one. */
  apiKey: Pick<ApiKeyRow, "id" | "title"> | null;
  onClose: () => void;
}

/** «نمایش کلید» (spec `show`): a stored key cannot be read back, so a new code gives it a new secret, shown once. */
export function ShowApiKeyDialog({ apiKey, onClose }: ShowApiKeyDialogProps) {
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    onClose();
  };

  return (
    <Modal
      open={apiKey !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={secret ? "کلید تازه" : `نمایش کلید «${apiKey?.title ?? ""}»`}
      className="max-w-lg"
      footer={secret ? <Button onClick={close}>کلید را برداشتم</Button> : undefined}
    >
      {apiKey && secret ? (
        <ShownKey title={apiKey.title} secret={secret} />
      ) : apiKey ? (
        <ShowApiKeyForm keyId={apiKey.id} onShown={setSecret} onCancel={close} />
      ) : null}
    </Modal>
  );
}
