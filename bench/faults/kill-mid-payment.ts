// The upstream killed while the gateway settles 30 online payments (the card form posted), then
// started again and every payment posted again, as a payer pressing the button once more would:
// each is credited once, and only once.
import { api, checkConsistency, ownerOn, sleep, type FaultOwner } from "./calls";
import type { FaultResult } from "./fault-result";
import type { UpstreamProcess } from "./upstream-process";

const PAYMENTS = 30;
const AMOUNT = 1_000_000;
const PAYING_CARD = { pan: "6219861111111117", cvv2: "123", month: "07", year: "08", pin: "123456" };

/** The card form posted at the gateway; null when the upstream went away under it. */
async function pay(url: string): Promise<number | null> {
  try {
    const response = await fetch(`${url}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(PAYING_CARD).toString(),
      redirect: "manual",
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

async function creditOf(upstream: UpstreamProcess, owner: FaultOwner): Promise<number> {
  return (await api<{ credit: number }>(upstream, owner.token, "GET", "payment/credit/mine")).body.data.credit;
}

export async function killMidPayment(upstream: UpstreamProcess): Promise<FaultResult> {
  const owner = await ownerOn(upstream, 0);
  const urls: string[] = [];
  for (let i = 0; i < PAYMENTS; i += 1) {
    const query = new URLSearchParams({ amount: String(AMOUNT), callbackUrl: "https://panel.example/wallet" });
    const answer = await api<{ url: string }>(upstream, owner.token, "GET", `payment/generate-url?${query}`);
    // The gateway is the upstream's own page, on the port it keeps across restarts.
    urls.push(answer.body.data.url);
  }

  const paying = Promise.all(urls.map(pay));
  await sleep(150);
  await upstream.kill();
  const firstTry = await paying;
  const restartMs = await upstream.restart();
  const creditAfterKill = await creditOf(upstream, owner);
  const secondTry = await Promise.all(urls.map(pay));
  const credit = await creditOf(upstream, owner);
  if (credit !== PAYMENTS * AMOUNT) throw new Error(`credit ${credit} after ${PAYMENTS} payments of ${AMOUNT}`);
  if (secondTry.some((status) => status !== 303)) throw new Error(`the second posts answered ${secondTry.join(", ")}`);
  await checkConsistency(upstream, "the kill during the payments");
  const settledFirst = firstTry.filter((status) => status === 303).length;
  return {
    fault: `SIGKILL while ${PAYMENTS} online payments settle at the gateway`,
    outcome:
      `${settledFirst} answered before the kill, ${creditAfterKill / AMOUNT} credited at the restart; ` +
      `each posted again: ${PAYMENTS} credited once each (${credit.toLocaleString("en")} rials), none twice`,
    recoveredIn: `ready ${(restartMs / 1000).toFixed(1)} s after the start`,
  };
}
