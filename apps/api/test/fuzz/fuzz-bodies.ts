// Request bodies for the fuzz test: malformed JSON and multipart framing, and well-formed multipart
// with hostile field names, values and files.
import fc from 'fast-check';
import { makeImage } from '../helpers/images.js';
import { hostileNumber, hostileString } from './fuzz-hostile-values.js';

const PNG = await makeImage('png', 8, 8);

export const json = (payload: string, type = 'application/json') => ({ payload, contentType: type });
export type Body = { payload?: string | Buffer; contentType?: string };

const MULTIPART_FIELDS = ['content', 'itemName', 'description', 'duration', 'title', 'price_cents', 'active'];
const FILE_FIELDS = ['media', 'image', 'photo', 'avatar', 'file'];

/** The malformed bodies of issue 12 item 2, and random bytes. */
const FORM = '--X\r\nContent-Disposition: form-data; name="content"\r\n\r\nhi\r\n--X--\r\n';
export const malformedMultipart: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { contentType: 'multipart/form-data; boundary=WRONG', payload: FORM },
    { contentType: 'multipart/form-data', payload: FORM },
    { contentType: 'multipart/form-data; boundary=X', payload: FORM.slice(0, FORM.indexOf('--X--')) },
    { contentType: 'multipart/form-data; boundary=X', payload: FORM.replaceAll('\r\n', '\n') },
    { contentType: 'multipart/form-data; boundary=X', payload: '' },
    { contentType: 'multipart/form-data; boundary=', payload: FORM },
    { contentType: 'multipart/form-data; boundary="X"; boundary=Y', payload: FORM },
  ),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
    contentType: 'multipart/form-data; boundary=X',
    payload: Buffer.from(bytes),
  })),
  fc
    .nat({ max: FORM.length })
    .map((cut) => ({ contentType: 'multipart/form-data; boundary=X', payload: FORM.slice(0, cut) })),
);

/** Well-formed multipart with hostile field names, values and files. */
export const wellFormedMultipart: fc.Arbitrary<Body> = fc
  .array(
    fc.oneof(
      fc.record({
        name: fc.oneof(
          fc.constantFrom(...MULTIPART_FIELDS),
          hostileString.filter((s) => s.length < 100),
        ),
        value: fc.oneof(fc.string({ maxLength: 50 }), hostileString, hostileNumber.map(String)),
      }),
      fc.record({
        name: fc.constantFrom(...FILE_FIELDS),
        filename: fc.constantFrom('a.png', '', '../../x.png', 'a\u0000.png', 'ü.jpg'),
        contentType: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
        data: fc.oneof(
          fc.constant(PNG),
          fc.nat({ max: PNG.length }).map((cut) => PNG.subarray(0, cut)),
          fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        ),
      }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => {
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const name = part.name.replaceAll('"', '').replace(/[\r\n]/g, '');
      let head = `--B0undary\r\nContent-Disposition: form-data; name="${name}"`;
      if ('filename' in part) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`;
      chunks.push(
        Buffer.from(`${head}\r\n\r\n`),
        'data' in part ? part.data : Buffer.from(part.value),
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from('--B0undary--\r\n'));
    return { contentType: 'multipart/form-data; boundary=B0undary', payload: Buffer.concat(chunks) };
  });

export const malformedJson: fc.Arbitrary<Body> = fc.oneof(
  fc
    .constantFrom('{', '{"a":', 'nul', '[1,2', '"\\u0000"', '{"a":"\\ud800"}', '\u0000', '', '   ', '{"a":1}}')
    .map((p) => json(p)),
  fc.constantFrom(10_000, 100_000).map((depth) => json('['.repeat(depth) + ']'.repeat(depth))),
  fc.constant(json(JSON.stringify({ content: 'x'.repeat(1_200_000) }))),
  fc.jsonValue().map((v) => json(JSON.stringify(v) ?? 'null')),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=utf-16',
        'application/*',
        'x',
      ),
      fc.string(),
    )
    .map(([type, text]) => json(text, type)),
);
