"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { CreateApiKeyForm } from "./create-api-key-form";
import { ShownKey } from "./shown-key";

export interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A new key: the form, then the key itself, this once. The key lives only in this dialog's state:
 * closing it (or reloading the page) leaves nothing that could show it again.
 */
export function CreateApiKeyDialog({ open, onOpenChange }: CreateApiKeyDialogProps) {
  const [made, setMade] = useState<{ title: string; secret: string } | null>(null);
  const close = () => {
    setMade(null);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={made ? "کلید API ساخته شد" : "ساخت کلید API"}
      className="max-w-lg"
      footer={made ? <Button onClick={close}>کلید را برداشتم</Button> : undefined}
    >
      {made ? (
        <ShownKey title={made.title} secret={made.secret} />
      ) : (
        <CreateApiKeyForm onCreated={setMade} onCancel={close} />
      )}
    </Modal>
  );
}
