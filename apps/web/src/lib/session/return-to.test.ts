import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, safeReturnPath } from './return-to';

describe('the sign-in return path', () => {
  it('keeps a path inside the dashboard', () => {
    expect(safeReturnPath('/dashboard/post/abc')).toBe('/dashboard/post/abc');
    expect(loginPathFor('/dashboard/post/abc?x=1')).toBe('/login?next=%2Fdashboard%2Fpost%2Fabc%3Fx%3D1');
    expect(returnPathFrom('?next=%2Fdashboard%2Fpost%2Fabc')).toBe('/dashboard/post/abc');
  });

  it('never leads out of the app', () => {
    for (const bad of [
      '//evil.test/dashboard/',
      'https://evil.test/dashboard/',
      '/dashboard//evil.test',
      '/dashboard/\\evil',
      '/login',
      '',
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(loginPathFor('/dashboard')).toBe('/login');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.test')).toBeNull();
  });
});
