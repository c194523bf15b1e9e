/**
 * Logistic models over named features: the field finder's candidate scores. The weights are
 * learned from the tuned part of the labelled corpora by `pnpm --filter @billfold/bench
 * train-extractor` and committed as data (weights.ts); a feature the weights do not name counts
 * for nothing.
 */
export type Weights = Readonly<Record<string, number>>;
export type Features = Readonly<Record<string, number>>;

export function logit(weights: Weights, features: Features): number {
  let sum = 0;
  for (const [name, value] of Object.entries(features)) sum += (weights[name] ?? 0) * value;
  return sum;
}

export function probability(weights: Weights, features: Features): number {
  return 1 / (1 + Math.exp(-logit(weights, features)));
}

/**
 * Fits a logistic regression (L2-regularised, bias not penalised) by full-batch gradient descent
 * with Adam steps. Used by the training script; here so that it is tested with the model it feeds.
 */
export function fitLogistic(
  samples: readonly { features: Features; label: 0 | 1 }[],
  options: { l2?: number; iterations?: number; rate?: number } = {},
): Record<string, number> {
  const l2 = options.l2 ?? 0.01;
  const iterations = options.iterations ?? 3000;
  const rate = options.rate ?? 0.05;
  const names = [...new Set(samples.flatMap((sample) => Object.keys(sample.features)))].sort();
  const index = new Map(names.map((name, position) => [name, position]));
  const rows = samples.map((sample) => {
    const row = new Float64Array(names.length);
    for (const [name, value] of Object.entries(sample.features)) row[index.get(name)!] = value;
    return { row, label: sample.label };
  });
  const weights = new Float64Array(names.length);
  const m = new Float64Array(names.length);
  const v = new Float64Array(names.length);
  const bias = index.get('bias');
  for (let step = 1; step <= iterations; step++) {
    const gradient = new Float64Array(names.length);
    for (const { row, label } of rows) {
      let z = 0;
      for (let k = 0; k < row.length; k++) z += weights[k]! * row[k]!;
      const error = 1 / (1 + Math.exp(-z)) - label;
      for (let k = 0; k < row.length; k++) gradient[k]! += (error * row[k]!) / rows.length;
    }
    for (let k = 0; k < names.length; k++) {
      const g = gradient[k]! + (k === bias ? 0 : l2 * weights[k]!);
      m[k] = 0.9 * m[k]! + 0.1 * g;
      v[k] = 0.999 * v[k]! + 0.001 * g * g;
      const mHat = m[k]! / (1 - 0.9 ** step);
      const vHat = v[k]! / (1 - 0.999 ** step);
      weights[k]! -= (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return Object.fromEntries(names.map((name, k) => [name, Math.round(weights[k]! * 1e4) / 1e4]));
}
