import { api, devAccount, sessionToken } from "./support/client";
import { startUpstream, ownUpstreamBankSize, type RunningUpstream } from "./support/start-upstream";
import { startReceiver, type Receiver } from "./support/webhooks";

jest.setTimeout(180_000);

let upstream: RunningUpstream;
let receiver: Receiver;
beforeAll(async () => {
  // An upstream of this test's own, run as production is: no delivery to private addresses.
  [upstream, receiver] = await Promise.all([
    // On the shared PostgreSQL it must keep the bank the other suites count on; alone on PGlite it needs none.
    startUpstream({ WEBHOOKS_ALLOW_PRIVATE: "0", BANK_SIZE: ownUpstreamBankSize() }),
    startReceiver(),
  ]);
  const secrets = JSON.parse(process.env.UPSTREAM_TEST_DEV_SECRETS ?? "{}");
  const forward = JSON.parse(process.env.UPSTREAM_TEST_FORWARD_SECRETS ?? "{}");
  process.env.UPSTREAM_TEST_DEV_SECRETS = JSON.stringify({ ...secrets, [upstream.baseUrl]: upstream.devSecret });
  process.env.UPSTREAM_TEST_FORWARD_SECRETS = JSON.stringify({
    ...forward,
    [upstream.baseUrl]: upstream.forwardSecret,
  });
});
afterAll(() => Promise.all([upstream?.stop(), receiver?.close()]));

describe("webhooks without the private allowance", () => {
  it("refuses loopback, private, link-local and metadata addresses beside the URL, and sends nothing", async () => {
    const base = upstream.baseUrl;
    const token = await sessionToken(await devAccount({}, base), base);
    for (const url of [
      receiver.url,
      "http://localhost:8080/hooks",
      "http://10.0.0.8/hooks",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:127.0.0.1]:8080/",
      "https://[fd00:ec2::254]/",
    ]) {
      const answer = await api("user/webhooks", { token, base, body: { url, events: ["send.status"] } });
      expect([url, answer.status, answer.body.meta.errors?.url]).toEqual([
        url,
        422,
        ["نشانی به شبکهٔ داخلی یا خود سرور اشاره می‌کند؛ نشانی‌ای بدهید که از اینترنت در دسترس باشد"],
      ]);
    }
    expect((await api("user/webhooks", { token, base })).body.data).toEqual([]);
    expect(receiver.received).toEqual([]);
  });
});
