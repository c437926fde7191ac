import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// Only the DOM tests (*.test.tsx, environment happy-dom) render: the pure tests stay in Node.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { useToasts } = await import('../components/ui/toast');
  const { useSession } = await import('../lib/session/session-store');
  const signedOut = useSession.getState();
  afterEach(() => {
    cleanup();
    useToasts.setState({ toasts: [] });
    useSession.setState({ ...signedOut, user: null, token: null, isAuthenticated: false, userType: null });
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
