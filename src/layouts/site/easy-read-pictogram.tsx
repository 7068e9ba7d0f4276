/**
 * The sign for Leichte Sprache beside its link: a reader's head above an open book. Drawn for this
 * site in the current text colour; decorative, since the link says "Leichte Sprache" in words.
 */
export function EasyReadPictogram({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="4.75" r="2.75" fill="currentColor" />
      <path
        d="M12 11.5C9.6 9.9 6.4 9.5 3 10.2v9.6c3.4-.7 6.6-.3 9 1.3 2.4-1.6 5.6-2 9-1.3v-9.6c-3.4-.7-6.6-.3-9 1.3zm0 0v9.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M5.5 13.2c1.7-.2 3.3.1 4.5.7M5.5 16.2c1.7-.2 3.3.1 4.5.7M18.5 13.2c-1.7-.2-3.3.1-4.5.7M18.5 16.2c-1.7-.2-3.3.1-4.5.7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
