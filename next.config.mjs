import { securityHeaders } from "./lib/bff/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The build checks the panel's own code; `npm test` typechecks the whole tree, tests included.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
