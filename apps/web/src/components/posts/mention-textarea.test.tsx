// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { list, mockApi } from '../../test/api';
import { personHit } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { MentionTextarea, type ChosenMentions } from './mention-textarea';

/** The people chosen so far, as the form around the box keeps them. */
let chosen: { current: ChosenMentions };
beforeEach(() => {
  chosen = { current: new Map() };
});

function Box() {
  const [text, setText] = useState('');
  return (
    <MentionTextarea
      label="Comment"
      value={text}
      onChange={(event) => setText(event.target.value)}
      setText={setText}
      chosen={chosen}
    />
  );
}

const people = [personHit(), personHit({ id: 'u-bea', title: 'Bea Reyes', subtitle: 'Collingwood' })];

describe('MentionTextarea', () => {
  it('lists people for "@" and two letters, and Enter inserts the active one', async () => {
    signIn();
    const api = mockApi({ 'GET /search': list(people) });
    const { user } = renderScreen(<Box />);
    const box = screen.getByLabelText('Comment');

    await user.type(box, 'Thanks @Re');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bob ReyesFitzroy', 'Bea ReyesCollingwood']);
    const [search] = api.calls('GET /search');
    expect(search!.query.get('q')).toBe('Re');
    expect(search!.query.get('type')).toBe('people');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Bea Reyes/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('Thanks @Bea Reyes ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect([...chosen.current]).toEqual([['u-bea', 'Bea Reyes']]);
  });

  it('closes the list on Escape without choosing anyone', async () => {
    signIn();
    mockApi({ 'GET /search': list(people) });
    const { user } = renderScreen(<Box />);
    const box = screen.getByLabelText('Comment');

    await user.type(box, '@Bo');
    await screen.findByRole('listbox', { name: 'People to mention' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('@Bo');
    expect(chosen.current.size).toBe(0);
  });

  it('chooses a person clicked in the list', async () => {
    signIn();
    mockApi({ 'GET /search': list(people) });
    const { user } = renderScreen(<Box />);
    const box = screen.getByLabelText('Comment');

    await user.type(box, 'Ask @Bo');
    await user.click(await screen.findByRole('option', { name: /Bob Reyes/ }));
    expect(box).toHaveValue('Ask @Bob Reyes ');
    expect([...chosen.current]).toEqual([['u-bob', 'Bob Reyes']]);
  });

  it('keeps what is typed right after choosing after the name, however late the next frame comes', async () => {
    signIn();
    mockApi({ 'GET /search': list(people) });
    const { user } = renderScreen(<Box />);
    const box = screen.getByLabelText('Comment');
    await user.type(box, 'Thanks @Re');
    await screen.findAllByRole('option');
    // The frame after choosing comes only after two more letters were typed (a slow phone).
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      await user.keyboard('{Enter}');
      await user.keyboard('fo');
      for (const callback of frames.splice(0)) callback(0);
    } finally {
      frame.mockRestore();
    }
    await user.keyboard('r the ladder!');
    expect(box).toHaveValue('Thanks @Bob Reyes for the ladder!');
  });
});
