"use client";

import { useRef, useState, type ClipboardEvent } from "react";
import { PATTERN_LIMITS } from "@/lib/contract/patterns";
import { groupDigits } from "@/lib/format/money";
import { followText } from "@/lib/patterns/follow-text";
import { insertIntoPattern, type Caret } from "@/lib/patterns/insert-variable";
import { cutPaste } from "@/lib/patterns/paste-cut";
import { toast } from "@/lib/ui/toast-store";
import type { PatternFormApi } from "./pattern-form-values";

/**
 * The pattern text's editing beyond typing: the caret remembered when the text loses focus (the
 * side list's buttons take it), pieces put where it was, pastes cut to the limit with how much was
 * dropped, and the variable list following every change of the text.
 */
export function usePatternText(form: PatternFormApi) {
  const { getValues, setValue, formState } = form;
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const caret = useRef<Caret | null>(null);
  const [dropped, setDropped] = useState(0);
  // Once sent, the form checks itself again on each change; before that it waits for the field's blur.
  const shouldValidate = formState.isSubmitted;

  const follow = (text: string) => {
    const current = getValues("variable");
    const next = followText(text, current);
    if (next !== current) setValue("variable", [...next], { shouldDirty: true, shouldValidate });
  };

  const write = (text: string, caretAt: number) => {
    setValue("message", text, { shouldDirty: true, shouldValidate });
    follow(text);
    caret.current = { start: caretAt, end: caretAt };
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(caretAt, caretAt);
    });
  };

  /** Puts `piece` where the caret was; false (and says why) when the text has no room for it. */
  const insert = (piece: string): boolean => {
    const next = insertIntoPattern(getValues("message"), piece, caret.current);
    if (next) write(next.text, next.caret);
    else toast.error(`جایی در متن نمانده است؛ متن الگو حداکثر ${groupDigits(PATTERN_LIMITS.message)} نویسه است.`);
    return next !== null;
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData("text/plain");
    const { selectionStart, selectionEnd, value } = event.currentTarget;
    const result = cutPaste(value, { start: selectionStart, end: selectionEnd }, pasted);
    setDropped(result.dropped);
    if (result.dropped === 0) return;
    event.preventDefault();
    write(result.text, result.caret);
  };

  const rememberCaret = (element: HTMLTextAreaElement) => {
    caret.current = { start: element.selectionStart, end: element.selectionEnd };
  };

  const attach = (element: HTMLTextAreaElement | null) => {
    textarea.current = element;
  };

  return { attach, insert, follow, onPaste, rememberCaret, dropped };
}
