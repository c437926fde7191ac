import { loadConfig } from '../config.js';
import { copyMedia } from '../lib/storage/copy-media.js';
import { createMediaStorage } from '../lib/storage/index.js';

// Usage: npm run media:migrate -- --to s3      (copy MEDIA_DIR into the S3_BUCKET)
//        npm run media:migrate -- --to local   (copy the bucket back into MEDIA_DIR)
// Safe to run again: files already copied are skipped. Switch MEDIA_STORAGE once it reports 0
// mismatched files; the source is left as it was (delete it yourself when satisfied).
const index = process.argv.indexOf('--to');
const to = process.argv[index + 1];
if (index === -1 || (to !== 's3' && to !== 'local')) {
  console.error('Usage: npm run media:migrate -- --to s3|local');
  process.exit(2);
}
const config = loadConfig();
if (!config.S3_BUCKET) {
  console.error('Set S3_BUCKET (and the other S3_* settings) to migrate between the disk and a bucket.');
  process.exit(2);
}
const from = to === 's3' ? 'local' : 's3';
const source = await createMediaStorage(config, from);
const target = await createMediaStorage(config, to);
const started = Date.now();
const report = await copyMedia(source, target, (so) =>
  console.log(`… ${so.copied} copied, ${so.skipped} already there`),
);
console.log(
  `${report.total} file(s) in ${from}: ${report.copied} copied, ${report.skipped} already in ${to}, ` +
    `${report.mismatched.length} mismatched (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (report.mismatched.length > 0) {
  console.error(`Sizes differ for: ${report.mismatched.slice(0, 20).join(', ')}. Run again to retry them.`);
  process.exit(1);
}
