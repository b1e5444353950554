import { dateToSendTime } from "@/lib/contract/send";
import { api, devAccount, sessionToken } from "./support/client";
import { fileSend, postFileSend } from "./support/file-sending";
import { creditOf, sendInfo, tenths } from "./support/sending";

const ROWS = 100_000;
const CREDIT = 200_000_000;

describe("a large file send", () => {
  it("accepts a 100,000-row CSV within seconds and stores every recipient with its cost", async () => {
    const account = await devAccount({ credit: CREDIT });
    const token = await sessionToken(account);
    const prefixes = ["912", "935", "920", "998"];
    const base = Math.floor(Math.random() * 90) * 100_000;
    const lines = ["mobile"];
    for (let i = 0; i < ROWS; i++) lines.push(`0${prefixes[i % 4]}${String(base + i).padStart(7, "0")}`);
    // An hour ahead, so that the operator does not start on it before it is cancelled.
    const sendTime = dateToSendTime(new Date(Date.now() + 3_600_000));

    const started = performance.now();
    const answer = await postFileSend(
      token,
      fileSend({ name: "large.csv", bytes: lines.join("\n") }, undefined, { send_time: sendTime }),
    );
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(200);
    // Row by row it took about 15 s on PGlite; in batches about 2 s on an idle machine.
    expect(elapsed).toBeLessThan(10_000);

    const id = answer.body.data.message_outbox_ids[0];
    const send = await sendInfo(id);
    expect(send.recipient_count).toBe(ROWS);
    // Cancelling gives back what the stored recipients cost: all of them, so the whole reservation.
    expect((await api("send/cancel", { token, body: { message_outbox_id: id } })).status).toBe(200);
    expect(tenths((await sendInfo(id)).refunded)).toBe(tenths(send.cost_reserved));
    expect(await creditOf(token)).toBe(CREDIT);
  });
});
