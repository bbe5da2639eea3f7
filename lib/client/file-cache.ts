// The File objects this tab uploaded, by file id, for as long as the tab lives. The Word preview
// needs the document's bytes, and the backend keeps no way to read them back: only a file the
// browser still holds can be previewed without picking it again.

const files = new Map<string, File>();

export const rememberFile = (fileId: string, file: File) => void files.set(fileId, file);
export const recallFile = (fileId: string): File | null => files.get(fileId) ?? null;
export const forgetFile = (fileId: string) => void files.delete(fileId);
