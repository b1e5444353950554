import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { fileSendFieldsSchema, SENDING_TYPES } from "@/lib/contract/send";
import { sendRequestSchema } from "@/lib/contract/send-request";
import { refusingBodyLimit } from "../http/body-limit";
import { ApiFailure, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { fail } from "../http/respond";
import { parseWith, readBody } from "../http/validate";
import { FILE_SEND_MAX_BYTES, FILE_SEND_MESSAGES } from "./file-send-messages";
import type { ResolvableRequest } from "./recipients/types";
import type { ColumnChoice, FileSendRequest } from "./recipients/uploaded-file";

/** The ways of sending that take a file, as multipart/form-data. */
const FILE_SENDING_TYPES: readonly string[] = ["file", "keyword", "peer_to_peer_file"];

/** Widest sheet Excel makes: columns A to XFD. */
const MAX_COLUMN = 16_383;

type FormBody = Awaited<ReturnType<Context["req"]["parseBody"]>>;
type FormValue = FormBody[string];

function isMultipartType(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
}

export const isMultipart = (c: Context) => isMultipartType(c.req.header("content-type"));

/** A multipart `POST /v1/api/send`: the app-wide 1 MB body limit leaves it to the send route's own. */
export function isFileSendUpload(c: Context): boolean {
  return (
    c.req.method === "POST" && /^\/v1\/api\/send\/?$/.test(c.req.path) && isMultipartType(c.req.header("content-type"))
  );
}

const tooLarge = (c: Context) =>
  fail(c, 413, FILE_SEND_MESSAGES.fileTooLarge, MESSAGE_CODES.tooLarge, { files: [FILE_SEND_MESSAGES.fileTooLarge] });
const fileSendLimit = refusingBodyLimit(FILE_SEND_MAX_BYTES, tooLarge);

/** Bounds a multipart send's body at 60 MB; a JSON body keeps the app-wide limit. */
export const fileSendBodyLimit: MiddlewareHandler = (c, next) => (isMultipart(c) ? fileSendLimit(c, next) : next());

/** Every value sent under any of `keys`, in order (`name[]` and `name` both arrive as one key each). */
function valuesOf(form: FormBody, keys: (key: string) => boolean): Array<string | File> {
  const out: Array<string | File> = [];
  for (const [key, value] of Object.entries(form)) {
    if (!keys(key)) continue;
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) if (typeof item === "string" || item instanceof File) out.push(item);
  }
  return out;
}

/** A text field: the first value; a blank optional one counts as absent. */
function textOf(value: FormValue | undefined, optional = false): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== "string") return undefined;
  return optional && first.trim() === "" ? undefined : first;
}

/** `other_recipients[]` repeated (Edge's form), `other_recipients[0]`…, or one `other_recipients` holding a JSON array. */
function otherRecipientsOf(form: FormBody): unknown[] | undefined {
  const values = valuesOf(form, (key) => /^other_recipients(\[\d*\])?$/.test(key)).filter(
    (v): v is string => typeof v === "string" && v.trim() !== "",
  );
  if (values.length === 0) return undefined;
  if (values.length === 1 && values[0]!.trim().startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(values[0]!);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // answered below
    }
    throw validationFailed({ other_recipients: [FILE_SEND_MESSAGES.otherRecipientsInvalid] });
  }
  return values;
}

function columnOf(form: FormBody, field: "mobile_column" | "message_column"): number | undefined {
  const text = textOf(form[field], true)?.trim();
  if (text === undefined) return undefined;
  if (!/^\d{1,5}$/.test(text) || Number(text) > MAX_COLUMN)
    throw validationFailed({ [field]: [FILE_SEND_MESSAGES.columnInvalid] });
  return Number(text);
}

/**
 * A multipart send: the text fields of `fileSendFieldsSchema`, one file in `files[]` (or `files`),
 * and optionally `mobile_column` / `message_column` (zero-based: column A is 0).
 */
export async function readFileSend(c: Context): Promise<FileSendRequest> {
  let form: FormBody;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiFailure(422, MESSAGES.invalidRequest, MESSAGE_CODES.validation);
  }

  const sendingType = textOf(form.sending_type);
  if (
    sendingType !== undefined &&
    (SENDING_TYPES as readonly string[]).includes(sendingType) &&
    !FILE_SENDING_TYPES.includes(sendingType)
  ) {
    throw validationFailed({ sending_type: [FILE_SEND_MESSAGES.notAFileSend] });
  }
  const fields = parseWith(fileSendFieldsSchema, {
    sending_type: sendingType,
    from_number: textOf(form.from_number),
    message: textOf(form.message),
    send_time: textOf(form.send_time, true),
    other_recipients: otherRecipientsOf(form),
  });

  const files = valuesOf(form, (key) => /^files(\[\d*\])?$/.test(key)).filter((v): v is File => typeof v !== "string");
  if (files.length === 0) throw validationFailed({ files: [FILE_SEND_MESSAGES.filesRequired] });
  if (files.length > 1) throw validationFailed({ files: [FILE_SEND_MESSAGES.oneFileOnly] });
  const columns: ColumnChoice = {
    mobileColumn: columnOf(form, "mobile_column"),
    messageColumn: columnOf(form, "message_column"),
  };
  const upload = files[0]!;
  return { ...fields, columns, file: { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) } };
}

/** A JSON send; a file way of sending sent as JSON is told that it needs its file. */
export async function readJsonSend(c: Context): Promise<ResolvableRequest> {
  const body = await readBody(c, z.unknown());
  const sendingType = (body as { sending_type?: unknown } | null)?.sending_type;
  if (typeof sendingType === "string" && FILE_SENDING_TYPES.includes(sendingType))
    throw validationFailed({ files: [FILE_SEND_MESSAGES.filesRequired] });
  return parseWith(sendRequestSchema, body);
}
