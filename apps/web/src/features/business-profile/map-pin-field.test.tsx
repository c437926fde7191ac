// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PinMapProps } from '../../components/map/map-types';
import { mockApi, ok } from '../../test/api';
import { organizationOwner } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import { MapPinField } from './map-pin-field';

// Leaflet needs a real layout engine: the pin map is a stand-in showing the pin and offering a
// "drag" to a fixed point, as dragging the pin would.
vi.mock('../../components/map/lazy-maps', () => ({
  LazyPinMap: ({ value, onChange, label }: PinMapProps) => (
    <div role="region" aria-label={label}>
      <p data-testid="pin">{value ? `${value.latitude},${value.longitude}` : 'no pin'}</p>
      <button type="button" onClick={() => onChange({ latitude: -37.8101, longitude: 144.9702 })}>
        drag the pin
      </button>
    </div>
  ),
}));

const tiles = ok({ tile_url: '/test-tiles/{z}/{x}/{y}.png', attribution: 'Test tiles', attribution_url: null });
const melbourne = {
  name: 'Melbourne',
  region: 'Victoria',
  country: 'Australia',
  latitude: -37.814,
  longitude: 144.96332,
};

describe('MapPinField (issue 44)', () => {
  it('searches a place, picks it, drags the pin and saves it through the organization update', async () => {
    signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
    const api = mockApi({
      'GET /map/tiles': tiles,
      'GET /users/me': ok({ id: 'u-org', location: { suburb: '', city: '', state: '', country: '' } }),
      'GET /places/search': (request) => ok(request.query.get('q')?.startsWith('Melb') ? [melbourne] : []),
      'PATCH /organization/me': (request) => ok(organizationOwner(request.body as object)),
    });
    const { user } = renderScreen(<MapPinField me={organizationOwner({ latitude: null, longitude: null })} />);
    expect(screen.getByText('No pin yet: search a place or click the map.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the pin' })).toBeDisabled();
    await user.type(screen.getByLabelText('Search a place'), 'Melb{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Melbourne, Victoria, Australia' }));
    expect(await screen.findByTestId('pin')).toHaveTextContent('-37.814,144.96332');
    await user.click(screen.getByRole('button', { name: 'drag the pin' }));
    expect(screen.getByTestId('pin-position')).toHaveTextContent('Pin at -37.81010, 144.97020');
    await user.click(screen.getByRole('button', { name: 'Save the pin' }));
    await waitFor(() => expect(api.calls('PATCH /organization/me')).toHaveLength(1));
    expect(api.calls('PATCH /organization/me')[0]!.body).toEqual({ latitude: -37.8101, longitude: 144.9702 });
    expect(await screen.findByText('Pin saved')).toBeInTheDocument();
  });

  it('opens on the saved pin, with nothing to save until it moves', async () => {
    signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
    mockApi({ 'GET /map/tiles': tiles });
    renderScreen(<MapPinField me={organizationOwner({ latitude: -37.8, longitude: 144.96 })} />);
    expect(await screen.findByTestId('pin')).toHaveTextContent('-37.8,144.96');
    expect(screen.getByRole('button', { name: 'Save the pin' })).toBeDisabled();
  });
});
