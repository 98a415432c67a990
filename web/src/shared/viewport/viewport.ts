/**
 * Mobile browsers count the sliding address bar in `100vh`, so full-height screens overflow.
 * `--app-vh` is 1% of the height really visible; use `calc(var(--app-vh, 1vh) * 100)`.
 */
export function trackViewportHeight(win: Window = window): () => void {
  const update = () => {
    win.document.documentElement.style.setProperty("--app-vh", `${win.innerHeight * 0.01}px`);
  };
  update();
  win.addEventListener("resize", update);
  win.addEventListener("orientationchange", update);
  return () => {
    win.removeEventListener("resize", update);
    win.removeEventListener("orientationchange", update);
  };
}
