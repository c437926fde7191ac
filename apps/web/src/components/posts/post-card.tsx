import { useEffect, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Post } from '@ourhood/contract';
import { authorName } from './author-name';
import { CommentsDialogButton } from './comments-dialog-button';
import { useModeratesPosts } from './group-moderation';
import { EditedMark, LatestComment } from './latest-comment';
import { LinkifiedText } from './linkified-text';
import { PostByline } from './post-byline';
import { PostGroupLabel } from './post-group-label';
import { PostMediaGrid } from './post-media-grid';
import { PostOwnerActions } from './post-owner-actions';
import { postReactable, ReactionBar } from './reaction-bar';
import { ShareButton } from './share-button';
import { authorTarget } from '../safety/author-target';
import { BlockMuteMenu } from '../safety/block-mute-menu';
import { Card } from '../ui/card';
import { reportUpdateSeen } from '../../lib/organizations/seen-updates';
import { OrganizationUpdateLabel } from './organization-update-label';
import { useLingui } from '@lingui/react/macro';

const interactive = ['a', 'button', 'input', 'textarea', 'select', 'label', 'dialog'].join(', ');

/**
 * A post in the feed. A click on the card's body opens the post; clicks on its links, buttons and
 * dialogs do their own thing. Keyboard users reach the post through the age link in the byline.
 * A group post names its group, except on that group's own page (`inGroup`).
 */
export function PostCard({
  post,
  mine,
  inGroup = false,
  inView = false,
}: {
  post: Post;
  mine: boolean;
  inGroup?: boolean;
  /** On screen as the page opens (the feed's first post with photos): its first photo loads at once. */
  inView?: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const moderates = useModeratesPosts();
  const href = `/dashboard/post/${encodeURIComponent(post.id)}`;
  const organization = post.organization ?? null;
  const organizationName = organization?.name;
  const author = authorName(post.author);
  // An organization's update counts who was shown it (its reach, issue 19).
  useEffect(() => {
    if (organization && !mine) reportUpdateSeen(post.id);
  }, [organization, mine, post.id]);

  function open(event: MouseEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    // Selecting text to copy it is not a request to open the post.
    if (target.closest(interactive) || window.getSelection()?.toString()) return;
    navigate(href);
  }

  return (
    // The click handler only adds a larger target for mouse users; the byline's age link is the keyboard path.
    <Card
      as="article"
      onClick={open}
      aria-label={organization ? t`Update from ${organizationName}` : t`Post by ${author}`}
      className="flex cursor-pointer flex-col gap-3 p-4 transition-shadow hover:shadow-md sm:p-5"
    >
      <PostByline
        author={
          organization
            ? {
                ...post.author,
                name: organization.name,
                first_name: organization.name,
                last_name: '',
                profile_picture: organization.logo,
              }
            : post.author
        }
        profileHref={organization ? `/dashboard/discover/${encodeURIComponent(organization.id)}` : undefined}
        createdAt={post.created_at}
        ageHref={href}
        place={post.location?.suburb || post.location?.city}
      />
      {organization ? <OrganizationUpdateLabel offerEndsAt={post.offer_ends_at ?? null} /> : null}
      {post.group && !inGroup ? <PostGroupLabel group={post.group} /> : null}
      <LinkifiedText text={post.content} mentions={post.mentions} className="whitespace-pre-wrap break-words text-fg">
        {' '}
        <EditedMark editedAt={post.edited_at} />
      </LinkifiedText>
      <PostMediaGrid media={post.media ?? []} authorName={authorName(post.author)} inView={inView} />
      <div className="flex flex-wrap items-center gap-1 border-t border-line pt-2">
        <ReactionBar item={postReactable(post)} />
        <CommentsDialogButton post={post} />
        <ShareButton postId={post.id} text={post.content} />
        {/* The dialogs' clicks stay inside (React bubbles them through the portal). */}
        <div className="ms-auto flex items-center" onClick={(event) => event.stopPropagation()}>
          {mine || moderates ? <PostOwnerActions post={post} canEdit={mine} /> : null}
          {/* Others' posts: one ⋯ menu with Report, Mute and Block (a moderator deletes instead of reporting). */}
          {mine ? null : (
            <BlockMuteMenu
              user={authorTarget(post.author, organization ?? undefined)}
              report={moderates ? undefined : { targetType: 'post', targetId: post.id, label: t`Report post` }}
            />
          )}
        </div>
      </div>
      <LatestComment post={post} />
    </Card>
  );
}
