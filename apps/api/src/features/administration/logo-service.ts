import { AdminMessages } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { deleteStoredImages, type MultipartUpload } from '../../lib/images/index.js';
import { recordStaffAction } from '../../lib/staff-actions/record-staff-action.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import type { AdministrationDeps } from './administration-deps.js';
import { presentInstance } from './operations-service.js';
import { replaceLogoKeys } from './operations-repository.js';

async function deleteOld(deps: AdministrationDeps, keys: string[]) {
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete the replaced logo');
}

/**
 * Sets (or with no upload, removes) the instance's logo in one transaction with its audit entry; the
 * replaced files go after the commit, and an upload whose transaction fails is deleted.
 */
export async function replaceLogo(deps: AdministrationDeps, actor: AuthUser, upload: MultipartUpload | null) {
  const image = upload?.images[0];
  if (upload && !image) {
    await upload.discard();
    throw AppError.badRequest(AdminMessages.logoRequired, { logo: AdminMessages.logoRequired });
  }
  const at = deps.clock.now();
  let result: Awaited<ReturnType<typeof replaceLogoKeys>>;
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      const replaced = await replaceLogoKeys(trx, image ? image.keys : null, at);
      await recordStaffAction(trx, {
        actorId: actor.id,
        action: 'instance.update',
        targetType: 'instance',
        targetLabel: image ? 'logo' : 'logo removed',
        at,
      });
      return replaced;
    });
  } catch (error) {
    await upload?.discard();
    throw error;
  }
  await deleteOld(deps, result.oldKeys);
  return presentInstance(result.row, (key) => deps.storage.urlFor(key));
}
