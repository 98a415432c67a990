import { en } from "@gkf/contract";

/**
 * Shown when a boot step failed. Translations, the theme or the providers may be what failed,
 * so it reads the English catalogue directly and styles itself.
 */
export function BootFailure() {
  return (
    <main style={{ maxWidth: 480, margin: "20vh auto 0", padding: 24, fontFamily: "system-ui, sans-serif" }}>
      <h1 style={{ fontSize: 22, margin: "0 0 12px" }}>{en.app.boot_failed.title}</h1>
      <p style={{ margin: "0 0 20px", lineHeight: 1.5 }}>{en.app.boot_failed.message}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: "10px 16px", fontSize: 16 }}>
        {en.common.actions.reload}
      </button>
    </main>
  );
}
