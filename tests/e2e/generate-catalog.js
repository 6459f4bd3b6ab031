// A valid catalog of any size, for the huge-catalog tests and the
// benchmark: series of 10 parts with varied, searchable titles.
const WORDS = ['cache', 'kernel', 'tensor', 'memory', 'vector', 'thread', 'atomic', 'pipeline', 'shader', 'scheduler', 'queue', 'latency'];

export function generateCatalog(parts, perSeries = 10) {
  const topics = [
    { id: 'gpu', label: 'GPU' },
    { id: 'cpu', label: 'CPU' },
    { id: 'memory', label: 'Memory' },
  ];
  const series = [];
  for (let s = 0; s * perSeries < parts; s++) {
    const count = Math.min(perSeries, parts - s * perSeries);
    const word = WORDS[s % WORDS.length];
    series.push({
      id: `series-${s}`,
      section: s % 5 === 4 ? 'past' : 'active',
      title: `Series ${s}: the ${word} in depth`,
      summary: `A generated series about ${word} number ${s}, with ${count} parts in reading order.`,
      topics: [topics[s % topics.length].id],
      parts: Array.from({ length: count }, (_, p) => ({
        id: `part-${p}`,
        title: `Part ${p} of series ${s}: ${WORDS[(s + p) % WORDS.length]} s${s}p${p}`,
      })),
    });
  }
  return {
    schema: 1,
    title: 'Generated Series',
    subtitle: `${parts} parts`,
    topics,
    sections: [
      { id: 'active', title: 'Active Series' },
      { id: 'past', title: 'Past Series' },
    ],
    series,
  };
}
