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

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaders(config);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
