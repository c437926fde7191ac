import { describe, expect, it } from 'vitest';
import { coordinatesSchema, LocationMessage } from '../src/location.js';

describe('coordinatesSchema', () => {
  it('accepts coordinates on and inside the bounds', () => {
    for (const [latitude, longitude] of [
      [0, 0],
      [90, 180],
      [-90, -180],
      [6.6018, 3.3515],
    ]) {
      expect(coordinatesSchema.safeParse({ latitude, longitude }).success).toBe(true);
    }
  });

  it('rejects out-of-range values with field messages', () => {
    const result = coordinatesSchema.safeParse({ latitude: 91, longitude: -181 });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['latitude', LocationMessage.LATITUDE_RANGE],
      ['longitude', LocationMessage.LONGITUDE_RANGE],
    ]);
  });

  it('rejects non-finite numbers, strings and missing fields', () => {
    for (const body of [
      { latitude: Number.NaN, longitude: 0 },
      { latitude: 0, longitude: Number.POSITIVE_INFINITY },
      { latitude: '6.6', longitude: 3.3 },
      { longitude: 3.3 },
      {},
    ]) {
      expect(coordinatesSchema.safeParse(body).success).toBe(false);
    }
    expect(coordinatesSchema.safeParse({ longitude: 1 }).error!.issues[0]!.message).toBe(
      LocationMessage.LATITUDE_REQUIRED,
    );
  });
});
