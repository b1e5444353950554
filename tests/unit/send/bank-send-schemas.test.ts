/** @jest-environment node */
import { countrySendSchema, jobSendSchema } from "@/lib/contract/send";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
const slice = { start: 0, size: 0 };

describe("bank send schemas name what is missing in Persian, never by its key", () => {
  it("asks for the province of a city-province send that has none", () => {
    const result = countrySendSchema.safeParse({
      sending_type: "country",
      from_number: "+98BANK",
      message: "سلام",
      params: [{ bank: "all", gender: 0, age_from: 1300, age_to: 1410, mci: slice, irancell: slice, other: slice }],
    });
    expect(messagesOf(result)).toEqual(["استان را انتخاب کنید"]);
  });

  it("asks for the job category of a business send that has none", () => {
    const result = jobSendSchema.safeParse({
      sending_type: "job",
      from_number: "+98PRO",
      message: "سلام",
      params: [{}],
    });
    expect(messagesOf(result)).toEqual(["صنف را انتخاب کنید"]);
  });
});
