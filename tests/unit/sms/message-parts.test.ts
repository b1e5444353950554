/** @jest-environment node */
import { SEND_LIMITS, SEND_MESSAGES, messageTextSchema } from "@/lib/contract/send";
import { CANCEL_SUFFIX, countMessage, outgoingText, smsEncoding } from "@/lib/sms/message-parts";

const latin = (length: number) => "a".repeat(length);
const persian = (length: number) => "س".repeat(length);
const ZWNJ = "\u200C";

describe("countMessage in GSM-7 (160 in one part, 153 per part after)", () => {
  it("counts an empty text as no part with a whole part left", () => {
    expect(countMessage("")).toEqual({
      encoding: "GSM-7",
      length: 0,
      parts: 0,
      perPart: 160,
      remaining: 160,
      suffixLength: 0,
    });
  });

  it("fits 160 Latin characters in one part exactly", () => {
    expect(countMessage(latin(160))).toEqual({
      encoding: "GSM-7",
      length: 160,
      parts: 1,
      perPart: 160,
      remaining: 0,
      suffixLength: 0,
    });
  });

  it("splits 161 Latin characters into two parts of 153", () => {
    expect(countMessage(latin(161))).toEqual({
      encoding: "GSM-7",
      length: 161,
      parts: 2,
      perPart: 153,
      remaining: 145,
      suffixLength: 0,
    });
  });

  it("fits 306 Latin characters in two parts exactly", () => {
    expect(countMessage(latin(306))).toEqual({
      encoding: "GSM-7",
      length: 306,
      parts: 2,
      perPart: 153,
      remaining: 0,
      suffixLength: 0,
    });
  });

  it("needs a third part at 307 Latin characters", () => {
    expect(countMessage(latin(307))).toEqual({
      encoding: "GSM-7",
      length: 307,
      parts: 3,
      perPart: 153,
      remaining: 152,
      suffixLength: 0,
    });
  });

  it("counts each extension character as two: 80 € fill one part exactly", () => {
    expect(countMessage("€".repeat(80))).toEqual({
      encoding: "GSM-7",
      length: 160,
      parts: 1,
      perPart: 160,
      remaining: 0,
      suffixLength: 0,
    });
  });

  it("needs two parts for 81 €, 76 fitting in the first (an escape pair is never cut)", () => {
    expect(countMessage("€".repeat(81))).toEqual({
      encoding: "GSM-7",
      length: 162,
      parts: 2,
      perPart: 153,
      remaining: 143,
      suffixLength: 0,
    });
  });

  it.each(["{", "}", "[", "]", "~", "|", "^", "€", "\\"])("counts the extension character %j as two", (char) => {
    expect(countMessage(`a${char}b`)).toMatchObject({ encoding: "GSM-7", length: 4 });
  });

  it("counts a newline as one", () => {
    expect(countMessage("salam\nkhoobi")).toMatchObject({ encoding: "GSM-7", length: 12, parts: 1, remaining: 148 });
  });
});

