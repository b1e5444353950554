"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { useAddContactTags } from "@/lib/api/contacts";
import type { ContactTag } from "@/lib/contract/contacts";
import { toErrorMessage } from "@/lib/errors/to-message";
import { ContactTags } from "./contact-tags";
import { tagRefusal } from "./tags-input";

/** A contact's tags, and a box that adds one more to them at once. */
export function ContactTagAdder({ contactId, tags }: { contactId: number; tags: readonly ContactTag[] }) {
  const add = useAddContactTags();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = `contact-${contactId}-new-tag`;

  const submit = () => {
    const refusal = tagRefusal(
      text,
      tags.map((tag) => tag.tag),
    );
    if (refusal) return setError(refusal);
    setError(null);
    add.mutate(
      { contactId, tags: [text.trim()] },
      {
        onSuccess: () => setText(""),
        onError: (failure) => setError(toErrorMessage(failure)),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-sm font-bold">
        برچسب‌ها
      </h2>
      <div className="flex justify-start">
        <ContactTags tags={tags} />
      </div>
      <label htmlFor={id} className="sr-only">
        برچسب تازه
      </label>
      <div className="flex gap-2">
        <TextInput
          id={id}
          value={text}
          autoComplete="off"
          placeholder="برچسب تازه"
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onEnter={submit}
        />
        <Button variant="secondary" onClick={submit} loading={add.isPending}>
          افزودن برچسب
        </Button>
      </div>
      <FieldMessage id={id} error={error} />
    </section>
  );
}
