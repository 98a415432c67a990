import { API_BASE_PATH } from "@gkf/contract";

/**
 * The API answers links with their base path (`/api/my-account/…`); the HTTP client adds the base
 * itself, so it gets the rest.
 */
export function toClientPath(url: string): string {
  return url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : url;
}
