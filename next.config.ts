import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Fixed headers, decided at build time (Next.js bakes them into the build). Pages get their Content-Security-Policy
// with a per-request nonce, and Strict-Transport-Security when NEXTAUTH_URL is https, from proxy.ts; API answers
// get HSTS from the route wrapper (lib/api/route.ts), as both depend on the address the server runs on.
const EVERY_RESPONSE = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'same-origin' },
  // For browsers without CSP's frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Features Slotboard never uses, off for the page and anything it might embed.
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), ' +
      'accelerometer=(), gyroscope=(), magnetometer=(), display-capture=()',
  },
];

// JSON, CSV and event streams are never documents: nothing in them may load or run, nor be framed.
const API_ANSWERS = [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }];

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled; exceljs and
  // playwright-core are large CommonJS packages only the server's exports and PDF printing load.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'exceljs', 'playwright-core'],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // The proxy runs for pages only, which take no body; a request's body is buffered for it up to this much
    // (Next.js's default is 10 MB), the rest is dropped.
    proxyClientMaxBodySize: '64kb',
    // SLOTBOARD_SERVER_SOURCE_MAPS=1 next build: source maps of the server bundles, to read a CPU profile of `next
    // start` (BENCH_SERVER_NODE_ARGS=--cpu-prof) by file and line; the code built is the same.
    serverSourceMaps: process.env.SLOTBOARD_SERVER_SOURCE_MAPS === '1',
  },
  async headers() {
    return [
      { source: '/:path*', headers: EVERY_RESPONSE },
      { source: '/api/:path*', headers: API_ANSWERS },
    ];
  },
};

// next-intl finds its per-request configuration (the language of each request) in i18n/request.ts.
export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
