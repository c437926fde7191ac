// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { LandingPage } from './landing/landing-page';
import { NotFoundPage } from './not-found-page';

describe('LandingPage', () => {
  it('greets the visitor and offers both ways to sign up', () => {
    renderScreen(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your neighbourhood, connected.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join as a Neighbor' })).toHaveAttribute('href', '/signup?type=user');
    expect(screen.getByRole('link', { name: 'For Organizations' })).toHaveAttribute(
      'href',
      '/signup?type=organization',
    );
  });

  it('has one main heading and a heading for every section', () => {
    renderScreen(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
  });
});

describe('NotFoundPage', () => {
  it('says the page is missing and links back to the main pages', async () => {
    const { user } = renderScreen(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    expect(document.title).toMatch(/Page not found/);
    const nav = screen.getByRole('navigation', { name: 'Helpful links' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Contact', 'About', 'Features', 'Help']);
    await user.click(within(nav).getByRole('link', { name: 'Help' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/help');
  });
});
