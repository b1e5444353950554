import { agreementLinesResponseSchema, senderLinesResponseSchema, tariffResponseSchema } from "@/lib/contract/numbers";
import { api, call, devAccount, INVALID_TOKEN_META, sessionToken } from "./support/client";
import { AGREEMENT_LINE } from "./support/sending";

async function freshToken() {
  return sessionToken(await devAccount());
}

const linesOf = async (token: string, query = "") => (await api(`number/numbers${query}`, { token })).body;

describe("number/numbers", () => {
  it("gives a new account the shared lines at once, with Edge's fields and the composer's", async () => {
    const body = await linesOf(await freshToken());
    expect(senderLinesResponseSchema.safeParse(body).success).toBe(true);
    expect(body.data.map((l: { number: string }) => l.number)).toEqual(["+9810001000", "+98BANK", "+98PRO"]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      number: "+9810001000",
      operator_id: 4,
      alias: "خط عمومی تبلیغاتی",
      gets: 0,
      is_66_char: 0,
      needs_cancel_suffix: true,
      use: "general",
      shared: true,
      is_default: false,
    });
    expect(body.data.map((l: { use: string }) => l.use)).toEqual(["general", "bank", "job"]);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
  });

  it("pages the lines", async () => {
    const body = await linesOf(await freshToken(), "?page=2&per_page=2");
    expect(body.data.map((l: { number: string }) => l.number)).toEqual(["+98PRO"]);
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2, from: 3, to: 3 });
  });

  it("shows the seeded demo its own line first, as its default", async () => {
    const token = (await call("/__dev/impersonate", { body: { username: "demo" } })).body.data.token;
    const body = await linesOf(token);
    expect(body.data[0]).toMatchObject({ number: "+983000505", shared: false, is_default: true });
  });

  it("refuses a caller without a token", async () => {
    const answer = await api("number/numbers");
    expect(answer.status).toBe(401);
    expect(answer.body.meta).toMatchObject(INVALID_TOKEN_META);
  });
});

describe("agreement lines", () => {
  it("offers lines by agreement, and once accepted the line is the user's and no longer offered", async () => {
    const token = await freshToken();
    const offered = (await api("numbers/agreement-list", { token })).body;
    expect(agreementLinesResponseSchema.safeParse(offered).success).toBe(true);
    const line = offered.data.find((l: { number: string }) => l.number === AGREEMENT_LINE);
    expect(line).toMatchObject({ title: expect.any(String), agreement: expect.stringContaining("لغو") });

    const assigned = await api("numbers/assign-agreement", { token, body: { number_id: line.id } });
    expect(assigned.status).toBe(200);
    // Accepting twice changes nothing.
    expect((await api("numbers/assign-agreement", { token, body: { number_id: line.id } })).status).toBe(200);

    const lines = (await linesOf(token)).data;
    expect(lines.filter((l: { number: string }) => l.number === AGREEMENT_LINE)).toEqual([
      expect.objectContaining({ shared: false, is_default: false }),
    ]);
    const after = (await api("numbers/agreement-list", { token })).body.data;
    expect(after.map((l: { number: string }) => l.number)).not.toContain(AGREEMENT_LINE);

    // Another user is still offered it and does not have it.
    const other = await freshToken();
    expect((await linesOf(other)).data.map((l: { number: string }) => l.number)).not.toContain(AGREEMENT_LINE);
    expect(
      (await api("numbers/agreement-list", { token: other })).body.data.map((l: { number: string }) => l.number),
    ).toContain(AGREEMENT_LINE);
  });

  it("refuses to assign a line that is not offered by agreement, or an unknown one", async () => {
    const token = await freshToken();
    const shared = (await linesOf(token)).data[0];
    for (const number_id of [shared.id, 999_999]) {
      const answer = await api("numbers/assign-agreement", { token, body: { number_id } });
      expect(answer.status).toBe(404);
      expect(answer.body.meta).toMatchObject({ status: false, message: "خط مورد نظر یافت نشد" });
    }
    expect((await api("numbers/assign-agreement", { token, body: {} })).status).toBe(422);
  });
});

describe("numbers/defaults/upsert", () => {
  it("marks one usable line as the default, and moves the mark", async () => {
    const token = await freshToken();
    const [first, second] = (await linesOf(token)).data;
    expect((await api("numbers/defaults/upsert", { token, body: { number_id: second.id } })).status).toBe(200);
    let lines = (await linesOf(token)).data;
    expect(lines[0]).toMatchObject({ id: second.id, is_default: true });
    expect(lines.filter((l: { is_default: boolean }) => l.is_default)).toHaveLength(1);

    expect((await api("numbers/defaults/upsert", { token, body: { number_id: first.id } })).status).toBe(200);
    lines = (await linesOf(token)).data;
    expect(lines[0]).toMatchObject({ id: first.id, is_default: true });
    expect(lines.filter((l: { is_default: boolean }) => l.is_default)).toHaveLength(1);
  });

  it("refuses a line the user may not send with", async () => {
    const token = await freshToken();
    const agreement = (await api("numbers/agreement-list", { token })).body.data[0];
    const answer = await api("numbers/defaults/upsert", { token, body: { number_id: agreement.id } });
    expect(answer.status).toBe(404);
    expect(answer.body.meta.message).toBe("خط مورد نظر یافت نشد");
  });
});

describe("user/get_tariff", () => {
  it("gives two rows per line kind as Edge does, MCI then the others, in rials per part", async () => {
    const body = (await api("user/get_tariff", { token: await freshToken() })).body;
    expect(tariffResponseSchema.safeParse(body).success).toBe(true);
    expect(body.data.slice(0, 2)).toEqual([
      { operator_id: 4, name: "1000", persian_mci: "1330.0", english_mci: "3325.0" },
      { operator_id: 4, name: "1000", persian_other: "1463.0", english_other: "3657.5" },
    ]);
    expect(body.data.length % 2).toBe(0);
  });

  it("needs a session, while the public /user routes beside it stay public", async () => {
    expect((await api("user/get_tariff")).status).toBe(401);
    expect((await api("user/activity_domain")).status).toBe(200);
  });
});
