import { RentalMessages, type RentalPerson, type RentalRequest } from '@ourhood/contract';
import { contractText } from '../../lib/i18n/contract-text';

/** Spec §2: first name, last name and e-mail joined, else 'Neighbor'. */
export function personLabel(person: Pick<RentalPerson, 'first_name' | 'last_name' | 'email'>): string {
  return (
    [person.first_name, person.last_name, person.email]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || contractText(RentalMessages.requesterFallback)
  );
}

/** Spec §2: case-insensitive over item name, description, requester first name, last name, e-mail. */
export function matchesFilter(request: RentalRequest, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  const { first_name, last_name, email } = request.requester;
  return [request.itemName, request.description, first_name, last_name, email].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
