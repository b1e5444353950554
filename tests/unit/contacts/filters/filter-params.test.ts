/** @jest-environment node */
import { contactFilterParams, contactsExportUrl } from "@/lib/api/contacts";
import { NO_GENDER } from "@/lib/contract/contacts";

const seconds = (date: Date) => String(date.getTime() / 1000);
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://panel.test").searchParams);

describe("the new contact filters as the upstream takes them", () => {
  it("ends a created range at the last second of its Jalali day", () => {
    // 1403/05/12 is 2 August 2024; its end is a second before 3 August starts.
    expect(contactFilterParams({ createdFrom: "1403/05/12", createdTo: "1403/05/12" })).toEqual({
      from_created_at: seconds(new Date(2024, 7, 2)),
      to_created_at: String(new Date(2024, 7, 3).getTime() / 1000 - 1),
    });
    // The last day of a Jalali year rolls over into the next month and year.
    expect(contactFilterParams({ createdTo: "1403/12/30" })).toEqual({
      to_created_at: String(new Date(2025, 2, 21).getTime() / 1000 - 1),
    });
  });

  it("sends no end for a day that does not exist", () => {
    expect(contactFilterParams({ createdTo: "1403/07/31" })).toEqual({});
  });

  it("sends each gender, and 0 for contacts without one", () => {
    expect(contactFilterParams({ gender: 2 })).toEqual({ gender: "2" });
    expect(contactFilterParams({ gender: NO_GENDER })).toEqual({ gender: "0" });
    expect(contactFilterParams({ gender: null })).toEqual({});
  });

  it("sends a feature with its trimmed value, a feature alone, and never a value without its feature", () => {
    expect(contactFilterParams({ featureId: 12, featureValue: "  تهران " })).toEqual({
      option_id: "12",
      option_value: "تهران",
    });
    expect(contactFilterParams({ featureId: 12, featureValue: " " })).toEqual({ option_id: "12" });
    expect(contactFilterParams({ featureId: null, featureValue: "تهران" })).toEqual({});
  });

  it("puts every filter on the export link as on the list", () => {
    const filters = {
      search: "علی",
      phonebookId: 3,
      gender: 1,
      createdTo: "1403/05/12",
      featureId: 7,
      featureValue: "1403/01/15",
    };
    expect(queryOf(contactsExportUrl(filters, "csv"))).toEqual({ ...contactFilterParams(filters), format: "csv" });
    expect(queryOf(contactsExportUrl(filters, "csv"))).toMatchObject({
      gender: "1",
      option_id: "7",
      option_value: "1403/01/15",
    });
  });
});
