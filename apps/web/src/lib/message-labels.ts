import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * Labels that read as plain strings (`labels.spam`) yet follow the active language: each property
 * is a getter that translates its message when read, at render time, so nothing is frozen in the
 * language of the moment the module loaded.
 */
export function translatedLabels<Key extends string>(
  messages: Record<Key, MessageDescriptor>,
): Readonly<Record<Key, string>> {
  const labels = {} as Record<Key, string>;
  for (const key of Object.keys(messages) as Key[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => i18n._(messages[key]) });
  }
  return labels;
}
