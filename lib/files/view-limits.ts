// The limits of opening an evidence file again, apart from the code that applies them, so the
// OpenAPI document can quote them without loading the database, the object store or the parsers.

/** How long a download link works: long enough to start the download, too short to be worth copying. */
export const DOWNLOAD_LINK_SECONDS = 300;

/** A Word preview is interactive: it gives up sooner than indexing (30 s) does. */
export const PREVIEW_TIMEOUT_MS = 20_000;

/** One image inlined in a Word preview at most this big (bytes before base64). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** All inlined images of a preview together at most this big. */
export const MAX_IMAGES_TOTAL_BYTES = 6 * 1024 * 1024;
/** A preview's HTML is cut (at a tag) past this many characters, images included. */
export const MAX_HTML_CHARS = 12_000_000;
