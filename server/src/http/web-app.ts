import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { API_BASE_PATH } from "@gkf/contract";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config/config.js";
import { apiNotFound } from "./error-handler.js";

/**
 * The addresses people most often open the app on, and the page the web build wrote for each
 * (web/build/first-page-html.ts: index.html that also preloads that page's chunks).
 */
const FIRST_PAGE_FILES: Record<string, string> = {
  "/": "first-pages/splash.html",
  "/auth/login": "first-pages/login.html",
  "/dashboard/my-membership/index": "first-pages/my-membership.html",
  "/dashboard/my-profile/index": "first-pages/my-profile.html",
};

/** Which file of the web build answers an app address: its first page's, or index.html. */
export function firstPageFiles(webDistDir: string): (pathname: string) => string {
  const built = new Set(Object.values(FIRST_PAGE_FILES).filter((file) => fs.existsSync(path.join(webDistDir, file))));
  return (pathname) => {
    const file = FIRST_PAGE_FILES[pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname];
    return file && built.has(file) ? file : "index.html";
  };
}

/** Serves the built web app: hashed assets cached for a year, index.html for every app route. */
export function registerWebApp(app: FastifyInstance, config: AppConfig): void {
  const indexFile = path.join(config.webDistDir, "index.html");
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: "/",
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  const pageFile = firstPageFiles(config.webDistDir);
  if (hasWebApp) {
    // The splash page: "/" is a folder to the static plugin, which would refuse to list it.
    app.get("/", { schema: { hide: true } }, (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return reply.sendFile(pageFile("/"));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = pathname === API_BASE_PATH || pathname.startsWith(`${API_BASE_PATH}/`);
    // A missing file (an old hashed asset, say) is a 404, not the app's page under a .js name. A
    // card's QR address ends in a token with a dot and 86 characters after it: a page, not a file.
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (isApi || !hasWebApp || !wantsPage) return apiNotFound(request, reply);
    // React Router decides what an app path shows, including the 404 page.
    reply.header("cache-control", "no-cache");
    return reply.sendFile(pageFile(pathname));
  });
}
