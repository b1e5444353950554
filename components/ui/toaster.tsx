"use client";

import * as RadixToast from "@radix-ui/react-toast";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { toast, toastStore, type ToastTone } from "@/lib/ui/toast-store";
import { AlertIcon, CheckCircleIcon, CloseIcon, Icon } from "./icons";

/** How long a toast stays before it leaves by itself. */
export const TOAST_DURATION_MS = 5000;

const TONE: Record<ToastTone, string> = {
  success: "border-success/40 text-success",
  error: "border-danger/40 text-danger",
  info: "border-border text-primary",
};

function ToneIcon({ tone }: { tone: ToastTone }) {
  if (tone === "success") return <CheckCircleIcon className="size-5 shrink-0" />;
  if (tone === "error") return <AlertIcon className="size-5 shrink-0" />;
  return (
    <Icon className="size-5 shrink-0">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </Icon>
  );
}

/**
 * Where toasts appear: the top of the screen on phones, the bottom start corner on desktop.
 * Errors are announced assertively, the rest politely; each can be swiped or closed away.
 */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.serverSnapshot);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="up" label="اعلان‌ها">
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          type={item.tone === "error" ? "foreground" : "background"}
          onOpenChange={(open) => (open ? undefined : toast.dismiss(item.id))}
          className={`flex items-start gap-3 rounded-xl border bg-surface p-3 shadow-lg ${TONE[item.tone]}`}
        >
          <ToneIcon tone={item.tone} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <RadixToast.Description className="text-sm leading-6 whitespace-pre-line text-text">
              {item.message}
            </RadixToast.Description>
            {item.link ? (
              <Link
                href={item.link.href}
                onClick={() => toast.dismiss(item.id)}
                className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {item.link.label}
              </Link>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="بستن"
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2"
          >
            <CloseIcon className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed inset-x-0 top-0 z-base mx-auto flex w-full max-w-sm flex-col gap-2 p-3 outline-none md:inset-x-auto md:start-0 md:top-auto md:bottom-0 md:mx-0 md:p-5" />
    </RadixToast.Provider>
  );
}
