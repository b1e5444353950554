"use client";

import { useState, type DragEvent } from "react";
import { formatFileSize } from "@/lib/files/file-checks";
import { describedBy } from "../field";
import { Icon } from "../icons";

export interface DropZoneProps {
  id: string;
  accept: readonly string[];
  maxBytes?: number;
  disabled?: boolean;
  error?: string | null;
  hint?: unknown;
  onFile(file: File): void;
}

/** Click to choose a file or drop one here; the label of the field points at it by `${id}-label`. */
export function DropZone({ id, accept, maxBytes, disabled = false, error, hint, onFile }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (!disabled && file) onFile(file);
  };

  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
        dragging ? "border-primary bg-primary-soft" : error ? "border-danger" : "border-border hover:border-primary"
      }`}
    >
      <Icon className="size-8 text-primary">
        <path d="M12 16V4m0 0-4 4m4-4 4 4" />
        <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
      </Icon>
      <span className="text-sm text-text">فایل را اینجا رها کنید یا برای انتخاب کلیک کنید</span>
      <span className="text-xs text-muted">
        {`فرمت‌های مجاز: ${accept.map((ext) => ext.slice(1)).join("، ")}`}
        {maxBytes ? ` · حداکثر ${formatFileSize(maxBytes)}` : ""}
      </span>
      <input
        id={id}
        type="file"
        className="sr-only"
        accept={accept.join(",")}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
      />
    </label>
  );
}
