import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file lives in e2e/support/). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Screenshots and other test output; gitignored. */
export const ARTIFACTS_DIR = path.join(REPO_ROOT, "e2e", "artifacts");
