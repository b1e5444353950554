"use client";

import { useMemo } from "react";
import { useContacts } from "@/lib/api/contacts";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { templateFeatures } from "@/lib/send/contact-placeholders";
import { contactTemplateFiller } from "@/lib/send/contact-template";
import { countMessage } from "@/lib/sms/message-parts";
import { toLocalMobile, toMsisdn } from "@/lib/validation/mobile";
import { MessageCounter } from "../composer/message-counter";

interface ContactTemplatePreviewProps {
  template: string;
  phonebookId: number;
  features: readonly PhonebookOption[];
  cancelSuffix: boolean;
}

/** The text as one contact of the chosen phonebook will receive it, with its own counter. */
export function ContactTemplatePreview({ template, phonebookId, features, cancelSuffix }: ContactTemplatePreviewProps) {
  const contacts = useContacts({ phonebookId, page: 1, perPage: 1 });
  const contact = contacts.data?.data[0];
  const text = useMemo(() => {
    if (!contact) return "";
    const msisdn = toMsisdn(contact.number) ?? contact.number;
    return contactTemplateFiller(
      template,
      templateFeatures(features),
    )({ msisdn, name: contact.name, pre: contact.pre, email: contact.email, options: () => contact.options });
  }, [contact, template, features]);
  const count = useMemo(() => countMessage(text, { cancelSuffix }), [text, cancelSuffix]);
  if (!contact || template.trim() === "") return null;
  return (
    <section
      aria-labelledby="contact-preview-title"
      className="flex flex-col gap-2 rounded-xl border border-dashed border-border p-3"
    >
      <h3 id="contact-preview-title" className="text-sm font-medium">
        پیش‌نمایش برای {contact.name || "یکی از مخاطبان"}{" "}
        <bdi dir="ltr" className="latin font-normal text-muted">
          {toLocalMobile(contact.number)}
        </bdi>
      </h3>
      <p className="text-sm leading-7 break-words whitespace-pre-wrap">{text}</p>
      <MessageCounter id="contact-preview-counter" count={count} />
    </section>
  );
}
