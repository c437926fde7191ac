import { ConfirmDialog } from '../ui/confirm-dialog';

/** Asks before a block, saying what it does and that it can be undone from Settings. */
export function BlockConfirmDialog({
  open,
  name,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={`Block ${name}?`}
      confirmLabel="Block"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ul className="flex list-disc flex-col gap-1 pl-5">
        <li>They can't see your posts, comments or profile, and can't message you.</li>
        <li>You won't see theirs.</li>
        <li>You stop following each other.</li>
      </ul>
      <p className="mt-3">They aren't told. You can unblock them any time in Settings.</p>
    </ConfirmDialog>
  );
}
