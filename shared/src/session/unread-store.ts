import { create } from 'zustand';

/**
 * Unread notification count: written by the notifications module (bell and page),
 * readable by anyone, e.g. a future tab-title badge.
 */
export interface UnreadState {
  count: number;
  setCount(count: number): void;
  increment(): void;
}

export const useUnread = create<UnreadState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count: Math.max(0, count) }),
  increment: () => set((s) => ({ count: s.count + 1 })),
}));
