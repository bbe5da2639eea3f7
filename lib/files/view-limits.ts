// The lifetimes of opening an evidence file again, apart from their services so the OpenAPI
// document can quote them without loading the database or the object store.

/** How long a download link works: long enough to start the download, too short to be worth copying. */
export const DOWNLOAD_LINK_SECONDS = 300;

/** A Word preview is interactive: it gives up sooner than indexing (30 s) does. */
export const PREVIEW_TIMEOUT_MS = 20_000;
