// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/api';
import { organizationOwner } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import { LocationField } from './location-field';

const unset = { suburb: '', city: '', state: '', country: '' };
const setupWith = (location: boolean) =>
  ok({
    completeness: location ? 17 : 0,
    items: ['location', 'logo', 'hours', 'description', 'first_listing', 'first_update'].map((key) => ({
      key,
      done: key === 'location' && location,
    })),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LocationField (issue 42)', () => {
  it("sends the device's position and shows the area the server resolved", async () => {
    signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (resolve: PositionCallback) =>
          resolve({ coords: { latitude: -33.92, longitude: 18.42 } } as GeolocationPosition),
      },
    });
    let located = false;
    const api = mockApi({
      'GET /organization/me/setup': () => setupWith(located),
      'PATCH /organization/me': () => {
        located = true;
        return ok(
          organizationOwner({
            location: { suburb: 'Gardens', city: 'Cape Town', state: 'Western Cape', country: 'South Africa' },
          }),
        );
      },
    });
    const { user } = renderScreen(<LocationField me={organizationOwner({ location: unset })} />);
    expect(await screen.findByText(/Not set yet: needed to publish updates/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(api.calls('PATCH /organization/me')).toHaveLength(1));
    expect(api.calls('PATCH /organization/me')[0]!.body).toEqual({ latitude: -33.92, longitude: 18.42 });
    expect(await screen.findByText('Location updated')).toBeInTheDocument();
  });

  it('says so when the browser has no geolocation, sending nothing', async () => {
    signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
    // A spread copies no prototype getters: this navigator has no geolocation at all.
    vi.stubGlobal('navigator', { userAgent: navigator.userAgent, language: navigator.language });
    const api = mockApi({ 'GET /organization/me/setup': setupWith(false), 'PATCH /organization/me': fail(500, 'no') });
    const { user } = renderScreen(<LocationField me={organizationOwner({ location: unset })} />);
    await user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(api.calls('PATCH /organization/me')).toHaveLength(0);
  });
});
