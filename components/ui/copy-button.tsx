"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/ui/toast-store";
import { CheckCircleIcon } from "./icons";

/** How long the button says «کپی شد» before it offers to copy again. */
const COPIED_FOR_MS = 2000;

export interface CopyButtonProps {
  value: string;
  /** What is copied, for screen readers: «کپی کد الگو». */
  label: string;
  className?: string;
}

/**
 * Copies a value and says so where the user looks: the button reads «کپی شد» for a moment, and a
 * polite live region announces it to screen readers. A refused clipboard says how to copy by hand.
 */
export function CopyButton({ value, label, className = "" }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = () =>
    void navigator.clipboard.writeText(value).then(
      () => {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
      },
      () => toast.error("کپی نشد؛ آن را دستی انتخاب کنید."),
    );

  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={copy}
        className={`inline-flex h-8 shrink-0 items-center gap-1 rounded-lg border border-border bg-surface px-2.5 text-xs font-medium text-text hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${className}`}
      >
        {copied ? <CheckCircleIcon className="size-4 text-success" /> : null}
        {copied ? "کپی شد" : "کپی"}
      </button>
      <span role="status" className="sr-only">
        {copied ? "کپی شد" : ""}
      </span>
    </>
  );
}
