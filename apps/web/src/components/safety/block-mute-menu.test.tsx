// @vitest-environment happy-dom
import { BlockMessages, type BlockList } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/api';
import { author } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { BlockMuteMenu } from './block-mute-menu';

// The ⋯ menu and its hook (useBlockMute), as a post, comment, profile, conversation or listing shows them.

const sam = { id: 'u-sam', name: 'Sam Jones' };
const none: BlockList = { blocked: [], muted: [] };
const since = '2026-11-28T10:00:00.000Z';
const samEntry = { user: author({ _id: 'u-sam', id: 'u-sam', name: 'Sam Jones' }), since };
const state = (blocked: boolean, muted: boolean) => ({ user_id: 'u-sam', blocked, muted });

describe('BlockMuteMenu', () => {
  it('loads whether they are blocked or muted only when the menu first opens', async () => {
    signIn();
    const api = mockApi({ 'GET /users/me/blocks': ok(none) });
    const { user } = renderScreen(<BlockMuteMenu user={sam} />);
    const trigger = screen.getByRole('button', { name: 'Block or mute Sam Jones' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(api.requests).toHaveLength(0);

    await user.click(trigger);
    // The menu loads on the first press, then stands open in the button's place.
    const menu = await screen.findByRole('menu', { name: 'Block or mute Sam Jones' });
    expect(screen.getByRole('button', { name: 'Block or mute Sam Jones' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /^Mute Sam Jones/ })).not.toHaveAttribute('aria-disabled'),
    );
    expect(within(menu).getByRole('menuitem', { name: /^Mute Sam Jones/ })).toHaveTextContent("They won't know.");
    expect(within(menu).getByRole('menuitem', { name: /^Block Sam Jones/ })).toBeInTheDocument();
    expect(api.calls('GET /users/me/blocks')).toHaveLength(1);
  });

  it('works from the keyboard: arrows move, Escape closes and gives focus back', async () => {
    signIn();
    mockApi({ 'GET /users/me/blocks': ok(none) });
    const { user } = renderScreen(<BlockMuteMenu user={sam} />);
    screen.getByRole('button', { name: 'Block or mute Sam Jones' }).focus();
    await user.keyboard('{ArrowDown}');
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block or mute Sam Jones' })).toHaveFocus();
  });

  it('mutes quietly: no dialog, a toast saying they will not know, then Unmute is offered', async () => {
    signIn();
    let muted = false;
    const api = mockApi({
      'GET /users/me/blocks': () => ok(muted ? { blocked: [], muted: [samEntry] } : none),
      'POST /users/:id/mute': () => {
        muted = true;
        return ok(state(false, true), BlockMessages.muted);
      },
    });
    const { user, client } = renderScreen(<BlockMuteMenu user={sam} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Block or mute Sam Jones' }));
    const mute = await screen.findByRole('menuitem', { name: /^Mute Sam Jones/ });
    await waitFor(() => expect(mute).not.toHaveAttribute('aria-disabled'));
    await user.click(mute);

    expect(await screen.findByText("Muted Sam Jones. They won't know.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /users/:id/mute')[0]!.path).toBe('/users/u-sam/mute');
    // The feed (and the bell) load again without the muted account's posts.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts', 'feed'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });

    await user.click(screen.getByRole('button', { name: 'Block or mute Sam Jones' }));
    expect(await screen.findByRole('menuitem', { name: /^Unmute Sam Jones/ })).toBeInTheDocument();
  });

  it('offers Undo in the toast after a mute', async () => {
    signIn();
    const api = mockApi({
      'GET /users/me/blocks': ok(none),
      'POST /users/:id/mute': ok(state(false, true), BlockMessages.muted),
      'DELETE /users/:id/mute': ok(state(false, false), BlockMessages.unmuted),
    });
    const { user } = renderScreen(<BlockMuteMenu user={sam} />);
    await user.click(screen.getByRole('button', { name: 'Block or mute Sam Jones' }));
    const mute = await screen.findByRole('menuitem', { name: /^Mute Sam Jones/ });
    await waitFor(() => expect(mute).not.toHaveAttribute('aria-disabled'));
    await user.click(mute);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Unmuted Sam Jones')).toBeInTheDocument();
    expect(api.calls('DELETE /users/:id/mute')).toHaveLength(1);
  });

  it('asks before a block, saying what it does; Cancel sends nothing', async () => {
    signIn();
    const api = mockApi({ 'GET /users/me/blocks': ok(none) });
    const { user } = renderScreen(<BlockMuteMenu user={sam} />);
    await user.click(screen.getByRole('button', { name: 'Block or mute Sam Jones' }));
    const block = await screen.findByRole('menuitem', { name: /^Block Sam Jones/ });
    await waitFor(() => expect(block).not.toHaveAttribute('aria-disabled'));
    await user.click(block);

    const dialog = screen.getByRole('dialog', { name: 'Block Sam Jones?' });
    expect(dialog).toHaveTextContent("They can't see your posts, comments or profile, and can't message you.");
    expect(dialog).toHaveTextContent("You won't see theirs.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /users/:id/block')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Block or mute Sam Jones' })).toHaveFocus();
  });

  it('blocks once confirmed, says so, and tells the page (which may now be gone)', async () => {
    signIn();
    let blocked = false;
    const api = mockApi({
      'GET /users/me/blocks': () => ok(blocked ? { blocked: [samEntry], muted: [] } : none),
      'POST /users/:id/block': () => {
        blocked = true;
        return ok(state(true, false), BlockMessages.blocked);
      },
    });
    const onBlocked = vi.fn();
    const { user, client } = renderScreen(<BlockMuteMenu user={sam} onBlocked={onBlocked} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Block or mute Sam Jones' }));
    const block = await screen.findByRole('menuitem', { name: /^Block Sam Jones/ });
    await waitFor(() => expect(block).not.toHaveAttribute('aria-disabled'));
    await user.click(block);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Blocked Sam Jones')).toBeInTheDocument();
    await waitFor(() => expect(onBlocked).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /users/:id/block')[0]!.path).toBe('/users/u-sam/block');
    // A block changes every list of others' content: everything loads again.
    expect(invalidate).toHaveBeenCalledWith();
    await user.click(screen.getByRole('button', { name: 'Block or mute Sam Jones' }));
    expect(await screen.findByRole('menuitem', { name: /^Unblock Sam Jones/ })).toBeInTheDocument();
  });

  it('offers Unblock for someone blocked, without asking', async () => {
    signIn();
    const api = mockApi({
      'GET /users/me/blocks': ok({ blocked: [samEntry], muted: [] }),
      'DELETE /users/:id/block': ok(state(false, false), BlockMessages.unblocked),
    });
    const { user } = renderScreen(<BlockMuteMenu user={sam} />);
    await user.click(screen.getByRole('button', { name: 'Block or mute Sam Jones' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Unblock Sam Jones/ }));
    expect(await screen.findByText('Unblocked Sam Jones')).toBeInTheDocument();
    expect(api.calls('DELETE /users/:id/block')).toHaveLength(1);
  });

  it('says when it failed', async () => {
    signIn();
    mockApi({
      'GET /users/me/blocks': ok(none),
      'POST /users/:id/mute': fail(500, 'Something went wrong'),
    });
    const { user } = renderScreen(<BlockMuteMenu user={sam} />);
    await user.click(screen.getByRole('button', { name: 'Block or mute Sam Jones' }));
    const mute = await screen.findByRole('menuitem', { name: /^Mute Sam Jones/ });
    await waitFor(() => expect(mute).not.toHaveAttribute('aria-disabled'));
    await user.click(mute);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('stands in for Report on a post card: Report post comes first and opens the report form', async () => {
    signIn();
    const api = mockApi({ 'GET /users/me/blocks': ok(none) });
    const { user } = renderScreen(
      <BlockMuteMenu user={sam} report={{ targetType: 'post', targetId: 'p1', label: 'Report post' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Report, mute or block Sam Jones' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Report post',
      expect.stringMatching(/^Mute Sam Jones/),
      expect.stringMatching(/^Block Sam Jones/),
    ]);
    await user.click(items[0]!);
    expect(await screen.findByRole('dialog', { name: 'Report to the moderators' })).toBeInTheDocument();
    expect(api.calls('POST /reports')).toHaveLength(0);
  });
});
