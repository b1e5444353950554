"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button } from "./button";
import { CloseIconButton } from "./close-icon-button";
import { useModalRoot } from "./modal-root";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read to screen readers with the title; shown under it. */
  description?: ReactNode;
  /** Hide the title visually (it is still announced), e.g. for an image popup. */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** Width of the panel; 28 rem by default. */
  className?: string;
  /** An × in the corner; on by default. */
  closeButton?: boolean;
}

/** The generic modal (spec §2): a centred panel over a dimmed page, closed by Escape, the overlay or ×. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  hideTitle = false,
  children,
  footer,
  className = "max-w-md",
  closeButton = true,
}: ModalProps) {
  const container = useModalRoot();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className="overlay-fade fixed inset-0 z-base bg-black/50" />
        <RadixDialog.Content
          className={`fixed inset-0 z-base m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col gap-4 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-text shadow-xl ${className}`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start gap-3">
            <RadixDialog.Title className={hideTitle ? "sr-only" : "min-w-0 flex-1 text-base font-bold"}>
              {title}
            </RadixDialog.Title>
            {closeButton ? <CloseIconButton /> : null}
          </div>
          {description ? (
            <RadixDialog.Description className="text-sm leading-7 text-muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className="flex flex-wrap items-center justify-end gap-2">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel?: string;
}

/** A message the user acknowledges with one button (e.g. a failed logout, spec §8). */
export function MessageDialog({ open, onClose, title, message, confirmLabel = "متوجه شدم" }: MessageDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={<span className="whitespace-pre-line">{message}</span>}
      closeButton={false}
      footer={
        <Button onClick={onClose} className="min-w-28">
          {confirmLabel}
        </Button>
      }
    />
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: "primary" | "danger";
  onConfirm: () => void;
  /** The action is running: the confirm button spins and the dialog stays open. */
  pending?: boolean;
  /** Shown in the dialog's error area when the action failed (pass toErrorMessage(error)). */
  error?: string | null;
}

/** Asks before an action; keeps itself open with an error area when the action fails (spec §8). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = "تأیید",
  cancelLabel = "انصراف",
  tone = "primary",
  onConfirm,
  pending = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
      title={title}
      description={message}
      closeButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={pending} className="min-w-24">
            {confirmLabel}
          </Button>
        </>
      }
    >
      <DialogError error={error} />
    </Modal>
  );
}

/** The error area of a dialog whose action failed (spec §8), announced when it appears. */
export function DialogError({ error }: { error?: string | null }) {
  return error ? (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm leading-6 whitespace-pre-line text-danger">
      {error}
    </p>
  ) : null;
}
