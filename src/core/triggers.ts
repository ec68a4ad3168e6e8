/** Why a session checkpoint was taken (manifest `trigger`; the approval policies name them too). */
export const TRIGGERS = ['periodic', 'phase', 'pre_compact', 'stop', 'error', 'shutdown', 'detach', 'complete', 'manual'] as const;
export type Trigger = (typeof TRIGGERS)[number];
