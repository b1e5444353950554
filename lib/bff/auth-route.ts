import "server-only";
import type { NextRequest } from "next/server";
import * as z from "zod";
import { MESSAGE_CODES } from "../contract/envelope";
import { BFF_ANSWERS } from "./answers.mjs";
import { toFieldErrors } from "../contract/field-errors";
import { isAllowedMutation } from "./origin.mjs";
import { panelSetting } from "./panel-env.mjs";
import { BodyTooLarge, readLimitedText } from "./limited-body";
import { answerWith, envelopeJson, forbiddenCrossSite, upstreamDown } from "./respond";
import { getSession, type PanelSession } from "./session";
import { UpstreamUnavailableError } from "./upstream";

class InvalidInput extends Error {
  constructor(readonly response: Response) {
    super("invalid input");
  }
}

/** A token route's JSON body is a few hundred bytes; anything past this is refused unread. */
const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The body checked with the same contract schema the upstream uses; 422 with field messages otherwise. */
export async function readJson<S extends z.core.$ZodType>(request: NextRequest, schema: S): Promise<z.output<S>> {
  let value: unknown = {};
  let text: string;
  try {
    text = await readLimitedText(request, MAX_JSON_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    throw new InvalidInput(answerWith(BFF_ANSWERS.tooLarge));
  }
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new InvalidInput(answerWith(BFF_ANSWERS.invalidJson));
    }
  }
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const errors = toFieldErrors(parsed.error);
  const first = Object.values(errors)[0]?.[0];
  throw new InvalidInput(envelopeJson(422, null, { message: first, message_code: MESSAGE_CODES.validation, errors }));
}

type AuthHandler = (request: NextRequest, session: PanelSession) => Promise<Response>;

/**
 * A token-yielding route: same-origin only, session at hand, invalid input and an unreachable
 * upstream answered in the envelope.
 */
export function authRoute(handler: AuthHandler) {
  return async (request: NextRequest): Promise<Response> => {
    if (!isAllowedMutation(request.method, request.headers, panelSetting("PANEL_ORIGIN"))) return forbiddenCrossSite();
    try {
      return await handler(request, await getSession());
    } catch (error) {
      if (error instanceof InvalidInput) return error.response;
      if (error instanceof UpstreamUnavailableError) {
        console.error("[bff]", error.message);
        return upstreamDown();
      }
      console.error("[bff]", error);
      return answerWith(BFF_ANSWERS.failed);
    }
  };
}
