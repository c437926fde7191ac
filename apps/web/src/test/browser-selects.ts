import { afterAll, beforeAll } from 'vitest';

type Patch = { proto: object; key: string; saved: PropertyDescriptor | undefined };

/**
 * happy-dom (21) leaves `HTMLSelectElement.size` and `HTMLOptionElement.defaultSelected`
 * undefined, where browsers answer 0 and the `selected` attribute. react-hook-form (7.92) then
 * takes every registered select for one edited before the form was ready and keeps its first
 * option instead of the form's default value. Call at the top of a test file whose screen has a
 * select with a default other than its first option: the two answer as in a browser for that file.
 */
export function withBrowserSelects() {
  const patches: Patch[] = [];
  const define = (proto: object, key: string, get: (this: HTMLElement) => unknown) => {
    patches.push({ proto, key, saved: Object.getOwnPropertyDescriptor(proto, key) });
    Object.defineProperty(proto, key, { configurable: true, get });
  };
  beforeAll(() => {
    if (document.createElement('select').size === undefined) {
      define(HTMLSelectElement.prototype, 'size', function () {
        return Number(this.getAttribute('size') ?? 0);
      });
    }
    if (document.createElement('option').defaultSelected === undefined) {
      define(HTMLOptionElement.prototype, 'defaultSelected', function () {
        return this.hasAttribute('selected');
      });
    }
  });
  afterAll(() => {
    for (const { proto, key, saved } of patches.reverse()) {
      if (saved) Object.defineProperty(proto, key, saved);
      else Reflect.deleteProperty(proto, key);
    }
  });
}
