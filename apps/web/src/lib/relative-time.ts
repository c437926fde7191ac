const units: Array<[suffix: string, seconds: number]> = [
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
];

/**
 * The age of a post or comment as spec §4 writes it: 'Ns ago', 'Nm ago', 'Nh ago' or 'Nd ago',
 * always in the largest whole unit. A timestamp slightly in the future (clock skew between the
 * server and this device) reads as '0s ago' rather than a negative age.
 */
export function relativeAge(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  for (const [suffix, size] of units) {
    if (seconds >= size) return `${Math.floor(seconds / size)}${suffix} ago`;
  }
  return `${seconds}s ago`;
}
