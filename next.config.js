// Next.js configuration. Everything is served from this machine: no remote fonts or images.
/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several checkouts of work (e.g. parallel e2e runs) build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Packages with native parts or Node-only entry points stay out of the server bundle.
  serverExternalPackages: ["pg", "pg-boss", "@prisma/adapter-pg", "bcryptjs", "sanitize-html"],
  typedRoutes: false,
};
export default nextConfig;
