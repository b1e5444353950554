import { NextResponse } from "next/server";
import { requestUpstream } from "@/lib/bff/upstream-client.mjs";

export const dynamic = "force-dynamic";

// Liveness of the panel and whether the upstream answers at all.
export async function GET() {
  let upstream: "up" | "down" = "down";
  try {
    const response = await requestUpstream("/v1/api/acl/auth/login_setting", { signal: AbortSignal.timeout(3000) });
    response.resume();
    upstream = (response.statusCode ?? 500) < 500 ? "up" : "down";
  } catch {
    upstream = "down";
  }
  return NextResponse.json({ status: "ok", upstream }, { headers: { "cache-control": "no-store" } });
}
