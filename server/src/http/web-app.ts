import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { API_BASE_PATH } from "@gkf/contract";
import { LANGUAGE_COOKIE } from "@gkf/contract/i18n/language-cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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

/**
 * The language the web app last ran in on this device (web/src/shared/i18n/language-cookie.ts),
 * for the first pages the build wrote in each language (their frame and title painted from the
 * HTML: web/build/first-page-html.ts), from the cookies @fastify/cookie has parsed. None: the
 * English page, the app's default language.
 */
function cookieLanguage(request: FastifyRequest): string | null {
  const language = request.cookies[LANGUAGE_COOKIE];
  return language && /^[a-z]{2}$/.test(language) ? language : null;
}

export interface PageFile {
  file: string;
  /** The build wrote this page in several languages: which one answered depends on the cookie. */
  byLanguage: boolean;
}

/**
 * Which file of the web build answers an app address: its first page's, or index.html. A first
 * page the build also wrote in other languages (`first-pages/<name>.<language>.html`) is answered
 * in the cookie's language when there is such a file.
 */
export function firstPageFiles(webDistDir: string): (pathname: string, language?: string | null) => PageFile {
  const translations = new Map<string, Map<string, string>>();
  for (const file of new Set(Object.values(FIRST_PAGE_FILES))) {
    if (!fs.existsSync(path.join(webDistDir, file))) continue;
    const folder = path.posix.dirname(file);
    const stem = path.posix.basename(file, ".html");
    const languages = new Map<string, string>();
    for (const name of fs.readdirSync(path.join(webDistDir, folder))) {
      const language = /^(.+)\.([a-z]{2})\.html$/.exec(name);
      if (language?.[1] === stem && language[2]) languages.set(language[2], `${folder}/${name}`);
    }
    translations.set(file, languages);
  }
  return (pathname, language) => {
    const file = FIRST_PAGE_FILES[pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname];
    const languages = file ? translations.get(file) : undefined;
    if (!file || !languages) return { file: "index.html", byLanguage: false };
    return { file: (language && languages.get(language)) || file, byLanguage: languages.size > 0 };
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
    app.get("/", { schema: { hide: true } }, (request, reply) => sendPage(request, reply, "/"));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = pathname === API_BASE_PATH || pathname.startsWith(`${API_BASE_PATH}/`);
    // A missing file (an old hashed asset, say) is a 404, not the app's page under a .js name. A
    // card's QR address ends in a token with a dot and 86 characters after it: a page, not a file.
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (isApi || !hasWebApp || !wantsPage) return apiNotFound(request, reply);
    // React Router decides what an app path shows, including the 404 page.
    return sendPage(request, reply, pathname);
  });

  function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const { file, byLanguage } = pageFile(pathname, cookieLanguage(request));
    reply.header("cache-control", "no-cache");
    if (byLanguage) reply.header("vary", "Cookie");
    return reply.sendFile(file);
  }
}
