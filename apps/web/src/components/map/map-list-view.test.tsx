// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import type { PointsMapProps } from './map-types';
import { MapListView } from './map-list-view';

// Leaflet needs a real layout engine: the map is a stand-in that shows what it was given and has a
// button per marker, as a click on a marker would.
vi.mock('./lazy-maps', () => ({
  LazyPointsMap: ({ points, selectedId, panKey, onSelect, label }: PointsMapProps) => (
    <div role="region" aria-label={label}>
      <p data-testid="selected">{selectedId ?? 'none'}</p>
      <p data-testid="pan">{String(panKey ?? 0)}</p>
      {points.map((point) => (
        <button key={point.id} type="button" onClick={() => onSelect?.(point.id)}>
          {`marker ${point.title}`}
        </button>
      ))}
    </div>
  ),
}));

const points = [
  {
    kind: 'organization',
    id: 'o1',
    title: 'Corner Bakery',
    latitude: -37.8,
    longitude: 144.96,
    url: '/dashboard/discover/o1',
  },
  {
    kind: 'organization',
    id: 'o2',
    title: 'Bike Repairs',
    latitude: -37.81,
    longitude: 144.97,
    url: '/dashboard/discover/o2',
  },
];

function serve() {
  return mockApi({
    'GET /map': {
      status: 200,
      body: { status: 'success', message: 'Map loaded', data: points, metadata: { truncated: false } },
    },
    'GET /map/tiles': ok({ tile_url: '/test-tiles/{z}/{x}/{y}.png', attribution: 'Test tiles', attribution_url: null }),
  });
}

describe('MapListView (issue 44)', () => {
  it("reads the screen's kind in the box around the hint and lists what the map shows", async () => {
    signIn();
    const api = serve();
    renderScreen(
      <MapListView
        kinds={['organization']}
        label="Organizations on the map"
        hint={{ latitude: -37.8, longitude: 144.96 }}
        emptyText="Nothing"
      />,
    );
    expect(await screen.findByRole('button', { name: 'Corner Bakery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 places in view' })).toBeInTheDocument();
    const asked = api.calls('GET /map')[0]!;
    expect(asked.query.get('kinds')).toBe('organization');
    const [west, south, east, north] = asked.query.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThan(144.96);
    expect(east).toBeGreaterThan(144.96);
    expect(south).toBeLessThan(-37.8);
    expect(north).toBeGreaterThan(-37.8);
  });

  it('a choice in the list highlights and pans to its marker, and offers its page', async () => {
    signIn();
    serve();
    const { user } = renderScreen(
      <MapListView
        kinds={['organization']}
        label="Organizations on the map"
        hint={{ latitude: -37.8, longitude: 144.96 }}
        emptyText="Nothing"
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Bike Repairs' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('o2');
    expect(screen.getByTestId('pan')).not.toHaveTextContent(/^0$/);
    expect(screen.getByRole('button', { name: 'Bike Repairs' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Open\s*Bike Repairs/ })).toHaveAttribute('href', '/dashboard/discover/o2');
  });

  it("a marker's click focuses its entry in the list without panning", async () => {
    signIn();
    serve();
    const { user } = renderScreen(
      <MapListView
        kinds={['organization']}
        label="Organizations on the map"
        hint={{ latitude: -37.8, longitude: 144.96 }}
        emptyText="Nothing"
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'marker Corner Bakery' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Corner Bakery' })).toHaveFocus());
    expect(screen.getByTestId('selected')).toHaveTextContent('o1');
    expect(screen.getByTestId('pan')).toHaveTextContent(/^0$/);
  });

  it('the keyboard walks the list, each entry choosing its marker', async () => {
    signIn();
    serve();
    const { user } = renderScreen(
      <MapListView
        kinds={['organization']}
        label="Organizations on the map"
        hint={{ latitude: -37.8, longitude: 144.96 }}
        emptyText="Nothing"
      />,
    );
    await screen.findByRole('button', { name: 'Corner Bakery' });
    act(() => screen.getByRole('button', { name: 'Corner Bakery' }).focus());
    expect(screen.getByTestId('selected')).toHaveTextContent('o1');
    await user.tab(); // the chosen entry's "Open" link
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bike Repairs' })).toHaveFocus();
    expect(screen.getByTestId('selected')).toHaveTextContent('o2');
  });
});
