// Next.js configuration. Everything is served from this machine: no remote fonts or images.
/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several checkouts of work (e.g. parallel e2e runs) build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Packages with native parts or Node-only entry points stay out of the server bundle.
  serverExternalPackages: ["pg", "pg-boss", "@prisma/adapter-pg", "bcryptjs", "sanitize-html"],
  typedRoutes: false,
  // On every response, static files included (the CSP with its nonce comes from proxy.ts).
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};
export default nextConfig;
