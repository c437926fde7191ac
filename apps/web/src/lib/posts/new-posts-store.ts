import { create } from 'zustand';

/** Most new posts the pill remembers (and loads at once); older news is dropped. */
const MAX_NEW_POSTS = 20;

interface NewPostsState {
  /** Ids of posts written nearby since the feed was loaded, oldest first (the live feed, issue 18). */
  ids: string[];
  add(id: string): void;
  /** Answers the ids and forgets them. */
  take(): string[];
  clear(): void;
}

/** Filled by the notification stream's `post` events; read by the feed's 'N new posts' pill. */
export const useNewPosts = create<NewPostsState>((set, get) => ({
  ids: [],
  add: (id) => set((state) => (state.ids.includes(id) ? state : { ids: [...state.ids, id].slice(-MAX_NEW_POSTS) })),
  take: () => {
    const { ids } = get();
    set({ ids: [] });
    return ids;
  },
  clear: () => set({ ids: [] }),
}));
