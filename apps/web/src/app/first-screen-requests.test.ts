// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedQuery } from '../features/feed/use-feed';
import { useSession } from '../lib/session/session-store';
import { ownProfileQuery } from '../lib/use-own-profile';
import { list, mockApi, ok } from '../test/api';
import { me, post } from '../test/fixtures';
import { signIn } from '../test/render';
import { startFirstScreenRequests } from './first-screen-requests';

const at = (path: string) => new URL(path, 'http://localhost') as unknown as Location;

function api() {
  return mockApi({ 'GET /users/profile/me': ok(me()), 'GET /posts': list([post()]) });
}

afterEach(() => {
  useSession.getState().clear();
  vi.unstubAllGlobals();
});

describe('The first screen’s requests, started before it renders', () => {
  it("asks for a neighbour's profile and home feed under the keys the screen's hooks read", async () => {
    signIn();
    const calls = api();
    const client = new QueryClient();
    startFirstScreenRequests(client, at('/dashboard'));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(calls.calls('GET /posts')).toHaveLength(1);
    expect(calls.calls('GET /users/profile/me')).toHaveLength(1);
    expect(client.getQueryData(feedQuery('').queryKey)?.pages[0]?.data).toHaveLength(1);
    expect(client.getQueryData(ownProfileQuery('test-token').queryKey)?.id).toBe(me().id);
  });

  it('asks for the profile only on other screens, in a search, or for an organization', async () => {
    for (const [path, type] of [
      ['/dashboard/groups', 'neighbour'],
      ['/dashboard?search=bikes', 'neighbour'],
      ['/dashboard', 'organization'],
    ] as const) {
      signIn({}, type);
      const calls = api();
      const client = new QueryClient();
      startFirstScreenRequests(client, at(path));
      await vi.waitFor(() => expect(client.isFetching()).toBe(0));
      expect(calls.calls('GET /posts')).toHaveLength(0);
      expect(calls.calls('GET /users/profile/me')).toHaveLength(1);
    }
  });

  it('asks for nothing when signed out or outside the dashboard', () => {
    const calls = api();
    startFirstScreenRequests(new QueryClient(), at('/dashboard'));
    signIn();
    startFirstScreenRequests(new QueryClient(), at('/login'));
    expect(calls.requests).toHaveLength(0);
  });
});
