import type { NextRequest } from "next/server";
import { proxyToUpstream } from "@/lib/bff/proxy";

export const dynamic = "force-dynamic";

// Every upstream call without a token in its answer: streamed to the upstream with the session's token.
const handler = (request: NextRequest) => proxyToUpstream(request);

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
