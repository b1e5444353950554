import { messageCost, tariffLines } from "@/lib/sms/tariff-lines";

describe("tariffLines", () => {
  it("puts each line kind's MCI row and others' row together, in the order given", () => {
    const lines = tariffLines([
      { operator_id: 4, name: "1000", persian_mci: "1330.0", english_mci: "3325.0" },
      { operator_id: 34, name: "2000", persian_mci: "1200.0", english_mci: "3000.0" },
      { operator_id: 4, name: "1000", persian_other: "1463.0", english_other: "3657.5" },
      { operator_id: 34, name: "2000", persian_other: "1320.0", english_other: "3300.0" },
    ]);
    expect(lines).toEqual([
      {
        operatorId: 4,
        name: "1000",
        persian: { mci: "1330.0", other: "1463.0" },
        english: { mci: "3325.0", other: "3657.5" },
      },
      {
        operatorId: 34,
        name: "2000",
        persian: { mci: "1200.0", other: "1320.0" },
        english: { mci: "3000.0", other: "3300.0" },
      },
    ]);
  });

  it("leaves out a line kind the upstream sent only half of", () => {
    expect(tariffLines([{ operator_id: 7, name: "3000", persian_mci: "1330.0", english_mci: "3325.0" }])).toEqual([]);
  });
});

describe("messageCost", () => {
  it("is parts times the per-part price plus the 40-rial surcharge, to the tenth of a rial", () => {
    expect(messageCost(1, "1330.0")).toBe(1370);
    expect(messageCost(2, "1463.0")).toBe(2966);
    expect(messageCost(3, "3657.5")).toBe(11012.5);
  });
});
