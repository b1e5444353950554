"use client";

import { useMemo, useRef, useState, type ReactNode } from "react";
import { get, useFormContext, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { describedBy, FieldMessage } from "@/components/ui/field";
import type { ComposerValues } from "@/lib/send/composer-values";
import { insertAtCursor } from "@/lib/send/insert-at-cursor";
import { countMessage } from "@/lib/sms/message-parts";
import { LinkTrackerDialog } from "./link-tracker-dialog";
import { MessageCounter } from "./message-counter";
import { PredefinedMessagesDialog } from "./predefined-messages-dialog";

/**
 * The message text with its live counter (the line's cancel suffix counted when it needs one),
 * and the helpers that put text where the caret was: predefined messages, a tracked link, and
 * whatever `tools` a way of sending adds (a keyword send's placeholders).
 */
interface MessageFieldProps {
  cancelSuffix: boolean;
  /** Shown under the text, given what puts text where the caret was; e.g. a keyword send's placeholders. */
  tools?: (insert: (text: string) => void) => ReactNode;
}

/** Calls `tools` as a component, so that `insert` is only ever run from an event. */
function Tools({ render, insert }: { render: NonNullable<MessageFieldProps["tools"]>; insert(text: string): void }) {
  return render(insert);
}

export function MessageField({ cancelSuffix, tools }: MessageFieldProps) {
  const { register, watch, setValue, formState } = useFormContext<ComposerValues>();
  const text = watch("message") ?? "";
  const count = useMemo(() => countMessage(text, { cancelSuffix }), [text, cancelSuffix]);
  const error = (get(formState.errors, "message") as FieldError | undefined)?.message;
  const [dialog, setDialog] = useState<"predefined" | "link" | null>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Opening a dialog moves the focus away; the caret is remembered when the text loses it.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const field = register("message");
  const counterId = "message-counter";

  const insert = (addition: string) => {
    const next = insertAtCursor(text, addition, caret.current);
    setValue("message", next.text, { shouldValidate: true, shouldDirty: true });
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor="message" className="text-sm font-medium">
          متن پیام
        </label>
        <div className="flex gap-1">
          <Button size="md" variant="ghost" onClick={() => setDialog("predefined")} aria-haspopup="dialog">
            درج متن آماده
          </Button>
          <Button size="md" variant="ghost" onClick={() => setDialog("link")} aria-haspopup="dialog">
            پیوند رهگیری
          </Button>
        </div>
      </div>
      <textarea
        id="message"
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy("message", error), counterId].filter(Boolean).join(" ")}
        className={`min-h-36 w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 transition-colors outline-none placeholder:text-muted focus:border-primary ${
          error ? "border-danger" : "border-border"
        }`}
        placeholder="متن پیامک را بنویسید…"
        {...field}
        ref={(element) => {
          field.ref(element);
          textarea.current = element;
        }}
        onBlur={(event) => {
          caret.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
          void field.onBlur(event);
        }}
      />
      {tools ? <Tools render={tools} insert={insert} /> : null}
      <MessageCounter id={counterId} count={count} />
      <FieldMessage id="message" error={error} />
      <PredefinedMessagesDialog
        open={dialog === "predefined"}
        onOpenChange={(open) => setDialog(open ? "predefined" : null)}
        onPick={insert}
      />
      <LinkTrackerDialog
        open={dialog === "link"}
        onOpenChange={(open) => setDialog(open ? "link" : null)}
        onCreated={insert}
      />
    </div>
  );
}
