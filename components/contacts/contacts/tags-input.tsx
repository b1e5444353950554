"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { TextInput } from "@/components/ui/text-input";
import { CONTACT_LIMITS, CONTACT_MESSAGES, tagTextSchema } from "@/lib/contract/contacts";

export interface TagsInputProps {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  "aria-describedby"?: string;
}

/** Why a typed tag cannot join the others, or null. */
export function tagRefusal(tag: string, tags: readonly string[]): string | null {
  const checked = tagTextSchema.safeParse(tag);
  if (!checked.success) return checked.error.issues[0]?.message ?? CONTACT_MESSAGES.tagRequired;
  if (tags.some((t) => t.toLowerCase() === checked.data.toLowerCase())) return "این برچسب را دارد";
  if (tags.length >= CONTACT_LIMITS.tagsPerContact) return CONTACT_MESSAGES.tooManyTags;
  return null;
}

/** Tags as chips: typed and added with Enter or «افزودن», each removed with its ×. */
export function TagsInput({ id, value, onChange, onBlur, invalid, "aria-describedby": describedBy }: TagsInputProps) {
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = () => {
    const reason = tagRefusal(text, value);
    setRefusal(text.trim() === "" ? null : reason);
    if (reason) return;
    onChange([...value, text.trim()]);
    setText("");
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <TextInput
          id={id}
          value={text}
          autoComplete="off"
          placeholder="برچسب را بنویسید و Enter بزنید"
          invalid={invalid || Boolean(refusal)}
          aria-describedby={[describedBy, refusal ? `${id}-refusal` : undefined].filter(Boolean).join(" ") || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal(null);
          }}
          onEnter={add}
          onBlur={onBlur}
        />
        <Button variant="secondary" onClick={add}>
          افزودن
        </Button>
      </div>
      {refusal ? (
        <p id={`${id}-refusal`} role="alert" className="text-xs text-danger">
          {refusal}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label="برچسب‌های افزوده" className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 ps-2.5 pe-1 text-xs text-primary"
            >
              {tag}
              <button
                type="button"
                aria-label={`حذف برچسب ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                className="inline-flex size-5 items-center justify-center rounded-full hover:bg-primary/15"
              >
                <CloseIcon className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
