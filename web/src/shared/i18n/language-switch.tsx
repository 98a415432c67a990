import { CACHE_KEYS, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@gkf/contract";
import { Box, Button, Group } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CacheStore } from "../cache/cache-store";
import type { HttpClient } from "../http/http-client";
import { useCacheStore, useHttpClient } from "../services/services-context";
import { hasValidAccessToken } from "../session/auth-data";
import { activeLanguage, changeLanguage } from "./i18n";

const signedIn = (cache: CacheStore) => hasValidAccessToken(cache.get(CACHE_KEYS.AUTH_DATA), Date.now());

/*
 * The two calls, written out rather than made with `callEndpoint`: the switch is on the login
 * page, whose first load has a budget, and a descriptor would bring the contract's Zod schemas into
 * it (see features/auth/login/login-api.ts). They are accountsEndpoints.profile and .updateProfile.
 */

/** Signed in: the account's language (GET /my-account/profile) becomes the app's (and this device's). */
async function applyAccountLanguage(http: HttpClient): Promise<void> {
  try {
    const { data } = await http.request("/my-account/profile", { method: "GET", withAuth: true, silent: true });
    const language = (data as { language?: unknown } | undefined)?.language;
    if (isLanguage(language) && language !== activeLanguage()) await changeLanguage(language);
  } catch {
    // The profile could not be read: the device's language stays.
  }
}

/**
 * The language switch of every layout: the device remembers the choice (localStorage), and a
 * signed-in member's account too, so e-mails, SMS and PDFs follow it; at sign-in the account's
 * language is applied.
 */
export function LanguageSwitch({ inverted = false }: { inverted?: boolean }) {
  const { t, i18n } = useTranslation();
  const cache = useCacheStore();
  const http = useHttpClient();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let wasSignedIn = signedIn(cache);
    return cache.subscribe((key) => {
      if (key !== CACHE_KEYS.AUTH_DATA) return;
      const now = signedIn(cache);
      if (now && !wasSignedIn) void applyAccountLanguage(http);
      wasSignedIn = now;
    });
  }, [cache, http]);

  const choose = async (value: Language) => {
    if (value === activeLanguage(i18n)) return;
    setBusy(true);
    try {
      await changeLanguage(value, i18n);
      if (signedIn(cache)) {
        // PATCH /my-account/profile/update: e-mails, SMS and PDFs follow the account's language.
        await http
          .request("/my-account/profile/update", {
            method: "PATCH",
            body: { language: value },
            withAuth: true,
            silent: true,
          })
          .catch(() => {});
      }
    } finally {
      setBusy(false);
    }
  };

  // Two small buttons rather than a SegmentedControl: Button and Group are in the first load already.
  // On phones they read "EN" / "FR" (the full names left the app's title no room at 360 px). The
  // accessible name is the language's own name and its code, "Français, FR", at every width: it
  // holds the visible text either way (axe's label-content-name-mismatch; a code in parentheses
  // does not count there).
  const active = activeLanguage(i18n);
  return (
    <Group gap={4} role="group" aria-label={t("app.language.label")} wrap="nowrap">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="compact-sm"
          variant={language === active ? (inverted ? "white" : "filled") : "subtle"}
          color={inverted && language !== active ? "white" : undefined}
          aria-pressed={language === active}
          aria-label={`${LANGUAGE_NAMES[language]}, ${language.toUpperCase()}`}
          title={LANGUAGE_NAMES[language]}
          miw={44}
          px={8}
          disabled={busy && language !== active}
          onClick={() => void choose(language)}
        >
          <Box component="span" hiddenFrom="sm">
            {language.toUpperCase()}
          </Box>
          <Box component="span" visibleFrom="sm">
            {LANGUAGE_NAMES[language]}
          </Box>
        </Button>
      ))}
    </Group>
  );
}
