import type { ReactElement } from "react";
import { MobileLayoutProvider } from "@/components/layout/mobile-layout";
import { AccessProvider } from "@/lib/auth/access-context";
import type { Draft, DraftGroup } from "@/lib/contract/drafts";
import type { Permission } from "@/lib/contract/permissions";
import { byCall, failure, fakeNetwork, ok, type FakeNetwork, type NetworkCall, type Reply } from "../support/network";
import { renderScreen } from "../support/render-screen";

export const DRAFTS = "/api/v1/api/user/draft";

const meta = { status: true, message: null, message_parameters: [], message_code: "200-1" };

function page(rows: unknown[]): Reply {
  return {
    body: {
      data: rows,
      meta: {
        ...meta,
        current_page: 1,
        per_page: 200,
        total: rows.length,
        last_page: 1,
        from: rows.length ? 1 : null,
        to: rows.length || null,
      },
    },
  };
}

/** What the account holds to start with: two groups, three messages (none in «خالی»). */
export function startingDrafts() {
  const groups: DraftGroup[] = [
    { draft_group_id: 1, user_id: 9, title: "تبلیغات", time: 0 },
    { draft_group_id: 2, user_id: 9, title: "اطلاع‌رسانی", time: 0 },
    { draft_group_id: 3, user_id: 9, title: "خالی", time: 0 },
  ];
  const drafts: Draft[] = [
    { draft_id: 11, draft_group_id: 1, user_id: 9, time: 0, message: "جشنوارهٔ پاییزی آغاز شد", type: "normal" },
    { draft_id: 12, draft_group_id: 1, user_id: 9, time: 0, message: "کد تخفیف شما: SALE30", type: "normal" },
    { draft_id: 21, draft_group_id: 2, user_id: 9, time: 0, message: "ساعت کاری از ۹ تا ۲۱", type: "normal" },
  ];
  return { groups, drafts };
}

export interface DraftsBff extends FakeNetwork {
  state: ReturnType<typeof startingDrafts>;
}

/**
 * The upstream's draft calls over an in-memory account, as the reference upstream answers them:
 * lists, counts, create, update (moving with `draft_group_id`), delete; `refuse` answers one route
 * ("METHOD /path") with a failure instead.
 */
export function fakeDraftsBff(state = startingDrafts(), refuse: Record<string, Reply> = {}): DraftsBff {
  let nextId = 100;
  const body = (call: NetworkCall) => call.body as Record<string, unknown>;
  const network = fakeNetwork(
    byCall({
      [`GET ${DRAFTS}/group/list`]: () => page(state.groups),
      [`GET ${DRAFTS}/group/count`]: () =>
        ok(
          state.groups.map((g) => ({
            draft_group_id: g.draft_group_id,
            count: state.drafts.filter((d) => d.draft_group_id === g.draft_group_id).length,
          })),
        ),
      [`GET ${DRAFTS}/list`]: (call) => {
        const group = call.query.get("draft_group_id");
        return page(state.drafts.filter((d) => group === null || d.draft_group_id === Number(group)));
      },
      [`POST ${DRAFTS}/group`]: (call) => {
        const group = { draft_group_id: nextId++, user_id: 9, title: String(body(call).title), time: 0 };
        state.groups.push(group);
        return ok(group);
      },
      [`PUT ${DRAFTS}/group`]: (call) => {
        const group = state.groups.find((g) => g.draft_group_id === body(call).draft_group_id)!;
        group.title = String(body(call).title);
        return ok(null);
      },
      [`POST ${DRAFTS}/group/delete`]: (call) => {
        const id = body(call).draft_group_id;
        state.groups = state.groups.filter((g) => g.draft_group_id !== id);
        state.drafts = state.drafts.filter((d) => d.draft_group_id !== id);
        return ok(null);
      },
      [`POST ${DRAFTS}`]: (call) => {
        const draft = {
          draft_id: nextId++,
          draft_group_id: Number(body(call).draft_group_id),
          user_id: 9,
          time: 0,
          message: String(body(call).message),
          type: "normal",
        };
        state.drafts.push(draft);
        return ok(draft);
      },
      [`PUT ${DRAFTS}`]: (call) => {
        const draft = state.drafts.find((d) => d.draft_id === body(call).draft_id)!;
        draft.message = String(body(call).message);
        if (body(call).draft_group_id !== undefined) draft.draft_group_id = Number(body(call).draft_group_id);
        return ok(null);
      },
      [`POST ${DRAFTS}/delete`]: (call) => {
        const ids = body(call).draft_ids as number[];
        state.drafts = state.drafts.filter((d) => !ids.includes(d.draft_id));
        return ok(null);
      },
      ...refuse,
    }),
  );
  return { ...network, state };
}

export { failure };

/** check_token's `member_of` for a colleague whose role holds these permissions. */
const colleagueOf = (permissions: readonly Permission[]) => ({
  account_name: "شرکت نمونه",
  account_user_name: "owner1",
  permissions: [...permissions],
});

/** Renders as the owner, or as a colleague with these permissions, with the query string starting from `search`. */
export function renderDrafts(ui: ReactElement, { as, search }: { as?: readonly Permission[]; search?: string } = {}) {
  return renderScreen(
    <AccessProvider memberOf={as ? colleagueOf(as) : null}>
      <MobileLayoutProvider initial={{ title: "پیام‌های از پیش تعریف‌شده", suppressedShowBackIcon: false }}>
        {ui}
      </MobileLayoutProvider>
    </AccessProvider>,
    { search },
  );
}
