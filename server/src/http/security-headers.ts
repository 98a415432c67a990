import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { AppConfig } from "../config/config.js";

/**
 * Browser features the app may use: the camera on its own pages (scanning a card's QR code),
 * nothing else. helmet does not set this header.
 */
export const PERMISSIONS_POLICY = [
  "camera=(self)",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "browsing-topics=()",
].join(", ");

/**
 * helmet's headers, computed once. Our policy has no per-request parts (no nonces), and letting
 * helmet rebuild the same headers on every request cost ~6% of an authenticated read.
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // An official's inline preview of a member's PDF: a frame of the file fetched as a Blob.
        frameSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  };
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet is Express-style middleware: run it once against a recorder.
  helmet(options)({} as never, response as never, () => {});
  headers["permissions-policy"] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * The headers of a JSON answer (decision 117), as OWASP's REST Security Cheat Sheet lists them for
 * APIs: a policy that allows a JSON answer nothing at all if it is ever opened as a document (no
 * sources, no framing, no base, no plugins), no sniffing into another type, no reading by other
 * origins' pages (CORP), the referrer policy, and HSTS in production. What only a document uses
 * (script and style sources, the permissions of browser features, COOP, the old X- headers that
 * CSP replaced) stays on documents: on every JSON answer it cost about 7 µs of the server's and
 * the client's CPU (13 headers written and parsed), a tenth of a public read.
 */
export function apiSecurityHeaders(config: AppConfig): Record<string, string> {
  const document = securityHeaders(config);
  return {
    "content-security-policy": "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": document["referrer-policy"] ?? "strict-origin-when-cross-origin",
    ...(document["strict-transport-security"]
      ? { "strict-transport-security": document["strict-transport-security"] }
      : {}),
  };
}

/** Whether an answer is JSON (the API's answers, its errors included) by its Content-Type. */
export function isJsonAnswer(contentType: unknown): boolean {
  return typeof contentType === "string" && contentType.startsWith("application/json");
}

/**
 * Every answer gets its headers as it leaves (onSend, when its type is known): a JSON answer the
 * API's set, anything else (the web app's pages, the API's HTML pages, files, PDFs) the document
 * set. A header the route set itself (a file's sandboxing policy) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const documents = Object.entries(securityHeaders(config));
  const api = Object.entries(apiSecurityHeaders(config));
  app.addHook("onSend", (_request, reply, payload, done) => {
    for (const [name, value] of isJsonAnswer(reply.getHeader("content-type")) ? api : documents) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
