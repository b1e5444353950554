import { DirectionProvider } from "@radix-ui/react-direction";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import type { ReactElement } from "react";
import type { Contact, ContactDetail } from "@/lib/contract/contacts";
import type { Phonebook, PhonebookOption } from "@/lib/contract/phonebooks";

export const PHONEBOOKS_PATH = "/api/v1/api/phonebooks";
export const PHONEBOOK_LIST_PATH = "/api/v1/api/phonebooks/list-new";
export const FEATURES_PATH = "/api/v1/api/phonebooks/options/list-new";
export const CONTACTS_PATH = "/api/v1/api/phonebooks/numbers/contact-list";
export const ADD_PATH = "/api/v1/api/phonebooks/numbers/add-list-new";
export const DELETE_CONTACTS_PATH = "/api/v1/api/phonebooks/numbers/delete-list";
export const DELETE_PHONEBOOKS_PATH = "/api/v1/api/phonebooks/delete-list";
export const TAGS_PATH = "/api/v1/api/phonebooks/numbers/tags";

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Reply = { status?: number; body: unknown };
type Route = Reply | ((call: Call) => Reply);

/** The upstream's envelope of a success. */
export const ok = (data: unknown) => ({ body: { data, meta: { status: true, message: "انجام شد", message_parameters: [], message_code: "200-1" } } });

/** A paged answer holding these rows (one page unless told). */
export const page = (rows: unknown[], { current = 1, perPage = 10, total = rows.length } = {}) => ({
  body: {
    data: rows,
    meta: { status: true, message: "انجام شد", current_page: current, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)), from: 1, to: rows.length },
  },
});

/** A refusal with field messages, as the upstream writes it. */
export const refusal = (errors: Record<string, string[]>, status = 422) => ({
  status,
  body: { data: null, meta: { status: false, message: Object.values(errors)[0]?.[0] ?? null, message_parameters: [], message_code: "400-2", errors } },
});

/**
 * A stand-in for the BFF: answers by "METHOD /path" (a route may read the call, its query included)
 * and records every call. Unknown calls get a 404.
 */
export function fakeBff(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = !route ? { status: 404, body: { data: null, meta: { status: false, message: "یافت نشد" } } } : typeof route === "function" ? route(call) : route;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  const of = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, of, restore: () => (globalThis.fetch = original) };
}

/** Renders in RTL with a fresh query client (no retries) and the query string in memory. */
export function renderContacts(ui: ReactElement, search = "") {
  const updates: UrlUpdateEvent[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const view = render(
    <NuqsTestingAdapter searchParams={search} hasMemory onUrlUpdate={(event) => updates.push(event)}>
      <QueryClientProvider client={client}>
        <DirectionProvider dir="rtl">{ui}</DirectionProvider>
      </QueryClientProvider>
    </NuqsTestingAdapter>,
  );
  const url = () => updates.at(-1)?.searchParams ?? new URLSearchParams(search);
  return { ...view, url, client };
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

export const feature = (id: number, title: string, type: PhonebookOption["type"], enabled = true): PhonebookOption => ({
  id,
  title,
  type,
  created_at: "2024-08-02T06:30:00+00:00",
  latin_title: null,
  enabled,
  system: false,
});

/** A city (text), an age (int), a birthday (date) and a feature turned off. */
export const FEATURES = [feature(5, "شهر", "string"), feature(6, "سن", "int"), feature(7, "تولد", "date"), feature(8, "قدیمی", "string", false)];

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

/** Lets pending answers and the renders after them through. */
export const settle = () => act(async () => {});

export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Opens a select by its label and picks an option by its text. */
export async function choose(label: string | RegExp, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name: label }));
  await settle();
  fireEvent.click(await screen.findByRole("option", { name: option }));
  await settle();
}

/** Where a link in the page points. */
export const hrefOf = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");
