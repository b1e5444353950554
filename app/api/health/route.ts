import { NextResponse } from "next/server";
import { upstreamFetch } from "@/lib/bff/upstream";

export const dynamic = "force-dynamic";

// Liveness of the panel and whether the upstream answers at all.
export async function GET() {
  let upstream: "up" | "down" = "down";
  try {
    const response = await upstreamFetch("/v1/api/acl/auth/login_setting", { method: "GET", signal: AbortSignal.timeout(3000) });
    await response.body?.cancel();
    upstream = response.status < 500 ? "up" : "down";
  } catch {
    upstream = "down";
  }
  return NextResponse.json({ status: "ok", upstream }, { headers: { "cache-control": "no-store" } });
}
