"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useContact, useContactFeatures } from "@/lib/api/contacts";
import type { ContactDetail as Detail } from "@/lib/contract/contacts";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { toPersianDigits } from "@/lib/validation/digits";
import { ContactFormDialog } from "./lazy-contact-form-dialog";
import { contactName, genderTitle, localNumber } from "./contact-format";
import { ContactTagAdder } from "./contact-tag-adder";
import { DeleteContactsDialog } from "./delete-contacts-dialog";
import { Allowed } from "@/components/layout/allowed";

/** Where a contact's page goes once the contact is deleted. */
const AFTER_DELETE_HREF = "/contacts/all-contacts";

/** A contact's page on a phone: everything about it, its tags, and edit and delete. */
export function ContactDetailView({ contactId }: { contactId: number }) {
  const query = useContact(contactId);
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (query.isPending) {
    return (
      <div role="status" aria-label="در حال بارگذاری مخاطب" className="flex flex-col gap-3">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-6 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError)
    return (
      <ErrorState
        message={toErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const contact = query.data;

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label={contactName(contact.name)}
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
      >
        <ContactFacts contact={contact} />
        <Allowed rule="contacts.edit">
          <ContactTagAdder contactId={contact.id} tags={contact.tags} />
        </Allowed>
      </section>
      <Allowed rule="contacts.edit">
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            ویرایش
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            حذف
          </Button>
        </div>
      </Allowed>
      <ContactFormDialog open={editing} onOpenChange={setEditing} contact={contact} />
      <DeleteContactsDialog
        open={deleting}
        onOpenChange={setDeleting}
        ids={[contact.id]}
        onDeleted={() => router.replace(AFTER_DELETE_HREF)}
      />
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="shrink-0 text-sm text-muted">{term}</dt>
      <dd className="min-w-0 text-end text-sm">{children}</dd>
    </div>
  );
}

const yesNo = (on: boolean) => (on ? "بله" : "خیر");

/** A feature's value as stored; days and numbers in Persian digits. */
const featureValue = (value: string) => toPersianDigits(value);

function ContactFacts({ contact }: { contact: Detail }) {
  const features = useContactFeatures();
  const titled = (features.data ?? []).filter((feature: PhonebookOption) => contact.options[String(feature.id)]);
  return (
    <dl className="flex flex-col gap-3">
      <Fact term="نام">{contactName(contact.name)}</Fact>
      <Fact term="شماره موبایل">
        <span dir="ltr" className="latin">
          {localNumber(contact.number)}
        </span>
      </Fact>
      <Fact term="جنسیت">{genderTitle(contact.gender)}</Fact>
      <Fact term="گروه">
        <PrefetchLink
          href={`/contacts/group/${contact.phonebook_id}`}
          className="text-primary underline-offset-4 hover:underline"
        >
          {contact.phonebook_title}
        </PrefetchLink>
      </Fact>
      <Fact term="زمان ایجاد">
        <span dir="ltr">{formatJalaliDateTime(contact.created_at)}</span>
      </Fact>
      <Fact term="در فهرست سیاه ارسال">{yesNo(contact.is_send_blacklist)}</Fact>
      <Fact term="در فهرست سیاه دریافت">{yesNo(contact.is_receive_blacklist)}</Fact>
      {titled.map((feature) => (
        <Fact key={feature.id} term={feature.title}>
          {featureValue(contact.options[String(feature.id)]!)}
        </Fact>
      ))}
    </dl>
  );
}
