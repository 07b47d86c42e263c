/**
 * The first `k` of `count` candidate positions in the order (key1, key2, position), in that order: a max-heap
 * of the k kept, so a page of 20 out of 50,000 plans costs one comparison for most plans rather than a sort.
 */
export const firstK = (
  candidates: Int32Array,
  count: number,
  k: number,
  key1: Float64Array,
  key2: Float64Array,
): number[] => {
  const before = (a: number, b: number): boolean => {
    const a1 = key1[a] ?? 0;
    const b1 = key1[b] ?? 0;
    if (a1 !== b1) return a1 < b1;
    const a2 = key2[a] ?? 0;
    const b2 = key2[b] ?? 0;
    return a2 !== b2 ? a2 < b2 : a < b;
  };
  const heap: number[] = [];
  const siftDown = () => {
    for (let at = 0; ;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let last = at;
      if (left < heap.length && before(heap[last] as number, heap[left] as number)) last = left;
      if (right < heap.length && before(heap[last] as number, heap[right] as number)) last = right;
      if (last === at) return;
      [heap[at], heap[last]] = [heap[last] as number, heap[at] as number];
      at = last;
    }
  };
  for (let c = 0; c < count && k > 0; c += 1) {
    const position = candidates[c] as number;
    if (heap.length < k) {
      heap.push(position);
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >> 1;
        if (!before(heap[parent] as number, heap[at] as number)) break;
        [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
        at = parent;
      }
    } else if (before(position, heap[0] as number)) {
      heap[0] = position;
      siftDown();
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1));
};
