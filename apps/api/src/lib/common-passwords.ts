import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../paths.js';

const LIST_PATH = path.join(SERVER_ROOT, 'data/common-passwords.txt');

let cache: Set<string> | undefined;

/** The list is 10,000 short lines: read once, on first use, and kept as a set. */
function commonPasswords(): Set<string> {
  cache ??= new Set(
    fs
      .readFileSync(LIST_PATH, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return cache;
}

/** True for one of the 10,000 most common passwords (compared case-insensitively). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
