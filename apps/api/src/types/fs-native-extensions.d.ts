// The part of fs-native-extensions (no types of its own) that db/data-dir-lock.ts uses.
declare module 'fs-native-extensions' {
  /**
   * Takes an advisory lock on the open file without waiting: fcntl(F_OFD_SETLK) on Linux,
   * flock(LOCK_NB) on macOS, LockFileEx on Windows. Exclusive unless `shared`. Returns false when
   * another open file holds a conflicting lock.
   */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
