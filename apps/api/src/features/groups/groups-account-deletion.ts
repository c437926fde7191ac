import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';
import { deleteGroups, groupFileKeys } from './groups-repository.js';
import { deleteMembership, ownedGroupsWithHeirs, setMemberRole } from './group-members-repository.js';

/**
 * A group outlives its owner when someone else belongs: the longest-standing admin, else the
 * longest-standing member, takes it over. A group nobody else belongs to goes, with its posts,
 * comments, notifications and files. The person's own memberships and requests go by cascade.
 */
export const groupsAccountDeletion: AccountDeletionPart = {
  name: 'groups',
  references: [{ table: 'group_members', column: 'user_id' }],
  async deleteWithin(trx, account) {
    const owned = await ownedGroupsWithHeirs(trx, account.id);
    const orphaned: string[] = [];
    for (const { group_id: groupId, heir_id: heirId } of owned) {
      if (heirId === null) {
        orphaned.push(groupId);
        continue;
      }
      // One owner at a time (a unique index): the old owner's row goes before the heir is named.
      await deleteMembership(trx, groupId, account.id);
      await setMemberRole(trx, groupId, heirId, 'owner');
    }
    const files = await groupFileKeys(trx, orphaned);
    await deleteGroups(trx, orphaned);
    return { files };
  },
};
