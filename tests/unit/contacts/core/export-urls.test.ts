import { contactFilterParams, contactsExportUrl, upstreamSearchText } from "@/lib/api/contacts";
import { phonebookExportUrl } from "@/lib/api/phonebooks";

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://panel.test").searchParams);

describe("contact filters as the upstream takes them", () => {
  it("sends a number typed the usual way (09…) as the upstream stores numbers, so part of one still matches", () => {
    expect(upstreamSearchText("0912")).toBe("98912");
    expect(upstreamSearchText("۰۹۱۲ ۳۴۵")).toBe("98912345");
    expect(upstreamSearchText("09121234567")).toBe("989121234567");
  });

  it("leaves names and other digits as typed", () => {
    expect(upstreamSearchText("  علی ")).toBe("علی");
    expect(upstreamSearchText("1234")).toBe("1234");
    expect(upstreamSearchText("+98912")).toBe("+98912");
  });

  it("names each filter as Edge does, the created day as Unix seconds of its local start, and leaves empty ones out", () => {
    const params = contactFilterParams({ search: "0935", phonebookId: 12, tag: " vip ", createdFrom: "1403/05/12" });
    expect(params).toEqual({
      number: "98935",
      phonebook_id: "12",
      tag: "vip",
      from_created_at: String(new Date(2024, 7, 2).getTime() / 1000),
    });
    expect(contactFilterParams({ search: " ", phonebookId: null, tag: null, createdFrom: null })).toEqual({});
  });

  it("reads no date from a day that does not exist", () => {
    expect(contactFilterParams({ createdFrom: "1403/07/31" })).toEqual({});
  });
});

describe("export links", () => {
  it("download the filtered contacts through the BFF in either format, with the same filters as the list", () => {
    const csv = contactsExportUrl({ search: "علی", phonebookId: 3, tag: "vip" }, "csv");
    expect(csv.startsWith("/api/v1/api/phonebooks/numbers/contact-list/export?")).toBe(true);
    expect(queryOf(csv)).toEqual({ number: "علی", phonebook_id: "3", tag: "vip", format: "csv" });
    expect(queryOf(contactsExportUrl({}, "xlsx"))).toEqual({ format: "xlsx" });
  });

  it("download one phonebook's contacts from its own export", () => {
    expect(phonebookExportUrl(42, "xlsx")).toBe("/api/v1/api/phonebooks/42/export?format=xlsx");
    expect(phonebookExportUrl(42, "csv")).toBe("/api/v1/api/phonebooks/42/export?format=csv");
  });
});
