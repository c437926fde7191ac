import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export class DataDirInUseError extends Error {}

const LOCK_FILE = 'ourhood.lock';

/** Who holds the lock, as the holder wrote it: a hint for the error message, never a decision. */
function describeHolder(fd: number): string {
  try {
    const buffer = Buffer.alloc(256);
    const holder = buffer.toString('utf8', 0, fs.readSync(fd, buffer, 0, buffer.length, 0)).trim();
    return /^[\w .:@-]+$/.test(holder) ? ` (${holder})` : '';
  } catch {
    return '';
  }
}

/**
 * Takes an exclusive lock on the embedded database's data directory. PGlite has no lock of its
 * own, and two processes writing the same files lose writes, so a second server must refuse to
 * start. The lock is a kernel advisory lock on `ourhood.lock` (decision 0013), held through an open
 * descriptor: it does not depend on process ids, so it holds across PID namespaces (two containers
 * on one volume), and the kernel drops it when the holder dies, even by SIGKILL.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  // Read-write: an exclusive fcntl lock needs a descriptor open for writing.
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  if (!locked) {
    const holder = describeHolder(fd);
    fs.closeSync(fd);
    throw new DataDirInUseError(
      `The data directory ${dir} is already in use by another Ourhood process${holder}. ` +
        'Stop that process first, or set DATA_DIR to a different directory.',
    );
  }
  try {
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, `pid ${process.pid} on ${os.hostname()}\n`, 0);
  } catch {
    // The note is only a hint for the next opener's error message; the lock is what counts.
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The file stays: deleting it would let a later opener lock a new file while an older
    // opener still holds the old one.
    try {
      unlock(fd);
    } finally {
      fs.closeSync(fd);
    }
  };
}
