import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import type { Contact, ContactDetail } from "@/lib/contract/contacts";
import type { Phonebook, PhonebookOption } from "@/lib/contract/phonebooks";
import { byCall, fakeNetwork, type CallRoute } from "../../support/network";
import { testQueryClient } from "../../support/render-with-query";
import { renderWithUrl } from "../../table/render-with-url";

export { choose, settle } from "../../support/select";

export const PHONEBOOKS_PATH = "/api/v1/api/phonebooks";
export const PHONEBOOK_LIST_PATH = "/api/v1/api/phonebooks/list-new";
export const FEATURES_PATH = "/api/v1/api/phonebooks/options/list-new";
export const CONTACTS_PATH = "/api/v1/api/phonebooks/numbers/contact-list";
export const ADD_PATH = "/api/v1/api/phonebooks/numbers/add-list-new";
export const DELETE_CONTACTS_PATH = "/api/v1/api/phonebooks/numbers/delete-list";
export const DELETE_PHONEBOOKS_PATH = "/api/v1/api/phonebooks/delete-list";
export const TAGS_PATH = "/api/v1/api/phonebooks/numbers/tags";

/** The upstream's envelope of a success. */
export { ok } from "../../support/network";

/** A paged answer holding these rows (one page unless told). */
export const page = (rows: unknown[], { current = 1, perPage = 10, total = rows.length } = {}) => ({
  body: {
    data: rows,
    meta: {
      status: true,
      message: "انجام شد",
      current_page: current,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      from: 1,
      to: rows.length,
    },
  },
});

/** A refusal with field messages, as the upstream writes it. */
export const refusal = (errors: Record<string, string[]>, status = 422) => ({
  status,
  body: {
    data: null,
    meta: {
      status: false,
      message: Object.values(errors)[0]?.[0] ?? null,
      message_parameters: [],
      message_code: "400-2",
      errors,
    },
  },
});

/**
 * A stand-in for the BFF: answers by "METHOD /path" (a route may read the call, its query included)
 * and records every call. Unknown calls get a 404.
 */
export function fakeBff(routes: Record<string, CallRoute>) {
  const network = fakeNetwork(byCall(routes), { notFoundMessage: "یافت نشد" });
  return { calls: network.calls, of: network.to, restore: network.restore };
}

/** Renders in RTL with a fresh query client (no retries) and the query string in memory. */
export function renderContacts(ui: ReactElement, search = "") {
  const client = testQueryClient();
  const view = renderWithUrl(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, search);
  return { ...view, client };
}

export const phonebook = (id: number, title: string, count: number): Phonebook => ({
  id,
  title,
  count,
  export_status: 0,
  import_status: 0,
  created_at: "2024-08-02T06:30:00+00:00",
  updated_at: "2024-08-02T06:30:00+00:00",
  options: [],
});

const feature = (id: number, title: string, type: PhonebookOption["type"], enabled = true): PhonebookOption => ({
  id,
  title,
  type,
  created_at: "2024-08-02T06:30:00+00:00",
  latin_title: null,
  enabled,
  system: false,
});

/** A city (text), an age (int), a birthday (date) and a feature turned off. */
export const FEATURES = [
  feature(5, "شهر", "string"),
  feature(6, "سن", "int"),
  feature(7, "تولد", "date"),
  feature(8, "قدیمی", "string", false),
];

export const contact = (fields: Partial<Contact> & Pick<Contact, "id" | "number">): Contact => ({
  phonebook_id: 1,
  phonebook_title: "مشتریان",
  pre: "",
  name: "",
  email: "",
  created_at: "2024-08-02T06:30:00+00:00",
  updated_at: "2024-08-02T06:30:00+00:00",
  gender: null,
  options: {},
  tags: [],
  ...fields,
});

export const tag = (id: number, text: string, contactId: number) => ({
  id,
  number_id: String(contactId),
  phonebook_id: "1",
  tag: text,
  created_at: "2024-08-02T06:30:00+00:00",
  updated_at: "2024-08-02T06:30:00+00:00",
});

export const detail = (fields: Partial<ContactDetail> & Pick<ContactDetail, "id" | "number">): ContactDetail => ({
  ...contact(fields),
  is_send_blacklist: false,
  is_receive_blacklist: false,
  ...fields,
});

export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Where a link in the page points. */
export const hrefOf = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");
