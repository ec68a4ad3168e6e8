/** PAI Algorithm phases, in order (OBSERVE 1 … LEARN 7). Kept free of zod: the hot path imports it. */
export const PHASES = ['OBSERVE', 'THINK', 'PLAN', 'BUILD', 'EXECUTE', 'VERIFY', 'LEARN'] as const;
export type PhaseName = (typeof PHASES)[number];

export function phaseName(n: number): PhaseName | undefined {
  return PHASES[n - 1];
}
