/** Marks a part of the page the reader never reads: its own controls. */
export const skippedByReaderAttribute = 'data-read-aloud-skip';
