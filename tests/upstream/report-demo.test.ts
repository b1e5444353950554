import { api, login } from "./support/client";

let token: string;
beforeAll(async () => {
  token = (await login("demo", "Demo@12345")).body.data.token;
});

type Row = { messages_outbox_id: string; rcpts_count: number; cost: number; state_id: number; type: string };
const list = async (name: string): Promise<Row[]> =>
  (await api(`report/${name}`, { token, body: { page: 1, limit: 10 } })).body.data;

describe("the demo's reports from the first start", () => {
  it("lists its recent sends, its archived send and the panel's notice, each where it belongs, costing what its ledger says", async () => {
    const recent = await list("new_list");
    expect(recent.map((row) => [row.type, Number(row.rcpts_count), row.cost, row.state_id])).toEqual([
      ["webservice", 500, 950_000, 6],
      ["phonebook", 1250, 1_850_000, 6],
    ]);
    const archived = await list("archive_list");
    expect(archived.map((row) => [row.type, Number(row.rcpts_count), row.cost])).toEqual([["file", 3000, 4_200_000]]);
    expect((await list("systemic_list")).map((row) => Number(row.rcpts_count))).toEqual([1]);
  });

  it("has its older send's recipients delivered or not reached, counted by operator", async () => {
    const [archived] = await list("archive_list");
    const stats = (await api(`report/archive_bulk_stats?bulk_id=${archived!.messages_outbox_id}`, { token })).body.data;
    const total = (group: Record<string, { en: number | string; fa: number | string }>) =>
      Object.values(group).reduce((sum, counts) => sum + Number(counts.en) + Number(counts.fa), 0);
    expect(total(stats.operators_delivered)).toBe(2880);
    expect(total(stats.operators_failed)).toBe(120);
  });
});
