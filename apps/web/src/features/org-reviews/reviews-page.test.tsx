// @vitest-environment happy-dom
import { ReviewMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { author } from '../../test/fixtures';
import { review } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import ReviewsPage from './reviews-page';

const rated = { rating: { average: 4.5, count: 2 }, mine: null };

const answered = review({
  _id: 'rv2',
  id: 'rv2',
  author: author({ _id: 'u-bo', id: 'u-bo', name: 'Bo Chen', first_name: 'Bo', last_name: 'Chen' }),
  rating: 5,
  text: 'Lovely staff',
  helpful_count: 0,
  reply: { text: 'Thank you, Bo!', created_at: '2026-11-28T12:00:00.000Z' },
});

function reviewsApi(reply: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
  return mockApi({ 'GET /organization/me/reviews': reply, ...extra });
}

describe('ReviewsPage', () => {
  it('shows placeholders while the reviews load', () => {
    reviewsApi(never);
    renderScreen(<ReviewsPage />);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel').querySelector('[aria-busy="true"] .animate-pulse')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('says there are no reviews yet, and where they come from', async () => {
    reviewsApi(list([], { extra: { rating: { average: null, count: 0 }, mine: null } }));
    renderScreen(<ReviewsPage />);
    expect(
      await screen.findByText('No reviews yet. Neighbours can rate you from your page in Discover.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('No reviews yet');
  });

  it("shows the server's message when the reviews fail to load", async () => {
    reviewsApi(fail(500, 'Reviews are unavailable'));
    renderScreen(<ReviewsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews are unavailable');
  });

  it('shows the rating and each review with its reply; Reply only where there is none', async () => {
    reviewsApi(list([review(), answered], { extra: rated }));
    renderScreen(<ReviewsPage />);
    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    expect(screen.getByText('Rated 4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    const [ada, bo] = within(reviews).getAllByTestId('review-item');
    expect(within(ada!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(ada!).getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(within(ada!).getByText('2 found this helpful')).toBeInTheDocument();
    expect(within(ada!).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(within(bo!).getByTestId('review-reply')).toHaveTextContent('Thank you, Bo!');
    expect(within(bo!).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    // The organization sees the votes but cannot cast one.
    expect(screen.queryByRole('button', { name: /^Helpful/ })).not.toBeInTheDocument();
  });

  it('asks the server for the most helpful first when that tab is chosen', async () => {
    const api = reviewsApi((request) =>
      request.query.get('sort') === 'helpful' ? list([answered], { extra: rated }) : list([review()], { extra: rated }),
    );
    const { user } = renderScreen(<ReviewsPage />);
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByRole('tab', { name: 'Most helpful' }));
    expect(await screen.findByText('Bo Chen')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Most helpful' })).toHaveAttribute('aria-selected', 'true');
    const sorts = api.calls('GET /organization/me/reviews').map((r) => r.query.get('sort'));
    expect(sorts).toEqual(['newest', 'helpful']);
  });

  it('requires a reply text, then publishes the reply to that review', async () => {
    let replied = false;
    const api = reviewsApi(
      () =>
        list(
          [
            replied
              ? review({ reply: { text: 'See you Saturday!', created_at: '2026-11-29T00:00:00.000Z' } })
              : review(),
          ],
          {
            extra: rated,
          },
        ),
      {
        'PUT /organization/me/reviews/:id/reply': () => {
          replied = true;
          return ok(review(), ReviewMessages.replySaved);
        },
      },
    );
    const { user } = renderScreen(<ReviewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const form = screen.getByRole('form', { name: 'Reply to Ada Lovelace' });
    await user.click(within(form).getByRole('button', { name: 'Publish reply' }));
    expect(await within(form).findByText(ReviewMessages.replyRequired)).toBeInTheDocument();
    expect(api.calls('PUT /organization/me/reviews/:id/reply')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Your public reply'), '  See you Saturday!  ');
    await user.click(within(form).getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Reply published')).toBeInTheDocument();
    const [request] = api.calls('PUT /organization/me/reviews/:id/reply');
    expect(request!.path).toBe('/organization/me/reviews/rv1/reply');
    expect(request!.body).toEqual({ text: 'See you Saturday!' });
    expect(await screen.findByTestId('review-reply')).toHaveTextContent('See you Saturday!');
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('keeps the form open with the reason when the server refuses the reply', async () => {
    reviewsApi(list([review()], { extra: rated }), {
      'PUT /organization/me/reviews/:id/reply': fail(409, ReviewMessages.alreadyReplied),
    });
    const { user } = renderScreen(<ReviewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const form = screen.getByRole('form', { name: 'Reply to Ada Lovelace' });
    await user.type(within(form).getByLabelText('Your public reply'), 'Thanks!');
    await user.click(within(form).getByRole('button', { name: 'Publish reply' }));
    expect(await within(form).findByText(ReviewMessages.alreadyReplied)).toBeInTheDocument();
    expect(within(form).getByLabelText('Your public reply')).toHaveValue('Thanks!');
  });
});
