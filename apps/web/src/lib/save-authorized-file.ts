import { API_BASE_PATH } from '@ourhood/contract';
import { ApiError } from './api-client';
import { useSession } from './session/session-store';

/**
 * Saves a file the API answers to the signed-in account (a calendar file, a data archive): not the
 * JSON envelope, and a plain link could not carry the bearer header, so it is fetched with it and
 * saved through a temporary link. `failure` is the error's text when the server refuses.
 */
export async function saveAuthorizedFile(path: string, fileName: string, failure: string): Promise<void> {
  const token = useSession.getState().token;
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, failure);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
