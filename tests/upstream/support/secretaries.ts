/** Steps the secretary tests share: an owner with a receiving line, secretaries made on it, and what they received. */
import { api, type Answer } from "./client";
import { inboxOwner, type InboxOwner } from "./inbox";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export const SECRETARIES = "phonebooks/advanced-services/general-messaging";

/** A fresh owner with credit and a dedicated line that receives. */
export const secretaryOwner = (credit = 10_000_000): Promise<InboxOwner> => inboxOwner(credit);

/** The fields every secretary has, on the owner's line (answers from the same line). */
const common = (owner: InboxOwner, title = "منشی آزمایشی") => ({
  title,
  receiver_number: owner.line,
  sender_number: owner.line,
});

export const createSecretary = (owner: InboxOwner, body: Record<string, unknown>): Promise<Answer> =>
  api(SECRETARIES, { token: owner.token, body: { ...common(owner), ...body } });

/** A secretary that must be made: its id. */
export async function madeSecretary(owner: InboxOwner, body: Record<string, unknown>): Promise<number> {
  const answer = await createSecretary(owner, body);
  if (answer.status !== 200) throw new Error(`secretary: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}

/** What a secretary received, newest first (a hundred at most), optionally of one kind. */
export async function secretaryInbox(owner: InboxOwner, secretaryId: number, inboxType = "all"): Promise<Loose[]> {
  const answer = await api(
    `phonebooks/advanced-services/module-inboxes-list?secretary_id=${secretaryId}&inbox_type=${inboxType}&per_page=100`,
    { token: owner.token },
  );
  if (answer.status !== 200) throw new Error(`secretary inbox: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
