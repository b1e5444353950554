import WebSocket from "ws";
import { ageCall, callLog, loggedCalls, newKey, pruneCalls, withKey } from "./support/api-keys";
import { api, baseUrl } from "./support/client";
import { newOwner } from "./support/colleagues";

/** The call log keeps 30 days; sockets never take a key. */

describe("the call log keeps calls 30 days", () => {
  it("deletes a call past 30 days and keeps one of 29", async () => {
    const owner = await newOwner();
    const made = await newKey(owner);
    await withKey(made.key, "payment/credit/mine");
    await withKey(made.key, "user/get_tariff");
    const [tariff, credit] = await loggedCalls(owner.token, made.id, 2);
    await ageCall(credit!.id, 31);
    await ageCall(tariff!.id, 29);
    await pruneCalls();
    const kept = (await callLog(owner.token, { key_id: made.id })).body.data.calls;
    expect(kept.map((c: { id: number }) => c.id)).toEqual([tariff!.id]);
    expect((await api(`acl/api_key/calls/${credit!.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe("sockets", () => {
  it("refuse an API key: live events are for the panel's sessions", async () => {
    const owner = await newOwner();
    const made = await newKey(owner);
    const url = `${baseUrl().replace(/^http/, "ws")}/socket?token=${encodeURIComponent(made.key)}`;
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once("open", () => {
        socket.close();
        reject(new Error("the socket took a key"));
      });
      socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      socket.once("error", () => undefined);
    });
    expect(status).toBe(401);
  });
});
