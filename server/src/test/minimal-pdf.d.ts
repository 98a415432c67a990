/**
 * A minimal valid one-page PDF with lines of text: what tests upload and demo documents show.
 * Shared by the server's tests, the demo data and the browser journeys (e2e).
 */
export declare function minimalPdf(...lines: string[]): Buffer;
