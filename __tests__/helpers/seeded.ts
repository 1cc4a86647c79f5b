/** A seeded linear congruential generator: the same seed gives the same texts in every run. */
export function seeded(seed: number): () => number {
  let state = seed
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31)
}
