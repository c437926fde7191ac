import { ConfirmDialog } from '../ui/confirm-dialog';
import { Trans, useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      title={t`Block ${name}?`}
      confirmLabel={t`Block`}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ul className="flex list-disc flex-col gap-1 ps-5">
        <li>
          <Trans>They can&apos;t see your posts, comments or profile, and can&apos;t message you.</Trans>
        </li>
        <li>
          <Trans>You won&apos;t see theirs.</Trans>
        </li>
        <li>
          <Trans>You stop following each other.</Trans>
        </li>
      </ul>
      <p className="mt-3">
        <Trans>They aren&apos;t told. You can unblock them any time in Settings.</Trans>
      </p>
    </ConfirmDialog>
  );
}
