// Every call into nerdamer goes through here. nerdamer keeps state between calls in the process: `x:12` (what a
// student writes for a ratio) assigns x for every later call, `f(x):=…` defines a function, and every expression
// it evaluates is kept in a list that only grows. The homework engine must be a pure function of the question, so
// input with nerdamer's assignment syntax is refused and the state is cleared after each call: one student's
// "x:12 = 5:8" left every later integral in x unanswered on that server.
import nerdamer from 'nerdamer';
import 'nerdamer/Algebra.js';
import 'nerdamer/Calculus.js';
import 'nerdamer/Solve.js';

/** nerdamer's assignment operators (`:` and `:=`); nothing the engine sends it needs them. */
const ASSIGNMENT = /:/;

function isolated(input: string, call: () => string): string {
  if (ASSIGNMENT.test(input)) throw new Error('nerdamer input with an assignment is refused');
  try {
    return call();
  } finally {
    nerdamer.clearVars();
    nerdamer.flush();
  }
}

/** `nerdamer(text)` as text, e.g. `solve(x^2-4, x)`, `expand((x+1)^2)`, `simplify(…)`. */
export const nerdamerEvaluate = (text: string): string => isolated(text, () => nerdamer(text).toString());

/** nerdamer's factorisation of an expression, as text. */
export const nerdamerFactor = (text: string): string =>
  isolated(text, () => nerdamer.factor(text).toString());

/** nerdamer's antiderivative of an expression in `variable`, as text. */
export const nerdamerIntegrate = (text: string, variable: string): string =>
  isolated(`${text} ${variable}`, () => nerdamer.integrate(text, variable).toString());
