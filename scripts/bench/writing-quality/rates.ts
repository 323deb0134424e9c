/** One-sided 95 % upper bound of a rate seen k times in n (Clopper–Pearson, by bisection on the binomial tail). */
export function upperBound95(k: number, n: number): number {
  if (n === 0) return 1;
  const cdf = (p: number) => {
    let term = (1 - p) ** n;
    let sum = term;
    for (let i = 1; i <= k; i += 1) {
      term *= ((n - i + 1) / i) * (p / (1 - p));
      sum += term;
    }
    return sum;
  };
  let lo = k / n;
  let hi = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (cdf(mid) > 0.05) lo = mid;
    else hi = mid;
  }
  return hi;
}
