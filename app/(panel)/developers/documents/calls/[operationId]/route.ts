import { NextResponse } from "next/server";
import { callView } from "@/components/developers/documents/call-view";
import { loadApiDocument, samplesBaseUrl } from "../../_lib/load-reference";
import { envelopeJson, upstreamDown } from "@/lib/bff/respond";
import { UpstreamUnavailableError } from "@/lib/bff/upstream";

export const dynamic = "force-dynamic";

/** An operationId of the reference (`post_v1_api_send`); anything else names no call. */
const OPERATION_ID = /^[a-z]+_[A-Za-z0-9_]{1,200}$/;

// One call of the API reference, opened on /developers/documents: its fields, answers, errors and
// samples, built from the upstream's public document so the browser never loads all of it.
export async function GET(_request: Request, { params }: { params: Promise<{ operationId: string }> }) {
  const { operationId } = await params;
  if (!OPERATION_ID.test(operationId)) return envelopeJson(404, null, { message: "این فراخوانی در مستندات نیست." });
  let view;
  try {
    view = callView(await loadApiDocument(), operationId, samplesBaseUrl());
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return upstreamDown();
    throw error;
  }
  if (!view) return envelopeJson(404, null, { message: "این فراخوانی در مستندات نیست." });
  return NextResponse.json(view, { headers: { "cache-control": "private, max-age=300" } });
}
