/**
 * The value of the sample `name` whose labels include `labels` in a Prometheus text exposition,
 * or undefined when there is none.
 */
export function metricSample(
  text: string,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.lastIndexOf('}'));
    const found = new Map<string, string>();
    for (const [, key, value] of labelText.matchAll(/(\w+)="([^"]*)"/g)) found.set(key!, value!);
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}
