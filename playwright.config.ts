import { defineConfig, devices } from "@playwright/test";
import { E2E_DATA_DIR } from "./tests/e2e/store";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium; another machine can point CHROMIUM_PATH at its own browser. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      // Tests tagged @phone (touch, the phone's CPU budget) and the phone header's own.
      grepInvert: /@phone\b/,
      testIgnore: /header-mobile\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: "phone",
      // Tests tagged @desktop: the same at any width, or a desktop journey (named at the test).
      grepInvert: /@desktop\b/,
      // HTTP behaviour (the forms' server side, headers, SEO, the sweep of every page, the CSP
      // pass) is the same at any width: it runs once, in the desktop project. So do the
      // accessibility-tree snapshots, stored once for the desktop layout, the checks that set
      // their own widths, and those of the desktop header, the screen reader and the vitals.
      testIgnore:
        /(leads-[a-z]+|admin-[a-z]+|booking-burst|headers|methods|seo|csp|sweep|nginx|topology|proxy-chain|trust-proxy|aria-snapshots|widths|header-desktop|screen-reader|booking-screen-reader|vitals)\.spec\.ts/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: "node server/start.mjs",
    url: `${baseURL}/`,
    // Journeys fill forms faster than people and from one address: the abuse checks are
    // proven against servers of their own (leads-server.spec.ts).
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      MIN_FILL_MS: "0",
      RATE_LIMIT_MAX: "10000",
      // A sweep of every page posts a view and its vitals each: over the 300 per ten minutes
      // an address may send (the limit is proven in leads-server.spec.ts).
      ANALYTICS_RATE_MAX: "100000",
      ADMIN_SIGNIN_ADDRESS_MAX: "1000",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
