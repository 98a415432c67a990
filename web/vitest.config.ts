import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    // A test may meet several cold lazy chunks, each awaited for up to 15 s (src/test/setup.ts).
    testTimeout: 60_000,
  },
});
