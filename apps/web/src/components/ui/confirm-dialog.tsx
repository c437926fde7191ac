import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Banner } from './banner';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}

/** Asks before something that cannot be undone; the error of a failed attempt stays inside. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <div className="text-sm text-muted">{children}</div>
      {error ? (
        <Banner tone="error" className="mt-4">
          {error}
        </Banner>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
