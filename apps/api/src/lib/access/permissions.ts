/**
 * What a viewer may ask to do with a thing (issue 38, "One policy"). Each permission is one rule
 * in `rules.ts`, answered for many ids in one statement; services ask `requireAccess` before they
 * read or change a thing, so the question is asked one way everywhere.
 */
export enum Permission {
  /** A post's page: readable in its group, not across a block, hidden only to its author (and moderators). */
  PostRead = 'post.read',
  /**
   * A post's comments, and commenting or reacting on it: as PostRead, but a hidden post only to
   * its author (moderators read it in the queue, not by its comments).
   */
  PostComment = 'post.comment',
  /**
   * Reporting a post: readable in its group (a private group's by its members only). Hidden or
   * across a block does not matter: more reports of a hidden post still reach the queue.
   */
  PostReport = 'post.report',
  /** Deleting a post: its author, or an owner or admin of its group. */
  PostDelete = 'post.delete',
  /** A comment's reactions: its post readable in its group, the comment not hidden (but to its author), no block with its author. */
  CommentRead = 'comment.read',
  /** Reporting a comment: its post readable in its group, as PostReport. */
  CommentReport = 'comment.report',
  /** A group's page: not hidden (but to its owner); a private one to anyone with a row, a pending request included. */
  GroupRead = 'group.read',
  /** A group's members and posts: as GroupRead, but a private group to its members only (not a pending request). */
  GroupMembersRead = 'group.members.read',
  /** Moderating a group (pending requests, members, posts): its owner and admins. */
  GroupModerate = 'group.moderate',
  /** An organization's page and listings: not hidden (but to its owner), not across a block with its owner. */
  OrganizationRead = 'organization.read',
  /** Managing an organization: its owner. */
  OrganizationManage = 'organization.manage',
  /**
   * An event's page, answers and calendar: open events to anyone signed in, a group's to its
   * members, its organizer always; hidden only to its organizer; not across a block.
   */
  EventRead = 'event.read',
  /** A marketplace item: its seller always; others not withdrawn, not hidden, not across a block. */
  MarketplaceItemRead = 'marketplace.item.read',
}

/** Who asks. Moderators (and admins) read hidden posts by id, as the queue links there. */
export interface AccessViewer {
  id: string;
  moderator?: boolean;
}
