import { buffer } from 'node:stream/consumers';
import type { MediaStorage } from './media-storage.js';

export interface CopyMediaReport {
  /** Files in the source. */
  total: number;
  /** Copied in this run. */
  copied: number;
  /** Already in the target with the same size (an earlier, interrupted run copied them). */
  skipped: number;
  /** Keys whose size in the target differs from the source after copying: the run failed. */
  mismatched: string[];
}

/**
 * Copies every stored file from one storage to another (media:migrate). Resumable: what the
 * target already holds with the same size is skipped, so a run cut short is simply run again.
 * Every key is verified by size against a fresh listing of the target at the end.
 */
export async function copyMedia(
  source: MediaStorage,
  target: MediaStorage,
  progress: (report: CopyMediaReport) => void = () => {},
): Promise<CopyMediaReport> {
  const present = new Map<string, number>();
  for await (const item of target.list()) present.set(item.key, item.size);
  const report: CopyMediaReport = { total: 0, copied: 0, skipped: 0, mismatched: [] };
  const sizes = new Map<string, number>();
  for await (const { key, size } of source.list()) {
    report.total += 1;
    sizes.set(key, size);
    if (present.get(key) === size) {
      report.skipped += 1;
      continue;
    }
    const object = await source.open(key);
    if (!object) continue; // Deleted since it was listed.
    await target.put(key, await buffer(object.body));
    report.copied += 1;
    if (report.copied % 100 === 0) progress(report);
  }
  const copied = new Map<string, number>();
  for await (const item of target.list()) copied.set(item.key, item.size);
  for (const [key, size] of sizes) if (copied.get(key) !== size) report.mismatched.push(key);
  return report;
}
