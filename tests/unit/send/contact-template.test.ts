/** @jest-environment node */
import { contactPlaceholders, templateFeatures, unknownContactPlaceholders } from "@/lib/send/contact-placeholders";
import { contactTemplateFiller } from "@/lib/send/contact-template";
import { groupSampleTexts, type SampleText } from "@/lib/send/personal-price-groups";

const feature = (id: number, latin: string | null, enabled = true) => ({
  id,
  title: `ویژگی ${id}`,
  type: "string" as const,
  created_at: "",
  latin_title: latin,
  enabled,
  system: false,
});

describe("contactTemplateFiller", () => {
  const ali = {
    msisdn: "989121234567",
    name: "علی",
    pre: "آقای",
    email: "ali@example.com",
    options: () => ({ "7": "تهران", "8": "۱۲۰" }),
  };

  it("fills the contact's fields, features by Latin title or ex_id, case aside, and leaves unknown ones", () => {
    const fill = contactTemplateFiller(
      "{pre} {NAME} از {City}، امتیاز {ex_8}، {number} {کد}",
      templateFeatures([feature(7, "city"), feature(8, "points")]),
    );
    expect(fill(ali)).toBe("آقای علی از تهران، امتیاز ۱۲۰، 09121234567 {کد}");
  });

  it("leaves a disabled feature's placeholder as written", () => {
    expect(contactTemplateFiller("{city}", templateFeatures([feature(7, "city", false)]))(ali)).toBe("{city}");
  });
});

describe("contact placeholders", () => {
  it("offers the contact fields and each enabled feature", () => {
    expect(
      contactPlaceholders([feature(7, "city"), feature(9, null), feature(8, "off", false)]).map((p) => p.token),
    ).toEqual(["{name}", "{number}", "{pre}", "{email}", "{city}", "{ex_9}"]);
  });

  it("names what nothing fills", () => {
    expect(
      unknownContactPlaceholders("{Name} {city} {ex_9} {off} {کد}", [
        feature(7, "city"),
        feature(9, null),
        feature(8, "off", false),
      ]),
    ).toEqual(["{off}", "{کد}"]);
  });
});

describe("groupSampleTexts", () => {
  const text = (value: string, operator: SampleText["operator"]): SampleText => ({
    text: value,
    operator,
    refusal: (kind) => `رد ${kind}`,
  });

  it("scales the sample's groups to every operator's total, adding up exactly", () => {
    const sample = [text("hi", "mci"), text("hi", "mci"), text("سلام", "mci"), text("hi", "irancell")];
    const grouped = groupSampleTexts(sample, false, { mci: 10, irancell: 5, rightel: 2, other: 0 });
    expect(grouped).toEqual({
      ok: true,
      groups: [
        // Two thirds of MCI (6.67 → 7 by the larger remainder), all of Irancell, and Rightel in the most common group.
        { encoding: "GSM-7", parts: 1, recipients: { mci: 7, irancell: 5, rightel: 2, other: 0 } },
        { encoding: "UCS-2", parts: 1, recipients: { mci: 3, irancell: 0, rightel: 0, other: 0 } },
      ],
    });
  });

  it("stops at a sampled text that is empty or too long, saying which contact", () => {
    expect(
      groupSampleTexts([text("hi", "mci"), text(" ", "mci")], false, { mci: 2, irancell: 0, rightel: 0, other: 0 }),
    ).toEqual({ ok: false, message: "رد empty" });
    expect(
      groupSampleTexts([text("س".repeat(700), "mci")], false, { mci: 1, irancell: 0, rightel: 0, other: 0 }),
    ).toEqual({ ok: false, message: "رد too_long" });
  });
});
