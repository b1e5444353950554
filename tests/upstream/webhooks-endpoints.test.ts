import { api } from "./support/client";
import { newOwner, signedInColleague } from "./support/colleagues";
import { newEndpoint, startReceiver, type Receiver } from "./support/webhooks";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe("webhook endpoints", () => {
  it("shows the secret once, on create; lists, changes and deletes the endpoint", async () => {
    const { token } = await newOwner();
    const created = await newEndpoint(token, receiver.url, ["send.status", "credit.low"]);
    expect(created).toEqual({
      id: expect.any(Number),
      url: receiver.url,
      description: "آزمایش",
      events: ["send.status", "credit.low"],
      state: "active",
      created_at: expect.any(String),
      failing_since: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{40,}={0,2}$/),
    });

    const listed = await api("user/webhooks", { token });
    const { secret, ...shown } = created;
    expect(listed.body.data).toEqual([shown]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const changed = await api(`user/webhooks/${created.id}`, {
      token,
      method: "PUT",
      body: { url: `${receiver.url}/v2`, events: ["inbox.received"] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      url: `${receiver.url}/v2`,
      events: ["inbox.received"],
      description: null,
    });
    expect(changed.body.data.secret).toBeUndefined();

    expect((await api(`user/webhooks/${created.id}`, { token, method: "DELETE" })).status).toBe(200);
    expect((await api("user/webhooks", { token })).body.data).toEqual([]);
  });

  it("refuses a bad URL or no event beside the field, and keeps at most ten endpoints", async () => {
    const { token } = await newOwner();
    const refused = await api("user/webhooks", {
      token,
      body: { url: "https://admin:secret@shop.example/hooks", events: [] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors.url[0]).toContain("نام کاربری و رمز عبور");
    expect(refused.body.meta.errors.events).toEqual(["دست‌کم یک رویداد را انتخاب کنید"]);
    const unknownEvent = await api("user/webhooks", { token, body: { url: receiver.url, events: ["sms.everything"] } });
    expect(unknownEvent.body.meta.errors["events.0"]).toEqual(["رویداد را از میان گزینه‌ها انتخاب کنید"]);

    await Promise.all(
      Array.from({ length: 12 }, () =>
        api("user/webhooks", { token, body: { url: receiver.url, events: ["credit.low"] } }),
      ),
    );
    const listed = await api("user/webhooks", { token });
    expect(listed.body.data).toHaveLength(10);
    const eleventh = await api("user/webhooks", { token, body: { url: receiver.url, events: ["credit.low"] } });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.meta.message).toBe("هر حساب حداکثر ۱۰ نشانی وب‌هوک دارد؛ یکی را حذف کنید");
  });

  it("answers another account's endpoint and delivery as unknown, and keeps webhooks from colleagues", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const endpoint = await newEndpoint(owner.token, receiver.url);
    const test = await api(`user/webhooks/${endpoint.id}/test`, { token: owner.token, method: "POST" });
    const deliveryId = test.body.data.id;
    for (const [method, path] of [
      ["PUT", `user/webhooks/${endpoint.id}`],
      ["DELETE", `user/webhooks/${endpoint.id}`],
      ["POST", `user/webhooks/${endpoint.id}/rotate`],
      ["POST", `user/webhooks/${endpoint.id}/test`],
      ["POST", `user/webhooks/${endpoint.id}/enable`],
      ["POST", `user/webhooks/${endpoint.id}/disable`],
      ["GET", `user/webhooks/${endpoint.id}/deliveries`],
      ["GET", `user/webhooks/deliveries/${deliveryId}`],
      ["POST", `user/webhooks/deliveries/${deliveryId}/redeliver`],
      ["GET", "user/webhooks/deliveries/99999999999"],
      ["GET", "user/webhooks/abc/deliveries"],
    ] as const) {
      const body = method === "PUT" ? { url: receiver.url, events: ["credit.low"] } : undefined;
      const answer = await api(path, { token: other.token, method, body });
      expect([path, answer.status]).toEqual([path, 404]);
    }
    expect((await api("user/webhooks", { token: other.token })).body.data).toEqual([]);
    // Only the owner's own test reached the receiver: the other account's calls sent nothing.
    expect(receiver.received.filter((r) => r.json?.data?.endpoint_id === endpoint.id)).toHaveLength(1);

    const colleague = await signedInColleague(owner, ["reports.view", "developers.api_keys"]);
    expect((await api("user/webhooks", { token: colleague.token })).status).toBe(403);
  });
});
