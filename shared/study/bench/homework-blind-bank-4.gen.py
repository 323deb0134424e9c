#!/usr/bin/env python3
"""Writes homework-blind-bank-4.json (and the make-up table of homework-blind-bank-4.md): the fourth blind bank.

Every expected answer is computed here, never typed in: fractions for exact arithmetic, math/statistics for
measurement, statistics and physics, sympy for equations (every real solution substituted back into the equation as
asked), systems (substituted back), inequalities (boundaries of sympy's solution set), trigonometric equations
(solveset over the asked interval, cross-checked by a sign scan), derivatives, integrals (differentiated back),
limits and definite integrals; balancing by the nullspace of the element matrix; molar masses by a formula parser
with IUPAC conventional atomic weights. Every expected expression is parsed by mathjs (the scorer's parser, through
node) and compared with sympy at sample points before anything is written.

Run: python3 shared/study/bench/homework-blind-bank-4.gen.py && npx prettier --write shared/study/bench/homework-blind-bank-4.json
"""
import json
import math
import os
import re
import statistics
import subprocess
from collections import Counter
from fractions import Fraction as Fr

import sympy as sp

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
x, y, z, n, a, b, p, q, t = sp.symbols('x y z n a b p q t')
pi, E = sp.pi, sp.E
AVOGADRO = 6.02214076e23

ITEMS = []
EXPR_CHECKS = []  # (item index, mathjs text, sympy expression, variable name, sample points)
DEFAULT_POINTS = [0.35, 0.8, 1.25, 1.7, 2.45]


def num(v):
    v = complex(sp.N(v, 30)) if isinstance(v, sp.Basic) else complex(v)
    assert abs(v.imag) < 1e-12, v
    return float(f'{v.real:.10g}')


def add(area, question, expect):
    ITEMS.append({'area': area, 'question': question, 'expect': expect})


def val(area, question, *values):
    assert values, question
    add(area, question, {'values': [num(v) for v in values]})


def to_mathjs(e):
    s = sp.sstr(e, order='none')
    s = s.replace('**', '^')
    s = re.sub(r'\bAbs\(', 'abs(', s)
    s = re.sub(r'\bE\b', 'e', s)
    assert 'I' not in re.findall(r'\b[A-Z]\b', s), s
    return s


def expr(area, question, e, var=x, up_to_constant=False, points=None):
    text = to_mathjs(e)
    expect = {'expression': text, 'variable': str(var)}
    if up_to_constant:
        expect['upToConstant'] = True
    EXPR_CHECKS.append((len(ITEMS), text, e, var, points or DEFAULT_POINTS))
    add(area, question, expect)


def real_value(e, subs):
    v = complex(sp.N(e.subs(subs), 30))
    return v.real if abs(v.imag) < 1e-12 else None


def real_solutions(lhs, rhs=0, var=x):
    """Real solutions of lhs = rhs, each substituted back into the equation as asked (extraneous roots dropped)."""
    lhs, rhs = sp.sympify(lhs), sp.sympify(rhs)
    real = sp.Symbol(str(var), real=True)
    found = sp.solve(sp.Eq(lhs.subs(var, real), rhs.subs(var, real)), real)
    kept = []
    for s in found:
        sv = complex(sp.N(s, 30))
        if abs(sv.imag) > 1e-12:
            continue
        l, r = real_value(lhs, {var: sv.real}), real_value(rhs, {var: sv.real})
        if l is None or r is None or abs(l - r) > 1e-9 * max(1, abs(r)):
            continue
        if all(abs(sv.real - k) > 1e-9 for k in kept):
            kept.append(sv.real)
    assert kept, (lhs, rhs)
    return sorted(kept)


def solve(area, question, lhs, rhs=0, var=x, count=None):
    sols = real_solutions(lhs, rhs, var)
    if count is not None:
        assert len(sols) == count, (question, sols)
    val(area, question, *sols)


def no_real_roots(area, question, poly):
    poly = sp.Poly(sp.sympify(poly), x)
    A, B, C = poly.all_coeffs()
    assert B * B - 4 * A * C < 0, question
    add(area, question, {'complex': True})


def system(area, question, eqs, vars_, order=None):
    sols = sp.solve(eqs, vars_, dict=True)
    assert len(sols) >= 1, question
    values = []
    for s in sols:
        for e in eqs:
            assert abs(complex(sp.N((e.lhs - e.rhs).subs(s)))) < 1e-9
        for v in order or vars_:
            values.append(s[v])
    val(area, question, *values)


def inequality_bounds(area, question, rel, var=x):
    parts = rel.args if isinstance(rel, sp.And) else [rel]
    sset = sp.Intersection(*[sp.solve_univariate_inequality(r, var, relational=False) for r in parts])
    bounds = set()
    for part in (sset.args if isinstance(sset, sp.Union) else [sset]):
        for end in (part.start, part.end):
            if end.is_finite:
                bounds.add(end)
    assert bounds, question
    val(area, question, *sorted(bounds, key=float))


def trig_solutions(area, question, f, lo, hi, degrees=True, count=None):
    """Solutions of f(x) = 0 (x in radians inside f) in [lo, hi] (degrees when degrees=True)."""
    lo_r, hi_r = (sp.rad(lo), sp.rad(hi)) if degrees else (lo, hi)
    sols = sp.solveset(sp.Eq(f, 0), x, sp.Interval(lo_r, hi_r))
    assert isinstance(sols, sp.FiniteSet), (question, sols)
    out = []
    for s in sols:
        assert abs(complex(sp.N(f.subs(x, s)))) < 1e-9
        out.append(float(sp.deg(s)) if degrees else float(s))
    out.sort()
    # Cross-check: a fine scan finds no root the symbolic answer misses (sign changes and touching zeros).
    fl = sp.lambdify(x, f, 'math')
    steps = 20000
    grid = [float(lo_r) + (float(hi_r) - float(lo_r)) * i / steps for i in range(steps + 1)]
    vals = [fl(g) for g in grid]
    for i in range(steps):
        # (a sign change across a pole, as tan's, is not a root: both sides are large there)
        if (vals[i] * vals[i + 1] < 0 and abs(vals[i]) + abs(vals[i + 1]) < 1) or abs(vals[i]) < 1e-7:
            g = math.degrees(grid[i]) if degrees else grid[i]
            width = 2 * (math.degrees(grid[1] - grid[0]) if degrees else grid[1] - grid[0])
            assert any(abs(g - s) <= width for s in out), (question, g, out)
    if count is not None:
        assert len(out) == count, (question, out)
    val(area, question, *out)


def derivative(area, question, f, var=x, order=1):
    d = sp.diff(f, var, order)
    expr(area, question, d, var)


def integral(area, question, f, var=x, log_abs=False):
    F = sp.integrate(f, var)
    assert not F.has(sp.Integral), question
    for pt in DEFAULT_POINTS:
        assert abs(complex(sp.N((sp.diff(F, var) - f).subs(var, pt)))) < 1e-9, question
    if log_abs:
        F = F.replace(sp.log, lambda arg: sp.log(sp.Abs(arg)))
    expr(area, question, F, var, up_to_constant=True)


def definite(area, question, f, lo, hi, var=x):
    value = sp.integrate(f, (var, lo, hi))
    F = sp.integrate(f, var)
    assert abs(complex(sp.N(F.subs(var, hi) - F.subs(var, lo) - value))) < 1e-9
    val(area, question, value)


def limit(area, question, f, point, var=x):
    val(area, question, sp.limit(f, var, point))


# ------------------------------------------------------------------ chemistry helpers
WEIGHTS = {
    'H': 1.008, 'He': 4.0026, 'Li': 6.94, 'C': 12.011, 'N': 14.007, 'O': 15.999, 'F': 18.998, 'Na': 22.990,
    'Mg': 24.305, 'Al': 26.982, 'Si': 28.085, 'P': 30.974, 'S': 32.06, 'Cl': 35.45, 'K': 39.098, 'Ca': 40.078,
    'Cr': 51.996, 'Mn': 54.938, 'Fe': 55.845, 'Cu': 63.546, 'Zn': 65.38, 'Br': 79.904, 'Ag': 107.87,
    'I': 126.90, 'Ba': 137.33, 'Pb': 207.2,
}


def parse_group(s):
    stack = [Counter()]
    tokens = re.findall(r'[A-Z][a-z]?|\(|\)|\d+', s)
    assert ''.join(tokens) == s, s
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        mult = int(tokens[i + 1]) if i + 1 < len(tokens) and tokens[i + 1].isdigit() else 1
        if tok == '(':
            stack.append(Counter())
            i += 1
            continue
        if tok == ')':
            group = stack.pop()
            for el, c in group.items():
                stack[-1][el] += c * mult
            i += 2 if mult != 1 or (i + 1 < len(tokens) and tokens[i + 1] == '1') else 1
            continue
        assert tok in WEIGHTS, tok
        stack[-1][tok] += mult
        i += 2 if i + 1 < len(tokens) and tokens[i + 1].isdigit() else 1
    assert len(stack) == 1, s
    return stack[0]


def composition(formula):
    total = Counter()
    for i, part in enumerate(re.split(r'[·.*]', formula)):
        mult = 1
        if i > 0:
            m = re.match(r'(\d+)(.*)', part)
            if m:
                mult, part = int(m.group(1)), m.group(2)
        for el, c in parse_group(part).items():
            total[el] += c * mult
    return total


def molar_mass(formula):
    return sum(WEIGHTS[el] * c for el, c in composition(formula).items())


