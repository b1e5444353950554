import { expect, test } from "../support/test";
import { requestHead } from "./support/raw-socket";
import {
  Bystander,
  createDraftGroup,
  DRAFT_GROUPS,
  draftGroupTitles,
  exchange,
  openPanel,
  ownPageLines,
  PANEL_HOST,
  PANEL_PORT,
  parseJson,
  signedInAccount,
  uniqueTitle,
} from "./support/panel";

// The BFF frames every body it sends upstream itself: however the browser framed it, the upstream
// gets exactly the bytes that arrived, and a body that never arrived in full is never stored.

test("a JSON body the browser sends chunked, split mid-character over several writes, is stored as sent", async () => {
  const { cookie } = await signedInAccount();
  const title = uniqueTitle("گروه پیام‌های آماده");
  const json = Buffer.from(JSON.stringify({ title }));
  // Cut inside the first Persian letter (two bytes in UTF-8), and again further on.
  const cuts = [json.indexOf(Buffer.from("گ")) + 1, json.length - 7];
  const pieces = [json.subarray(0, cuts[0]), json.subarray(cuts[0], cuts[1]), json.subarray(cuts[1])];

  const connection = await openPanel();
  try {
    await connection.write(
      requestHead("POST", DRAFT_GROUPS, [
        ...ownPageLines(cookie),
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
      ]),
    );
    for (const [i, piece] of pieces.entries()) {
      // A chunk extension on one of them: the BFF must not pass it on as if it were data.
      await connection.write(
        Buffer.concat([
          Buffer.from(`${piece.length.toString(16)}${i === 1 ? ";note=1" : ""}\r\n`),
          piece,
          Buffer.from("\r\n"),
        ]),
      );
    }
    await connection.write("0\r\n\r\n");
    const created = await connection.readResponse();
    expect(created?.status, created?.text).toBe(200);
    const group = parseJson<{ data: { draft_group_id: number; title: string } }>(created!).data;
    expect(group.title).toBe(title);

    // The same keep-alive connection carries the next call, a draft in that group, chunked too.
    const message = "کد تخفیف شما: ۱۲۳۴ — لغو۱۱";
    const draft = Buffer.from(JSON.stringify({ draft_group_id: group.draft_group_id, message }));
    const half = draft.indexOf(Buffer.from("ت")) + 1;
    await connection.write(
      requestHead("POST", "/api/v1/api/user/draft", [
        ...ownPageLines(cookie),
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
      ]) + `${half.toString(16)}\r\n`,
    );
    await connection.write(
      Buffer.concat([
        draft.subarray(0, half),
        Buffer.from(`\r\n${(draft.length - half).toString(16)}\r\n`),
        draft.subarray(half),
        Buffer.from("\r\n0\r\n\r\n"),
      ]),
    );
    const stored = await connection.readResponse();
    expect(stored?.status, stored?.text).toBe(200);
    expect(parseJson<{ data: { message: string } }>(stored!).data.message).toBe(message);

    await connection.write(
      requestHead("GET", `/api/v1/api/user/draft/list?page=1&per_page=100&draft_group_id=${group.draft_group_id}`, [
        `Host: ${PANEL_HOST}`,
        `Cookie: ${cookie}`,
      ]),
    );
    const list = await connection.readResponse();
    expect(list?.status, list?.text).toBe(200);
    expect(parseJson<{ data: Array<{ message: string }> }>(list!).data.map((d) => d.message)).toEqual([message]);
  } finally {
    connection.destroy();
  }
  expect(await draftGroupTitles(cookie)).toEqual([title]);
});

// The part that arrives is valid JSON on its own (trailing spaces are allowed), so an upstream
// that were handed it as a complete body would store the group: only a call the BFF aborts when
// the browser goes away stores nothing.
const cutShort: Array<[string, (json: string) => { head: string[]; sent: string }]> = [
  [
    "a Content-Length larger than the bytes sent",
    (json) => ({ head: [`Content-Length: ${Buffer.byteLength(json) + 64}`], sent: `${json}${" ".repeat(16)}` }),
  ],
  [
    "a chunked body without its last chunk",
    (json) => ({
      head: ["Transfer-Encoding: chunked"],
      sent: `${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n`,
    }),
  ],
];

for (const [name, shape] of cutShort) {
  test(`a body cut short (${name}) by a browser that goes away stores nothing and disturbs no one`, async () => {
    const bystander = await Bystander.create();
    const { cookie } = await signedInAccount();
    const halfTitle = uniqueTitle("half");
    const { head, sent } = shape(JSON.stringify({ title: halfTitle }));

    const leaver = await openPanel();
    await leaver.write(
      requestHead("POST", DRAFT_GROUPS, [...ownPageLines(cookie), "Content-Type: application/json", ...head]) + sent,
    );
    // A whole round trip through the BFF and the upstream for the same session, started after the
    // cut-short call: by the time it is answered the cut-short call has been passed upstream too.
    expect(await draftGroupTitles(cookie)).toEqual([]);
    leaver.destroy();
    await leaver.closed();

    await bystander.expectServed();
    // The session itself still works: a complete call sent now is stored, the cut-short one never.
    const whole = uniqueTitle("whole");
    await createDraftGroup(cookie, whole);
    expect(await draftGroupTitles(cookie)).toEqual([whole]);
    // One more round trip after that, so a late store of the cut-short body would have shown.
    const again = await exchange(
      PANEL_PORT,
      requestHead("GET", "/api/v1/api/user/draft/group/list?page=1&per_page=100", [
        `Host: ${PANEL_HOST}`,
        `Cookie: ${cookie}`,
      ]),
    );
    expect(parseJson<{ data: Array<{ title: string }> }>(again).data.map((g) => g.title)).toEqual([whole]);
  });
}
