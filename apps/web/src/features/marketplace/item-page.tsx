import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MarketplaceItemDetail } from '@ourhood/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, Heart, ImageOff, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MessageLink } from '../../components/messages/message-link';
import { BlockMuteMenu } from '../../components/safety/block-mute-menu';
import { ReportButton } from '../../components/safety/report-button';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cx } from '../../components/ui/cx';
import { PageMain } from '../../components/ui/page-main';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { marketplaceApi } from '../../lib/marketplace/marketplace-api';
import { marketplaceKeys } from '../../lib/marketplace/marketplace-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EditItemDialog } from './edit-item-dialog';
import { categoryLabel, conditionLabel, priceText, statusLabel, statusTone } from './labels';
import { useSaveItem } from './use-save-item';

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim() || translate`Neighbour`;

function Gallery({ item }: { item: MarketplaceItemDetail }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const photo = item.photos[shown] ?? item.photos[0];
  if (!photo) {
    return (
      <div className="flex aspect-[4/3] w-full items-center justify-center rounded-2xl bg-sunken text-faint">
        <ImageOff className="h-10 w-10" />
        <span className="sr-only">
          <Trans>No photo</Trans>
        </span>
      </div>
    );
  }
  const number = shown + 1;
  const count = item.photos.length;
  const title = item.title;
  const showLabel = (position: number) => t`Show photo ${position}`;
  return (
    <div className="flex flex-col gap-2">
      <img
        src={photo.url}
        alt={t`Photo ${number} of ${count}: ${title}`}
        className="aspect-[4/3] w-full rounded-2xl bg-sunken object-contain"
      />
      {item.photos.length > 1 ? (
        <div className="flex gap-2 overflow-x-auto" role="group" aria-label={t`Photos`}>
          {item.photos.map((p, index) => (
            <button
              key={p.url}
              type="button"
              aria-label={showLabel(index + 1)}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
              className={cx(
                'h-16 w-16 shrink-0 overflow-hidden rounded-lg border-2',
                index === shown ? 'border-accent' : 'border-transparent',
              )}
            >
              <img src={p.thumbnail_url} alt="" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The seller's panel: who is interested (reserve for one of them), sold, release, withdraw. */
function SellerActions({ item }: { item: MarketplaceItemDetail }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const buyer = item.buyer ? nameOf(item.buyer) : null;
  const interestedCount = item.interested_people.length;
  const reserveLabel = (firstName: string) => (firstName ? t`Reserve for ${firstName}` : t`Reserve for them`);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [editing, setEditing] = useState(false);
  const done = (message: string) => {
    toast(message, { tone: 'success' });
    void client.invalidateQueries({ queryKey: marketplaceKeys.all });
  };
  const fail = (error: unknown) => toast(errorMessage(error, t`Could not update the item.`), { tone: 'error' });
  const reserve = useMutation({
    mutationFn: (buyerId: string) => marketplaceApi.reserve(item.id, buyerId),
    onSuccess: (answer) => done(answer.message),
    onError: fail,
  });
  const sold = useMutation({
    mutationFn: () => marketplaceApi.sold(item.id),
    onSuccess: (answer) => done(answer.message),
    onError: fail,
  });
  const release = useMutation({
    mutationFn: () => marketplaceApi.update(item.id, { status: 'available' }),
    onSuccess: () => done(t`The item is available again`),
    onError: fail,
  });
  const withdraw = useMutation({
    mutationFn: () => marketplaceApi.withdraw(item.id),
    onSuccess: (answer) => {
      setConfirmWithdraw(false);
      done(answer.message);
    },
  });
  const open = item.status === 'available' || item.status === 'reserved';
  return (
    <Card as="section" aria-labelledby="seller-panel" className="flex flex-col gap-3 p-4">
      <h2 id="seller-panel" className="text-lg font-semibold text-fg">
        <Trans>Your listing</Trans>
      </h2>
      {item.status === 'reserved' && buyer ? (
        <p className="text-sm text-fg">
          <Trans>
            Reserved for <strong>{buyer}</strong>.
          </Trans>
        </p>
      ) : null}
      {item.status === 'sold' ? (
        <p className="text-sm text-fg">{buyer ? <Trans>Sold to {buyer}.</Trans> : <Trans>Sold.</Trans>}</p>
      ) : null}
      {item.status === 'available' ? (
        <>
          <h3 className="text-sm font-semibold text-fg">
            <Trans>Interested neighbours ({interestedCount})</Trans>
          </h3>
          {item.interested_people.length === 0 ? (
            <p className="text-sm text-muted">
              <Trans>Nobody yet. You will get a notification when someone is interested.</Trans>
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {item.interested_people.map((person) => (
                <li key={person.id} className="flex flex-wrap items-center gap-3">
                  <Avatar name={nameOf(person)} url={person.profile_picture?.url} className="h-8 w-8 text-xs" />
                  <span className="min-w-0 flex-1">
                    <Link to={`/dashboard/profile/${person.id}`} className="font-medium text-fg hover:underline">
                      {nameOf(person)}
                    </Link>{' '}
                    <RelativeTime iso={person.interested_at} className="text-xs text-muted" />
                  </span>
                  <MessageLink
                    recipient={{ id: person.id, name: nameOf(person) }}
                    subject={{ type: 'marketplace_item', id: item.id, title: item.title }}
                  />
                  <Button
                    variant="secondary"
                    busy={reserve.isPending && reserve.variables === person.id}
                    disabled={reserve.isPending}
                    onClick={() => reserve.mutate(person.id)}
                  >
                    {reserveLabel(person.first_name)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {item.status === 'reserved' ? (
          <>
            <Button busy={sold.isPending} onClick={() => sold.mutate()}>
              <Trans>Mark as sold</Trans>
            </Button>
            <Button variant="secondary" busy={release.isPending} onClick={() => release.mutate()}>
              <Trans>Make available again</Trans>
            </Button>
          </>
        ) : null}
        {open ? (
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setConfirmWithdraw(true)}>
              <Trans>Withdraw</Trans>
            </Button>
          </>
        ) : null}
      </div>
      <EditItemDialog item={item} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirmWithdraw}
        title={t`Withdraw this item?`}
        confirmLabel={t`Withdraw`}
        busy={withdraw.isPending}
        error={withdraw.isError ? errorMessage(withdraw.error, t`Could not withdraw the item.`) : null}
        onConfirm={() => withdraw.mutate()}
        onClose={() => {
          setConfirmWithdraw(false);
          withdraw.reset();
        }}
      >
        <Trans>Neighbours will no longer see it. It stays under Your listings.</Trans>
      </ConfirmDialog>
    </Card>
  );
}

/** Where a conversation with the seller about this item starts (issue 20). */
function conversationWithSeller(item: MarketplaceItemDetail) {
  if (!item.seller) return null;
  return {
    recipient: { id: item.seller.id, name: nameOf(item.seller) },
    subject: { type: 'marketplace_item' as const, id: item.id, title: item.title },
  };
}

/**
 * A buyer's actions: I'm interested (the seller is told, and a conversation with the seller about
 * the item opens), ♡ Save, Report.
 */
function BuyerActions({ item }: { item: MarketplaceItemDetail }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const save = useSaveItem();
  const conversation = conversationWithSeller(item);
  const interest = useMutation({
    mutationFn: () => marketplaceApi.interest(item.id),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
      if (!conversation) return;
      const search = new URLSearchParams({
        to: conversation.recipient.id,
        name: conversation.recipient.name,
        subject_type: conversation.subject.type,
        subject_id: conversation.subject.id,
        subject_title: conversation.subject.title,
      });
      void navigate(`/dashboard/messages/new?${search.toString()}`);
    },
    onError: (error) => toast(errorMessage(error, t`Could not tell the seller.`), { tone: 'error' }),
  });
  const interested = item.interested || interest.isSuccess;
  return (
    <div className="flex flex-col gap-2">
      {item.reserved_for_me ? (
        <Banner tone="success">
          <Trans>The seller reserved this item for you.</Trans>
        </Banner>
      ) : interested ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-success">
            <Check className="h-4 w-4" />
            <Trans>You are interested: the seller has been told.</Trans>
          </p>
          {conversation ? <MessageLink {...conversation} label={t`Message the seller`} /> : null}
        </div>
      ) : item.status === 'available' ? (
        <Button busy={interest.isPending} onClick={() => interest.mutate()} className="self-start">
          <Trans>I&apos;m interested</Trans>
        </Button>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          aria-pressed={item.saved}
          busy={save.isPending}
          onClick={() => save.mutate({ id: item.id, saved: !item.saved })}
        >
          <Heart className={cx('h-4 w-4', item.saved && 'fill-current text-danger')} />
          {item.saved ? <Trans>Saved</Trans> : <Trans>Save</Trans>}
        </Button>
        <ReportButton targetType="marketplace_item" targetId={item.id} label={t`Report item`} />
      </div>
    </div>
  );
}

function ItemDetails({ item }: { item: MarketplaceItemDetail }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(item.title);
  const navigate = useNavigate();
  const condition = conditionLabel(item.condition);
  const place = [item.location.suburb, item.location.city].filter(Boolean).join(', ') || t`Nearby`;
  return (
    <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
      <Gallery item={item} />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cx('rounded-full border px-2 py-0.5 text-xs font-medium', statusTone[item.status])}>
            {i18n._(statusLabel[item.status])}
          </span>
          <span className="text-xs text-muted">{categoryLabel(item.category, i18n)}</span>
        </div>
        <h1 className="break-words text-2xl font-bold text-fg">{item.title}</h1>
        <p className="text-2xl font-bold text-fg">{priceText(item.price, i18n)}</p>
        {condition ? (
          <p className="text-sm text-muted">
            <Trans>Condition: {condition}</Trans>
          </p>
        ) : null}
        <p className="inline-flex items-center gap-1 text-sm text-muted">
          <MapPin className="h-4 w-4" />
          <Trans>
            {place} · listed <RelativeTime iso={item.created_at} />
          </Trans>
        </p>
        {item.seller ? (
          <div className="flex items-center justify-between gap-2">
            <Link
              to={`/dashboard/profile/${item.seller.id}`}
              className="flex items-center gap-2 text-sm font-medium text-fg hover:underline"
            >
              <Avatar name={nameOf(item.seller)} url={item.seller.profile_picture?.url} className="h-8 w-8 text-xs" />
              {nameOf(item.seller)}
            </Link>
            {item.is_mine ? null : (
              <BlockMuteMenu
                user={{ id: item.seller.id, name: nameOf(item.seller), avatarUrl: item.seller.profile_picture?.url }}
                onBlocked={() => navigate('/dashboard/marketplace', { replace: true })}
              />
            )}
          </div>
        ) : null}
        <p className="whitespace-pre-line break-words text-fg">{item.description}</p>
        {item.is_mine ? <SellerActions item={item} /> : <BuyerActions item={item} />}
      </div>
    </div>
  );
}

/** /dashboard/marketplace/:id: one item, with the seller's or a buyer's actions. */
export default function ItemPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const item = useQuery({
    queryKey: marketplaceKeys.detail(id),
    queryFn: ({ signal }) => marketplaceApi.get(id, signal),
  });
  return (
    <PageMain className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <Link
        to="/dashboard/marketplace"
        className="inline-flex items-center gap-1 self-start text-sm text-muted hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" />
        <Trans>Marketplace</Trans>
      </Link>
      {item.isPending ? (
        <div aria-busy="true" className="grid gap-4 md:grid-cols-[3fr_2fr]">
          <span className="sr-only">
            <Trans>Loading the item</Trans>
          </span>
          <Skeleton className="aspect-[4/3] w-full" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-8 w-1/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      ) : item.isError ? (
        <Banner tone="error">{errorMessage(item.error, t`Could not load the item.`)}</Banner>
      ) : (
        <ItemDetails item={item.data.data} />
      )}
    </PageMain>
  );
}
