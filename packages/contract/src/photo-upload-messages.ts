// Photos sent ahead of their post (photo-uploads.ts, decision 0089): what the API says of them, its
// error codes and its limits. Nothing here needs zod: the web app's first load imports these.

export const PhotoUploadMessages = {
  uploadAccepted: 'Your photo is being prepared',
  uploadLoaded: 'Photo upload',
  uploadDeleted: 'Photo removed',
  uploadNotFound: 'This photo upload does not exist or has expired.',
  uploadNotReady: 'A photo is still being prepared. Please wait a moment and post again.',
  uploadFailed: 'A photo could not be used. Remove it and choose another.',
  tooManyUploads: 'You have too many photos waiting to be posted. Post or remove some first.',
  notAnImage: 'Only photos can be uploaded: JPEG, PNG, WebP, GIF or AVIF/HEIC.',
} as const;

/** Error code of an upload over the account's limit of waiting uploads (429). */
export const TOO_MANY_UPLOADS = 'TOO_MANY_UPLOADS';
/** Error code of a post naming an upload that is still being prepared or has failed (409). */
export const UPLOAD_NOT_READY = 'UPLOAD_NOT_READY';

/** Uploads an account may have waiting (not yet posted) at once. */
export const MAX_WAITING_UPLOADS = 20;
/** Hours an upload waits for its post before it is deleted. */
export const PHOTO_UPLOAD_VALID_HOURS = 24;
