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

const statusLabel: Record<RentalStatus, string> = { open: 'Open', accepted: 'Accepted', completed: 'Completed' };

function CancelRequest({ request }: { request: RentalRequest }) {
  const { cancel } = useRentalMutations();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Cancel request
      </Button>
      <ConfirmDialog
        open={open}
        title="Cancel this request?"
        confirmLabel="Cancel request"
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, 'Could not cancel the request') : null}
        onConfirm={() => cancel.mutate(request.id, { onSuccess: () => setOpen(false) })}
        onClose={() => {
          setOpen(false);
          cancel.reset();
        }}
      >
        Neighbours will no longer see your request for “{request.itemName}”.
      </ConfirmDialog>
    </>
  );
}

/** A request on the board: what, who, when, its status, and what the viewer can do with it. */
export function RentalCard({ request, viewerId }: { request: RentalRequest; viewerId: string | undefined }) {
  const { lend, confirm, decline, complete } = useRentalMutations();
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
              by {personLabel(request.requester)} ·{' '}
              <time dateTime={request.createdAt}>{new Date(request.createdAt).toLocaleDateString()}</time>
            </p>
          </div>
          <span
            className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', badge[request.status])}
            data-testid="rental-status"
          >
            {statusLabel[request.status]}
          </span>
        </div>
        <p className="break-words whitespace-pre-line text-fg">{request.description}</p>
        <p className="text-sm text-muted">
          <span className="font-medium text-muted">Duration:</span> {request.duration}
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
              {personLabel(lender)} offered to lend this. Confirm to share your contact details with each other.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button busy={confirm.isPending} disabled={decline.isPending} onClick={() => confirm.mutate(request.id)}>
                Confirm lender
              </Button>
              <Button
                variant="secondary"
                busy={decline.isPending}
                disabled={confirm.isPending}
                onClick={() => decline.mutate(request.id)}
              >
                Decline
              </Button>
            </div>
          </div>
        ) : null}
        {mine && lender && !offered ? (
          <p className="rounded-lg bg-orange-50 p-2 text-sm break-words text-orange-900" data-testid="rental-lender">
            Lent by {personLabel(lender)}
          </p>
        ) : null}
        {iLend && offered ? (
          <p className="rounded-lg bg-orange-50 p-2 text-sm break-words text-orange-900" data-testid="rental-waiting">
            Waiting for the requester to confirm
          </p>
        ) : null}
        {iLend && !offered && request.requester.email ? (
          <p className="rounded-lg bg-orange-50 p-2 text-sm break-words text-orange-900">
            You are lending this. Contact: {request.requester.email}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2">
          {/* The requester and their lender can talk about it (issue 20). */}
          {mine && lender ? (
            <MessageLink
              recipient={{ id: lender.id, name: personLabel(lender) }}
              subject={{ type: 'rental_request', id: request.id, title: request.itemName }}
              label="Message lender"
            />
          ) : null}
          {iLend ? (
            <MessageLink
              recipient={{ id: request.requester.id, name: personLabel(request.requester) }}
              subject={{ type: 'rental_request', id: request.id, title: request.itemName }}
              label="Message requester"
            />
          ) : null}
          {mine ? (
            <>
              {request.status === 'accepted' && !offered ? (
                <Button variant="secondary" busy={complete.isPending} onClick={() => complete.mutate(request.id)}>
                  Mark as completed
                </Button>
              ) : null}
              {request.status === 'open' ? <CancelRequest request={request} /> : null}
            </>
          ) : (
            <Button disabled={request.status !== 'open'} onClick={() => lend.mutate(request.id)}>
              Lend Item
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
