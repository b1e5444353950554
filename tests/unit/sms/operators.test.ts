/** @jest-environment node */
import { countByOperator, operatorOf } from "@/lib/sms/operators";

describe("operatorOf", () => {
  it.each([
    ["09100000000", "mci"],
    ["09121234567", "mci"],
    ["09199999999", "mci"],
    ["09901234567", "mci"],
    ["09941234567", "mci"],
    ["09301234567", "irancell"],
    ["09331234567", "irancell"],
    ["09351234567", "irancell"],
    ["09391234567", "irancell"],
    ["09001234567", "irancell"],
    ["09051234567", "irancell"],
    ["09201234567", "rightel"],
    ["09221234567", "rightel"],
    ["09061234567", "other"],
    ["09231234567", "other"],
    ["09311234567", "other"],
    ["09341234567", "other"],
    ["09951234567", "other"],
    ["09991234567", "other"],
  ])("%s is %s", (mobile, operator) => {
    expect(operatorOf(mobile)).toBe(operator);
  });

  it("reads every accepted form of the same number alike", () => {
    for (const form of [
      "09351234567",
      "9351234567",
      "989351234567",
      "+989351234567",
      "00989351234567",
      "۰۹۳۵۱۲۳۴۵۶۷",
    ]) {
      expect(operatorOf(form)).toBe("irancell");
    }
  });

  it("gives no operator to what is not a mobile", () => {
    for (const value of ["", "02112345678", "09412345678", "0912123456", "+98BANK"])
      expect(operatorOf(value)).toBeNull();
  });
});

describe("countByOperator", () => {
  it("counts recipients per operator and leaves out what is not a mobile", () => {
    expect(
      countByOperator([
        "+989121111111",
        "+989122222222",
        "+989351111111",
        "+989201111111",
        "+989981111111",
        "nonsense",
      ]),
    ).toEqual({
      mci: 2,
      irancell: 1,
      rightel: 1,
      other: 1,
    });
  });
});
