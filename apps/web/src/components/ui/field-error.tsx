/**
 * A field's error text, under the field. The field points at it with `aria-describedby` and says
 * `aria-invalid` (see fieldErrorProps); role=alert announces it when it appears.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {error}
    </p>
  );
}

/** The attributes that tie a control to its FieldError (and an optional hint). */
export function fieldErrorProps(errorId: string, error?: string, hintId?: string) {
  const describedBy = [error ? errorId : null, hintId ?? null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
