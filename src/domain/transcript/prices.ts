import type { Usage } from './reader.js';

// What a conversation's tokens cost: the prices by model (estimates; [prices] in checkpoint.toml overrides them).

/** USD per million tokens. Estimates; configurable. */
export interface Price {
  input: number;
  output: number;
  cache_creation: number;
  cache_read: number;
}

/** Matched against the model name, first match wins. */
export const DEFAULT_PRICES: [RegExp, Price][] = [
  [/opus/i, { input: 15, output: 75, cache_creation: 18.75, cache_read: 1.5 }],
  [/sonnet/i, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }],
  [/haiku/i, { input: 0.8, output: 4, cache_creation: 1, cache_read: 0.08 }],
  [/.*/, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }],
];

/** What `usage` of `model` costs, in USD (0 for a model no price matches). */
export function usageCost(model: string, t: Usage, prices: [RegExp, Price][] = DEFAULT_PRICES): number {
  const price = prices.find(([re]) => re.test(model))?.[1];
  return price
    ? (t.input * price.input +
        t.output * price.output +
        t.cache_creation * price.cache_creation +
        t.cache_read * price.cache_read) /
        1e6
    : 0;
}
