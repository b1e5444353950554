// The upstream killed while it delivers a 100,000-recipient phonebook send, then started again.
import { api, checkConsistency, dev, ownerOn, until } from "./calls";
import type { FaultResult } from "./fault-result";
import type { UpstreamProcess } from "./upstream-process";

const RECIPIENTS = 100_000;
const SHARED_LINE = "+9810001000";

interface DevSend {
  state_id: number;
  dispatched: number;
  recipient_count: number;
  cost_reserved: string;
  refunded: string;
}

export async function killMidSend(upstream: UpstreamProcess): Promise<FaultResult> {
  const owner = await ownerOn(upstream, 10_000_000_000);
  const { phonebook_id: phonebookId } = await dev<{ phonebook_id: number }>(upstream, "/contacts/plant", {
    username: owner.username,
    title: "صد هزار مخاطب",
    count: RECIPIENTS,
  });
  const sent = await api<{ message_outbox_ids: number[] }>(upstream, owner.token, "POST", "send", {
    sending_type: "phonebook",
    from_number: SHARED_LINE,
    message: "جشنوارهٔ پاییزه: ۲۰٪ تخفیف تا پایان هفته",
    params: [{ type: "all", phonebook_ids: [phonebookId] }],
  });
  if (sent.status !== 200) throw new Error(`the send was refused: ${JSON.stringify(sent.body)}`);
  const sendId = sent.body.data.message_outbox_ids[0]!;
  const sendOf = () => dev<DevSend>(upstream, `/sends/${sendId}`);

  // Killed once a third of the recipients are with the operator.
  const before = await until(
    "a third handed over",
    async () => {
      const send = await sendOf();
      return send.dispatched >= RECIPIENTS / 3 ? send : undefined;
    },
    120_000,
  );
  await upstream.kill();
  const restartMs = await upstream.restart();
  const resumed = performance.now();
  const after = await until(
    "the send finished",
    async () => {
      const send = await sendOf();
      return send.state_id === 6 ? send : undefined;
    },
    600_000,
  );
  const finishMs = performance.now() - resumed;
  await checkConsistency(upstream, "the kill during the send");
  return {
    fault: `SIGKILL during a ${RECIPIENTS.toLocaleString("en")}-recipient send`,
    outcome:
      `killed with ${before.dispatched.toLocaleString("en")} handed over; after the restart all ` +
      `${after.recipient_count.toLocaleString("en")} handed over once and the send finished`,
    recoveredIn: `ready ${(restartMs / 1000).toFixed(1)} s after the start, finished ${(finishMs / 1000).toFixed(1)} s later`,
  };
}
