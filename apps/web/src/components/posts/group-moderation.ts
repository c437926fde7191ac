import { createContext, useContext } from 'react';

/**
 * Whether the viewer moderates the posts shown below (a group's owner or admin on its page):
 * they may delete any post or comment there, though they edit only their own.
 */
export const GroupModerationContext = createContext(false);

export const useModeratesPosts = () => useContext(GroupModerationContext);
