import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts", "src/test/per-file-setup.ts"],
    // A worker loads React, Mantine and jsdom once for all its files instead of once per file (most
    // of a file's time); per-file-setup.ts evaluates the app's modules afresh for each file and
    // puts back what a file changed in the document and the process (decision 114).
    isolate: false,
    // A test may meet several cold lazy chunks, each awaited for up to 15 s (src/test/setup.ts).
    testTimeout: 60_000,
  },
});
