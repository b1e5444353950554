import { securityHeaders } from "./lib/bff/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The build checks the panel's own code; `npm test` typechecks the whole tree, tests included.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  turbopack: {
    resolveAlias: {
      // The URL's parsers are shared with the server (which reads a page's link to hand its first
      // view over), so they come from nuqs/server. In the browser that is the same nuqs the hooks
      // come from: one copy of the parsers, not two.
      "nuqs/server": { browser: "nuqs" },
    },
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
