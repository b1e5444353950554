import { hashKey } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { contactsFirstView } from "@/components/contacts/contacts-first-view";
import { ContactsHome } from "@/components/contacts/contacts-home";
import { contactKeys } from "@/lib/api/queries/contacts-queries";
import { phonebookKeys } from "@/lib/api/queries/phonebooks-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import {
  firstHtml,
  handedOverKeys,
  expectNothingAskedAgain,
  hydrateFirstView,
  upstreamAnswers,
  viewport,
} from "../support/first-view";
import { byCall, fakeNetwork, type FakeNetwork, type NetworkCall } from "../support/network";
import { nextSearchParams } from "../support/next-search-params";
import {
  contact,
  CONTACTS_PATH,
  FEATURES,
  FEATURES_PATH,
  page,
  phonebook,
  PHONEBOOK_LIST_PATH,
} from "../contacts/core/contacts-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));
jest.mock("@/lib/bff/upstream", () => ({ upstreamJson: jest.fn() }));

const TOKEN = "token-of-demo";
const BOOKS = [phonebook(2, "همکاران", 7), phonebook(1, "مشتریان", 4)];

/** The same answers on both sides; phonebooks and contacts answer what the query asks for. */
const ROUTES = byCall({
  [`GET ${PHONEBOOK_LIST_PATH}`]: (call) => {
    const id = call.query.get("id");
    const title = call.query.get("title");
    const books = BOOKS.filter((book) => (!id || String(book.id) === id) && (!title || book.title.includes(title)));
    return page(books, { perPage: 20 });
  },
  [`GET ${FEATURES_PATH}`]: page(FEATURES),
  [`GET ${CONTACTS_PATH}`]: (call) =>
    call.query.get("phonebook_id") === "1"
      ? page([contact({ id: 12, number: "+989121112233", name: "رضا مشتری" })], { current: 2, total: 11 })
      : call.query.get("option_id") === "5"
        ? page([contact({ id: 13, number: "+989351112233", name: "سارا تهرانی" })])
        : page([contact({ id: 11, number: "+989121234567", name: "مریم" })]),
});

let server: NetworkCall[];
let browser: FakeNetwork;
beforeEach(() => {
  server = upstreamAnswers(ROUTES);
  browser = fakeNetwork(ROUTES);
  viewport({ mobile: false });
});
afterEach(() => browser.restore());

const serve = (search: string, mobile = false) =>
  prefetchQueries(TOKEN, contactsFirstView(nextSearchParams(search), { mobile }));
const asked = () => server.map((call) => `${call.method} ${call.path}?${call.query}`).sort();

describe("/contacts handed over from the server", () => {
  it("paints the phonebooks, the features and the first contacts in its first HTML; the browser asks nothing", async () => {
    const state = await serve("");
    expect(asked()).toEqual(
      [
        `GET ${PHONEBOOK_LIST_PATH}?page=1&per_page=20`,
        `GET ${FEATURES_PATH}?page=1&per_page=1000`,
        `GET ${CONTACTS_PATH}?page=1&per_page=10`,
      ].sort(),
    );

    const html = firstHtml(<ContactsHome />, { state });
    expect(html.includes("همکاران")).toBe(true);
    expect(html.includes("مریم")).toBe(true);
    expect(html.includes("animate-pulse")).toBe(false);

    const view = await hydrateFirstView(<ContactsHome />, { state });
    expect(within(screen.getByRole("list", { name: "دفترچه‌ها" })).getByText("مشتریان")).toBeInTheDocument();
    expect(screen.getByText("مریم")).toBeInTheDocument();
    await expectNothingAskedAgain(browser, view.client, state);
  });

  it("reads a filtered link's phonebook, its heading, searches and pages under the keys the screen asks with", async () => {
    const search = "group=1&group_search=%D9%85%D8%B4%D8%AA&contact_search=0912&contact_gender=2&page=2";
    const state = await serve(search);
    expect(asked()).toEqual(
      [
        `GET ${PHONEBOOK_LIST_PATH}?page=1&per_page=20&title=${encodeURIComponent("مشت")}`,
        `GET ${PHONEBOOK_LIST_PATH}?id=1&page=1&per_page=1`,
        `GET ${FEATURES_PATH}?page=1&per_page=1000`,
        `GET ${CONTACTS_PATH}?number=98912&phonebook_id=1&gender=2&page=2&per_page=10`,
      ].sort(),
    );
    expect(handedOverKeys(state)).toEqual(
      expect.arrayContaining([
        hashKey(phonebookKeys.list({ page: 1, perPage: 20, title: "مشت" })),
        hashKey(phonebookKeys.one(1)),
        hashKey(
          contactKeys.list({
            search: "0912",
            tag: null,
            gender: 2,
            createdFrom: null,
            createdTo: null,
            featureId: null,
            featureValue: null,
            phonebookId: 1,
            page: 2,
            perPage: 10,
          }),
        ),
      ]),
    );

    const html = firstHtml(<ContactsHome />, { state, search });
    expect(html.includes("رضا مشتری")).toBe(true);
    expect(html.includes("دفترچه مشتریان")).toBe(true);
    const view = await hydrateFirstView(<ContactsHome />, { state, search });
    expect(screen.getByRole("region", { name: "دفترچه مشتریان" })).toBeInTheDocument();
    expect(screen.getByText("رضا مشتری")).toBeInTheDocument();
    await expectNothingAskedAgain(browser, view.client, state);
  });

  it("reads the contacts of a link naming a custom feature once the features have answered", async () => {
    const search = "contact_feature=5&contact_feature_value=%D8%AA%D9%87%D8%B1%D8%A7%D9%86";
    const state = await serve(search);
    expect(server.map((call) => call.path)).toEqual([PHONEBOOK_LIST_PATH, FEATURES_PATH, CONTACTS_PATH]);
    expect(server.at(-1)!.query.toString()).toBe(
      `option_id=5&option_value=${encodeURIComponent("تهران")}&page=1&per_page=10`,
    );

    expect(firstHtml(<ContactsHome />, { state, search }).includes("سارا تهرانی")).toBe(true);
    const view = await hydrateFirstView(<ContactsHome />, { state, search });
    expect(screen.getByText("سارا تهرانی")).toBeInTheDocument();
    await expectNothingAskedAgain(browser, view.client, state);
  });

  it("reads nothing for a phone, whose first view is a menu, nor for the other tabs or a link with days", async () => {
    expect(contactsFirstView(nextSearchParams(""), { mobile: true })).toEqual([]);
    expect(contactsFirstView(nextSearchParams("tab=3"), { mobile: false })).toEqual([]);
    // The contacts wait for the browser's time zone; the phonebooks and features do not.
    expect(contactsFirstView(nextSearchParams("contact_created_from=1403/05/01"), { mobile: false })).toHaveLength(2);

    const state = await serve("", true);
    const html = firstHtml(<ContactsHome />, { state, mobile: true });
    expect(html.includes('href="/contacts/all-contacts"')).toBe(true);
    viewport({ mobile: true });
    await hydrateFirstView(<ContactsHome />, { state, mobile: true });
    await expectNothingAskedAgain(browser);
  });
});
