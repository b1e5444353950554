import type { LineUse } from "@/lib/contract/numbers";
import type { SendingType } from "@/lib/contract/send";
import type { SendRequest } from "@/lib/contract/send-request";
import type { Db } from "../../db/client";
import type { FileSendRequest } from "./uploaded-file";

/** What a resolver is handed: a JSON send, or a multipart send with its file. */
export type ResolvableRequest = SendRequest | FileSendRequest | SecretaryAnswerRequest;

/** A secretary's answer to a received SMS (secretaries/answer-send.ts): never a client's request. */
interface SecretaryAnswerRequest {
  sending_type: "secretary";
  from_number: string;
  message: string;
  /** The one sender being answered, 98 followed by ten digits. */
  msisdn: string;
}

/** One recipient: 98 followed by ten digits, with its own text when the send is personalised. */
export interface OutgoingRecipient {
  msisdn: string;
  text?: string;
}

/** What becomes one send (one message outbox id): one text for all, or null when each recipient has their own. */
export interface SendBatch {
  message: string | null;
  recipients: OutgoingRecipient[];
}

interface ResolveContext {
  db: Db;
  userId: number;
  /** The line adds «لغو۱۱» to every text, so it counts in each text's parts. */
  cancelSuffix: boolean;
}

/**
 * How one `sending_type` turns its request into recipients: each way of sending is one small
 * module, registered in `./index.ts`.
 */
export interface RecipientsResolver<T extends SendingType> {
  /** The kind of line this way of sending uses. */
  lineUse: LineUse;
  resolve(request: Extract<ResolvableRequest, { sending_type: T }>, context: ResolveContext): Promise<SendBatch[]>;
}
