// A neighbour's first visit to /dashboard on a fresh browser profile, measured with the Chrome
// DevTools Protocol: which scripts the page loads up to three seconds after its load event (the
// issue's "scripts and JavaScript on a slow phone"), and every byte the visit costs, what the
// service worker fetches to precache included (the "data costs money").
//
// How the service worker's requests are counted: a browser-level CDP session auto-attaches to every
// service worker target with waitForDebuggerOnStart, enables Network on it and only then lets it run,
// so its install step (workbox precaching) cannot fetch anything unseen. The bytes are CDP's
// encodedDataLength (on the wire: headers and the compressed body), so a request answered by the
// HTTP cache or by the worker's own cache costs nothing, as it costs the neighbour nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer, { type CDPSession } from 'puppeteer-core';

/** The scripts the issue counts: those asked for up to this long after the load event. */
const AFTER_LOAD_MS = 3000;
/** The visit is over when nothing has been on the network for this long (after the worker is active). */
const QUIET_MS = 2000;
/** A mid-range phone's screen, as Lighthouse's mobile preset (Moto G Power): it decides which image sizes load. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

type Kind = 'document' | 'script' | 'stylesheet' | 'image' | 'api' | 'other';

interface Transfer {
  url: string;
  kind: Kind;
  bytes: number;
  /** When it was asked for, in milliseconds after the navigation's first request. */
  at: number;
  byWorker: boolean;
}

export interface FirstVisit {
  /** Scripts the page asked for up to AFTER_LOAD_MS after the load event, by path. */
  scripts: string[];
  /** Of those, the ones asked for after the load event. */
  scriptsAfterLoad: string[];
  /** gzip -9 size of those scripts' files in the build (kB), the measure the JS budgets use. */
  scriptsGzipKb: number;
  /** The same, script by script (kB), to see which one a budget's excess comes from. */
  gzipKbByScript: Record<string, number>;
  /** Everything the visit transferred, by kind (kB on the wire); the worker's precache under 'precache'. */
  bytesByKind: Record<Kind | 'precache', number>;
  totalKb: number;
  precacheRequests: number;
  images: { url: string; kb: number }[];
}

/** One line per script: when it was asked for, its gzip size and its path. */
export function scriptLines(visit: FirstVisit): string[] {
  return visit.scripts.map((url) => {
    const when = visit.scriptsAfterLoad.includes(url) ? 'after load' : 'by load';
    return `${when.padEnd(10)} ${(visit.gzipKbByScript[url] ?? 0).toFixed(2).padStart(6)} kB  ${url}`;
  });
}

function kindOf(type: string | undefined, url: URL): Kind {
  if (url.pathname.startsWith('/api/')) return 'api';
  switch (type) {
    case 'Document':
      return 'document';
    case 'Script':
      return 'script';
    case 'Stylesheet':
      return 'stylesheet';
    case 'Image':
      return 'image';
    default:
      return /\.(webp|png|jpe?g|svg|avif)$/.test(url.pathname) ? 'image' : 'other';
  }
}

/** Records every finished request of one CDP session (the page's or the worker's). */
function recordNetwork(session: CDPSession, byWorker: boolean, startedAt: () => number, into: Transfer[]): void {
  const requests = new Map<string, { url: string; type?: string; sentAt: number }>();
  session.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, type: event.type, sentAt: event.timestamp * 1000 });
  });
  session.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request || !request.url.startsWith('http')) return;
    const url = new URL(request.url);
    into.push({
      url: url.pathname + url.search,
      kind: kindOf(request.type, url),
      bytes: event.encodedDataLength,
      at: request.sentAt - startedAt(),
      byWorker,
    });
  });
}

/**
 * Signs the neighbour in on a page of the origin that loads none of the app (the readiness check's
 * JSON), so the visit that follows starts with an empty HTTP cache, as a first visit does.
 */
