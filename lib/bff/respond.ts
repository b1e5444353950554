import "server-only";
import { NextResponse } from "next/server";
import type { FieldErrors } from "../contract/envelope";
import { BFF_ANSWERS, envelopeBody, failureBody, type BffAnswer } from "./answers.mjs";

const NO_STORE = { "cache-control": "no-store" };

/** An answer in the upstream's own envelope, so the browser reads every failure the same way. */
export function envelopeJson(
  status: number,
  data: unknown,
  meta: { message?: string; message_code?: string; errors?: FieldErrors } = {},
) {
  return NextResponse.json(envelopeBody(status, data, meta), { status, headers: NO_STORE });
}

/** One of the BFF's own failures (`BFF_ANSWERS`). */
export function answerWith(answer: BffAnswer) {
  return NextResponse.json(failureBody(answer), { status: answer.status, headers: NO_STORE });
}

/** Passes an upstream failure on as it came: status and body, nothing else. */
export function relayFailure(status: number, body: unknown) {
  return NextResponse.json(body ?? { data: null, meta: { status: false } }, { status, headers: NO_STORE });
}

export const forbiddenCrossSite = () => answerWith(BFF_ANSWERS.crossSite);
export const upstreamDown = () => answerWith(BFF_ANSWERS.upstreamDown);
export const stepExpired = () => answerWith(BFF_ANSWERS.stepExpired);
