import { PATTERN_MESSAGES } from "@/lib/contract/patterns";
import { call } from "./support/client";
import { newOwner, signedInColleague } from "./support/colleagues";
import {
  listen,
  newPatternCode,
  patternByCode,
  reviewPattern,
  updatePattern,
  edgeCreateBody,
  type LiveEvent,
} from "./support/patterns";
import { until } from "./support/until";

const reviewed = (events: LiveEvent[]) => events.filter((e) => e.event === "pattern.reviewed");

describe("the content team's review (POST /__dev/patterns/review)", () => {
  it("approves a waiting pattern: active with the reviewer's comment, heard live by the members who may see patterns", async () => {
    const owner = await newOwner();
    const viewer = await signedInColleague(owner, ["patterns.view"]);
    const other = await signedInColleague(owner, ["contacts.view"]);
    const [ownerLive, viewerLive, otherLive] = await Promise.all([
      listen(owner.token),
      listen(viewer.token),
      listen(other.token),
    ]);
    const code = await newPatternCode(owner.token);

    const approved = await reviewPattern(code, true);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      pattern_code: code,
      pattern_status: "active",
      pattern_status_fa: "فعال",
      pattern_status_id: 1,
      admin_comment: "متن الگو مورد تأیید است.",
      reject_text: "",
      username: owner.account.username,
    });
    const event = { pattern_code: code, title: "test pattern", status: "active", reason: null };
    expect((await until(() => reviewed(ownerLive.events)[0])).data).toEqual(event);
    expect((await until(() => reviewed(viewerLive.events)[0])).data).toEqual(event);
    // The colleague who may not see patterns hears nothing of it (the owner's and the viewer's have arrived).
    await new Promise((r) => setTimeout(r, 200));
    expect(reviewed(otherLive.events)).toEqual([]);
    expect((await patternByCode(owner.token, code)).body.data.pattern_status).toBe("active");
    for (const live of [ownerLive, viewerLive, otherLive]) live.socket.close();
  });

  it("rejects with the reason, told in the pattern and the event; a rejection needs a reason", async () => {
    const owner = await newOwner();
    const live = await listen(owner.token);
    const code = await newPatternCode(owner.token, { ...edgeCreateBody(), title: null });

    const bare = await reviewPattern(code, false);
    expect(bare.status).toBe(422);
    expect(bare.body.meta.errors).toEqual({ reason: ["دلیل رد الگو را بنویسید"] });
    expect((await reviewPattern(code, false, "   ")).status).toBe(422);
    expect((await patternByCode(owner.token, code)).body.data.pattern_status).toBe("pending");

    const reason = "متن تبلیغاتی است؛ برای تبلیغ از ارسال انبوه استفاده کنید";
    const rejected = await reviewPattern(code, false, reason);
    expect(rejected.status).toBe(200);
    expect((await patternByCode(owner.token, code)).body.data).toMatchObject({
      pattern_status: "inactive",
      pattern_status_fa: "رد شده",
      pattern_status_id: 2,
      reject_text: reason,
      admin_comment: reason,
    });
    const event = await until(() => reviewed(live.events)[0]);
    expect(event.data).toEqual({ pattern_code: code, title: null, status: "inactive", reason });
    live.socket.close();
  });

  it("reviews only a waiting pattern of an account: reviewed ones and systemic ones 409, unknown codes 404", async () => {
    const owner = await newOwner();
    const code = await newPatternCode(owner.token);
    expect((await reviewPattern(code, true)).status).toBe(200);
    const twice = await reviewPattern(code, false, "دیر");
    expect(twice.status).toBe(409);
    expect(twice.body.meta.message).toBe("این الگو در انتظار بررسی نیست");
    expect((await patternByCode(owner.token, code)).body.data.pattern_status).toBe("active");

    // Edited, it waits again and can be reviewed again.
    expect((await updatePattern(owner.token, code)).body.data.pattern_status).toBe("pending");
    expect((await reviewPattern(code, true)).status).toBe(200);

    const systemic = await reviewPattern("sysverifycode", false, "بی‌دلیل");
    expect(systemic.status).toBe(409);
    expect((await patternByCode(owner.token, "sysverifycode")).body.data.pattern_status).toBe("active");
    const unknown = await reviewPattern("nosuchpatterncode", true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.message).toBe(PATTERN_MESSAGES.notFound);
  });

  it("is a development route: refused without the development secret", async () => {
    const owner = await newOwner();
    const code = await newPatternCode(owner.token);
    const refused = await call("/__dev/patterns/review", {
      body: { pattern_code: code, approve: true },
      devSecret: null,
    });
    expect(refused.status).toBe(403);
    expect((await patternByCode(owner.token, code)).body.data.pattern_status).toBe("pending");
  });
});
