/** A round badge with someone's initials: no photo to download, and decorative next to the name. */
export function AvatarInitials({ name, className = 'h-10 w-10 text-sm' }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent ${className}`}
    >
      {initials}
    </span>
  );
}
