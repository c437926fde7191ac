// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RentalKeyword } from '@ourhood/contract';
import { list, mockApi, type Reply } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import { KeywordsPanel } from './keywords-panel';

const ladder: RentalKeyword = { _id: 'k1', id: 'k1', keyword: 'ladder', createdAt: '2026-12-01T09:00:00.000Z' };

describe('KeywordsPanel', () => {
  it('shows a keyword added while the list was still loading, whose late answer predates it', async () => {
    signIn();
    let release: (reply: Reply) => void = () => {};
    let lists = 0;
    mockApi({
      // The first list is answered only after the keyword was added, without it (it was asked
      // before); the next one holds it.
      'GET /rentals/keywords': () => {
        lists += 1;
        return lists === 1 ? new Promise<Reply>((resolve) => (release = resolve)) : list([ladder]);
      },
      'POST /rentals/keywords': { status: 201, body: { status: 'success', message: 'Keyword added', data: ladder } },
    });
    const { user } = renderScreen(<KeywordsPanel />);
    await user.type(screen.getByLabelText('Keyword'), 'ladder');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    release(list([]));
    expect(await screen.findByRole('list', { name: 'Your keywords' })).toHaveTextContent('ladder');
  });
});
