import { matchingDrafts } from "@/components/predefined-messages/draft-search";
import { draftSizeText } from "@/components/predefined-messages/draft-size";
import { groupIdOfPath } from "@/components/predefined-messages/paths";
import { predefinedMessagesFirstView } from "@/components/predefined-messages/predefined-messages-first-view";
import { draftKeys } from "@/lib/api/queries/drafts-queries";
import type { Draft } from "@/lib/contract/drafts";

const draft = (draft_id: number, message: string, draft_group_id = 1): Draft => ({
  draft_id,
  draft_group_id,
  user_id: 9,
  time: 0,
  message,
  type: "normal",
});

describe("groupIdOfPath", () => {
  it("reads the group of /predefined-messages/{id}", () => {
    expect(groupIdOfPath("/predefined-messages/42")).toBe(42);
    expect(groupIdOfPath("/predefined-messages/42/")).toBe(42);
  });

  it("reads every group for the list itself and for anything that is not an id", () => {
    for (const path of [
      "/predefined-messages",
      "/predefined-messages/0",
      "/predefined-messages/-3",
      "/predefined-messages/1e3",
      "/predefined-messages/abc",
      "/predefined-messages/۴۲",
      "/predefined-messages/99999999999999999999",
      "/predefined-messages/4/extra",
      "/pattern/4",
    ])
      expect([path, groupIdOfPath(path)]).toEqual([path, null]);
  });
});

describe("matchingDrafts", () => {
  const drafts = [
    draft(1, "جشنوارهٔ پاییزی با ۳۰٪ تخفیف"),
    draft(2, "کد تخفیف شما: SALE30"),
    draft(3, "ساعت کاری از ۹ تا ۲۱"),
    draft(4, "سفارش\u200cتان رسید"),
  ];

  it("keeps every message, in order, for a blank search", () => {
    expect(matchingDrafts(drafts, "  ").map((d) => d.draft_id)).toEqual([1, 2, 3, 4]);
    expect(matchingDrafts(drafts, null).map((d) => d.draft_id)).toEqual([1, 2, 3, 4]);
  });

  it("finds text typed with an Arabic keyboard's yeh and kaf, or in another case", () => {
    expect(matchingDrafts(drafts, "تخفيف").map((d) => d.draft_id)).toEqual([1, 2]);
    expect(matchingDrafts(drafts, "كد").map((d) => d.draft_id)).toEqual([2]);
    expect(matchingDrafts(drafts, "sale30").map((d) => d.draft_id)).toEqual([2]);
  });

  it("matches Persian and Latin digits alike, and a half-space as a space", () => {
    expect(matchingDrafts(drafts, "30٪").map((d) => d.draft_id)).toEqual([1]);
    expect(matchingDrafts(drafts, "۲۱").map((d) => d.draft_id)).toEqual([3]);
    expect(matchingDrafts(drafts, "سفارش تان").map((d) => d.draft_id)).toEqual([4]);
  });

  it("finds nothing for text no message holds", () => {
    expect(matchingDrafts(drafts, "ارسال رایگان")).toEqual([]);
  });
});

describe("draftSizeText", () => {
  it("counts a Persian message in parts of 70, then 67, in Persian digits", () => {
    expect(draftSizeText("سلام")).toBe("۱ بخش، ۴ نویسه");
    expect(draftSizeText("ب".repeat(70))).toBe("۱ بخش، ۷۰ نویسه");
    expect(draftSizeText("ب".repeat(71))).toBe("۲ بخش، ۷۱ نویسه");
  });

  it("counts a Latin message in parts of 160, then 153, with grouped thousands", () => {
    expect(draftSizeText("a".repeat(160))).toBe("۱ بخش، ۱۶۰ نویسه");
    expect(draftSizeText("a".repeat(1400))).toBe("۱۰ بخش، ۱٬۴۰۰ نویسه");
  });
});

describe("predefinedMessagesFirstView", () => {
  const keys = (groupId: number | null, mobile: boolean) =>
    predefinedMessagesFirstView(groupId, { mobile }).map((query) => ("queryKey" in query ? query.queryKey : null));

  it("reads the groups, their counts and every message for a desktop's list", () => {
    expect(keys(null, false)).toEqual([draftKeys.groups(), draftKeys.counts(), draftKeys.list(null)]);
  });

  it("reads no messages for a phone's list of groups", () => {
    expect(keys(null, true)).toEqual([draftKeys.groups(), draftKeys.counts()]);
  });

  it("reads the group's messages on its page, on either", () => {
    expect(keys(7, true)).toEqual([draftKeys.groups(), draftKeys.counts(), draftKeys.list(7)]);
    expect(keys(7, false)).toEqual([draftKeys.groups(), draftKeys.counts(), draftKeys.list(7)]);
  });
});
