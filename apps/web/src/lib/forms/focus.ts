/**
 * Focuses the first of these fields in the order the page shows them (not the order they were
 * registered: a field that appears later, like the business name, may sit above others). A field
 * is found by its `name` attribute inside the form; a name with no element is skipped.
 */
/** Node.DOCUMENT_POSITION_FOLLOWING, spelled out so the module also loads where there is no DOM. */
const DOCUMENT_POSITION_FOLLOWING = 4;

export function focusFirstField(form: HTMLFormElement | null | undefined, names: readonly string[]): boolean {
  if (!form || names.length === 0) return false;
  const elements = names
    .map((name) => form.querySelector<HTMLElement>(`[name="${cssEscape(name)}"]`))
    .filter((element): element is HTMLElement => element !== null);
  elements.sort((a, b) => (a.compareDocumentPosition(b) & DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = elements[0];
  if (!first) return false;
  first.focus();
  return true;
}

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
}
