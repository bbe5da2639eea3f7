import fs from "node:fs";
import path from "node:path";

// PGlite has one writer per data directory and nothing guards it: two processes corrupt it.
// A lock file holding the owner's PID makes a second process fail with a clear message.

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquirePgliteLock(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (owner === process.pid) throw new Error(`PGlite at ${dataDir} is already open in this process`);
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new Error(
          `The embedded database at ${dataDir} is in use by process ${owner}. Stop that process (the server or another command) first.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database at ${dataDir}`);
}
