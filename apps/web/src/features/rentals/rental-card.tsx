import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RentalRequest, RentalStatus } from '@ourhood/contract';
import { MessageLink } from '../../components/messages/message-link';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cx } from '../../components/ui/cx';
import { errorMessage } from '../../lib/api-client';
import { personLabel } from './rental-text';
import { useRentalMutations } from './use-rental-mutations';

// Spec §2: orange accepted, green completed, grey otherwise.
const badge: Record<RentalStatus, string> = {
  open: 'bg-sunken text-muted',
  accepted: 'bg-orange-100 text-orange-800',
  completed: 'bg-success-soft text-success',
};

const statusLabel: Record<RentalStatus, MessageDescriptor> = {
  open: msg`Open`,
  accepted: msg`Accepted`,
  completed: msg`Completed`,
};

function CancelRequest({ request }: { request: RentalRequest }) {
  const { t } = useLingui();
  const { cancel } = useRentalMutations();
  const itemName = request.itemName;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Trans>Cancel request</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={t`Cancel this request?`}
        confirmLabel={t`Cancel request`}
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, t`Could not cancel the request`) : null}
        onConfirm={() => cancel.mutate(request.id, { onSuccess: () => setOpen(false) })}
        onClose={() => {
          setOpen(false);
          cancel.reset();
        }}
      >
        <Trans>Neighbours will no longer see your request for “{itemName}”.</Trans>
      </ConfirmDialog>
    </>
  );
}

/** A request on the board: what, who, when, its status, and what the viewer can do with it. */
export function RentalCard({ request, viewerId }: { request: RentalRequest; viewerId: string | undefined }) {
  const { t, i18n } = useLingui();
  const { lend, confirm, decline, complete } = useRentalMutations();
  const requester = personLabel(request.requester);
  const lenderName = request.acceptedBy ? personLabel(request.acceptedBy) : '';
  const contact = request.requester.email;
  const duration = request.duration;
  const created = i18n.date(request.createdAt);
  const mine = viewerId !== undefined && request.requester.id === viewerId;
  const lender = request.acceptedBy;
  const iLend = viewerId !== undefined && lender?.id === viewerId;
  // An offer waits for the requester to confirm the lender; contacts show only after that.
  const offered = request.status === 'accepted' && request.confirmedAt === null;
  const headingId = `rental-${request.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-raised p-4 shadow-sm"
        data-testid="rental-card"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold break-words text-fg">
              {request.itemName}
            </h3>
            <p className="text-sm break-words text-muted">
              <Trans>
                by {requester} · <time dateTime={request.createdAt}>{created}</time>
              </Trans>
            </p>
          </div>
          <span
            className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', badge[request.status])}
            data-testid="rental-status"
          >
            {i18n._(statusLabel[request.status])}
          </span>
        </div>
        <p className="break-words whitespace-pre-line text-fg">{request.description}</p>
        <p className="text-sm text-muted">
          <Trans>
            <span className="font-medium text-muted">Duration:</span> {duration}
          </Trans>
        </p>
        {request.imageUrl ? (
          <img
            src={request.thumbnailUrl ?? request.imageUrl}
            alt={request.itemName}
            loading="lazy"
            className="max-h-64 w-full rounded-xl object-cover"
          />
        ) : null}
        {mine && lender && offered ? (
          <div
            className="flex flex-col gap-2 rounded-lg bg-orange-50 p-2 text-sm text-orange-900"
            data-testid="rental-offer"
          >
            <p className="break-words">
              <Trans>{lenderName} offered to lend this. Confirm to share your contact details with each other.</Trans>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button busy={confirm.isPending} disabled={decline.isPending} onClick={() => confirm.mutate(request.id)}>
                <Trans>Confirm lender</Trans>
              </Button>
              <Button
                variant="secondary"
                busy={decline.isPending}
                disabled={confirm.isPending}
                onClick={() => decline.mutate(request.id)}
              >
                <Trans>Decline</Trans>
              </Button>
            </div>
          </div>
        ) : null}
        {mine && lender && !offered ? (
          <p className="rounded-lg bg-orange-50 p-2 text-sm break-words text-orange-900" data-testid="rental-lender">
            <Trans>Lent by {lenderName}</Trans>
          </p>
        ) : null}
        {iLend && offered ? (
          <p className="rounded-lg bg-orange-50 p-2 text-sm break-words text-orange-900" data-testid="rental-waiting">
            <Trans>Waiting for the requester to confirm</Trans>
          </p>
        ) : null}
        {iLend && !offered && request.requester.email ? (
          <p className="rounded-lg bg-orange-50 p-2 text-sm break-words text-orange-900">
            <Trans>You are lending this. Contact: {contact}</Trans>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2">
          {/* The requester and their lender can talk about it (issue 20). */}
          {mine && lender ? (
            <MessageLink
              recipient={{ id: lender.id, name: personLabel(lender) }}
              subject={{ type: 'rental_request', id: request.id, title: request.itemName }}
              label={t`Message lender`}
            />
          ) : null}
          {iLend ? (
            <MessageLink
              recipient={{ id: request.requester.id, name: personLabel(request.requester) }}
              subject={{ type: 'rental_request', id: request.id, title: request.itemName }}
              label={t`Message requester`}
            />
          ) : null}
          {mine ? (
            <>
              {request.status === 'accepted' && !offered ? (
                <Button variant="secondary" busy={complete.isPending} onClick={() => complete.mutate(request.id)}>
                  <Trans>Mark as completed</Trans>
                </Button>
              ) : null}
              {request.status === 'open' ? <CancelRequest request={request} /> : null}
            </>
          ) : (
            <Button disabled={request.status !== 'open'} onClick={() => lend.mutate(request.id)}>
              <Trans>Lend Item</Trans>
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
