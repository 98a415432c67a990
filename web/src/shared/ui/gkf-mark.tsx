/** The portal's emblem: the black star of Ghana on gold, ringed in green. Decorative. */
export function GkfMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#006b3f" />
      <circle cx="32" cy="32" r="24" fill="#fcd116" />
      <path fill="#111" d="M32 14.5l4.1 12.6h13.3l-10.7 7.8 4.1 12.6L32 39.7l-10.8 7.8 4.1-12.6-10.7-7.8h13.3z" />
    </svg>
  );
}
