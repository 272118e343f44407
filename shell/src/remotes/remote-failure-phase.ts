/** When a remote failed: its code did not load, or it threw while rendering. */
export type RemoteFailurePhase = 'load' | 'render';
