"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { CloseIconButton } from "./close-icon-button";
import { useModalRoot } from "./modal-root";

/** The edge a drawer slides from. In the Persian (RTL) panel `start` is the right edge and `end` the left. */
export type DrawerSide = "start" | "end" | "top" | "bottom";

const PLACEMENT: Record<DrawerSide, string> = {
  start: "inset-y-0 start-0 h-dvh w-[min(24rem,calc(100vw-3rem))] border-e",
  end: "inset-y-0 end-0 h-dvh w-[min(24rem,calc(100vw-3rem))] border-s",
  top: "inset-x-0 top-0 max-h-[85dvh] w-full rounded-b-2xl border-b",
  bottom: "inset-x-0 bottom-0 max-h-[85dvh] w-full rounded-t-2xl border-t",
};

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: DrawerSide;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** A panel that slides over the page from one edge (spec §2); Escape, the overlay or × close it. */
export function Drawer({ open, onOpenChange, side = "start", title, description, children, footer }: DrawerProps) {
  const container = useModalRoot();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className="overlay-fade drawer-overlay fixed inset-0 z-base bg-black/50" />
        <RadixDialog.Content
          data-side={side}
          className={`drawer fixed z-base flex flex-col border-border bg-surface text-text shadow-xl outline-none ${PLACEMENT[side]}`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-center gap-3 border-b border-border px-4 py-3">
            <RadixDialog.Title className="min-w-0 flex-1 text-base font-bold">{title}</RadixDialog.Title>
            <CloseIconButton />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            {description ? (
              <RadixDialog.Description className="mb-3 text-sm leading-7 text-muted">
                {description}
              </RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border p-3">{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