async function signIn(
  page: import('puppeteer-core').Page,
  baseUrl: string,
  user: { email: string; password: string },
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`First-visit sign-in failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string } };
  await page.goto(`${baseUrl}/api/v1/ready`);
  await page.evaluate((token) => {
    localStorage.setItem('ourhoodToken', token);
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { token, isAuthenticated: true, userType: 'neighbour' }, version: 0 }),
    );
  }, data.token);
}

export async function measureFirstVisit(
  baseUrl: string,
  dist: string,
  user: { email: string; password: string },
): Promise<FirstVisit> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ourhood-first-visit-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir: profile,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const transfers: Transfer[] = [];
  let navigationStart = 0;
  try {
    const page = await browser.newPage();
    await page.emulate({ viewport: PHONE, userAgent: await browser.userAgent() });
    await signIn(page, baseUrl, user);

    // Service workers: attached to before they run (see the top of this file).
    const browserSession = await browser.target().createCDPSession();
    const connection = browserSession.connection();
    browserSession.on('Target.attachedToTarget', (event) => {
      const worker = connection?.session(event.sessionId);
      if (!worker) return;
      void (async () => {
        if (event.targetInfo.type === 'service_worker') {
          recordNetwork(worker, true, () => navigationStart, transfers);
          await worker.send('Network.enable');
        }
        await worker.send('Runtime.runIfWaitingForDebugger');
      })();
    });
    await browserSession.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
      filter: [{ type: 'service_worker' }],
    });

    const pageSession = await page.createCDPSession();
    recordNetwork(pageSession, false, () => navigationStart, transfers);
    await pageSession.send('Network.enable');
    let loadAt = 0;
    pageSession.on('Page.loadEventFired', (event) => {
      loadAt = event.timestamp * 1000 - navigationStart;
    });
    await pageSession.send('Page.enable');
    // Network timestamps are monotonic seconds; the first request's own time is the visit's start.
    const started = new Promise<void>((resolve) =>
      pageSession.once('Network.requestWillBeSent', (event) => {
        navigationStart = event.timestamp * 1000;
        resolve();
      }),
    );
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'load' });
    await started;
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    // The worker installs after the first screen (dashboard-shell.tsx): wait for it, then for quiet.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, { timeout: 30_000 });
    let seen = -1;
    while (seen !== transfers.length) {
      seen = transfers.length;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    }

    const scriptsUntil = loadAt + AFTER_LOAD_MS;
    const pageScripts = transfers.filter((t) => !t.byWorker && t.kind === 'script' && t.at <= scriptsUntil);
    const scripts = [...new Set(pageScripts.map((t) => t.url))];
    const scriptsAfterLoad = [...new Set(pageScripts.filter((t) => t.at > loadAt).map((t) => t.url))];
    const gzipKbByScript = Object.fromEntries(
      scripts.map((url) => {
        const file = path.join(dist, url.split('?')[0] ?? url);
        return [url, fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length / 1000 : 0];
      }),
    );
    const scriptsGzipKb = Object.values(gzipKbByScript).reduce((sum, kb) => sum + kb, 0);
    const bytesByKind: FirstVisit['bytesByKind'] = {
      document: 0,
      script: 0,
      stylesheet: 0,
      image: 0,
      api: 0,
      other: 0,
      precache: 0,
    };
    for (const t of transfers) bytesByKind[t.byWorker ? 'precache' : t.kind] += t.bytes / 1000;
    return {
      scripts,
      scriptsAfterLoad,
      scriptsGzipKb,
      gzipKbByScript,
      bytesByKind,
      totalKb: transfers.reduce((sum, t) => sum + t.bytes, 0) / 1000,
      precacheRequests: transfers.filter((t) => t.byWorker && t.bytes > 0).length,
      images: transfers
        .filter((t) => !t.byWorker && t.kind === 'image')
        .map((t) => ({ url: t.url, kb: t.bytes / 1000 })),
    };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
