// Deterministic choices for the load mix: the same options give the same sequence of requests, and
// every kind with a weight appears in its share from the start (no luck of the draw), so a short
// run still exercises the whole mix and two runs can be compared.

// Smooth weighted round-robin (as nginx balances upstreams): each turn every item gains its weight,
// the richest is chosen and pays the total. Weights 5:1:1 give a a b a c a a, not a a a a a b c.
export function createWeightedRotation<T extends { readonly weight: number }>(items: readonly T[]): () => T {
  const live = items.filter((item) => item.weight > 0);
  if (live.length === 0) throw new Error('A weighted rotation needs an item with a weight above 0');
  const total = live.reduce((sum, item) => sum + item.weight, 0);
  const entries = live.map((item) => ({ item, current: 0 }));
  return () => {
    for (const entry of entries) entry.current += entry.item.weight;
    const best = entries.reduce((richest, entry) => (entry.current > richest.current ? entry : richest));
    best.current -= total;
    return best.item;
  };
}

// Each item in turn, again and again.
export function createRoundRobin<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('A round robin needs at least one item');
  let next = 0;
  return () => {
    const item = items[next % items.length] as T;
    next += 1;
    return item;
  };
}
