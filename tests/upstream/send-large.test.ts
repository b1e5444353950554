import { SEND_STATES } from "@/lib/contract/send";
import { BANK_LINE, bankOwner, everyone, noSlices } from "./support/banks";
import { finished, postSend, sendWhen } from "./support/sending";

/** All of Iran, as a drawn area. */
const IRAN = [
  [44, 25],
  [63.5, 25],
  [63.5, 40],
  [44, 40],
];

describe("a send of tens of thousands of recipients", () => {
  it("is delivered to the end, whatever number of recipients reach their handsets in one step", async () => {
    const { token } = await bankOwner();
    const answer = await postSend(token, {
      sending_type: "map",
      from_number: BANK_LINE,
      message: "سلام",
      params: [{ ...everyone, polygon: IRAN, ...noSlices, mci: { start: 0, size: 45_000 } }],
    });
    expect(answer.status).toBe(200);
    const id = answer.body.data.message_outbox_ids[0] as number;
    const done = await sendWhen(id, finished, 60_000);
    expect(done.state_id).toBe(SEND_STATES.sent);
    expect(done.recipient_count).toBe(45_000);
  }, 90_000);
});
