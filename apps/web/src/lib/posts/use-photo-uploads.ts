import { QueryObserver, queryOptions, useQueries, type QueryClient } from '@tanstack/react-query';
import { PhotoUploadMessages, type PhotoUpload } from '@ourhood/contract';
import { ApiError, ConnectionMessages } from '../api-client';
import { contractText } from '../i18n/contract-text';
import { postKeys } from './post-keys';
import { postsApi } from './posts-api';

/**
 * Photos uploaded ahead of their post (decision 0089): each photo chosen in the composer is sent at
 * once, then asked about until the server has prepared it, so Post only names the ready uploads
 * (`upload_ids`) instead of sending the files while the neighbour waits.
 */

// The server prepares a photo in a fraction of a second to a few seconds: asked about this often,
// a ready photo shows within half a second without flooding the server.
const POLL_MS = 400;
// Post waits at most this long for photos still being prepared; longer means something is stuck.
const WAIT_MS = 60_000;

interface Upload {
  /** The File's number in the query keys (a File cannot be a key itself). */
  key: number;
  /** The server's id, once it accepted the photo. */
  id?: string;
  /** The photo on its way: a second run of the query waits for it instead of sending it again. */
  sending?: Promise<PhotoUpload>;
  /** Why the photo left the composer: removed (its upload is deleted) or posted (it is kept). */
  left?: 'removed' | 'posted';
}

// Per chosen File, for as long as the draft keeps it (closing the dialog keeps the draft): the
// upload's id outlives the query cache, so a reopened draft asks about the same upload.
const uploads = new WeakMap<File, Upload>();
let lastKey = 0;

function uploadOf(file: File): Upload {
  let upload = uploads.get(file);
  if (!upload) {
    upload = { key: ++lastKey };
    uploads.set(file, upload);
  }
  return upload;
}

function deleteQuietly(id: string) {
  // Fire and forget: an upload not posted is deleted by the server within a day anyway.
  postsApi.removePhotoUpload(id).catch(() => undefined);
}

async function send(file: File, upload: Upload): Promise<PhotoUpload> {
  // Not cut with the query (no signal): the server would keep a copy we never learned the id of.
  upload.sending ??= postsApi.uploadPhoto(file).then(({ data }) => data);
  try {
    const data = await upload.sending;
    if (upload.left === 'removed') deleteQuietly(data.id);
    else upload.id = data.id;
    return data;
  } finally {
    upload.sending = undefined;
  }
}

async function fetchUpload(file: File, upload: Upload, signal: AbortSignal): Promise<PhotoUpload> {
  // A query run after the photo left (a poll already scheduled) must not send it again.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: an abort, like a cut request
  if (upload.left) throw new DOMException('The photo left the composer', 'AbortError');
  if (upload.id) {
    try {
      return (await postsApi.photoUpload(upload.id, signal)).data;
    } catch (error) {
      // Gone (a draft kept past the upload's day): send the photo again.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      upload.id = undefined;
    }
  }
  return send(file, upload);
}

function photoUploadQuery(file: File) {
  const upload = uploadOf(file);
  return queryOptions({
    queryKey: postKeys.photoUpload(upload.key),
    queryFn: ({ signal }) => fetchUpload(file, upload, signal),
    // A ready or failed upload does not change; only one being prepared is asked about again.
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? POLL_MS : false),
    // A failed send is tried again once, at Post (settle), not behind the neighbour's back.
    retry: false,
  });
}

/** True when the server refused the photo itself (too large, not an image, too many waiting). */
function refused(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** A photo the server could not use: Post is blocked and says why under the photos. */
export class PhotoUploadFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoUploadFailed';
  }
}

/** What a chosen photo's preview says: being sent or prepared, ready, refused (why), or to be sent again at Post. */
export type PhotoStatus =
  { state: 'preparing' } | { state: 'ready' } | { state: 'failed'; error: string } | { state: 'unsent' };

function statusOf(data: PhotoUpload | undefined, error: Error | null): PhotoStatus {
  if (data?.state === 'ready') return { state: 'ready' };
  if (data?.state === 'failed')
    return { state: 'failed', error: data.error ?? contractText(PhotoUploadMessages.uploadFailed) };
  if (data) return { state: 'preparing' };
  if (refused(error)) return { state: 'failed', error: error.message };
  // The send did not reach the server (offline, network): Post sends it again.
  return error ? { state: 'unsent' } : { state: 'preparing' };
}

/**
 * Sends each chosen photo as soon as it is chosen and follows it until it is ready or failed;
 * answers each photo's status, by File.
 */
export function usePhotoUploads(files: File[]): (file: File) => PhotoStatus {
  const results = useQueries({ queries: files.map(photoUploadQuery) });
  return (file) => {
    const result = results[files.indexOf(file)];
    return result ? statusOf(result.data, result.error) : { state: 'preparing' };
  };
}

/** A photo removed from the composer: its polling stops and its upload is deleted (now, or when it arrives). */
export function removePhotoUpload(client: QueryClient, file: File) {
  const upload = uploads.get(file);
  if (!upload) return;
  uploads.delete(file);
  upload.left = 'removed';
  client.removeQueries({ queryKey: postKeys.photoUpload(upload.key), exact: true });
  if (upload.id) deleteQuietly(upload.id);
}

/** The post took these photos' uploads: forget them without deleting. */
export function forgetPostedPhotos(client: QueryClient, files: File[]) {
  for (const file of files) {
    const upload = uploads.get(file);
    if (!upload) continue;
    uploads.delete(file);
    upload.left = 'posted';
    client.removeQueries({ queryKey: postKeys.photoUpload(upload.key), exact: true });
  }
}

/**
 * Waits until a photo's upload is ready and answers it. A send that failed on the way (network) is
 * tried once more; a photo the server refused or could not prepare rejects with PhotoUploadFailed.
 */
function settle(client: QueryClient, file: File, signal: AbortSignal): Promise<PhotoUpload> {
  // Its own observer keeps polling while the composer's previews may be gone (a cancelled dialog).
  // retryOnMount off: the one retry below is the only one.
  const observer = new QueryObserver(client, { ...photoUploadQuery(file), retryOnMount: false });
  let retried = false;
  return new Promise<PhotoUpload>((resolve, reject) => {
    let unsubscribe = () => {};
    const finish = (outcome: () => void) => {
      unsubscribe();
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
      outcome();
    };
    const abort = () => finish(() => reject(signal.reason));
    const timer = setTimeout(
      () => finish(() => reject(new ApiError(0, ConnectionMessages.timeout, 'TIMEOUT'))),
      WAIT_MS,
    );
    const check = () => {
      const { data, error, isFetching } = observer.getCurrentResult();
      const status = statusOf(data, error);
      if (status.state === 'ready' && data) return finish(() => resolve(data));
      if (status.state === 'failed') return finish(() => reject(new PhotoUploadFailed(status.error)));
      if (status.state !== 'unsent' || isFetching) return;
      if (retried) return finish(() => reject(error));
      retried = true;
      void observer.refetch();
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    unsubscribe = observer.subscribe(check);
    check();
  });
}

/** The ids of the photos' uploads, in their order, once every one is ready (see settle). */
export async function readyUploadIds(client: QueryClient, files: File[], signal: AbortSignal): Promise<string[]> {
  const ready = await Promise.all(files.map((file) => settle(client, file, signal)));
  return ready.map((upload) => upload.id);
}