describe("countMessage in UCS-2 (70 in one part, 67 per part after)", () => {
  it("fits 70 Persian characters in one part exactly", () => {
    expect(countMessage(persian(70))).toEqual({
      encoding: "UCS-2",
      length: 70,
      parts: 1,
      perPart: 70,
      remaining: 0,
      suffixLength: 0,
    });
  });

  it("splits 71 Persian characters into two parts of 67", () => {
    expect(countMessage(persian(71))).toEqual({
      encoding: "UCS-2",
      length: 71,
      parts: 2,
      perPart: 67,
      remaining: 63,
      suffixLength: 0,
    });
  });

  it("fits 134 Persian characters in two parts exactly", () => {
    expect(countMessage(persian(134))).toEqual({
      encoding: "UCS-2",
      length: 134,
      parts: 2,
      perPart: 67,
      remaining: 0,
      suffixLength: 0,
    });
  });

  it("needs a third part at 135 Persian characters", () => {
    expect(countMessage(persian(135))).toEqual({
      encoding: "UCS-2",
      length: 135,
      parts: 3,
      perPart: 67,
      remaining: 66,
      suffixLength: 0,
    });
  });

  it("turns a Latin message UCS-2 with one Persian letter", () => {
    expect(countMessage(latin(159))).toMatchObject({ encoding: "GSM-7", parts: 1 });
    expect(countMessage(`${latin(159)}س`)).toEqual({
      encoding: "UCS-2",
      length: 160,
      parts: 3,
      perPart: 67,
      remaining: 41,
      suffixLength: 0,
    });
  });

  it("counts extension characters as one once the message is UCS-2", () => {
    expect(countMessage("س{}[]~|^€\\")).toEqual({
      encoding: "UCS-2",
      length: 10,
      parts: 1,
      perPart: 70,
      remaining: 60,
      suffixLength: 0,
    });
  });

  it("counts a newline as one in UCS-2", () => {
    expect(countMessage("سلام\nخوبی")).toMatchObject({ encoding: "UCS-2", length: 9, remaining: 61 });
  });

  it("makes a Latin message UCS-2 with a zero-width non-joiner, counted as one", () => {
    expect(countMessage(`ab${ZWNJ}cd`)).toEqual({
      encoding: "UCS-2",
      length: 5,
      parts: 1,
      perPart: 70,
      remaining: 65,
      suffixLength: 0,
    });
  });

  it("counts a zero-width non-joiner inside a Persian word as one", () => {
    expect(countMessage(`می${ZWNJ}روم`)).toMatchObject({ encoding: "UCS-2", length: 6 });
  });

  it("counts an emoji as two", () => {
    expect(countMessage("hi 🙂")).toEqual({
      encoding: "UCS-2",
      length: 5,
      parts: 1,
      perPart: 70,
      remaining: 65,
      suffixLength: 0,
    });
  });

  it("needs a second part when an emoji takes the 70th and 71st places", () => {
    expect(countMessage(`${persian(69)}🙂`)).toMatchObject({ encoding: "UCS-2", length: 71, parts: 2, remaining: 63 });
  });

  it("counts Persian digits as UCS-2", () => {
    expect(countMessage("کد ۱۲۳۴")).toMatchObject({ encoding: "UCS-2", length: 7, parts: 1, remaining: 63 });
    expect(countMessage("۱۲۳۴")).toMatchObject({ encoding: "UCS-2", length: 4 });
  });
});

describe("countMessage with the cancel11 suffix", () => {
  it("adds the six places of the suffix only when asked", () => {
    expect(countMessage(persian(10))).toMatchObject({ length: 10, suffixLength: 0 });
    expect(countMessage(persian(10), { cancelSuffix: false })).toMatchObject({ length: 10, suffixLength: 0 });
    expect(countMessage(persian(10), { cancelSuffix: true })).toMatchObject({ length: 16, suffixLength: 6 });
  });

  it("fits 64 Persian characters and the suffix in one part exactly", () => {
    expect(countMessage(persian(64), { cancelSuffix: true })).toEqual({
      encoding: "UCS-2",
      length: 70,
      parts: 1,
      perPart: 70,
      remaining: 0,
      suffixLength: 6,
    });
  });

  it("needs two parts for 65 Persian characters and the suffix", () => {
    expect(countMessage(persian(65), { cancelSuffix: true })).toEqual({
      encoding: "UCS-2",
      length: 71,
      parts: 2,
      perPart: 67,
      remaining: 63,
      suffixLength: 6,
    });
  });

  it("turns a Latin text UCS-2, since the suffix is Persian", () => {
    expect(countMessage(latin(154))).toMatchObject({ encoding: "GSM-7", parts: 1 });
    expect(countMessage(latin(154), { cancelSuffix: true })).toEqual({
      encoding: "UCS-2",
      length: 160,
      parts: 3,
      perPart: 67,
      remaining: 41,
      suffixLength: 6,
    });
  });

  it("counts the suffix alone on an empty text", () => {
    expect(countMessage("", { cancelSuffix: true })).toEqual({
      encoding: "UCS-2",
      length: 6,
      parts: 1,
      perPart: 70,
      remaining: 64,
      suffixLength: 6,
    });
  });
});

