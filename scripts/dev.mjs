#!/usr/bin/env node
// `npm run dev`: the API server (restarted on change) and the Vite dev server side by side.
// Open the address Vite prints; it proxies /api to the server on :3000. Ctrl-C stops both.

import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB = path.join(ROOT, "web");
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

function viteBin() {
  for (const dir of [WEB, ROOT]) {
    const bin = path.join(dir, "node_modules", "vite", "bin", "vite.js");
    if (fs.existsSync(bin)) return bin;
  }
  console.error("Vite is not installed: run npm install first.");
  process.exit(1);
}

const processes = [
  {
    name: "server",
    code: "36", // cyan
    command: process.execPath,
    args: ["--watch", "--import", "tsx", "server/src/main.ts"],
    cwd: ROOT,
  },
  {
    name: "web",
    code: "35", // magenta
    command: process.execPath,
    args: [viteBin()],
    cwd: WEB,
  },
];

const width = Math.max(...processes.map((p) => p.name.length));
const running = new Map();
let stopping = false;
let exitCode = 0;

function prefix(entry) {
  return paint(entry.code, `[${entry.name.padEnd(width)}]`);
}

function stopAll(signal = "SIGTERM") {
  for (const child of running.values()) child.kill(signal);
  // Whatever does not stop in 5 s is killed.
  setTimeout(() => {
    for (const child of running.values()) child.kill("SIGKILL");
  }, 5_000).unref();
}

for (const entry of processes) {
  const child = spawn(entry.command, entry.args, {
    cwd: entry.cwd,
    env: { ...process.env, ...(color ? { FORCE_COLOR: "1" } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.set(entry.name, child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on("line", (line) => out.write(`${prefix(entry)} ${line}\n`));
  }
  child.on("error", (error) => {
    console.error(`${prefix(entry)} could not start: ${error.message}`);
  });
  child.on("exit", (code, signal) => {
    running.delete(entry.name);
    if (!stopping) {
      // One side died on its own: the pair is useless, stop the other one too.
      stopping = true;
      exitCode = code ?? 1;
      console.error(`${prefix(entry)} exited (${signal ?? `code ${code}`}); stopping the others.`);
      stopAll();
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) {
      stopAll("SIGKILL");
      return;
    }
    stopping = true;
    exitCode = 0;
    stopAll("SIGTERM");
  });
}