def balance(area, question, reactants, products):
    species = reactants + products
    comps = [composition(s) for s in species]
    elements = sorted(set().union(*comps))
    rows = [[c[el] * (1 if i < len(reactants) else -1) for i, c in enumerate(comps)] for el in elements]
    ns = sp.Matrix(rows).nullspace()
    assert len(ns) == 1, question
    v = ns[0]
    v = v * sp.ilcm(*[term.q for term in v])
    v = v / sp.igcd(*[int(term) for term in v])
    if v[0] < 0:
        v = -v
    coeffs = [int(term) for term in v]
    assert all(c > 0 for c in coeffs), question
    for el in elements:
        assert sum(r * c for r, c in zip([row for row in rows if True][elements.index(el)], coeffs)) == 0
    add(area, question, {'coefficients': coeffs})


# ================================================================== arithmetic and fractions
A = 'arithmetic and fractions'
val(A, '2/3 + 4/9', Fr(2, 3) + Fr(4, 9))
val(A, 'what is 5/6 of 84', Fr(5, 6) * 84)
val(A, '1 2/3 ÷ 5/9', Fr(5, 3) / Fr(5, 9))
val(A, 'simplify the fraction 84/126', Fr(84, 126))
val(A, '−7 + 3 × (−4)²', -7 + 3 * (-4) ** 2)
val(A, 'evaluate 18 - 6 ÷ 3 × 2 + 1', 18 - Fr(6, 3) * 2 + 1)
val(A, 'Q1 (a) Work out 3.2 × 0.45   [1 mark]', Fr('3.2') * Fr('0.45'))
val(A, '0.6 ÷ 0.025 = ?', Fr('0.6') / Fr('0.025'))
val(A, 'write 0.375 as a fraction in its simplest form', Fr(3, 8))
val(A, 'find the HCF of 84 and 126', math.gcd(84, 126))
val(A, 'lcm(18, 24, 40)', math.lcm(18, 24, 40))
val(A, "What's the lowest common multiple of 14 and 35?", math.lcm(14, 35))
val(A, '√196 + ∛343', 14 + 7)
val(A, 'what is 2^-3 as a decimal', Fr(1, 8))
val(A, 'evaluate 27^(2/3) without a calculator', sp.Integer(27) ** sp.Rational(2, 3))
val(A, '(3.6 × 10^5) × (4 × 10^-2), give your answer in standard form', Fr('3.6e5') * Fr('4e-2'))
val(A, 'calculate (8.1 x 10^6) ÷ (2.7 x 10^2)', Fr('8.1e6') / Fr('2.7e2'))
val(A, 'Work out 4 3/5 − 2 7/10. Give your answer as a mixed number.', Fr(23, 5) - Fr(27, 10))
val(A, '1/(1/3 + 1/6)', 1 / (Fr(1, 3) + Fr(1, 6)))
val(A, 'what is the reciprocal of 2 1/2', 1 / Fr(5, 2))
val(A, '|−8| − |3 − 11|', abs(-8) - abs(3 - 11))
val(A, '5!/3!', math.factorial(5) // math.factorial(3))
val(A, "what's 17 squared minus 13 squared", 17 ** 2 - 13 ** 2)
val(A, '4 + 8 / (2 + 2) * 3', 4 + Fr(8, 4) * 3)
val(A, 'Evaluate (2/5)^2 × 15/4', Fr(2, 5) ** 2 * Fr(15, 4))
val(A, 'express 0.454545... (45 recurring) as a fraction', Fr(45, 99))
val(A, '7.2 × 10³ + 4.5 × 10²  (standard form please)', Fr(7200) + Fr(450))
val(A, 'calculate 45.6 divided by 0.08', Fr('45.6') / Fr('0.08'))
val(A, '−3 − (−9) + 2 × (−5)', -3 - (-9) + 2 * (-5))
val(A, r'\frac{3}{4} \times \frac{8}{15}', Fr(3, 4) * Fr(8, 15))
val(A, 'sqrt(50) * sqrt(8)', sp.sqrt(50) * sp.sqrt(8))
val(A, 'simplify √72', sp.sqrt(72))
val(A, 'hey can someone help, whats 3/7 divided by 9/14??', Fr(3, 7) / Fr(9, 14))
val(A, '16^(-1/2)', sp.Integer(16) ** sp.Rational(-1, 2))
val(A, 'round 3.14159 × 2.5 to 3 significant figures', sp.Float('7.85'))

# ================================================================== percentages and money
P = 'percentages and money'
val(P, 'what is 17.5% of £360', Fr('17.5') / 100 * 360)
val(P, 'increase 85 by 12%', 85 * Fr(112, 100))
val(P, "A jacket costs $64 and is reduced by 15% in a sale. What's the sale price?", 64 * Fr(85, 100))
val(P, 'A phone costs £240 after a 20% discount. What was the original price?', 240 / Fr(80, 100))
val(P, 'price including 20% VAT is £54. what was the price before VAT', 54 / Fr(120, 100))
val(P, 'express 18 as a percentage of 75', Fr(18, 75) * 100)
val(P, 'percentage change from 250 to 315', Fr(315 - 250, 250) * 100)
val(P, 'A house was bought for £180,000 and sold for £153,000. Work out the percentage loss.',
    Fr(180000 - 153000, 180000) * 100)
val(P, '£2500 is invested at 3.5% compound interest per annum. Find its value after 4 years.', 2500 * Fr(1035, 1000) ** 4)
val(P, 'simple interest on $1200 at 4% per year for 3 years', 1200 * Fr(4, 100) * 3)
val(P, '$5000 is invested at 6% annual interest compounded monthly. how much after 2 years?', 5000 * Fr(1005, 1000) ** 24)
val(P, 'A car worth £18 000 depreciates by 12% each year. What is it worth after 3 years?', 18000 * Fr(88, 100) ** 3)
val(P, 'What is 0.3% of 4500?', Fr(3, 1000) * 4500)
val(P, 'write 3/8 as a percentage', Fr(3, 8) * 100)
val(P, 'our restaurant bill is $86.40 and we want to leave a 15% tip. what is the total?', Fr('86.40') * Fr(115, 100))
val(P, 'A town’s population grew by 4% one year and by 5% the next. What is the overall percentage increase?',
    (Fr(104, 100) * Fr(105, 100) - 1) * 100)
val(P, 'After a 30% pay rise, Jo earns £32,500. What did she earn before the rise?', 32500 / Fr(130, 100))
val(P, 'Sam got 42 out of 60 on a test. What percent is that?', Fr(42, 60) * 100)
val(P, 'an estate agent charges 2.5% commission. how much commission on a $340,000 house?', Fr(25, 1000) * 340000)
val(P, 'Decrease 640 kg by 35%.', 640 * Fr(65, 100))
val(P, 'If £1 = €1.17, how many euros do I get for £250?', 250 * Fr('1.17'))
val(P, 'convert €150 to US dollars when €1 = $1.08', 150 * Fr('1.08'))
val(P, 'I earn £12 per hour and work 37.5 hours a week. How much do I earn each week?', 12 * Fr('37.5'))
val(P, 'what percent of 180 is 45', Fr(45, 180) * 100)
val(P, 'A laptop costs $899. Sales tax is 8.25%. What is the total cost?', Fr(899) * Fr('1.0825'))
val(P, 'a shop buys a toy for £8 and sells it for £11. what is the percentage profit', Fr(3, 8) * 100)

# ================================================================== ratio and proportion
R = 'ratio and proportion'
val(R, 'Share £120 in the ratio 3:5', Fr(120 * 3, 8), Fr(120 * 5, 8))
val(R, 'divide 84 in the ratio 2 : 3 : 7', 84 * Fr(2, 12), 84 * Fr(3, 12), 84 * Fr(7, 12))
val(R, 'The ratio of boys to girls in a class is 4:5. There are 35 girls. How many boys are there?', Fr(35 * 4, 5))
val(R, 'If 5 pens cost $3.40, how much do 8 pens cost?', Fr('3.40') / 5 * 8)
val(R, 'It takes 6 workers 15 days to build a wall. How many days would 9 workers take?', Fr(6 * 15, 9))
val(R, 'y is directly proportional to x. y = 14 when x = 4. Find y when x = 10.', Fr(14, 4) * 10)
val(R, 'y is inversely proportional to x². When x = 3, y = 8. Find y when x = 6.', Fr(8 * 9, 36))
val(R, 'A map has a scale of 1:25 000. Two villages are 6.4 cm apart on the map. How far apart are they in km?',
    Fr('6.4') * 25000 / 100000)
val(R, 'a recipe for 4 people uses 300 g of flour. how much flour for 10 people', Fr(300, 4) * 10)
val(R, 'a:b = 2:3 and b:c = 4:5. Find a:b:c in its simplest form', 8, 12, 15)
val(R, 'Red and blue beads are in the ratio 7:3. There are 80 beads in total. how many are red', Fr(80 * 7, 10))
val(R, 'solve for x:  x : 12 = 5 : 8', Fr(12 * 5, 8))
val(R, 'A car uses 6 litres of petrol to travel 75 km. How many litres will it use for 200 km?', Fr(6, 75) * 200)
val(R, 'p is proportional to the square root of q. p = 12 when q = 16. Find p when q = 49.', Fr(12, 4) * 7)

# ================================================================== algebra
G = 'algebra'
solve(G, 'solve 3x + 7 = 22', 3 * x + 7, 22)
solve(G, '5(x − 2) = 3x + 8', 5 * (x - 2), 3 * x + 8)
solve(G, r'\frac{x}{4} + 3 = 7', x / 4 + 3, 7)
solve(G, 'Solve for x: (2x+1)/3 = (x-4)/2', (2 * x + 1) / 3, (x - 4) / 2)
solve(G, 'slove 7 - 2x = 3(x + 4)', 7 - 2 * x, 3 * (x + 4))
solve(G, 'solve 0.4x − 1.2 = 2', sp.Rational(2, 5) * x - sp.Rational(6, 5), 2)
expr(G, 'expand (x+5)(x-3)', sp.expand((x + 5) * (x - 3)))
expr(G, 'expand and simplify (2x − 3)^2', sp.expand((2 * x - 3) ** 2))
expr(G, 'factorise x² − 9x + 20', sp.factor(x ** 2 - 9 * x + 20))
expr(G, 'factorise completely 6x^2 - 24', sp.factor(6 * x ** 2 - 24))
expr(G, 'simplify (x^2 - 4)/(x + 2)', sp.cancel((x ** 2 - 4) / (x + 2)))
expr(G, 'simplify 3(2a + 4) - 2(a - 5)', sp.expand(3 * (2 * a + 4) - 2 * (a - 5)), var=a)
solve(G, 'solve |2x − 5| = 9', sp.Abs(2 * x - 5), 9, count=2)
solve(G, r'solve \sqrt{x + 7} = x - 5', sp.sqrt(x + 7), x - 5, count=1)
solve(G, '3/(x-1) = 2/(x+2)', 3 / (x - 1), 2 / (x + 2))
solve(G, '1/x + 1/(2x) = 3/4', 1 / x + 1 / (2 * x), sp.Rational(3, 4))
solve(G, 'solve x/(x-2) - 3 = 4/(x-2)', x / (x - 2) - 3, 4 / (x - 2))
val(G, 'evaluate 3a^2 - 2b when a = -2 and b = 5', 3 * (-2) ** 2 - 2 * 5)
val(G, 'If f = 2 and g = −3, work out the value of 4f − 5g', 4 * 2 - 5 * (-3))
solve(G, 'find x if 4(x + 2) - 3(2x - 1) = 5', 4 * (x + 2) - 3 * (2 * x - 1), 5)
solve(G, '(x+3)/5 = 2 - x/2', (x + 3) / 5, 2 - x / 2)
expr(G, 'expand x(x+2)(x-2)', sp.expand(x * (x + 2) * (x - 2)))
solve(G, 'Solve ∛(2x + 3) = 3', sp.cbrt(2 * x + 3), 3)
expr(G, 'simplify (x^2 + 5x + 6)/(x^2 - 9)', sp.cancel((x ** 2 + 5 * x + 6) / (x ** 2 - 9)), points=[0.35, 0.8, 1.25, 1.7, 4.5])
solve(G, 'Q4. Solve 2(3x − 1) − (x + 4) = 4x + 1', 2 * (3 * x - 1) - (x + 4), 4 * x + 1)
solve(G, 'solve for n: n/3 - n/4 = 2', n / 3 - n / 4, 2, var=n)
solve(G, '5 - 3(2 - y) = 2y + 4, find y', 5 - 3 * (2 - y), 2 * y + 4, var=y)
expr(G, 'expand (x - 1)^3', sp.expand((x - 1) ** 3))
solve(G, 'x^3 = 64', x ** 3, 64)
solve(G, 'find all real x with x^4 = 81', x ** 4, 81, count=2)
solve(G, 'solve 2x + 3 = 5x - 12 pls', 2 * x + 3, 5 * x - 12)
expr(G, 'simplify 4x - 2(3 - x) + 7', sp.expand(4 * x - 2 * (3 - x) + 7))

# ================================================================== inequalities
I = 'inequalities'
inequality_bounds(I, 'solve 3x - 4 > 11', 3 * x - 4 > 11)
inequality_bounds(I, '2(x+3) ≤ 5x − 9', 2 * (x + 3) <= 5 * x - 9)
inequality_bounds(I, 'Solve −4x + 1 < 13', -4 * x + 1 < 13)
inequality_bounds(I, 'solve the inequality (x - 2)/3 >= 4', (x - 2) / 3 >= 4)
inequality_bounds(I, 'Solve 1 < 2x + 3 ≤ 11', sp.And(1 < 2 * x + 3, 2 * x + 3 <= 11))
inequality_bounds(I, '5 - x/2 > 3', 5 - x / 2 > 3)
inequality_bounds(I, 'solve x^2 < 16', x ** 2 < 16)
inequality_bounds(I, 'x² − 5x + 6 ≥ 0, find the set of values of x', x ** 2 - 5 * x + 6 >= 0)
val(I, 'find the largest integer n such that 3n + 7 < 40', max(k for k in range(-100, 100) if 3 * k + 7 < 40))
inequality_bounds(I, 'Solve 7x + 2 ≥ 3x − 10 and write the answer in interval notation', 7 * x + 2 >= 3 * x - 10)
inequality_bounds(I, '|x - 3| < 5', sp.Abs(x - 3) < 5)
inequality_bounds(I, 'solve 2x^2 + x - 6 > 0', 2 * x ** 2 + x - 6 > 0)

# ================================================================== simultaneous equations
S = 'simultaneous equations'
Eq = sp.Eq
system(S, 'solve 3x + 2y = 16, x - y = 2', [Eq(3 * x + 2 * y, 16), Eq(x - y, 2)], [x, y])
system(S, 'solve simultaneously 5a + 3b = 21 and 2a - 3b = 0', [Eq(5 * a + 3 * b, 21), Eq(2 * a - 3 * b, 0)], [a, b])
system(S, 'y = 2x + 1 and y = -x + 7, find x and y', [Eq(y, 2 * x + 1), Eq(y, -x + 7)], [x, y])
system(S, '2x + 3y = 7\n4x − y = 7', [Eq(2 * x + 3 * y, 7), Eq(4 * x - y, 7)], [x, y])
system(S, 'Solve the system: x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2',
       [Eq(x + y + z, 6), Eq(2 * x - y + z, 3), Eq(x + 2 * y - z, 2)], [x, y, z])
system(S, '0.5x + 0.2y = 3.1 and x - y = -0.8', [Eq(sp.Rational(1, 2) * x + sp.Rational(1, 5) * y, sp.Rational(31, 10)),
                                                 Eq(x - y, sp.Rational(-4, 5))], [x, y])
system(S, 'solve y = x^2 and y = x + 6 simultaneously', [Eq(y, x ** 2), Eq(y, x + 6)], [x, y])
system(S, 'x/2 + y/3 = 4 and x - y = 3', [Eq(x / 2 + y / 3, 4), Eq(x - y, 3)], [x, y])
system(S, 'solve: 4x + 5y = 2 and 6x - 2y = 22', [Eq(4 * x + 5 * y, 2), Eq(6 * x - 2 * y, 22)], [x, y])
system(S, 'The lines 2x + y = 10 and x − y = −1 meet at which point?', [Eq(2 * x + y, 10), Eq(x - y, -1)], [x, y])
system(S, '7x - 3y = 5\n2x + 5y = 19', [Eq(7 * x - 3 * y, 5), Eq(2 * x + 5 * y, 19)], [x, y])
system(S, '3p + q = 17, p + 2q = 14. find p and q', [Eq(3 * p + q, 17), Eq(p + 2 * q, 14)], [p, q])
system(S, 'Solve {2x − y + 3z = 9, x + y + z = 6, x − y + z = 2}',
       [Eq(2 * x - y + 3 * z, 9), Eq(x + y + z, 6), Eq(x - y + z, 2)], [x, y, z])
system(S, 'x + y = 10, x^2 + y^2 = 58', [Eq(x + y, 10), Eq(x ** 2 + y ** 2, 58)], [x, y])

# ================================================================== quadratics
Q = 'quadratics'
solve(Q, 'x^2 - 7x + 12 = 0', x ** 2 - 7 * x + 12, count=2)
solve(Q, 'solve 2x² + 5x − 3 = 0', 2 * x ** 2 + 5 * x - 3, count=2)
no_real_roots(Q, 'x^2 + 4x + 13 = 0', x ** 2 + 4 * x + 13)
solve(Q, '3x^2 = 27', 3 * x ** 2, 27, count=2)
solve(Q, 'solve x(x - 5) = 14', x * (x - 5), 14, count=2)
solve(Q, 'Solve x^2 - 6x + 4 = 0, giving your answers to 3 significant figures', x ** 2 - 6 * x + 4, count=2)
val(Q, 'find the coordinates of the vertex of y = x^2 - 8x + 10', 4, 4 ** 2 - 8 * 4 + 10)
expr(Q, 'write x^2 + 6x + 2 in the form (x + a)^2 + b', (x + 3) ** 2 - 7)
solve(Q, 'find the roots of 4x^2 - 12x + 9 = 0', 4 * x ** 2 - 12 * x + 9, count=1)
solve(Q, 'use the quadratic formula to solve 5x² − 2x − 1 = 0', 5 * x ** 2 - 2 * x - 1, count=2)
val(Q, 'what is the discriminant of 2x^2 - 3x + 5', (-3) ** 2 - 4 * 2 * 5)
no_real_roots(Q, 'does x^2 + x + 1 = 0 have real roots? solve it', x ** 2 + x + 1)
solve(Q, '(x-3)^2 = 25', (x - 3) ** 2, 25, count=2)
solve(Q, 'Solve 6x^2 + x - 15 = 0', 6 * x ** 2 + x - 15, count=2)
solve(Q, 'x^2 = 5x', x ** 2, 5 * x, count=2)
solve(Q, 'solve x^4 - 13x^2 + 36 = 0', x ** 4 - 13 * x ** 2 + 36, count=4)
solve(Q, 'x^3 - 6x^2 + 11x - 6 = 0 find all roots', x ** 3 - 6 * x ** 2 + 11 * x - 6, count=3)
expr(Q, 'factorise 2x^2 + 7x + 3', sp.factor(2 * x ** 2 + 7 * x + 3))
val(Q, 'What is the minimum value of f(x) = 2x^2 − 12x + 7?', sp.minimum(2 * x ** 2 - 12 * x + 7, x))
solve(Q, 'solve x + 6/x = 5', x + 6 / x, 5, count=2)
solve(Q, 'x^2 - 2x - 1 = 0 (exact answers)', x ** 2 - 2 * x - 1, count=2)
no_real_roots(Q, 'solve 2x^2 + 3x + 4 = 0', 2 * x ** 2 + 3 * x + 4)
solve(Q, 'Q7) Solve 3x² − 11x − 4 = 0   [3 marks]', 3 * x ** 2 - 11 * x - 4, count=2)
solve(Q, 'solve (2x+1)(x-4) = 0', (2 * x + 1) * (x - 4), count=2)

# ================================================================== functions and sequences
FS = 'functions and sequences'
fx = 3 * x - 5
val(FS, 'f(x) = 3x − 5. Find f(4).', fx.subs(x, 4))
val(FS, 'f(x) = x^2 + 2x and g(x) = 3x - 1. find fg(2)', (x ** 2 + 2 * x).subs(x, (3 * x - 1).subs(x, 2)))
expr(FS, 'find the inverse of f(x) = (2x + 3)/5', sp.solve(sp.Eq((2 * y + 3) / 5, x), y)[0])
solve(FS, 'f(x) = 4 - 3x. Solve f(x) = -11', 4 - 3 * x, -11)
expr(FS, 'find the nth term of 7, 11, 15, 19, ...', 4 * n + 3, var=n)
val(FS, 'find the 20th term of the arithmetic sequence 3, 8, 13, ...', 3 + 19 * 5)
val(FS, 'sum of the first 25 terms of 2, 5, 8, 11, ...', sum(2 + 3 * k for k in range(25)))
val(FS, 'geometric sequence 3, 6, 12, ... what is the 10th term', 3 * 2 ** 9)
val(FS, 'sum to infinity of 12 + 6 + 3 + ...', Fr(12) / (1 - Fr(1, 2)))
val(FS, 'Find the sum of the first 8 terms of a geometric series with first term 5 and common ratio 3.',
    sum(5 * 3 ** k for k in range(8)))
val(FS, 'gradient of the line through (2, 5) and (6, 17)', Fr(17 - 5, 6 - 2))
expr(FS, 'find the equation of the line through (1, 4) with gradient -2', -2 * (x - 1) + 4)
expr(FS, 'A line passes through (−1, 3) and (3, 11). Find its equation in the form y = mx + c.',
     sp.Rational(11 - 3, 3 + 1) * (x + 1) + 3)
val(FS, 'write 3x + 4y = 12 in the form y = mx + c. what is c?', sp.Rational(12, 4))
val(FS, 'at what value of x does the line y = 5x - 15 cross the x-axis', 3)
val(FS, 'evaluate g(-2) if g(x) = 2x^3 - x + 4', (2 * x ** 3 - x + 4).subs(x, -2))
expr(FS, 'f(x) = x^2 - 1 and g(x) = 2x + 3. Find gf(x).', sp.expand(2 * (x ** 2 - 1) + 3))
expr(FS, 'find the nth term of the quadratic sequence 2, 6, 12, 20, 30', n ** 2 + n, var=n)
u = [5]
for _ in range(3):
    u.append(2 * u[-1] - 3)
val(FS, 'A sequence is defined by u_(n+1) = 2u_n − 3, u_1 = 5. Find u_4.', u[3])
val(FS, 'what is the gradient of a line perpendicular to y = 2x + 1', Fr(-1, 2))
val(FS, 'f(x) = √x and g(x) = x + 4. Work out f(g(5)).', sp.sqrt(5 + 4))
val(FS, 'Find the sum 1 + 2 + 3 + ... + 200', sum(range(1, 201)))
val(FS, '∑_{k=1}^{10} k^2', sum(k * k for k in range(1, 11)))
val(FS, 'the 4th term of an arithmetic sequence is 17 and the 9th term is 42. find the first term and the common difference',
    *[sp.solve([Eq(a + 3 * b, 17), Eq(a + 8 * b, 42)], [a, b])[v] for v in (a, b)])

# ================================================================== exponentials and logarithms
L = 'exponentials and logarithms'
solve(L, '2^x = 32', 2 ** x, 32)
solve(L, 'solve 3^(2x-1) = 243', 3 ** (2 * x - 1), 243)
solve(L, 'Solve 5^x = 17, giving x to 3 s.f.', 5 ** x, 17)
val(L, 'log_2(64)', sp.log(64, 2))
val(L, 'evaluate log base 3 of 1/81', sp.log(sp.Rational(1, 81), 3))
val(L, 'ln(e^5)', sp.log(E ** 5))
solve(L, 'log₁₀(x) + log₁₀(x − 3) = 1', sp.log(x, 10) + sp.log(x - 3, 10), 1, count=1)
solve(L, 'ln(2x + 1) = 3', sp.log(2 * x + 1), 3)
solve(L, 'e^(2x) = 7', sp.exp(2 * x), 7)
solve(L, 'solve 4^x = 8^(x-1)', 4 ** x, 8 ** (x - 1))
solve(L, 'log_3(x) + log_3(x + 6) = 3', sp.log(x, 3) + sp.log(x + 6, 3), 3, count=1)
val(L, 'evaluate log_5 125 + log_5 (1/5)', sp.log(125, 5) + sp.log(sp.Rational(1, 5), 5))
solve(L, 'solve 2e^x - 5 = 9', 2 * sp.exp(x) - 5, 9)
solve(L, 'solve 9^x - 4(3^x) + 3 = 0', 9 ** x - 4 * 3 ** x + 3, count=2)
val(L, 'A sample of 640 mg of a substance has a half-life of 5 hours. How much is left after 20 hours?',
    640 * Fr(1, 2) ** 4)
solve(L, 'log2(x) = 5.5', sp.log(x, 2), sp.Rational(11, 2))
val(L, 'simplify log(8) / log(2)', sp.log(8) / sp.log(2))
val(L, 'A colony of 500 bacteria doubles every 3 hours. How many bacteria after 15 hours?', 500 * 2 ** 5)
solve(L, 'solve 10^(x+1) = 0.001', 10 ** (x + 1), sp.Rational(1, 1000))
val(L, 'write 2ln3 + ln4 − ln6 as a single logarithm and evaluate it', 2 * sp.log(3) + sp.log(4) - sp.log(6))

# ================================================================== geometry and mensuration
GM = 'geometry and mensuration'
val(GM, 'wat is the area of a circle with radius 7cm??', pi * 49)
val(GM, 'circumference of a circle with diameter 12 m', 12 * pi)
val(GM, 'area of a triangle with base 9 cm and height 14 cm', Fr(9 * 14, 2))
val(GM, 'A trapezium has parallel sides of 6 cm and 10 cm and a height of 5 cm. Find its area.', Fr(6 + 10, 2) * 5)
val(GM, 'find the hypotenuse when the other two sides are 9 and 12', sp.sqrt(81 + 144))
val(GM, 'A right-angled triangle has hypotenuse 17 cm and one side 8 cm. Find the length of the other side.',
    sp.sqrt(17 ** 2 - 8 ** 2))
val(GM, 'volume of a cylinder radius 3 cm height 10 cm', pi * 9 * 10)
val(GM, 'volume of a sphere with radius 6 cm? (3 s.f.)', sp.Rational(4, 3) * pi * 6 ** 3)
val(GM, 'surface area of a sphere of diameter 10 cm', 4 * pi * 5 ** 2)
val(GM, 'cone: r = 4 cm, h = 9 cm. volume?', sp.Rational(1, 3) * pi * 16 * 9)
val(GM, 'volume of a cuboid 4 cm by 5 cm by 12 cm', 4 * 5 * 12)
val(GM, 'distance between (1, 2) and (7, 10)', sp.sqrt(6 ** 2 + 8 ** 2))
val(GM, 'Find the midpoint of A(−3, 4) and B(5, −2).', Fr(-3 + 5, 2), Fr(4 - 2, 2))
val(GM, 'what do the interior angles of a hexagon add up to', (6 - 2) * 180)
val(GM, 'work out the size of each interior angle of a regular decagon', Fr((10 - 2) * 180, 10))
val(GM, 'exterior angle of a regular pentagon', Fr(360, 5))
val(GM, 'A regular polygon has an exterior angle of 24°. How many sides does it have?', Fr(360, 24))
val(GM, 'area of a sector with radius 8 cm and angle 45°', sp.Rational(45, 360) * pi * 64)
val(GM, 'arc length of a sector radius 10 cm, angle 120 degrees', sp.Rational(120, 360) * 2 * pi * 10)
val(GM, 'perimeter of a rectangle 7.5 m by 4.2 m', 2 * (Fr('7.5') + Fr('4.2')))
val(GM, 'area of a parallelogram with base 12 cm and perpendicular height 7.5 cm', 12 * Fr('7.5'))
val(GM, 'surface area of a cube with side 5cm', 6 * 25)
val(GM, 'A ladder 6.5 m long leans against a wall. Its foot is 2.5 m from the wall. How high up the wall does it reach?',
    sp.sqrt(sp.Rational(65, 10) ** 2 - sp.Rational(25, 10) ** 2))
solve(GM, 'The angles of a triangle are x, 2x and 3x. Find x.', x + 2 * x + 3 * x, 180)
val(GM, 'two angles of a triangle are 48° and 77°. find the third angle', 180 - 48 - 77)
val(GM, 'volume of a square-based pyramid with base side 6 m and height 10 m', sp.Rational(1, 3) * 36 * 10)
val(GM, 'length of the diagonal of a rectangle 8 cm by 15 cm', sp.sqrt(64 + 225))
val(GM, 'curved surface area of a cylinder r = 5 cm, h = 12 cm', 2 * pi * 5 * 12)
s7 = sp.Rational(7 + 8 + 9, 2)
val(GM, "find the area of a triangle with sides 7, 8 and 9 using Heron's formula", sp.sqrt(s7 * (s7 - 7) * (s7 - 8) * (s7 - 9)))
val(GM, 'A circle has an area of 50 cm². Find its radius.', sp.sqrt(50 / pi))
val(GM, 'Two similar triangles have corresponding sides 4 cm and 10 cm. The smaller has area 12 cm². Find the area of the larger.',
    12 * Fr(10, 4) ** 2)
val(GM, 'area of the ring between two circles of radii 5 cm and 3 cm', pi * (25 - 9))
val(GM, 'a cube has a volume of 343 cm³, what is the length of one side', sp.cbrt(343))
val(GM, 'The angle at the circumference is 38°. What is the angle at the centre subtended by the same arc?', 2 * 38)
val(GM, 'find the volume of a triangular prism: the triangle has base 6 cm and height 4 cm and the prism is 15 cm long',
    Fr(6 * 4, 2) * 15)

# ================================================================== trigonometry
T = 'trigonometry'
deg = lambda d: d * pi / 180  # noqa: E731
val(T, 'sin 30° + cos 60°', sp.sin(deg(30)) + sp.cos(deg(60)))
val(T, 'find the angle: opposite side 7, hypotenuse 12', sp.deg(sp.asin(sp.Rational(7, 12))))
val(T, 'In a right-angled triangle the angle is 35° and the hypotenuse is 10 cm. Find the opposite side.',
    10 * sp.sin(deg(35)))
val(T, 'tan θ = 1.5, find θ in degrees', sp.deg(sp.atan(sp.Rational(3, 2))))
trig_solutions(T, 'solve sin x = 0.5 for 0 ≤ x ≤ 360°', sp.sin(x) - sp.Rational(1, 2), 0, 360, count=2)
trig_solutions(T, '2cos x + 1 = 0, 0° ≤ x < 360°', 2 * sp.cos(x) + 1, 0, 359, count=2)
trig_solutions(T, 'tan x = -1 for 0 < x < 360 degrees', sp.tan(x) + 1, 1, 359, count=2)
val(T, 'sine rule: a = 8, A = 40°, B = 65°. find b', 8 * sp.sin(deg(65)) / sp.sin(deg(40)))
val(T, 'Use the cosine rule: b = 5, c = 7, A = 60°. Find a.', sp.sqrt(25 + 49 - 2 * 5 * 7 * sp.cos(deg(60))))
val(T, 'area of a triangle with sides 6 cm and 9 cm and an included angle of 50°',
    sp.Rational(1, 2) * 6 * 9 * sp.sin(deg(50)))
val(T, 'A triangle has sides a = 7, b = 8, c = 9. Find angle C in degrees.',
    sp.deg(sp.acos(sp.Rational(49 + 64 - 81, 2 * 7 * 8))))
val(T, 'convert 135 degrees to radians', deg(135))
val(T, 'convert 2.5 rad to degrees', sp.deg(sp.Rational(5, 2)))
val(T, 'exact value of cos(π/3)', sp.cos(pi / 3))
trig_solutions(T, 'solve 2sin²x = 1 for 0 ≤ x ≤ 2π', 2 * sp.sin(x) ** 2 - 1, 0, 2 * pi, degrees=False, count=4)
trig_solutions(T, 'sin(x) = cos(x), x between 0 and 360', sp.sin(x) - sp.cos(x), 0, 360, count=2)
val(T, 'From a point 40 m from the base of a tree the angle of elevation of the top is 28°. How tall is the tree?',
    40 * sp.tan(deg(28)))
trig_solutions(T, '3 sin x = 2, 0 ≤ x ≤ 180°', 3 * sp.sin(x) - 2, 0, 180, count=2)
trig_solutions(T, 'solve cos 2x = 0.5 for 0° ≤ x ≤ 180°', sp.cos(2 * x) - sp.Rational(1, 2), 0, 180, count=2)

# ================================================================== vectors
VE = 'vectors'
val(VE, 'a = (3, -2) and b = (1, 4). find 2a + b', 2 * 3 + 1, 2 * (-2) + 4)
val(VE, 'magnitude of the vector (5, -12)', sp.sqrt(25 + 144))
val(VE, 'dot product of (2, 3, -1) and (4, -1, 5)', 2 * 4 + 3 * (-1) + (-1) * 5)
uu, vv = sp.Matrix([1, 2]), sp.Matrix([3, 1])
val(VE, 'find the angle between u = (1, 2) and v = (3, 1) in degrees', sp.deg(sp.acos(uu.dot(vv) / (uu.norm() * vv.norm()))))
val(VE, 'cross product of (1, 2, 3) and (4, 5, 6)', *sp.Matrix([1, 2, 3]).cross(sp.Matrix([4, 5, 6])))
val(VE, 'unit vector in the direction of (3, 4)', Fr(3, 5), Fr(4, 5))
val(VE, '|3i − 4j + 12k|', sp.sqrt(9 + 16 + 144))
val(VE, 'A is (2, 1) and B is (7, -3). Find the vector AB.', 7 - 2, -3 - 1)
val(VE, 'p = 2i + 5j and q = −i + 3j. Find 3p − 2q.', 3 * 2 - 2 * (-1), 3 * 5 - 2 * 3)
solve(VE, 'find k if the vectors (k, 2) and (3, -6) are perpendicular', 3 * x - 12, 0)
val(VE, 'the position vectors of P and Q are (1, 4, -2) and (5, 1, 10). find the distance PQ', sp.sqrt(16 + 9 + 144))

# ================================================================== calculus
C = 'calculus'
derivative(C, 'differentiate 4x^3 − 5x^2 + 7x − 2', 4 * x ** 3 - 5 * x ** 2 + 7 * x - 2)
derivative(C, 'd/dx (x^2 e^x)', x ** 2 * sp.exp(x))
derivative(C, 'whats the derivitive of sin(3x^2)', sp.sin(3 * x ** 2))
derivative(C, 'find dy/dx if y = ln(x^2 + 1)', sp.log(x ** 2 + 1))
derivative(C, 'diffrentiate (2x+1)/(x-3)', (2 * x + 1) / (x - 3))
derivative(C, 'derivative of sqrt(5x - 1)', sp.sqrt(5 * x - 1))
derivative(C, 'y = x³ ln x, find dy/dx', x ** 3 * sp.log(x))
derivative(C, 'd/dx [tan(2x)]', sp.tan(2 * x))
derivative(C, "f(x) = e^(-2x) cos x. what is f'(x)?", sp.exp(-2 * x) * sp.cos(x))
derivative(C, 'differentiate 3/x^2 + 2√x', 3 / x ** 2 + 2 * sp.sqrt(x))
derivative(C, 'find the second derivative of x^4 - 3x^2', x ** 4 - 3 * x ** 2, order=2)
val(C, "find f'(2) if f(x) = x^3 - 4x", sp.diff(x ** 3 - 4 * x, x).subs(x, 2))
val(C, 'What is the gradient of the curve y = x^2 - 3x at the point where x = 5?', sp.diff(x ** 2 - 3 * x, x).subs(x, 5))
cur = x ** 3 - 12 * x
stat = real_solutions(sp.diff(cur, x))
val(C, 'find the coordinates of the stationary points of y = x^3 - 12x', *[v for s in stat for v in (s, cur.subs(x, s))])
derivative(C, 'd/dx arctan(x^2)', sp.atan(x ** 2))
derivative(C, 'derivative of (x^2+1)^5', (x ** 2 + 1) ** 5)
derivative(C, 'differentiate 5^x', 5 ** x)
curve = x ** 2 + 1
expr(C, 'find the equation of the tangent to y = x^2 + 1 at x = 2',
     sp.expand(sp.diff(curve, x).subs(x, 2) * (x - 2) + curve.subs(x, 2)))
integral(C, 'integrate 6x^2 + 4x - 1 dx', 6 * x ** 2 + 4 * x - 1)
integral(C, '∫ e^(3x) dx', sp.exp(3 * x))
integral(C, 'intergrate 1/(2x+1)', 1 / (2 * x + 1), log_abs=True)
integral(C, '∫ cos(4x) dx', sp.cos(4 * x))
integral(C, 'indefinite integral of x e^x', x * sp.exp(x))
integral(C, '∫ x sin x dx', x * sp.sin(x))
integral(C, 'integrate 1/(1+x^2) with respect to x', 1 / (1 + x ** 2))
integral(C, '∫ (3/x + 2) dx', 3 / x + 2, log_abs=True)
integral(C, '∫ sec^2 x dx', sp.sec(x) ** 2)
integral(C, 'find ∫ x(x^2+1)^3 dx', x * (x ** 2 + 1) ** 3)
integral(C, 'integrate √x + 1/x² dx', sp.sqrt(x) + 1 / x ** 2)
definite(C, '∫_0^2 (3x^2 + 1) dx', 3 * x ** 2 + 1, 0, 2)
definite(C, '∫₁^e 1/x dx', 1 / x, 1, E)
definite(C, r'\int_0^{\pi} \sin x \, dx', sp.sin(x), 0, pi)
definite(C, 'evaluate the integral from 1 to 4 of sqrt(x) dx', sp.sqrt(x), 1, 4)
definite(C, 'Find the area under the curve y = x^2 between x = 1 and x = 3.', x ** 2, 1, 3)
definite(C, '∫_0^1 e^(2x) dx', sp.exp(2 * x), 0, 1)
limit(C, 'lim x→2 (x^2 − 4)/(x − 2)', (x ** 2 - 4) / (x - 2), 2)
limit(C, 'limit as x approaches infinity of (3x^2 + 1)/(2x^2 - x)', (3 * x ** 2 + 1) / (2 * x ** 2 - x), sp.oo)
limit(C, r'\lim_{x \to 0} \frac{\sin 3x}{x}', sp.sin(3 * x) / x, 0)
limit(C, 'lim_(x->1) (x^3 - 1)/(x^2 - 1)', (x ** 3 - 1) / (x ** 2 - 1), 1)
limit(C, 'lim x→0 (e^x - 1)/x', (sp.exp(x) - 1) / x, 0)
limit(C, 'lim x->3 (x^2 - 9)/(x^2 - 5x + 6)', (x ** 2 - 9) / (x ** 2 - 5 * x + 6), 3)
ycurve = sp.integrate(6 * x - 2, x)
ycurve = ycurve + (5 - ycurve.subs(x, 1))
expr(C, 'A curve has dy/dx = 6x − 2 and passes through (1, 5). Find the equation of the curve.', ycurve)
val(C, 'find the maximum value of f(x) = -2x^2 + 8x + 3', sp.maximum(-2 * x ** 2 + 8 * x + 3, x))
val(C, 'Find the x-coordinate of the minimum point of y = x^2 - 10x + 3 using calculus',
    *real_solutions(sp.diff(x ** 2 - 10 * x + 3, x)))
derivative(C, 'differentiate x/(x^2 + 1) using the quotient rule', x / (x ** 2 + 1))
derivative(C, 'differentiate cos^3(x)', sp.cos(x) ** 3)

# ================================================================== statistics
ST = 'statistics'
val(ST, 'find the mean: 4, 8, 15, 16, 23, 42', statistics.mean([4, 8, 15, 16, 23, 42]))
val(ST, 'find the median of 12, 5, 9, 20, 7, 15', statistics.median([12, 5, 9, 20, 7, 15]))
val(ST, 'what is the mode of 3, 7, 7, 2, 9, 7, 3', statistics.mode([3, 7, 7, 2, 9, 7, 3]))
val(ST, 'what is the range of this data 14, 3, 22, 8, 17', 22 - 3)
d1 = [2, 4, 4, 5, 7, 9, 11]
val(ST, 'find the mean, median and mode of 2, 4, 4, 5, 7, 9, 11',
    statistics.mean(d1), statistics.median(d1), statistics.mode(d1))
val(ST, 'population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', statistics.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
val(ST, 'sample standard deviation of 10, 12, 23, 23, 16, 23, 21, 16',
    statistics.stdev([Fr(v) for v in [10, 12, 23, 23, 16, 23, 21, 16]]))
val(ST, 'variance of 1, 2, 3, 4, 5 (population)', statistics.pvariance([1, 2, 3, 4, 5]))
val(ST, 'A test has mean 70 and standard deviation 6. What is the z-score of a mark of 85?', Fr(85 - 70, 6))
val(ST, 'The mean of five numbers is 12. Four of them are 10, 15, 8 and 14. What is the fifth number?',
    5 * 12 - (10 + 15 + 8 + 14))
scores, freqs = [1, 2, 3, 4], [3, 5, 8, 4]
val(ST, 'Score: 1, 2, 3, 4 with frequencies 3, 5, 8, 4. Calculate the mean score.',
    Fr(sum(s * f for s, f in zip(scores, freqs)), sum(freqs)))
val(ST, 'my test scores were 72, 85, 90, 66, 85 and 78, what is my average', statistics.mean([Fr(v) for v in [72, 85, 90, 66, 85, 78]]))
val(ST, 'IQ scores are normal with mean 100 and sd 15. What score has a z-score of −1.2?', 100 + Fr(-12, 10) * 15)
d2 = [Fr(v) for v in ['1.5', '2.3', '4.1', '3.7', '2.4']]
val(ST, 'find the range and the mean of 1.5, 2.3, 4.1, 3.7, 2.4', max(d2) - min(d2), statistics.mean(d2))
val(ST, 'Three tests are weighted 20%, 30% and 50%. I scored 70, 80 and 90. What is my weighted average?',
    Fr(20 * 70 + 30 * 80 + 50 * 90, 100))
val(ST, 'what is the mean of the first 10 positive even numbers', statistics.mean(range(2, 21, 2)))
val(ST, 'median of 3.2, 1.8, 4.5, 2.9, 3.8', statistics.median([Fr(v) for v in ['3.2', '1.8', '4.5', '2.9', '3.8']]))
val(ST, 'sample variance of 6, 9, 12, 15', statistics.variance([6, 9, 12, 15]))

# ================================================================== probability
PR = 'probability'
val(PR, 'probability of rolling a 4 on a fair die', Fr(1, 6))
val(PR, 'Two fair dice are rolled. What is the probability that the total is 8?',
    Fr(sum(1 for i in range(1, 7) for j in range(1, 7) if i + j == 8), 36))
val(PR, 'a coin is tossed 3 times, P(at least one head)?', 1 - Fr(1, 8))
deck = [(r, s) for r in range(13) for s in range(4)]
val(PR, 'a card is drawn from a standard deck of 52. what is the probability it is a king or a heart',
    Fr(sum(1 for r, s in deck if r == 12 or s == 0), 52))
val(PR, 'A bag has 5 red and 7 blue counters. Two are taken without replacement. Find P(both red).',
    Fr(5, 12) * Fr(4, 11))
val(PR, '10C3', math.comb(10, 3))
val(PR, 'how many ways can you arrange the letters of the word MATHS', math.factorial(5))
val(PR, 'How many different arrangements of the letters in BANANA are there?',
    math.factorial(6) // (math.factorial(3) * math.factorial(2)))
val(PR, 'nPr for n = 8, r = 3', math.perm(8, 3))
val(PR, 'A and B are independent, P(A) = 0.4 and P(B) = 0.5. Find P(A and B).', Fr(4, 10) * Fr(5, 10))
val(PR, 'P(A) = 0.3, P(B) = 0.45, P(A ∩ B) = 0.1. Find P(A ∪ B).', Fr(3, 10) + Fr(45, 100) - Fr(1, 10))
val(PR, 'X ~ B(10, 0.3). Find P(X = 4).', math.comb(10, 4) * Fr(3, 10) ** 4 * Fr(7, 10) ** 6)
val(PR, 'what is the expected value when you roll a fair six-sided die', Fr(21, 6))
val(PR, 'A die is rolled 4 times. What is the probability of getting exactly 2 sixes?',
    math.comb(4, 2) * Fr(1, 6) ** 2 * Fr(5, 6) ** 2)
val(PR, 'How many 4-digit PINs have no repeated digit?', math.perm(10, 4))
val(PR, 'A committee of 3 is chosen from 7 men and 5 women. In how many ways can it have exactly 2 women?',
    math.comb(5, 2) * math.comb(7, 1))
val(PR, 'the probability that it rains tomorrow is 0.35. what is the probability it does not rain', 1 - Fr(35, 100))
val(PR, 'A spinner lands on red with probability 0.2 and on blue with probability 0.35; otherwise green. '
        'It is spun 200 times. How many times do you expect green?', 200 * (1 - Fr(2, 10) - Fr(35, 100)))
zv = sp.Rational(3, 2)
val(PR, 'Z is standard normal. Find P(Z < 1.5).', (1 + sp.erf(zv / sp.sqrt(2))) / 2)
val(PR, 'Two cards are drawn from a deck without replacement. what is the probability both are aces',
    Fr(4, 52) * Fr(3, 51))
val(PR, 'A number is chosen at random from 1 to 50. What is the probability that it is a multiple of 7?',
    Fr(sum(1 for k in range(1, 51) if k % 7 == 0), 50))
val(PR, 'X follows a Poisson distribution with mean 3. Find P(X = 2).', sp.exp(-3) * sp.Rational(9, 2))
val(PR, 'probabilty of getting two heads when flipping 2 coins', Fr(1, 4))
val(PR, 'how many ways can 6 people sit in a row', math.factorial(6))

# ================================================================== physics
PH = 'physics'
val(PH, 'A car accelerates from 5 m/s to 25 m/s in 8 s. Find its acceleration.', Fr(25 - 5, 8))
val(PH, 'v = u + at. u = 0, a = 3.2 m/s², t = 6 s. Find v.', Fr('3.2') * 6)
val(PH, 'a ball is dropped from a height of 45 m. how long does it take to hit the ground? (g = 9.8 m/s^2)',
    math.sqrt(2 * 45 / 9.8))
val(PH, 'A car braking uniformly goes from 30 m/s to rest in 75 m. Find the magnitude of its deceleration.',
    Fr(30 ** 2, 2 * 75))
val(PH, 'use s = ut + ½at² to find s when u = 4 m/s, a = 2 m/s² and t = 5 s', 4 * 5 + Fr(1, 2) * 2 * 25)
val(PH, 'F = ma. A 1200 kg car accelerates at 2.5 m/s². What is the resultant force?', 1200 * Fr('2.5'))
val(PH, 'what force is needed to give a 0.5 kg ball an acceleration of 12 m/s^2', Fr(1, 2) * 12)
val(PH, 'Calculate the weight of a 65 kg person on Earth (g = 9.81 N/kg).', 65 * Fr('9.81'))
val(PH, 'On the Moon g = 1.62 N/kg. What does an 80 kg astronaut weigh there?', 80 * Fr('1.62'))
val(PH, 'calculate the kinetic energy of a 1500kg car travelling at 20m/s', Fr(1, 2) * 1500 * 20 ** 2)
val(PH, 'A 12 kg box is lifted 3.5 m. How much gravitational potential energy does it gain? (g = 9.8 N/kg)',
    12 * Fr('9.8') * Fr('3.5'))
val(PH, 'work done when a 250 N force pushes a crate 12 m', 250 * 12)
val(PH, 'A motor does 4800 J of work in 1 minute. What is its power in watts?', Fr(4800, 60))
val(PH, 'A block has a mass of 540 g and a volume of 200 cm³. Calculate its density in g/cm³.', Fr(540, 200))
val(PH, "Ohm's law: a current of 0.25 A flows through a 48 Ω resistor. what is the voltage", Fr(1, 4) * 48)
val(PH, 'a 9 V battery drives a current of 0.3 A through a lamp. find the resistance of the lamp', Fr(9) / Fr(3, 10))
val(PH, 'What is the power of a 230 V kettle that draws 10 A?', 230 * 10)
val(PH, 'How many kWh does a 2 kW heater use in 3 hours?', 2 * 3)
val(PH, 'A wave has frequency 50 Hz and wavelength 6.8 m. Calculate its speed.', 50 * Fr('6.8'))
val(PH, 'convert 72 km/h to m/s', Fr(72 * 1000, 3600))
val(PH, 'convert 15 m/s into km/h', Fr(15 * 3600, 1000))
val(PH, 'momentum of a 0.15 kg ball moving at 40 m/s', Fr(15, 100) * 40)
val(PH, 'A 60 W bulb is on for 5 minutes. How much energy does it transfer in joules?', 60 * 5 * 60)
val(PH, 'A force of 500 N acts on an area of 0.25 m². What is the pressure?', Fr(500) / Fr(1, 4))
val(PH, 'total resistance of a 4 Ω and a 6 Ω resistor in parallel', 1 / (Fr(1, 4) + Fr(1, 6)))
val(PH, 'resistors of 3 Ω, 5 Ω and 12 Ω are connected in series. total resistance?', 3 + 5 + 12)
val(PH, 'How much energy is needed to heat 2 kg of water by 15 °C? c = 4200 J/kg°C', 2 * 4200 * 15)
val(PH, 'A stone is thrown straight up at 20 m/s. What is its maximum height? Take g = 10 m/s².', Fr(20 ** 2, 2 * 10))
val(PH, 'A ball rolls off a table 1.25 m high at 3 m/s. How far from the foot of the table does it land? (g = 10 m/s²)',
    3 * math.sqrt(2 * 1.25 / 10))
val(PH, 'A machine takes in 800 J and gives out 200 J of useful energy. What is its efficiency as a percentage?',
    Fr(200, 800) * 100)
val(PH, 'A spring with k = 200 N/m is stretched by 0.15 m. What force is applied?', 200 * Fr(15, 100))
val(PH, 'elastic potential energy stored in a spring k = 400 N/m stretched 5 cm', Fr(1, 2) * 400 * Fr(5, 100) ** 2)
val(PH, 'a wave has a period of 0.02 s. what is its frequency', 1 / Fr(2, 100))
val(PH, 'A current of 2 A flows for 30 s. How much charge flows?', 2 * 30)
val(PH, 'how far do you travel at 12 m/s for 2.5 minutes (in metres)', 12 * Fr('2.5') * 60)
val(PH, 'A 1200 kg car speeds up from 10 m/s to 20 m/s in 5 s. What is the resultant force on it?',
    1200 * Fr(20 - 10, 5))
val(PH, 'a 2 kg trolley at 3 m/s hits a stationary 1 kg trolley and they stick together. what is their speed after',
    Fr(2 * 3, 2 + 1))

# ================================================================== chemistry
CH = 'chemistry'
balance(CH, 'Balance: H2 + O2 -> H2O', ['H2', 'O2'], ['H2O'])
balance(CH, 'balance CH4 + O2 → CO2 + H2O', ['CH4', 'O2'], ['CO2', 'H2O'])
balance(CH, 'Al + O2 -> Al2O3 balance this please', ['Al', 'O2'], ['Al2O3'])
balance(CH, 'C3H8 + O2 = CO2 + H2O', ['C3H8', 'O2'], ['CO2', 'H2O'])
balance(CH, 'balance the equation: Fe2O3 + CO → Fe + CO2', ['Fe2O3', 'CO'], ['Fe', 'CO2'])
balance(CH, 'can u balance N2 + H2 -> NH3', ['N2', 'H2'], ['NH3'])
balance(CH, 'Balance KClO3 → KCl + O2', ['KClO3'], ['KCl', 'O2'])
balance(CH, 'C6H12O6 + O2 -> CO2 + H2O', ['C6H12O6', 'O2'], ['CO2', 'H2O'])
balance(CH, 'Na + H2O → NaOH + H2', ['Na', 'H2O'], ['NaOH', 'H2'])
balance(CH, 'balance Ca(OH)2 + HCl -> CaCl2 + H2O', ['Ca(OH)2', 'HCl'], ['CaCl2', 'H2O'])
balance(CH, 'Cu + HNO3 -> Cu(NO3)2 + NO + H2O', ['Cu', 'HNO3'], ['Cu(NO3)2', 'NO', 'H2O'])
balance(CH, 'C2H6 + O2 → CO2 + H2O', ['C2H6', 'O2'], ['CO2', 'H2O'])
balance(CH, 'Al + HCl → AlCl3 + H2', ['Al', 'HCl'], ['AlCl3', 'H2'])
val(CH, 'molar mass of H2SO4', molar_mass('H2SO4'))
val(CH, 'what is the Mr of Ca(OH)2', molar_mass('Ca(OH)2'))
val(CH, 'molar mass of CuSO4·5H2O', molar_mass('CuSO4·5H2O'))
val(CH, 'Calculate the relative formula mass of (NH4)2SO4.', molar_mass('(NH4)2SO4'))
val(CH, 'molar mass of glucose, C6H12O6', molar_mass('C6H12O6'))
val(CH, 'how many moles are in 36 g of water', 36 / molar_mass('H2O'))
val(CH, 'What is the mass of 0.25 mol of NaCl?', 0.25 * molar_mass('NaCl'))
val(CH, 'how many molecules are in 2.5 mol of CO2', 2.5 * AVOGADRO)
val(CH, 'number of moles in 10 g of CaCO3', 10 / molar_mass('CaCO3'))
val(CH, '0.5 mol of NaOH is dissolved to make 250 cm³ of solution. What is the concentration in mol/dm³?',
    Fr(1, 2) / Fr(250, 1000))
val(CH, 'What mass of NaOH is needed to make 500 mL of a 0.2 M solution?', 0.5 * 0.2 * molar_mass('NaOH'))
val(CH, 'pH of 0.01 M HCl', -sp.log(sp.Rational(1, 100), 10))
val(CH, 'find the pH of a solution with [H+] = 3.2 x 10^-4 M', -sp.log(sp.Rational(32, 100000), 10))
val(CH, 'what is the pOH of 0.005 M NaOH', -sp.log(sp.Rational(5, 1000), 10))
val(CH, 'pH of 0.001 mol/dm3 NaOH at 25 °C', 14 + sp.log(sp.Rational(1, 1000), 10))
val(CH, 'percentage by mass of nitrogen in NH4NO3', 100 * 2 * WEIGHTS['N'] / molar_mass('NH4NO3'))
val(CH, 'What volume does 2 mol of a gas occupy at RTP? (1 mol = 24 dm³)', 2 * 24)
val(CH, 'The theoretical yield was 12.5 g but only 10.2 g was made. Calculate the percentage yield.',
    Fr('10.2') / Fr('12.5') * 100)
val(CH, 'how many grams in 3 moles of Mg(NO3)2', 3 * molar_mass('Mg(NO3)2'))

# ================================================================== word problems
W = 'word problems'
adult = sp.solve(Eq(12 * x + 7 * (40 - x), 370), x)[0]
val(W, 'Adult tickets cost $12 and child tickets $7. 40 tickets were sold for $370. How many adult tickets were sold?', adult)
system(W, 'The sum of two numbers is 52 and their difference is 14. Find the numbers.',
       [Eq(x + y, 52), Eq(x - y, 14)], [x, y])
val(W, "Jake is 4 times as old as his son. In 20 years' time he will be twice as old as his son. How old is the son now?",
    *real_solutions(4 * x + 20, 2 * (x + 20)))
val(W, 'The product of two consecutive positive integers is 156. What are the integers?',
    *[v for s in real_solutions(x * (x + 1), 156) if s > 0 for v in (s, s + 1)])
val(W, "A rectangle's length is 3 cm more than its width and its area is 70 cm². Find the width.",
    *[s for s in real_solutions(x * (x + 3), 70) if s > 0])
val(W, 'A train travels 240 km at 80 km/h and then 150 km at 100 km/h. What is its average speed for the whole journey?',
    Fr(240 + 150, 1) / (Fr(240, 80) + Fr(150, 100)))
val(W, 'Maria buys 3 notebooks at $2.45 each and a pen for $1.80. How much change does she get from $20?',
    20 - 3 * Fr('2.45') - Fr('1.80'))
val(W, 'How many litres of 20% acid solution must be mixed with 30 litres of 50% acid solution to make a 40% solution?',
    *real_solutions(sp.Rational(1, 5) * x + 15, sp.Rational(2, 5) * (x + 30)))
val(W, 'Pipe A fills a tank in 6 hours and pipe B fills it in 4 hours. How long do they take together?',
    1 / (Fr(1, 6) + Fr(1, 4)))
val(W, 'A number is tripled and then 8 is added. The result is 41. What is the number?', *real_solutions(3 * x + 8, 41))
val(W, 'three consecutive integers add up to 96. find them', *[v for s in real_solutions(3 * x + 3, 96) for v in (s, s + 1, s + 2)])
gross = Fr('9.50') * 28
val(W, 'Sarah earns £9.50 an hour and works 28 hours a week. She pays 20% tax on everything she earns above £100. '
       'How much does she take home?', gross - Fr(20, 100) * (gross - 100))
val(W, 'My phone plan is $15 a month plus $0.05 per text. This month the bill was $23.40. How many texts did I send?',
    (Fr('23.40') - 15) / Fr('0.05'))
val(W, 'Two cars leave the same town at the same time in opposite directions at 55 mph and 65 mph. '
       'After how many hours are they 300 miles apart?', Fr(300, 55 + 65))
val(W, 'The perimeter of a rectangle is 46 m and its length is 15 m. find its area', 15 * (Fr(46, 2) - 15))
val(W, 'If 3 kg of apples cost £4.20, how much do 7 kg cost?', Fr('4.20') / 3 * 7)
val(W, 'A tank holds 2.5 m³ of water. How many litres is that?', Fr('2.5') * 1000)
val(W, 'A cyclist rides 18 km in 45 minutes. What is her average speed in km/h?', Fr(18) / Fr(45, 60))
val(W, 'Tom has twice as many marbles as Ann. Together they have 87. How many marbles does Tom have?', 2 * Fr(87, 3))
val(W, 'how long does it take to drive 350 miles at 70 mph', Fr(350, 70))
val(W, 'A plumber charges a £45 call-out fee plus £38 per hour. The bill was £216. How many hours did he work?',
    Fr(216 - 45, 38))
coins = sp.solve([Eq(x + y, 25), Eq(10 * x + 20 * y, 390)], [x, y])
val(W, 'I have 25 coins, all 10p and 20p, worth £3.90 altogether. How many 20p coins do I have?', coins[y])
val(W, 'A garden 12 m by 8 m has a path 1 m wide all the way around the outside. What is the area of the path?',
    (12 + 2) * (8 + 2) - 12 * 8)
val(W, 'Ann invests $800 and earns $56 simple interest in one year. What is the annual interest rate?', Fr(56, 800) * 100)
boat = sp.solve([Eq(x + y, 24 / 2), Eq(x - y, 24 / 3)], [x, y])
val(W, 'A boat travels 24 km downstream in 2 hours and takes 3 hours to come back upstream. What is the speed of the current?',
    boat[y])
val(W, 'I think of a number, subtract 7 and multiply by 3. I get 36. What was my number?', *real_solutions(3 * (x - 7), 36))
val(W, 'A school trip costs $1,350 for 27 students. How much would it cost for 35 students at the same rate per student?',
    Fr(1350, 27) * 35)

# ================================================================== checks and output
NODE_EVAL = r"""
const math = require('mathjs');
const items = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const out = items.map(({ expr, v, pts }) => {
  const node = math.parse(expr);
  return pts.map((p) => {
    try {
      const r = node.evaluate({ [v]: p });
      if (typeof r === 'number') return r;
      if (r && typeof r.re === 'number' && Math.abs(r.im) < 1e-12) return r.re;
      return null;
    } catch (e) {
      return null;
    }
  });
});
process.stdout.write(JSON.stringify(out));
"""


def check_expressions_with_mathjs():
    payload = [{'expr': text, 'v': str(var), 'pts': pts} for (_, text, _, var, pts) in EXPR_CHECKS]
    run = subprocess.run(['node', '-e', NODE_EVAL], input=json.dumps(payload), capture_output=True, text=True,
                         cwd=ROOT, check=True)
    results = json.loads(run.stdout)
    for (idx, text, e, var, pts), got in zip(EXPR_CHECKS, results):
        agreeing = 0
        for pt, g in zip(pts, got):
            want = complex(sp.N(e.subs(var, pt), 30))
            if abs(want.imag) > 1e-12:
                continue
            assert g is not None and abs(g - want.real) <= 1e-9 * max(1, abs(want.real)), \
                (ITEMS[idx]['question'], text, pt, g, want)
            agreeing += 1
        assert agreeing >= 3, (ITEMS[idx]['question'], text)


TOPICS = {
    A: 'fractions and mixed numbers, order of operations, decimals, HCF/LCM, powers and roots, surds, standard form, recurring decimals',
    P: 'percent of, increase/decrease, reverse percentages, VAT and tax, percentage change, simple and compound interest, depreciation, tips, exchange rates, profit',
    R: 'sharing in a ratio, three-part ratios, direct and inverse proportion, map scales, recipes, rates',
    G: 'linear, fractional, rational, radical, absolute-value and cube-root equations, expand, factorise, simplify, substitution',
    I: 'linear, double, quadratic and absolute-value inequalities, largest integer',
    S: '2×2 and 3×3 linear systems, linear with quadratic, decimals and fractions',
    Q: 'factorising, formula, completing the square, vertex, discriminant, no real roots, quartic in x², cubic, minimum',
    FS: 'evaluation, composition, inverse, nth term (linear and quadratic), arithmetic and geometric sums, recurrence, lines and gradients',
    L: 'exponential and logarithmic equations, log evaluation, half-life, doubling, log laws',
    GM: 'areas, perimeters, volumes and surface areas, Pythagoras, distance and midpoint, polygon angles, sectors, Heron, similarity, circle theorem',
    T: 'right-triangle sides and angles, equations over an interval (degrees and radians), sine and cosine rules, area, radians, elevation',
    VE: 'sums and multiples, magnitude, dot and cross products, angle between, unit vector, perpendicularity, distance',
    C: 'derivatives (product, quotient, chain, exponential base), second derivative, gradient, stationary points, tangent, indefinite and definite integrals, limits, max/min',
    ST: 'mean, median, mode, range, standard deviation and variance (population and sample), z-scores, frequency table, weighted mean',
    PR: 'dice, coins, cards, without replacement, nCr/nPr, arrangements, independent events, union, binomial, Poisson, normal, expected value',
    PH: 'constant acceleration, F = ma, weight, energy, work, power, density, Ohm, electrical power, waves, momentum, pressure, resistors, heating, springs, unit conversion',
    CH: 'balancing (13), molar mass with brackets and hydrates, grams/moles/particles, concentration, pH and pOH, percentage composition, gas volume, yield',
    W: 'tickets, sums and differences, ages, consecutive integers, areas, average speed, change, mixtures, work rates, tax, bills, meeting, coins, paths, currents',
}


def kind(item):
    e = item['expect']
    return 'complex' if e.get('complex') else 'coefficients' if 'coefficients' in e else \
        'expression' if 'expression' in e else 'values'


def write():
    check_expressions_with_mathjs()
    questions = [item['question'] for item in ITEMS]
    assert len(questions) == len(set(questions)), 'duplicate question'
    with open(os.path.join(HERE, 'homework-blind-bank-4.json'), 'w', encoding='utf8') as fh:
        json.dump(ITEMS, fh, ensure_ascii=False, indent=2)
        fh.write('\n')
    areas = list(dict.fromkeys(item['area'] for item in ITEMS))
    kinds = Counter(kind(item) for item in ITEMS)
    lines = [f'### Make-up ({len(ITEMS)} questions)', '', '| area | questions | topics |', '| --- | ---: | --- |']
    for area in areas:
        lines.append(f'| {area} | {sum(1 for i in ITEMS if i["area"] == area)} | {TOPICS[area]} |')
    lines += ['', 'Expectation kinds: ' + ', '.join(f'{k} {kinds[k]}' for k in ('values', 'expression', 'complex', 'coefficients')) + '.', '']
    md_path = os.path.join(HERE, 'homework-blind-bank-4.md')
    marker = '<!-- make-up: written by homework-blind-bank-4.gen.py from the bank itself; do not edit by hand -->'
    head = open(md_path, encoding='utf8').read().split(marker)[0] if os.path.exists(md_path) else ''
    with open(md_path, 'w', encoding='utf8') as fh:
        fh.write(head + marker + '\n\n' + '\n'.join(lines))
    print(f'{len(ITEMS)} questions; ' + ', '.join(f'{area} {sum(1 for i in ITEMS if i["area"] == area)}' for area in areas))
    print(dict(kinds))


write()