describe("outgoingText", () => {
  it("appends the cancel suffix, a line break and «لغو۱۱», when the line needs it", () => {
    expect(CANCEL_SUFFIX).toBe("\nلغو۱۱");
    expect(CANCEL_SUFFIX).toHaveLength(6);
    expect(outgoingText("سلام", true)).toBe("سلام\nلغو۱۱");
  });

  it("leaves the text as it is when the line does not need the suffix", () => {
    expect(outgoingText("سلام", false)).toBe("سلام");
  });
});

describe("smsEncoding", () => {
  it("keeps GSM-only punctuation and letters in GSM-7", () => {
    expect(smsEncoding("@£$¥")).toBe("GSM-7");
    expect(smsEncoding("¡¿§¤ÄÖÑÜäöñüàèéùìòØøÅåÆæßÉΔΦΓΛΩΠΨΣΘΞ_")).toBe("GSM-7");
    expect(smsEncoding("Ç")).toBe("GSM-7");
  });

  it("treats lower-case c-cedilla as outside GSM-7", () => {
    expect(smsEncoding("ç")).toBe("UCS-2");
    expect(countMessage("français")).toMatchObject({ encoding: "UCS-2", length: 8 });
  });

  it("treats the empty text as GSM-7", () => {
    expect(smsEncoding("")).toBe("GSM-7");
  });
});

describe("messageTextSchema", () => {
  const issues = (value: unknown) => {
    const result = messageTextSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it.each(["", "   ", "\n\t "])("refuses the blank text %j with its Persian message", (text) => {
    expect(issues(text)).toEqual([SEND_MESSAGES.messageRequired]);
    expect(SEND_MESSAGES.messageRequired).toBe("متن پیام را وارد کنید");
  });

  it("refuses a missing text with the same message", () => {
    expect(issues(undefined)).toEqual([SEND_MESSAGES.messageRequired]);
  });

  it("accepts a text of exactly ten parts", () => {
    expect(SEND_LIMITS.maxParts).toBe(10);
    expect(countMessage(latin(1530)).parts).toBe(10);
    expect(issues(latin(1530))).toEqual([]);
    expect(countMessage(persian(670)).parts).toBe(10);
    expect(issues(persian(670))).toEqual([]);
  });

  it("refuses a text of eleven parts as too long", () => {
    expect(countMessage(latin(1531)).parts).toBe(11);
    expect(issues(latin(1531))).toEqual([SEND_MESSAGES.messageTooLong]);
    expect(countMessage(persian(671)).parts).toBe(11);
    expect(issues(persian(671))).toEqual([SEND_MESSAGES.messageTooLong]);
  });

  it("keeps the text as typed", () => {
    expect(messageTextSchema.parse(" سلام\n")).toBe(" سلام\n");
  });
});

describe("parts never cut a character in two", () => {
  it("moves an extension character that would straddle the 153rd place into the next part", () => {
    // 152 + € (2 places) + 152 = 306 places, but € cannot start at place 153: three parts.
    const count = countMessage(`${latin(152)}€${latin(152)}`);
    expect(count).toMatchObject({ encoding: "GSM-7", length: 306, parts: 3, perPart: 153 });
    expect(count.remaining).toBe(153 - 1);
  });

  it("moves an emoji that would straddle the 67th unit into the next part", () => {
    const count = countMessage(`${persian(66)}🙂${persian(66)}`);
    expect(count).toMatchObject({ encoding: "UCS-2", length: 134, parts: 3, perPart: 67 });
  });

  it("keeps the plain split when nothing straddles", () => {
    expect(countMessage(`${latin(151)}€${latin(153)}`)).toMatchObject({ length: 306, parts: 2, remaining: 0 });
  });
});
