// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FirstSteps } from '@ourhood/contract';
import { mockApi, ok } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import { FirstStepsSection } from './first-steps-section';

const stepsOf = (dismissed: boolean, done = false): FirstSteps => ({
  dismissed,
  steps: ['location', 'first_post', 'join_group', 'follow_organization', 'notifications'].map((key) => ({
    key: key as FirstSteps['steps'][number]['key'],
    done,
  })),
});

describe('FirstStepsSection', () => {
  it('brings hidden first steps back to Home, and hides them again', async () => {
    signIn();
    let state = stepsOf(true);
    const api = mockApi({
      'GET /users/me/first-steps': () => ok(state),
      'PUT /users/me/first-steps': ({ body }) => {
        state = stepsOf((body as { dismissed: boolean }).dismissed);
        return ok(state);
      },
    });
    const { user } = renderScreen(<FirstStepsSection />);
    expect(await screen.findByText('Hidden from Home.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show first steps on Home' }));
    expect(await screen.findByText('Shown on Home.')).toBeInTheDocument();
    expect(api.calls('PUT /users/me/first-steps')[0]!.body).toEqual({ dismissed: false });
    await user.click(screen.getByRole('button', { name: 'Hide first steps' }));
    await waitFor(() => expect(screen.getByText('Hidden from Home.')).toBeInTheDocument());
  });

  it('says every step is done, with nothing to show or hide', async () => {
    signIn();
    mockApi({ 'GET /users/me/first-steps': ok(stepsOf(false, true)) });
    renderScreen(<FirstStepsSection />);
    expect(await screen.findByText('You have done every first step.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
