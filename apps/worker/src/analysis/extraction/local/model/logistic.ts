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
  return descend(names, { l2, iterations, rate, unpenalised: index.get('bias') }, (weights) => {
    const gradient = new Float64Array(names.length);
    for (const { row, label } of rows) {
      let z = 0;
      for (let k = 0; k < row.length; k++) z += weights[k]! * row[k]!;
      const error = 1 / (1 + Math.exp(-z)) - label;
      for (let k = 0; k < row.length; k++) gradient[k]! += (error * row[k]!) / rows.length;
    }
    return gradient;
  });
}

/**
 * Fits a conditional logit (a softmax over the candidates of one invoice, L2-regularised, no
 * bias): the model of a choice of one candidate among many, as the field finder uses it. Each
 * group is one invoice's candidates; a group with several right candidates (the same name
 * printed twice) counts the probability of any of them. Groups without a right candidate teach
 * nothing and are skipped. `groupWeights` (one per group, 1 unless given) weigh each group's
 * share of the loss: generated invoices count less than real ones.
 */
export function fitSoftmax(
  groups: readonly (readonly { features: Features; label: 0 | 1 }[])[],
  options: {
    l2?: number;
    iterations?: number;
    rate?: number;
    groupWeights?: readonly number[];
  } = {},
): Record<string, number> {
  const l2 = options.l2 ?? 0.01;
  const iterations = options.iterations ?? 2000;
  const rate = options.rate ?? 0.05;
  const kept = groups
    .map((group, position) => ({ group, weight: options.groupWeights?.[position] ?? 1 }))
    .filter(({ group }) => group.some((sample) => sample.label === 1));
  const usable = kept.map(({ group }) => group);
  const shares = kept.map(({ weight }) => weight);
  const totalWeight = shares.reduce((sum, weight) => sum + weight, 0);
  const names = [
    ...new Set(usable.flatMap((group) => group.flatMap((sample) => Object.keys(sample.features)))),
  ]
    .filter((name) => name !== 'bias')
    .sort();
  const index = new Map(names.map((name, position) => [name, position]));
  const matrices = usable.map((group) =>
    group.map((sample) => {
      const row = new Float64Array(names.length);
      for (const [name, value] of Object.entries(sample.features)) {
        const position = index.get(name);
        if (position !== undefined) row[position] = value;
      }
      return { row, label: sample.label };
    }),
  );
  return descend(names, { l2, iterations, rate }, (weights) => {
    const gradient = new Float64Array(names.length);
    for (const [position, rows] of matrices.entries()) {
      const share = shares[position]! / totalWeight;
      const z = rows.map(({ row }) => {
        let sum = 0;
        for (let k = 0; k < row.length; k++) sum += weights[k]! * row[k]!;
        return sum;
      });
      const top = Math.max(...z);
      const e = z.map((each) => Math.exp(each - top));
      const total = e.reduce((sum, each) => sum + each, 0);
      const right = e.reduce((sum, each, i) => sum + (rows[i]!.label ? each : 0), 0);
      rows.forEach(({ row, label }, i) => {
        // d(-log P(right))/dz_i = p_i - q_i, q the probability within the right candidates.
        const g = e[i]! / total - (label ? e[i]! / right : 0);
        if (g !== 0) for (let k = 0; k < row.length; k++) gradient[k]! += g * row[k]! * share;
      });
    }
    return gradient;
  });
}

/**
 * Full-batch gradient descent with Adam steps over one weight per name, from zero:
 * `gradientAt(weights)` is the loss's gradient at each step, to which L2 adds `l2 * weight` for
 * every weight but the `unpenalised` one. The weights by name, rounded to four decimals.
 */
function descend(
  names: readonly string[],
  options: { l2: number; iterations: number; rate: number; unpenalised?: number },
  gradientAt: (weights: Float64Array) => Float64Array,
): Record<string, number> {
  const { l2, iterations, rate, unpenalised } = options;
  const weights = new Float64Array(names.length);
  const m = new Float64Array(names.length);
  const v = new Float64Array(names.length);
  for (let step = 1; step <= iterations; step++) {
    const gradient = gradientAt(weights);
    for (let k = 0; k < names.length; k++) {
      const g = gradient[k]! + (k === unpenalised ? 0 : l2 * weights[k]!);
      m[k] = 0.9 * m[k]! + 0.1 * g;
      v[k] = 0.999 * v[k]! + 0.001 * g * g;
      const mHat = m[k]! / (1 - 0.9 ** step);
      const vHat = v[k]! / (1 - 0.999 ** step);
      weights[k]! -= (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return Object.fromEntries(names.map((name, k) => [name, Math.round(weights[k]! * 1e4) / 1e4]));
}
