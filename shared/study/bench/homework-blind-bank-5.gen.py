#!/usr/bin/env python3
"""Writes homework-blind-bank-5.json (and the make-up table of homework-blind-bank-5.md): the fifth blind bank.

Written by the examiner "exam15" (session 15) without reading the engine or the other banks' questions. Every
expected answer is computed here, never typed in: fractions for exact arithmetic, math/statistics for measurement,
statistics and physics, sympy for equations (every real solution substituted back into the equation as asked),
systems (substituted back), inequalities (boundaries of sympy's solution set), trigonometric equations (solveset over
the asked interval, cross-checked by a sign scan), derivatives, integrals (differentiated back), limits, series and
definite integrals; balancing by the nullspace of the element matrix; molar masses by a formula parser with IUPAC
conventional atomic weights. Every expected expression is parsed by mathjs (the scorer's parser, through node) and
compared with sympy at sample points before anything is written; duplicate questions are refused.

Run: python3 shared/study/bench/homework-blind-bank-5.gen.py && npx prettier --write shared/study/bench/homework-blind-bank-5.json shared/study/bench/homework-blind-bank-5.md
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
x, y, z, n, k, t, r, u = sp.symbols('x y z n k t r u')
pi, E, I = sp.pi, sp.E, sp.I
AVOGADRO = 6.02214076e23
R_GAS = 8.314

ITEMS = []
TOPICS = {}  # area -> ordered topic names, for the make-up table
EXPR_CHECKS = []  # (item index, mathjs text, sympy expression, variable name, sample points)
DEFAULT_POINTS = [0.35, 0.8, 1.25, 1.7, 2.45]


def topic(area, name):
    TOPICS.setdefault(area, [])
    if name not in TOPICS[area]:
        TOPICS[area].append(name)


def num(v):
    v = complex(sp.N(v, 30)) if isinstance(v, sp.Basic) else complex(v)
    assert abs(v.imag) < 1e-12, v
    assert math.isfinite(v.real), v
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
        lv, rv = real_value(lhs, {var: sv.real}), real_value(rhs, {var: sv.real})
        if lv is None or rv is None or abs(lv - rv) > 1e-9 * max(1, abs(rv)):
            continue
        if all(abs(sv.real - kk) > 1e-9 for kk in kept):
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
    a_, b_, c_ = poly.all_coeffs()
    assert b_ * b_ - 4 * a_ * c_ < 0, question
    add(area, question, {'complex': True})


def system(area, question, eqs, vars_):
    sols = sp.solve(eqs, vars_, dict=True)
    assert len(sols) >= 1, question
    values = []
    for s in sols:
        for e in eqs:
            assert abs(complex(sp.N((e.lhs - e.rhs).subs(s)))) < 1e-9
        for v in vars_:
            values.append(s[v])
    val(area, question, *values)


def inequality_bounds(area, question, rel, var=x):
    parts = rel.args if isinstance(rel, sp.And) else [rel]
    sset = sp.Intersection(*[sp.solve_univariate_inequality(rr, var, relational=False) for rr in parts])
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
    # (factored first: sympy 1.14's solveset misses roots of 2sin²x − sin x − 1 unfactored; the scan below checks)
    sols = sp.solveset(sp.Eq(sp.factor(f), 0), x, sp.Interval(lo_r, hi_r))
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


def derivative(area, question, f, var=x, order=1, points=None):
    expr(area, question, sp.diff(f, var, order), var, points=points)


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
    # numerical cross-check
    assert abs(float(sp.N(sp.Integral(f, (var, lo, hi)).evalf(30))) - float(sp.N(value))) < 1e-8
    val(area, question, value)


def limit(area, question, f, point, var=x, direction='+-'):
    L = sp.limit(f, var, point, dir=direction)
    val(area, question, L)


def stationary_points(area, question, f, kind=None):
    """Both coordinates of every stationary point (of the asked kind) of f."""
    d1, d2 = sp.diff(f, x), sp.diff(f, x, 2)
    out = []
    for s in real_solutions(d1):
        curv = float(sp.N(d2.subs(x, s)))
        if kind == 'max' and not curv < 0:
            continue
        if kind == 'min' and not curv > 0:
            continue
        out += [s, f.subs(x, s)]
    assert out, question
    val(area, question, *out)


# ------------------------------------------------------------------ chemistry helpers
WEIGHTS = {
    'H': 1.008, 'He': 4.0026, 'Li': 6.94, 'C': 12.011, 'N': 14.007, 'O': 15.999, 'F': 18.998, 'Na': 22.990,
    'Mg': 24.305, 'Al': 26.982, 'Si': 28.085, 'P': 30.974, 'S': 32.06, 'Cl': 35.45, 'K': 39.098, 'Ca': 40.078,
    'Cr': 51.996, 'Mn': 54.938, 'Fe': 55.845, 'Cu': 63.546, 'Zn': 65.38, 'Br': 79.904, 'Ag': 107.87,
    'I': 126.90, 'Ba': 137.33, 'Pb': 207.2,
}


def composition(formula):
    """Element counts of a formula with brackets and a hydrate part (CuSO4·5H2O)."""
    total = Counter()
    for i, part in enumerate(re.split(r'[·.*]', formula)):
        mult = 1
        if i > 0:
            m = re.match(r'(\d+)(.*)', part)
            if m:
                mult, part = int(m.group(1)), m.group(2)
        tokens = re.findall(r'[A-Z][a-z]?|\(|\)|\d+', part)
        assert ''.join(tokens) == part, part
        stack = [Counter()]
        last = None
        for tok in tokens:
            if tok == '(':
                stack.append(Counter())
                last = None
            elif tok == ')':
                last = stack.pop()
                for el, c in last.items():
                    stack[-1][el] += c
            elif tok.isdigit():
                assert last is not None, formula
                for el, c in last.items():
                    stack[-1][el] += c * (int(tok) - 1)
                last = None
            else:
                assert tok in WEIGHTS, tok
                stack[-1][tok] += 1
                last = Counter({tok: 1})
        assert len(stack) == 1, formula
        for el, c in stack[0].items():
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
    for row in rows:
        assert sum(rv * c for rv, c in zip(row, coeffs)) == 0
    add(area, question, {'coefficients': coeffs})


def npr(nn, rr):
    return math.perm(nn, rr)


def ncr(nn, rr):
    return math.comb(nn, rr)


# ================================================================== arithmetic
A = 'arithmetic'
topic(A, 'fractions and mixed numbers')
val(A, '3 1/4 - 1 5/6', Fr(13, 4) - Fr(11, 6))
val(A, 'what is 7/12 of 372', Fr(7, 12) * 372)
val(A, 'Work out 2⅔ × 1⅜. Give your answer as a mixed number.', Fr(8, 3) * Fr(11, 8))
val(A, 'calculate (5/8 ÷ 15/16) + 1/3', Fr(5, 8) / Fr(15, 16) + Fr(1, 3))
val(A, '\\frac{7}{10} - \\frac{2}{15} + \\frac{1}{6}', Fr(7, 10) - Fr(2, 15) + Fr(1, 6))
topic(A, 'order of operations and negatives')
val(A, '-8 + 3 × (-4)^2 ÷ 6', Fr(-8) + Fr(3 * 16, 6))
val(A, 'evaluate 48 / (2 + 6) * 3 - 5^2', Fr(48, 8) * 3 - 25)
val(A, 'whats (-3)^3 - (-2)^4 ??', (-3) ** 3 - (-2) ** 4)
val(A, 'Calculate 17 − 4 × 3² + 12 ÷ (−4)', 17 - 4 * 9 + Fr(12, -4))
val(A, 'simplify 2.5 * (1.2 - 3.7) / 0.5', Fr('2.5') * (Fr('1.2') - Fr('3.7')) / Fr('0.5'))
topic(A, 'decimals')
val(A, '0.36 × 0.025', Fr('0.36') * Fr('0.025'))
val(A, 'divide 7.56 by 0.18', Fr('7.56') / Fr('0.18'))
val(A, 'What is 19.95 + 104.3 - 0.075?', Fr('19.95') + Fr('104.3') - Fr('0.075'))
topic(A, 'HCF and LCM')
val(A, 'find the highest common factor of 252 and 198', math.gcd(252, 198))
val(A, 'LCM of 18, 28 and 45', math.lcm(18, 28, 45))
val(A, 'Q2 (b) Find the lowest common multiple of 84 and 120. [2 marks]', math.lcm(84, 120))
val(A, 'gcd(1071, 462)', math.gcd(1071, 462))
topic(A, 'powers, roots and indices')
val(A, '64^(2/3)', sp.Integer(64) ** sp.Rational(2, 3))
val(A, 'evaluate 27^(-4/3)', sp.Integer(27) ** sp.Rational(-4, 3))
val(A, '(2/5)^-3', Fr(2, 5) ** -3)
val(A, 'Work out the value of 3^5 × 3^-2 ÷ 3^4', Fr(3) ** 5 * Fr(3) ** -2 / Fr(3) ** 4)
val(A, 'sqrt(1.44) + cbrt(-343)', sp.sqrt(sp.Rational(144, 100)) - sp.Integer(343) ** sp.Rational(1, 3))
val(A, '√(50) × √(18)', sp.sqrt(50) * sp.sqrt(18))
topic(A, 'surds')
val(A, 'simplify (3 + √5)(3 − √5)', (3 + sp.sqrt(5)) * (3 - sp.sqrt(5)))
val(A, 'Simplify √72 + √32 - √8 and give the value to 4 dp', sp.sqrt(72) + sp.sqrt(32) - sp.sqrt(8))
topic(A, 'standard form')
val(A, '(6.4 × 10^5) × (3 × 10^-8)', Fr(64, 10) * 10 ** 5 * 3 * Fr(1, 10 ** 8))
val(A, 'work out (8.1 x 10^7) / (2.7 x 10^3), answer in standard form', Fr(81, 10) * 10 ** 7 / (Fr(27, 10) * 10 ** 3))
val(A, 'write 0.000 0456 in standard form', Fr(456, 10 ** 7))
topic(A, 'recurring decimals')
val(A, 'write 0.4545... (45 recurring) as a fraction in its simplest form', Fr(45, 99))
topic(A, 'factorials, remainders and large numbers')
val(A, '8!/(5! 3!)', Fr(math.factorial(8), math.factorial(5) * math.factorial(3)))
val(A, 'what is the remainder when 2024 is divided by 17', 2024 % 17)
val(A, 'hey quick one for my year 7 homework, what is 1234 × 56 ?', 1234 * 56)
val(A, 'Round 0.0049872 to 2 significant figures', float(f'{0.0049872:.2g}'))
val(A, 'calculate 4.02 × 9.8 + 3.3² exactly', Fr('4.02') * Fr('9.8') + Fr('3.3') ** 2)
val(A, 'sum of the first 100 positive integers', sum(range(1, 101)))
val(A, 'what is |−14 + 6| − |3 − 11|', abs(-14 + 6) - abs(3 - 11))
val(A, 'Calcule 3/4 + 5/6 s’il vous plaît (answer as fraction)', Fr(3, 4) + Fr(5, 6))


# ================================================================== percentages and money
P = 'percentages_money'
topic(P, 'percent of, increase and decrease')
val(P, 'what is 17.5% of £640', Fr('17.5') / 100 * 640)
val(P, 'Increase 85 kg by 12%', 85 * Fr(112, 100))
val(P, 'decrease $2,450 by 35 percent', 2450 * Fr(65, 100))
val(P, 'A jacket costs €120. In the sale it is 30% off, and then a further 10% off the sale price at the till. What is the final price?', 120 * Fr(70, 100) * Fr(90, 100))
topic(P, 'reverse percentages')
val(P, 'After a 15% pay rise Tom earns £27,600 a year. What did he earn before the rise?', Fr(27600) / Fr(115, 100))
val(P, 'A TV is sold for $374 in a 15% off sale. Find the original price.', Fr(374) / Fr(85, 100))
val(P, 'the price of a phone including VAT at 20% is £594. how much is it without VAT?', Fr(594) / Fr(120, 100))
topic(P, 'percentage change and expressing as a percentage')
val(P, 'A house was bought for £180 000 and sold for £207 000. Calculate the percentage profit.', Fr(207000 - 180000, 180000) * 100)
val(P, 'population fell from 48,000 to 41,760. what is the percentage decrease?', Fr(48000 - 41760, 48000) * 100)
val(P, 'Express 39 as a percentage of 52.', Fr(39, 52) * 100)
val(P, 'a student got 47 out of 60 on a test. what percentage is that? (2 d.p.)', Fr(47, 60) * 100)
topic(P, 'simple and compound interest')
val(P, 'Find the simple interest on $3,500 at 4.2% per annum for 3 years.', Fr(3500) * Fr('4.2') / 100 * 3)
val(P, '£5000 is invested at 3.5% compound interest per year. How much is in the account after 4 years? Give your answer to the nearest penny.', round(5000 * 1.035 ** 4, 2))
val(P, 'How much interest is earned when $12,000 is invested for 6 years at 2.75% per year compounded annually?', 12000 * 1.0275 ** 6 - 12000)
val(P, 'Compound interest: P = 2000, r = 6% per year compounded monthly, t = 5 years. Find the final amount A.', 2000 * (1 + 0.06 / 12) ** 60)
val(P, '$8,000 at 5% p.a. compounded continuously for 10 years — what is the balance?', 8000 * math.exp(0.5))
topic(P, 'depreciation')
val(P, 'A car worth £16,500 loses 18% of its value each year. What is it worth after 3 years?', 16500 * 0.82 ** 3)
val(P, 'machine bought for R 240000 depreciates at 12.5% per annum on the reducing balance. value after 2 years?', 240000 * 0.875 ** 2)
topic(P, 'tax, tips and bills')
val(P, 'A restaurant bill is $86.40 before tax. Sales tax is 8.25% and you leave a 18% tip on the pre-tax amount. How much do you pay in total?', Fr('86.40') * (1 + Fr('0.0825') + Fr('0.18')))
val(P, 'Sara earns £32,000 a year. The first £12,570 is tax free and the rest is taxed at 20%. How much income tax does she pay?', (32000 - 12570) * Fr(20, 100))
val(P, 'Electricity costs 28.6p per kWh plus a standing charge of 53p per day. How much in pounds is a 30-day bill for 275 kWh?', (Fr('28.6') * 275 + 53 * 30) / 100)
topic(P, 'exchange rates')
val(P, 'If £1 = $1.27, how many pounds do you get for $508?', Fr(508) / Fr('1.27'))
val(P, 'exchange 350 euros into yen when 1 EUR = 162.4 JPY', 350 * Fr('162.4'))
val(P, 'Maria changes 600 USD into euros at 1 USD = 0.92 EUR, spends 410 euros, then changes the rest back at 1 EUR = 1.10 USD. How many dollars does she get back?', (600 * Fr('0.92') - 410) * Fr('1.10'))
topic(P, 'profit, loss and best buy')
val(P, 'A shopkeeper buys 40 pens for $18 and sells each pen for 60 cents. Find his percentage profit.', Fr(40 * 60 - 1800, 1800) * 100)
val(P, 'which is the better buy, 500 g of cereal for £2.35 or 750 g for £3.40? give the price per 100 g of the better buy in pence', min(Fr(235, 5), Fr(340, 75 * 10) * 100))
val(P, 'A laptop marked at ₹45,000 is sold at a discount of 8% and still the shopkeeper makes a profit of 15%. Find the cost price.', 45000 * Fr(92, 100) / Fr(115, 100))
topic(P, 'percentage points and successive changes')
val(P, 'A price goes up 25% and then comes down 20%. What is the overall percentage change?', (Fr(125, 100) * Fr(80, 100) - 1) * 100)
val(P, 'A share price rose by 10% on Monday, fell by 10% on Tuesday and rose by 5% on Wednesday. By what percentage has it changed overall since Monday morning?', (Fr(110, 100) * Fr(90, 100) * Fr(105, 100) - 1) * 100)
val(P, 'how many years does it take for an investment to double at 7% compound interest per year? (not whole years — give the exact time to 2 decimal places)', math.log(2) / math.log(1.07))


# ================================================================== ratio and proportion
R = 'ratio_proportion'
topic(R, 'sharing in a ratio')
val(R, 'Share £840 in the ratio 3:5', Fr(840 * 3, 8), Fr(840 * 5, 8))
val(R, 'divide 1.35 kg of flour between A, B and C in the ratio 2 : 3 : 4. how many grams does each get?', 1350 * Fr(2, 9), 1350 * Fr(3, 9), 1350 * Fr(4, 9))
val(R, 'Ali and Ben share some money in the ratio 7:4. Ali gets $45 more than Ben. How much money was shared?', Fr(45, 3) * 11)
val(R, 'The ratio of boys to girls in a club is 5:7. There are 84 members. How many girls are there?', Fr(84 * 7, 12))
val(R, 'Red and blue counters are in the ratio 3:8. After 6 red counters are added the ratio becomes 1:2. How many blue counters are there?', 8 * sp.solve(sp.Eq(2 * (3 * k + 6), 8 * k), k)[0])
topic(R, 'simplifying and equivalent ratios')
val(R, 'find x if 4 : 9 = x : 31.5', Fr(4, 9) * Fr('31.5'))
val(R, 'If a:b = 2:3 and b:c = 4:5, and c = 60, find a.', 60 * Fr(4, 5) * Fr(2, 3))
topic(R, 'direct and inverse proportion')
val(R, 'y is directly proportional to x². When x = 4, y = 56. Find y when x = 7.', Fr(56, 16) * 49)
val(R, 'y is inversely proportional to the square root of x. y = 12 when x = 9. Find y when x = 16.', Fr(12 * 3, 4))
val(R, 'The time to paint a fence is inversely proportional to the number of painters. 6 painters take 14 hours. How long do 8 painters take?', Fr(6 * 14, 8))
val(R, 'F varies directly as the cube of r, and F = 40 when r = 2. Find F when r = 3.', Fr(40, 8) * 27)
topic(R, 'recipes and unit rates')
val(R, 'a recipe for 4 people uses 300 g of pasta and 180 ml of cream. how much cream do I need for 10 people?', Fr(180 * 10, 4))
val(R, 'If 12 notebooks cost $27.60, how much do 7 notebooks cost?', Fr('27.60') / 12 * 7)
val(R, 'A car uses 6.5 litres of fuel per 100 km. How many litres does it need for a 340 km trip?', Fr('6.5') * Fr(340, 100))
val(R, 'It takes 5 machines 8 days to make 2000 parts. How many days will 4 machines take to make 3000 parts at the same rate?', Fr(8 * 5 * 3000, 2000 * 4))
topic(R, 'map scales and models')
val(R, 'A map has a scale of 1:25 000. Two villages are 7.2 cm apart on the map. How far apart are they in real life, in km?', Fr('7.2') * 25000 / 100000)
val(R, 'scale 1 : 50 000. a real distance of 3.5 km is how many cm on the map?', Fr('3.5') * 100000 / 50000)
val(R, 'A model car is made to a scale of 1:18. The real car is 4.23 m long. How long is the model in cm?', Fr('423') / 18)
val(R, 'Two similar solids have lengths in the ratio 2:5. The smaller has volume 48 cm³. Find the volume of the larger.', 48 * Fr(125, 8))
topic(R, 'best value and rates of pay')
val(R, 'Anna is paid £11.40 per hour, with time-and-a-half for hours over 37.5 in a week. She works 44 hours. How much does she earn that week?', Fr('11.40') * Fr('37.5') + Fr('11.40') * Fr(3, 2) * Fr('6.5'))
val(R, 'A gold ring is 18 carat, which means 18 parts gold to 6 parts other metal. The ring weighs 7.2 g. How much gold is in it, in grams?', Fr('7.2') * Fr(18, 24))
val(R, 'Concrete is made from cement, sand and gravel in the ratio 1:2:4 by mass. How much sand is needed for 840 kg of concrete?', Fr(840 * 2, 7))
val(R, 'the angles of a triangle are in the ratio 2:3:7. find the largest angle', Fr(180 * 7, 12))
val(R, 'p is proportional to q and p = 3.6 when q = 0.9. What is q when p = 10?', Fr(10) / (Fr('3.6') / Fr('0.9')))


# ================================================================== algebra
G = 'algebra'
topic(G, 'linear and fractional equations')
solve(G, 'solve 7x - 4 = 3x + 18', 7 * x - 4, 3 * x + 18)
solve(G, 'Solve for x: 5(2x − 3) − 2(x + 4) = 9', 5 * (2 * x - 3) - 2 * (x + 4), 9)
solve(G, '(x+3)/4 - (2x-1)/6 = 1', (x + 3) / 4 - (2 * x - 1) / 6, 1)
solve(G, 'slove 0.4(x - 2.5) = 1.3 - 0.1x', sp.Rational(4, 10) * (x - sp.Rational(5, 2)), sp.Rational(13, 10) - x / 10)
solve(G, 'find y: 3/(y-2) = 5/(y+4)', 3 / (y - 2), 5 / (y + 4), var=y)
solve(G, 'solve \\frac{2}{x} + \\frac{3}{2x} = 7', 2 / x + 3 / (2 * x), 7)
topic(G, 'quadratic equations')
solve(G, 'x^2 - 5x - 24 = 0', x ** 2 - 5 * x - 24, count=2)
solve(G, 'Solve 6x² + x − 15 = 0', 6 * x ** 2 + x - 15, count=2)
solve(G, 'use the quadratic formula to solve 2x^2 - 7x + 2 = 0', 2 * x ** 2 - 7 * x + 2, count=2)
solve(G, 'solve x(x + 4) = 3(2x + 5)', x * (x + 4), 3 * (2 * x + 5), count=2)
solve(G, 'Solve 9x² = 12x − 4', 9 * x ** 2, 12 * x - 4, count=1)
no_real_roots(G, 'solve 3x^2 + 2x + 5 = 0', 3 * x ** 2 + 2 * x + 5)
no_real_roots(G, 'Find the roots of x² − 4x + 13 = 0', x ** 2 - 4 * x + 13)
solve(G, 'solve x^4 - 13x^2 + 36 = 0', x ** 4 - 13 * x ** 2 + 36, count=4)
solve(G, 'find all real solutions of x^3 - 2x^2 - 5x + 6 = 0', x ** 3 - 2 * x ** 2 - 5 * x + 6, count=3)
topic(G, 'radical, rational and absolute-value equations')
solve(G, 'solve √(2x + 7) = x + 2', sp.sqrt(2 * x + 7), x + 2)
solve(G, 'Solve |3x − 5| = 10', sp.Abs(3 * x - 5), 10, count=2)
solve(G, 'solve x + 6/x = 5', x + 6 / x, 5, count=2)
solve(G, 'solve for x: 1/(x-1) + 2/(x+2) = 1', 1 / (x - 1) + 2 / (x + 2), 1)
topic(G, 'simultaneous equations')
system(G, 'Solve the simultaneous equations 3x + 2y = 16 and 5x − 3y = 5', [sp.Eq(3 * x + 2 * y, 16), sp.Eq(5 * x - 3 * y, 5)], [x, y])
system(G, 'solve simultaneously: y = 2x - 1, 4x + 3y = 27', [sp.Eq(y, 2 * x - 1), sp.Eq(4 * x + 3 * y, 27)], [x, y])
system(G, 'x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2. find x, y and z', [sp.Eq(x + y + z, 6), sp.Eq(2 * x - y + z, 3), sp.Eq(x + 2 * y - z, 2)], [x, y, z])
system(G, 'Solve y = x² − 3 and y = 2x. Give every solution (x, y).', [sp.Eq(y, x ** 2 - 3), sp.Eq(y, 2 * x)], [x, y])
system(G, 'solve 0.5x + 0.2y = 3.1 and 0.3x - 0.4y = -0.3', [sp.Eq(x / 2 + y / 5, sp.Rational(31, 10)), sp.Eq(sp.Rational(3, 10) * x - sp.Rational(2, 5) * y, -sp.Rational(3, 10))], [x, y])
topic(G, 'inequalities')
inequality_bounds(G, 'solve 5 - 2x > 3x + 20', 5 - 2 * x > 3 * x + 20)
inequality_bounds(G, 'Solve −3 ≤ 2x + 5 < 11', sp.And(2 * x + 5 >= -3, 2 * x + 5 < 11))
inequality_bounds(G, 'solve x^2 - x - 12 < 0', x ** 2 - x - 12 < 0)
inequality_bounds(G, 'Find the set of values of x for which 2x² + 5x − 3 ≥ 0', 2 * x ** 2 + 5 * x - 3 >= 0)
inequality_bounds(G, 'solve |x - 4| ≤ 2.5', sp.Abs(x - 4) <= sp.Rational(5, 2))
topic(G, 'expanding, factorising, simplifying')
expr(G, 'expand (2x - 3)(x + 5)', sp.expand((2 * x - 3) * (x + 5)))
expr(G, 'Expand and simplify (x + 4)² − (x − 1)(x + 3)', sp.expand((x + 4) ** 2 - (x - 1) * (x + 3)))
expr(G, 'expand (x - 2)^3', sp.expand((x - 2) ** 3))
expr(G, 'factorise fully 12x^2 - 27', sp.factor(12 * x ** 2 - 27))
expr(G, 'Factorise 3x² − 10x − 8', sp.factor(3 * x ** 2 - 10 * x - 8))
expr(G, 'simplify (x^2 - 9)/(x^2 + x - 6)', sp.cancel((x ** 2 - 9) / (x ** 2 + x - 6)), points=[0.35, 0.8, 1.25, 1.7, 4.5])
expr(G, 'Write 3/(x+1) - 2/(x-2) as a single fraction', sp.together(3 / (x + 1) - 2 / (x - 2)), points=[0.35, 0.8, 1.25, 1.7, 2.45])
topic(G, 'substitution and rearranging')
val(G, 'If a = −2, b = 3 and c = 0.5, find the value of a²b − 4c/b + b³', (-2) ** 2 * 3 - 4 * Fr(1, 2) / 3 + 27)
val(G, 'Given v² = u² + 2as, find v when u = 3, a = 4 and s = 10 (v positive)', math.sqrt(9 + 80))
val(G, 'make r the subject of V = (4/3)πr³ and hence find r when V = 500 (3 sf)', (500 * 3 / (4 * math.pi)) ** (1 / 3))
topic(G, 'exponential and logarithmic equations, log laws')
solve(G, 'solve 2^(x+1) = 48', 2 ** (x + 1), 48)
solve(G, 'Solve 5^(2x) = 3^(x+4), giving x to 3 decimal places', 2 * x * sp.log(5), (x + 4) * sp.log(3))
solve(G, 'solve log_2(x) + log_2(x - 2) = 3', sp.log(x, 2) + sp.log(x - 2, 2), 3)
solve(G, 'solve ln(3x - 1) = 2', sp.log(3 * x - 1), 2)
solve(G, 'Solve 3^(2x) − 10·3^x + 9 = 0', 3 ** (2 * x) - 10 * 3 ** x + 9, count=2)
val(G, 'Evaluate log₃ 81 − log₂ (1/8) + log₁₀ 0.01', sp.log(81, 3) - sp.log(sp.Rational(1, 8), 2) + sp.log(sp.Rational(1, 100), 10))
val(G, 'Write 2 log 5 + log 4 as a single number (logs base 10)', sp.log(100, 10))
val(G, 'given log_a 2 = 0.431 and log_a 3 = 0.683, find log_a 12', 2 * Fr('0.431') + Fr('0.683'))
topic(G, 'binomial expansion')
val(G, 'Find the coefficient of x³ in the expansion of (2 + 3x)^6', sp.Poly(sp.expand((2 + 3 * x) ** 6), x).coeff_monomial(x ** 3))
val(G, 'what is the coefficient of x^2 in (1 - 2x)^10', sp.Poly(sp.expand((1 - 2 * x) ** 10), x).coeff_monomial(x ** 2))
val(G, 'Find the term independent of x in (x + 2/x)^6', sp.expand((x + 2 / x) ** 6).as_coefficients_dict()[1])
topic(G, 'complex numbers (values)')
val(G, 'find the modulus of the complex number z = 5 - 12i', abs(5 - 12j))
val(G, 'z = (2 + 3i)(4 − i). Find the real part of z and the imaginary part of z.', sp.re((2 + 3 * I) * (4 - I)), sp.im((2 + 3 * I) * (4 - I)))
val(G, 'argument of 1 + √3 i in degrees', sp.deg(sp.arg(1 + sp.sqrt(3) * I)))
topic(G, 'matrices')
val(G, 'find the determinant of the matrix [[3, -2], [5, 4]]', sp.Matrix([[3, -2], [5, 4]]).det())
val(G, 'A = (4 7; 2 6). Find det A.', sp.Matrix([[4, 7], [2, 6]]).det())
val(G, 'For the matrix M = [[2, 1], [7, 4]], what is the top-left entry of M^-1?', sp.Matrix([[2, 1], [7, 4]]).inv()[0, 0])
val(G, 'determinant of [[1,2,3],[0,4,5],[1,0,6]]', sp.Matrix([[1, 2, 3], [0, 4, 5], [1, 0, 6]]).det())


# ================================================================== functions and graphs
F = 'functions_graphs'
f1 = 3 * x ** 2 - 2 * x + 7
topic(F, 'evaluation and composition')
val(F, 'f(x) = 3x² − 2x + 7. Find f(−4).', f1.subs(x, -4))
val(F, 'If g(x) = (2x+1)/(x-3), find g(5) + g(-1)', ((2 * x + 1) / (x - 3)).subs(x, 5) + ((2 * x + 1) / (x - 3)).subs(x, -1))
val(F, 'f(x) = 2x - 5 and g(x) = x^2 + 1. find f(g(3))', (2 * x - 5).subs(x, (x ** 2 + 1).subs(x, 3)))
val(F, 'f(x)=x^2-4, g(x)=3x+2. Evaluate g(f(-2)) and f(g(-2))', (3 * x + 2).subs(x, (x ** 2 - 4).subs(x, -2)), (x ** 2 - 4).subs(x, (3 * x + 2).subs(x, -2)))
expr(F, 'given f(x) = x^2 + 2x and g(x) = x - 3, find f(g(x)) in terms of x', sp.expand((x ** 2 + 2 * x).subs(x, x - 3)))
topic(F, 'inverse functions')
expr(F, 'find the inverse of f(x) = (3x - 4)/5', sp.solve(sp.Eq((3 * y - 4) / 5, x), y)[0])
expr(F, 'f(x) = 2/(x + 1). Find f⁻¹(x).', sp.solve(sp.Eq(2 / (y + 1), x), y)[0])
val(F, 'h(x) = 4x + 9. Solve h⁻¹(x) = 2.', (4 * x + 9).subs(x, 2))
topic(F, 'straight lines')
val(F, 'Find the gradient of the line joining (−3, 7) and (5, −5).', Fr(-5 - 7, 5 + 3))
val(F, 'what is the y-intercept of the line 4x - 3y = 18', Fr(-18, 3))
val(F, 'A line has gradient −2 and passes through (3, 4). Where does it cross the x-axis? Give the x-coordinate.', sp.solve(sp.Eq(-2 * (x - 3) + 4, 0), x)[0])
val(F, 'find the gradient of a line perpendicular to 2y = 5x - 1', -Fr(2, 5))
val(F, 'Find the point of intersection of y = 3x − 7 and y = −x + 9', *[sp.solve([sp.Eq(y, 3 * x - 7), sp.Eq(y, -x + 9)], [x, y])[v] for v in (x, y)])
val(F, 'Line L passes through A(2, 1) and B(6, 9). Find the equation of L in the form y = mx + c and state m and c.', Fr(8, 4), 1 - Fr(8, 4) * 2)
topic(F, 'quadratic graphs')
val(F, 'find the vertex of y = 2x^2 - 12x + 5', Fr(12, 4), (2 * x ** 2 - 12 * x + 5).subs(x, Fr(12, 4)))
val(F, 'Write x² + 6x − 2 in the form (x + a)² + b. State the values of a and b.', Fr(6, 2), -2 - Fr(6, 2) ** 2)
val(F, 'the graph of y = x^2 - 6x + c touches the x-axis. find c', sp.solve(sp.Eq(36 - 4 * k, 0), k)[0])
val(F, 'what are the x-intercepts of y = -x² + 2x + 8', *real_solutions(-x ** 2 + 2 * x + 8))
val(F, 'For what value(s) of k does kx^2 + 4x + k = 0 have exactly one (repeated) root? k is nonzero.', *real_solutions(16 - 4 * k * k, 0, k))
topic(F, 'sequences and series')
val(F, 'Find the 20th term of the arithmetic sequence 7, 11, 15, 19, ...', 7 + 19 * 4)
expr(F, 'find the nth term of 5, 2, -1, -4, ...', sp.interpolate([5, 2, -1, -4], n), var=n, points=[1, 2, 3, 7, 10])
expr(F, 'What is the nth term of the quadratic sequence 3, 9, 19, 33, 51, ...?', sp.interpolate([3, 9, 19, 33, 51], n), var=n, points=[1, 2, 3, 6, 9])
val(F, 'Sum of the first 25 terms of the arithmetic series 3 + 8 + 13 + ...', sp.summation(3 + 5 * (k - 1), (k, 1, 25)))
val(F, 'A geometric sequence has first term 6 and common ratio 1.5. Find the 8th term.', 6 * Fr(3, 2) ** 7)
val(F, 'find the sum to infinity of 24 + 18 + 13.5 + ...', Fr(24) / (1 - Fr(3, 4)))
val(F, 'Evaluate ∑_{r=1}^{10} (2r + 3)', sp.summation(2 * r + 3, (r, 1, 10)))
val(F, 'sum of the geometric series 2 + 6 + 18 + ... + 4374', sp.summation(2 * 3 ** (k - 1), (k, 1, 8)))
val(F, 'u(n+1) = 2u(n) - 3 with u(1) = 5. find u(5)', (lambda f: f(f(f(f(5)))))(lambda v: 2 * v - 3))
val(F, 'the 3rd term of an arithmetic sequence is 14 and the 10th term is 49. find the first term and the common difference', *[sp.solve([sp.Eq(a0 + 2 * d0, 14), sp.Eq(a0 + 9 * d0, 49)], [a0, d0])[v] for a0, d0 in [sp.symbols('a0 d0')] for v in (a0, d0)])
topic(F, 'exponential models and transformations')
val(F, 'f(x) = 3·2^x. find f(5) − f(2)', 3 * 2 ** 5 - 3 * 2 ** 2)
val(F, 'The graph of y = x² is translated by the vector (3, −2). Where is the vertex of the new graph?', 0 + 3, 0 - 2)
val(F, 'What is the period of y = sin(4x) in degrees?', Fr(360, 4))
val(F, 'the amplitude of y = -5cos(2x) + 1 is?', abs(-5))
val(F, 'find the domain restriction: for f(x) = √(2x − 7), what is the smallest x in the domain?', sp.solve(2 * x - 7, x)[0])


# ================================================================== calculus
C = 'calculus'
topic(C, 'derivatives (power, product, quotient, chain)')
derivative(C, 'differentiate y = 4x^5 - 3x^2 + 7x - 2', 4 * x ** 5 - 3 * x ** 2 + 7 * x - 2)
derivative(C, 'find dy/dx if y = 6√x − 2/x³', 6 * sp.sqrt(x) - 2 / x ** 3)
derivative(C, 'derivitive of x^2 sin(x)', x ** 2 * sp.sin(x))
derivative(C, 'Differentiate with respect to x: (3x + 2)^7', (3 * x + 2) ** 7)
derivative(C, 'd/dx [ e^(2x) cos(3x) ]', sp.exp(2 * x) * sp.cos(3 * x))
derivative(C, 'find f\'(x) when f(x) = ln(x² + 4)', sp.log(x ** 2 + 4))
derivative(C, 'differentiate (2x - 1)/(x + 3) using the quotient rule', (2 * x - 1) / (x + 3))
derivative(C, 'y = tan(5x). find dy/dx', sp.tan(5 * x), points=[0.05, 0.12, 0.2, 0.25, 0.28])
derivative(C, 'Differentiate f(t) = t³ e^(−t) with respect to t', t ** 3 * sp.exp(-t), var=t)
derivative(C, 'find the second derivative of y = x^4 - 2x^3 + ln(x)', x ** 4 - 2 * x ** 3 + sp.log(x), order=2)
derivative(C, 'diffrentiate y = arctan(2x)', sp.atan(2 * x))
derivative(C, 'dy/dx of y = 5^x', 5 ** x)
derivative(C, 'differentiate sqrt(1 - x^2)', sp.sqrt(1 - x ** 2), points=[-0.7, -0.2, 0.1, 0.45, 0.9])
topic(C, 'gradients, tangents and normals')
val(C, 'Find the gradient of the curve y = x³ − 4x + 1 at the point where x = 2.', sp.diff(x ** 3 - 4 * x + 1, x).subs(x, 2))
val(C, 'Find the equation of the tangent to y = x² + 3x at x = 1, in the form y = mx + c. Give m and c.', sp.diff(x ** 2 + 3 * x, x).subs(x, 1), (x ** 2 + 3 * x).subs(x, 1) - sp.diff(x ** 2 + 3 * x, x).subs(x, 1) * 1)
val(C, 'What is the gradient of the normal to y = 2/x at x = 4?', -1 / sp.diff(2 / x, x).subs(x, 4))
val(C, 'Find the slope of the tangent line to f(x) = e^x ln x at x = 1.', sp.diff(sp.exp(x) * sp.log(x), x).subs(x, 1))
topic(C, 'stationary points and optimisation')
stationary_points(C, 'Find the coordinates of the stationary points of y = x³ − 3x² − 9x + 5', x ** 3 - 3 * x ** 2 - 9 * x + 5)
stationary_points(C, 'find the minimum point of y = x^2 - 8x + 20 using calculus', x ** 2 - 8 * x + 20, kind='min')
stationary_points(C, 'Find the local maximum point (x and y) of f(x) = -2x^3 + 6x^2 + 1', -2 * x ** 3 + 6 * x ** 2 + 1, kind='max')
val(C, 'A farmer has 120 m of fencing to make a rectangular pen against a straight wall (the wall is one side, so fencing is needed on three sides only). What is the maximum area of the pen?', max((x * (120 - 2 * x)).subs(x, s) for s in real_solutions(sp.diff(x * (120 - 2 * x), x))))
val(C, 'An open box is made from a 30 cm by 30 cm square of card by cutting equal squares of side x cm from each corner and folding up. Find the maximum volume in cm³.', max((x * (30 - 2 * x) ** 2).subs(x, s) for s in real_solutions(sp.diff(x * (30 - 2 * x) ** 2, x)) if 0 < s < 15))
topic(C, 'indefinite integrals')
integral(C, 'integrate 6x^2 - 4x + 3 dx', 6 * x ** 2 - 4 * x + 3)
integral(C, '∫ (3/x² + 2√x) dx', 3 / x ** 2 + 2 * sp.sqrt(x))
integral(C, 'intergrate cos(4x) with respect to x', sp.cos(4 * x))
integral(C, 'Find ∫ e^(3x − 1) dx', sp.exp(3 * x - 1))
integral(C, 'find the integral of 5/(2x + 1) dx', 5 / (2 * x + 1), log_abs=True)
integral(C, '∫ x e^x dx (integration by parts)', x * sp.exp(x))
integral(C, 'integrate x(x^2 + 1)^4', x * (x ** 2 + 1) ** 4)
integral(C, '\\int \\sec^2(x) \\, dx', 1 / sp.cos(x) ** 2)
topic(C, 'definite integrals and areas')
definite(C, 'evaluate the integral from 1 to 3 of (x^2 + 2x) dx', x ** 2 + 2 * x, 1, 3)
definite(C, '∫₀^π sin x dx', sp.sin(x), 0, pi)
definite(C, '\\int_{0}^{2} e^{x} \\, dx', sp.exp(x), 0, 2)
definite(C, 'Find the area enclosed between the curve y = 4x − x² and the x-axis.', 4 * x - x ** 2, 0, 4)
definite(C, 'integral of 1/x from 1 to e^2', 1 / x, 1, sp.exp(2))
definite(C, 'Calculate ∫_{-1}^{2} (3x² − 4x + 1) dx', 3 * x ** 2 - 4 * x + 1, -1, 2)
val(C, 'Find the area between y = x² and y = x + 2.', (lambda ends: sp.integrate((x + 2) - x ** 2, (x, ends[0], ends[-1])))(real_solutions(x ** 2, x + 2)))
val(C, 'The region under y = √x from x = 0 to x = 4 is rotated 360° about the x-axis. Find the volume (in terms of π, or as a decimal).', sp.integrate(pi * x, (x, 0, 4)))
topic(C, 'limits')
limit(C, 'lim x->3 (x^2 - 9)/(x - 3)', (x ** 2 - 9) / (x - 3), 3)
limit(C, '\\lim_{x \\to 0} \\frac{\\sin(5x)}{x}', sp.sin(5 * x) / x, 0)
limit(C, 'find the limit as x approaches infinity of (3x^2 + 1)/(5x^2 - 2x)', (3 * x ** 2 + 1) / (5 * x ** 2 - 2 * x), sp.oo)
limit(C, 'lim (x→0) (1 − cos x)/x²', (1 - sp.cos(x)) / x ** 2, 0)
limit(C, 'limit of (sqrt(x + 4) - 2)/x as x goes to 0', (sp.sqrt(x + 4) - 2) / x, 0)
topic(C, 'rates of change and kinematics by calculus')
val(C, 'A particle moves so that its displacement is s = t³ − 6t² + 9t metres at time t seconds. Find its acceleration when t = 4.', sp.diff(t ** 3 - 6 * t ** 2 + 9 * t, t, 2).subs(t, 4))
val(C, 'The radius of a circle increases at 0.5 cm/s. How fast is the area increasing when the radius is 8 cm? (cm²/s)', 2 * pi * 8 * sp.Rational(1, 2))
val(C, 'v = 3t^2 + 2t m/s. how far does the particle travel between t = 1 and t = 3 seconds?', sp.integrate(3 * t ** 2 + 2 * t, (t, 1, 3)))
val(C, 'Use one step of Newton–Raphson starting from x₀ = 2 for f(x) = x³ − 2x − 5. What is x₁?', 2 - (x ** 3 - 2 * x - 5).subs(x, 2) / sp.diff(x ** 3 - 2 * x - 5, x).subs(x, 2))


# ================================================================== statistics
S = 'statistics'
topic(S, 'mean, median, mode, range')
d = [12, 7, 15, 9, 12, 20, 4, 12, 8]
val(S, 'find the mean of 12, 7, 15, 9, 12, 20, 4, 12, 8', statistics.mean(Fr(v) for v in d))
val(S, 'What is the median of 12, 7, 15, 9, 12, 20, 4, 12, 8?', statistics.median(d))
val(S, 'mode and range of: 12, 7, 15, 9, 12, 20, 4, 12, 8 (give both)', statistics.mode(d), max(d) - min(d))
d2 = [3.4, 5.1, 2.8, 6.0, 4.7, 3.9]
val(S, 'Median of the data set {3.4, 5.1, 2.8, 6.0, 4.7, 3.9}', statistics.median(d2))
val(S, 'The temperatures in °C over a week were −3, 2, −1, 4, 0, −5, 3. Find the mean temperature.', statistics.mean([Fr(v) for v in [-3, 2, -1, 4, 0, -5, 3]]))
topic(S, 'missing values and combined means')
val(S, 'The mean of five numbers is 14. Four of the numbers are 10, 18, 9 and 16. What is the fifth number?', 5 * 14 - (10 + 18 + 9 + 16))
val(S, 'Class A has 24 students with a mean score of 68. Class B has 16 students with a mean score of 73. Find the mean score of all 40 students.', Fr(24 * 68 + 16 * 73, 40))
val(S, 'Jo\'s mean mark on 4 tests is 72%. What must she score on the 5th test to raise her mean to 75%?', 5 * 75 - 4 * 72)
topic(S, 'standard deviation and variance')
d3 = [4, 8, 6, 5, 3, 7, 9]
val(S, 'Calculate the population standard deviation of 4, 8, 6, 5, 3, 7, 9', statistics.pstdev(d3))
val(S, 'find the sample standard deviation s of: 4, 8, 6, 5, 3, 7, 9', statistics.stdev(d3))
val(S, 'sample variance of 2.1, 3.5, 2.9, 4.0, 3.3', statistics.variance([2.1, 3.5, 2.9, 4.0, 3.3]))
val(S, 'n = 10, Σx = 85, Σx² = 781. Find the mean and the (population) variance.', Fr(85, 10), Fr(781, 10) - Fr(85, 10) ** 2)
val(S, 'Given Σx = 240, Σx² = 6100 and n = 10, calculate the standard deviation (divide by n).', math.sqrt(6100 / 10 - (240 / 10) ** 2))
topic(S, 'frequency tables and grouped data')
fx = {0: 4, 1: 9, 2: 7, 3: 3, 4: 2}
val(S, 'Number of goals | frequency: 0 | 4, 1 | 9, 2 | 7, 3 | 3, 4 | 2. Find the mean number of goals per match.', Fr(sum(v * f for v, f in fx.items()), sum(fx.values())))
val(S, 'Goals: 0,1,2,3,4 with frequencies 4,9,7,3,2. What is the median number of goals?', statistics.median([v for v, f in fx.items() for _ in range(f)]))
grp = [((0, 10), 5), ((10, 20), 12), ((20, 30), 18), ((30, 40), 10), ((40, 50), 5)]
val(S, 'Time (min) 0–10: 5, 10–20: 12, 20–30: 18, 30–40: 10, 40–50: 5. Estimate the mean time using midpoints.', Fr(sum((lo + hi) * f for (lo, hi), f in grp), 2 * sum(f for _, f in grp)))
val(S, 'Heights of 40 plants: 0<h≤5: 6, 5<h≤10: 14, 10<h≤15: 12, 15<h≤20: 8. Estimate the mean height in cm.', Fr(sum(m * f for m, f in [(Fr(5, 2), 6), (Fr(15, 2), 14), (Fr(25, 2), 12), (Fr(35, 2), 8)]), 40))
val(S, 'Using linear interpolation, estimate the median of the grouped data: 0–10: 5, 10–20: 12, 20–30: 18, 30–40: 10, 40–50: 5 (class boundaries 0,10,20,30,40,50).', 20 + Fr(25 - 17, 18) * 10)
topic(S, 'quartiles, IQR, outliers')
d4 = [3, 5, 7, 8, 9, 11, 13, 15, 18, 21, 24]
val(S, 'For the 11 values 3, 5, 7, 8, 9, 11, 13, 15, 18, 21, 24 find the lower quartile and the upper quartile (use the (n+1)/4 and 3(n+1)/4 positions).', d4[(len(d4) + 1) // 4 - 1], d4[3 * (len(d4) + 1) // 4 - 1])
val(S, 'The lower quartile of a data set is 14 and the upper quartile is 26. Using the 1.5 × IQR rule, what is the upper limit above which a value is an outlier?', 26 + Fr(3, 2) * (26 - 14))
topic(S, 'z-scores, normal distribution and regression')
val(S, 'A test has mean 62 and standard deviation 8. What is the z-score of a mark of 74?', Fr(74 - 62, 8))
val(S, 'IQ ~ N(100, 15²). What IQ has z = −1.4?', 100 - Fr(14, 10) * 15)
xs, ys = [1, 2, 3, 4, 5], [2.1, 3.9, 6.2, 7.8, 10.1]
slope, icpt = statistics.linear_regression(xs, ys)
val(S, 'x: 1, 2, 3, 4, 5 ; y: 2.1, 3.9, 6.2, 7.8, 10.1. Find the least squares regression line y = a + bx (give a and b).', icpt, slope)
val(S, 'compute the Pearson correlation coefficient r for x = 1,2,3,4,5 and y = 2,4,5,4,5', statistics.correlation([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]))
val(S, 'Weighted mean: coursework 40% weight scored 78, exam 60% weight scored 64. Final mark?', Fr(40 * 78 + 60 * 64, 100))
val(S, 'The mean of 8 numbers is 15. When one number is removed the mean becomes 14. What number was removed?', 8 * 15 - 7 * 14)
val(S, 'each value in a data set with mean 20 and standard deviation 3 is multiplied by 4 and then 5 is added. What are the new mean and new standard deviation?', 4 * 20 + 5, 4 * 3)
val(S, 'A pie chart shows the favourite sports of 270 students. Football has an angle of 84°. How many students chose football?', Fr(84, 360) * 270)


# ================================================================== probability
B = 'probability'
topic(B, 'single events, dice, coins, cards')
val(B, 'A bag has 5 red, 7 blue and 3 green marbles. One is picked at random. P(blue)?', Fr(7, 15))
val(B, 'what is the probability of rolling a total of 8 with two fair dice', Fr(sum(1 for i in range(1, 7) for j in range(1, 7) if i + j == 8), 36))
val(B, 'Two fair six-sided dice are rolled. Find the probability that the product of the scores is a multiple of 6.', Fr(sum(1 for i in range(1, 7) for j in range(1, 7) if i * j % 6 == 0), 36))
val(B, 'A card is drawn from a standard 52-card deck. What is the probability it is a heart or a king?', Fr(13 + 4 - 1, 52))
val(B, 'probability of getting at least one head when a fair coin is tossed 4 times', 1 - Fr(1, 16))
val(B, 'P(A) = 0.35. What is P(not A)?', 1 - Fr(35, 100))
topic(B, 'without replacement and tree diagrams')
val(B, 'A box has 4 white and 6 black balls. Two are taken without replacement. Find the probability both are black.', Fr(6, 10) * Fr(5, 9))
val(B, 'A bag contains 3 red and 5 yellow sweets. Sam takes a sweet at random, eats it, then takes another. What is the probability that the two sweets are different colours?', Fr(3, 8) * Fr(5, 7) + Fr(5, 8) * Fr(3, 7))
val(B, 'The probability it rains on a given day is 0.3. If it rains, the probability I am late is 0.4; if not, it is 0.1. What is the probability I am late?', Fr(3, 10) * Fr(4, 10) + Fr(7, 10) * Fr(1, 10))
topic(B, 'conditional probability and Bayes')
val(B, 'Continuing: the probability it rains is 0.3, P(late | rain) = 0.4 and P(late | no rain) = 0.1. Given that I was late, what is the probability it rained?', Fr(3, 10) * Fr(4, 10) / (Fr(3, 10) * Fr(4, 10) + Fr(7, 10) * Fr(1, 10)))
val(B, 'A disease affects 1% of people. A test is 95% accurate for people who have it (true positive rate) and gives a false positive 5% of the time. If someone tests positive, what is the probability they have the disease?', Fr(1, 100) * Fr(95, 100) / (Fr(1, 100) * Fr(95, 100) + Fr(99, 100) * Fr(5, 100)))
val(B, 'P(A) = 0.5, P(B) = 0.4, P(A ∩ B) = 0.15. Find P(A ∪ B) and P(A | B).', Fr(5, 10) + Fr(4, 10) - Fr(15, 100), Fr(15, 100) / Fr(4, 10))
val(B, 'A and B are independent events with P(A) = 0.6 and P(B) = 0.25. Find P(A ∪ B).', Fr(6, 10) + Fr(1, 4) - Fr(6, 10) * Fr(1, 4))
val(B, 'In a class of 30, 18 study French, 12 study Spanish and 5 study both. A student is chosen at random. What is the probability they study neither?', Fr(30 - (18 + 12 - 5), 30))
val(B, 'Of 200 students, 120 have a phone and 50 have a tablet; 30 have both. If a student with a tablet is chosen, what is the probability they also have a phone?', Fr(30, 50))
topic(B, 'counting: permutations and combinations')
val(B, 'How many ways can a committee of 4 be chosen from 11 people?', ncr(11, 4))
val(B, '7P3', npr(7, 3))
val(B, 'in how many different ways can the letters of the word LETTER be arranged', Fr(math.factorial(6), math.factorial(2) * math.factorial(2)))
val(B, 'A PIN has 4 digits (0–9) and digits may repeat. What is the probability a random PIN has all four digits different?', Fr(npr(10, 4), 10 ** 4))
val(B, 'A team of 3 boys and 2 girls is picked from 8 boys and 6 girls. How many different teams are possible?', ncr(8, 3) * ncr(6, 2))
val(B, 'how many ways can 5 people sit in a row if 2 particular people must sit next to each other', 2 * math.factorial(4))
topic(B, 'binomial, Poisson, normal and expectation')
val(B, 'X ~ B(10, 0.3). Find P(X = 4).', ncr(10, 4) * Fr(3, 10) ** 4 * Fr(7, 10) ** 6)
val(B, 'A fair die is rolled 6 times. What is the probability of exactly two sixes?', ncr(6, 2) * Fr(1, 6) ** 2 * Fr(5, 6) ** 4)
val(B, 'X ~ Bin(n = 8, p = 0.5). P(X ≤ 2) = ?', sum(ncr(8, i) * Fr(1, 2) ** 8 for i in range(3)))
val(B, 'Calls arrive at a rate of 3 per hour (Poisson). What is the probability of exactly 5 calls in an hour?', math.exp(-3) * 3 ** 5 / math.factorial(5))
val(B, 'X ~ Po(2.5). Find P(X = 0).', math.exp(-2.5))
val(B, 'X ~ N(50, 4²). Find P(X < 56).', 0.5 * (1 + math.erf((56 - 50) / (4 * math.sqrt(2)))))
val(B, 'The heights of adult men are normally distributed with mean 175 cm and standard deviation 7 cm. What percentage of men are taller than 189 cm? (percent)', 100 * 0.5 * (1 - math.erf((189 - 175) / (7 * math.sqrt(2)))))
val(B, 'A game: you win $10 with probability 0.2, win $2 with probability 0.5, and lose $5 otherwise. What is the expected value of the game?', Fr(2, 10) * 10 + Fr(5, 10) * 2 - Fr(3, 10) * 5)
val(B, 'X takes the values 1, 2, 3, 4 with probabilities 0.1, 0.3, k, 0.2. Find k and E(X).', 1 - Fr(1, 10) - Fr(3, 10) - Fr(2, 10), Fr(1, 10) * 1 + Fr(3, 10) * 2 + (1 - Fr(6, 10)) * 3 + Fr(2, 10) * 4)
val(B, 'Expected number of sixes in 90 rolls of a fair die', 90 * Fr(1, 6))
val(B, 'A spinner lands on red with probability 0.15. It is spun 240 times. How many times would you expect red?', 240 * Fr(15, 100))
val(B, 'Binomial X~B(20, 0.4): what are the mean and the variance of X?', 20 * Fr(4, 10), 20 * Fr(4, 10) * Fr(6, 10))


# ================================================================== geometry and trigonometry
T = 'geometry_trig'
topic(T, 'areas, perimeters, circles, sectors')
val(T, 'Find the area of a trapezium with parallel sides 7.5 cm and 12.3 cm and height 4.8 cm.', (Fr('7.5') + Fr('12.3')) / 2 * Fr('4.8'))
val(T, 'area of a circle with diameter 15 cm (to 1 dp)', pi * Fr(15, 2) ** 2)
val(T, 'A circle has circumference 50 cm. Find its radius.', 50 / (2 * pi))
val(T, 'Find the arc length of a sector with radius 9 cm and angle 140°.', 2 * pi * 9 * sp.Rational(140, 360))
val(T, 'sector radius 6 cm, angle 1.2 radians. area?', sp.Rational(1, 2) * 36 * sp.Rational(12, 10))
val(T, 'The perimeter of a semicircle (including the diameter) with radius 4 m is?', pi * 4 + 8)
topic(T, 'volumes and surface areas')
val(T, 'Volume of a cylinder with radius 3.5 cm and height 12 cm', pi * sp.Rational(7, 2) ** 2 * 12)
val(T, 'find the volume of a cone of radius 6 and slant height 10', sp.Rational(1, 3) * pi * 36 * sp.sqrt(100 - 36))
val(T, 'Total surface area of a solid hemisphere of radius 5 cm', 3 * pi * 25)
val(T, 'A sphere has volume 904.32 cm³. Use π = 3.14 to find its radius.', (904.32 * 3 / (4 * 3.14)) ** (1 / 3))
val(T, 'A cuboid is 8 cm by 5 cm by 3.5 cm. Find its total surface area.', 2 * (8 * 5 + 8 * Fr('3.5') + 5 * Fr('3.5')))
val(T, 'A square-based pyramid has base edge 10 m and vertical height 12 m. Find its volume.', Fr(1, 3) * 100 * 12)
topic(T, 'angles and polygons')
val(T, 'Each interior angle of a regular polygon is 156°. How many sides does it have?', Fr(360, 180 - 156))
val(T, 'What is the sum of the interior angles of a 14-sided polygon?', (14 - 2) * 180)
val(T, 'exterior angle of a regular nonagon', Fr(360, 9))
topic(T, 'Pythagoras and coordinate geometry')
val(T, 'A ladder 6.5 m long leans against a wall with its foot 2.5 m from the wall. How high up the wall does it reach?', sp.sqrt(sp.Rational(65, 10) ** 2 - sp.Rational(25, 10) ** 2))
val(T, 'Find the length of the diagonal of a rectangle 9 cm by 14 cm.', sp.sqrt(81 + 196))
val(T, 'distance between (−2, 5) and (4, −3)', sp.sqrt(6 ** 2 + 8 ** 2))
val(T, 'Find the midpoint of AB where A(3, −7) and B(−5, 2).', Fr(3 - 5, 2), Fr(-7 + 2, 2))
val(T, 'The circle x² + y² − 6x + 4y − 12 = 0. Find the centre and the radius (centre x, centre y, radius).', Fr(6, 2), Fr(-4, 2), sp.sqrt(Fr(6, 2) ** 2 + Fr(4, 2) ** 2 + 12))
val(T, 'Find the length of the space diagonal of a cube of side 4 cm', 4 * sp.sqrt(3))
val(T, 'Triangle with vertices (0, 0), (6, 0) and (2, 5). Find its area.', sp.Abs(sp.Matrix([[0, 0, 1], [6, 0, 1], [2, 5, 1]]).det()) / 2)
topic(T, 'right-angled trigonometry')
val(T, 'In a right-angled triangle the hypotenuse is 13 cm and one angle is 35°. Find the side opposite the 35° angle.', 13 * sp.sin(sp.rad(35)))
val(T, 'find angle θ if tan θ = 7/4 (degrees)', sp.deg(sp.atan(sp.Rational(7, 4))))
val(T, 'From a point 40 m from the foot of a tower, the angle of elevation of the top is 52°. How tall is the tower?', 40 * sp.tan(sp.rad(52)))
val(T, 'A ramp rises 1.2 m over a horizontal distance of 9 m. What angle does it make with the ground, in degrees?', sp.deg(sp.atan(sp.Rational(12, 90))))
topic(T, 'sine and cosine rules, triangle area')
val(T, 'In triangle ABC, a = 8 cm, b = 11 cm and angle C = 47°. Find c.', sp.sqrt(64 + 121 - 2 * 8 * 11 * sp.cos(sp.rad(47))))
val(T, 'Triangle PQR: PQ = 12, angle P = 40°, angle Q = 75°. Find QR.', 12 * sp.sin(sp.rad(40)) / sp.sin(sp.rad(180 - 40 - 75)))
val(T, 'The sides of a triangle are 5, 7 and 9. Find the largest angle in degrees.', sp.deg(sp.acos(sp.Rational(25 + 49 - 81, 2 * 5 * 7))))
val(T, 'area of triangle with sides 7 cm and 10 cm and included angle 30°', sp.Rational(1, 2) * 7 * 10 * sp.sin(sp.rad(30)))
val(T, "Use Heron's formula: a triangle has sides 13, 14, 15. Find its area.", sp.sqrt(21 * 8 * 7 * 6))
topic(T, 'trigonometric equations and exact values')
trig_solutions(T, 'Solve sin x = 0.5 for 0° ≤ x ≤ 360°', sp.sin(x) - sp.Rational(1, 2), 0, 360, count=2)
trig_solutions(T, 'solve 2cos(x) + 1 = 0, 0 <= x <= 360 degrees', 2 * sp.cos(x) + 1, 0, 360, count=2)
trig_solutions(T, 'Solve tan θ = −1 for 0° ≤ θ < 360°', sp.tan(x) + 1, 0, 359, count=2)
trig_solutions(T, 'solve 2sin²x − sin x − 1 = 0 for 0 ≤ x ≤ 2π (radians)', 2 * sp.sin(x) ** 2 - sp.sin(x) - 1, 0, 2 * pi, degrees=False, count=3)
trig_solutions(T, 'Solve cos(2x) = 0.3 for 0° ≤ x ≤ 180°, answers to 1 d.p.', sp.cos(2 * x) - sp.Rational(3, 10), 0, 180, count=2)
val(T, 'exact value of sin 60° × cos 30° + tan 45°', sp.sin(sp.rad(60)) * sp.cos(sp.rad(30)) + sp.tan(sp.rad(45)))
val(T, 'convert 225 degrees to radians', sp.rad(225))
val(T, 'convert 2.5 rad to degrees', sp.deg(sp.Rational(5, 2)))
topic(T, 'bearings')
val(T, 'The bearing of B from A is 064°. What is the bearing of A from B?', (64 + 180) % 360)
val(T, 'A ship sails 30 km on a bearing of 090° and then 40 km on a bearing of 180°. What is its bearing from the start point, in degrees?', (90 + sp.deg(sp.atan(sp.Rational(40, 30)))))
val(T, 'A plane flies 120 km on a bearing of 035°. How far north of its start is it?', 120 * sp.cos(sp.rad(35)))
topic(T, 'vectors')
val(T, 'a = (3, −1), b = (−2, 5). Find 2a − 3b.', 2 * 3 - 3 * (-2), 2 * (-1) - 3 * 5)
val(T, 'magnitude of the vector 2i − 3j + 6k', sp.sqrt(4 + 9 + 36))
val(T, 'Find the angle between u = (1, 2, 2) and v = (2, −1, 2) in degrees.', sp.deg(sp.acos(sp.Rational(1 * 2 + 2 * (-1) + 2 * 2, 3 * 3))))
val(T, 'dot product of <4, -2, 1> and <3, 5, -6>', 4 * 3 + (-2) * 5 + 1 * (-6))
val(T, 'Two similar triangles have corresponding sides 6 cm and 15 cm. The smaller has area 20 cm². Find the area of the larger triangle.', 20 * Fr(15, 6) ** 2)


# ================================================================== physics
H = 'physics'
topic(H, 'kinematics (suvat) and motion graphs')
val(H, 'A car accelerates uniformly from 12 m/s to 30 m/s in 6 s. Find its acceleration.', Fr(30 - 12, 6))
val(H, 'a ball is dropped from rest from a height of 45 m. taking g = 9.8 m/s², how long does it take to hit the ground?', math.sqrt(2 * 45 / 9.8))
val(H, 'A cyclist travelling at 8 m/s brakes with a constant deceleration of 2.5 m/s². How far does she travel before stopping?', Fr(64, 2 * Fr('2.5')))
val(H, 'A stone is thrown vertically upwards at 19.6 m/s. Take g = 9.8 m/s². Find the maximum height reached.', 19.6 ** 2 / (2 * 9.8))
val(H, 'u = 5 m/s, a = 3 m/s², t = 4 s. Find s.', 5 * 4 + Fr(1, 2) * 3 * 16)
val(H, 'A projectile is launched horizontally at 15 m/s from a cliff 20 m high. With g = 9.81 m/s², how far from the base of the cliff does it land?', 15 * math.sqrt(2 * 20 / 9.81))
val(H, 'A ball is kicked at 25 m/s at 40° above the horizontal. Ignoring air resistance and with g = 9.8 m/s², find its time of flight on level ground.', 2 * 25 * math.sin(math.radians(40)) / 9.8)
val(H, 'A train travels 150 km in 1 h 15 min. What is its average speed in km/h?', Fr(150) / Fr(5, 4))
topic(H, 'forces, momentum and pressure')
val(H, 'A 1200 kg car accelerates at 2.5 m/s². What resultant force acts on it?', 1200 * Fr('2.5'))
val(H, 'Find the weight of a 65 kg person on the Moon where g = 1.6 N/kg.', 65 * Fr('1.6'))
val(H, 'A 0.15 kg ball moving at 20 m/s is hit back at 30 m/s in the opposite direction. Find the magnitude of the change in momentum.', Fr(15, 100) * (30 + 20))
val(H, 'A 3 kg trolley moving at 4 m/s collides with a stationary 5 kg trolley and they stick together. What is their common velocity?', Fr(3 * 4, 3 + 5))
val(H, 'A force of 250 N acts on an area of 0.05 m². Calculate the pressure in Pa.', Fr(250) / Fr(5, 100))
val(H, 'Pressure at a depth of 12 m in seawater (density 1025 kg/m³, g = 9.8 N/kg), ignoring atmospheric pressure, in kPa', 1025 * 9.8 * 12 / 1000)
val(H, 'A spring with spring constant 40 N/m is stretched by 15 cm. What force is needed and what elastic potential energy is stored? (N and J)', 40 * Fr(15, 100), Fr(1, 2) * 40 * Fr(15, 100) ** 2)
val(H, 'A 2 kg box on a rough horizontal floor is pulled with a horizontal force of 15 N. The coefficient of friction is 0.4 and g = 9.8. Find the acceleration.', (15 - 0.4 * 2 * 9.8) / 2)
val(H, 'A 4 m uniform plank rests on a pivot. A 30 kg child sits 1.5 m from the pivot. How far from the pivot on the other side must a 45 kg adult sit to balance? (ignore the plank\'s weight)', Fr(30) * Fr(3, 2) / 45)
topic(H, 'energy, work and power')
val(H, 'Calculate the kinetic energy of a 70 kg runner moving at 9 m/s.', Fr(1, 2) * 70 * 81)
val(H, 'How much gravitational potential energy does a 500 g book gain when lifted 1.8 m? (g = 9.8 N/kg)', Fr(1, 2) * Fr('9.8') * Fr('1.8'))
val(H, 'A motor lifts 80 kg through 12 m in 20 s. g = 9.8 N/kg. What is its useful power output in W?', 80 * 9.8 * 12 / 20)
val(H, 'A kettle is 85% efficient. It takes in 2400 J of electrical energy each second. How much useful energy per second heats the water?', 2400 * Fr(85, 100))
val(H, 'How much energy is needed to heat 2.5 kg of water from 18 °C to 100 °C? Specific heat capacity of water = 4200 J/kg°C. Answer in kJ.', Fr('2.5') * 4200 * (100 - 18) / 1000)
val(H, 'a roller coaster car starts from rest at 32 m high. ignoring friction and with g = 9.81, what is its speed at the bottom?', math.sqrt(2 * 9.81 * 32))
val(H, 'A 3 kW heater is used for 2 h 30 min. Electricity costs 34p per kWh. What is the cost in pounds?', 3 * Fr(5, 2) * Fr(34, 100))
topic(H, 'electricity and circuits')
val(H, 'A current of 0.25 A flows through a 48 Ω resistor. What is the potential difference across it?', Fr(1, 4) * 48)
val(H, 'Three resistors of 4 Ω, 6 Ω and 12 Ω are connected in parallel. Find the total resistance.', 1 / (Fr(1, 4) + Fr(1, 6) + Fr(1, 12)))
val(H, 'a 6 Ω and a 3 Ω resistor in parallel, in series with a 5 Ω resistor, across a 12 V battery. find the current from the battery', Fr(12) / (1 / (Fr(1, 6) + Fr(1, 3)) + 5))
val(H, 'What is the power of a lamp that draws 0.5 A from a 230 V supply?', Fr(230, 2))
val(H, 'How much charge flows when a current of 3.2 A flows for 2 minutes?', Fr('3.2') * 120)
val(H, 'A wire of resistivity 1.7 × 10⁻⁸ Ω m, length 25 m and cross-sectional area 0.5 mm² has what resistance (Ω)?', 1.7e-8 * 25 / 0.5e-6)
val(H, 'EMF 9 V, internal resistance 0.5 Ω, external resistor 4 Ω. Find the terminal p.d.', Fr(9) / Fr(9, 2) * 4)
topic(H, 'waves, light and sound')
val(H, 'A wave has frequency 440 Hz and wavelength 0.78 m. Calculate its speed.', 440 * Fr('0.78'))
val(H, 'Radio waves travel at 3.0 × 10⁸ m/s. Find the wavelength of a 96.4 MHz radio signal.', 3.0e8 / 96.4e6)
val(H, 'What is the period of a wave with frequency 2.5 kHz, in milliseconds?', Fr(1000, 2500))
val(H, 'Light passes from air into glass with refractive index 1.5 at an angle of incidence of 40°. Find the angle of refraction in degrees.', math.degrees(math.asin(math.sin(math.radians(40)) / 1.5)))
val(H, 'What is the critical angle for glass of refractive index 1.52?', math.degrees(math.asin(1 / 1.52)))
val(H, 'Find the energy of a photon of wavelength 500 nm. h = 6.63 × 10⁻³⁴ J s, c = 3.00 × 10⁸ m/s.', 6.63e-34 * 3.00e8 / 500e-9)
topic(H, 'density, circular motion, gravitation, radioactivity')
val(H, 'A block of metal has mass 540 g and volume 200 cm³. Find its density in g/cm³.', Fr(540, 200))
val(H, 'A 0.8 kg mass moves in a circle of radius 1.5 m at 6 m/s. What centripetal force is needed?', Fr('0.8') * 36 / Fr('1.5'))
val(H, 'A radioactive sample has a half-life of 6 hours. What fraction of the original remains after 1 day?', Fr(1, 2) ** 4)
val(H, 'The activity of a source falls from 800 Bq to 50 Bq in 20 minutes. What is the half-life in minutes?', 20 / math.log2(800 / 50))
val(H, 'Find the gravitational force between two 1000 kg masses 2 m apart. G = 6.67 × 10^-11 N m² kg^-2', 6.67e-11 * 1000 * 1000 / 4)
val(H, 'A simple pendulum is 0.9 m long. Using g = 9.81 m/s², what is its period?', 2 * math.pi * math.sqrt(0.9 / 9.81))
val(H, 'Transformer: primary 240 V with 1200 turns, secondary has 60 turns. Secondary voltage?', Fr(240 * 60, 1200))


# ================================================================== chemistry
K = 'chemistry'
topic(K, 'balancing equations')
balance(K, 'balance: C3H8 + O2 -> CO2 + H2O', ['C3H8', 'O2'], ['CO2', 'H2O'])
balance(K, 'Balance the equation Al + O2 → Al2O3', ['Al', 'O2'], ['Al2O3'])
balance(K, 'can u balance Fe2O3 + CO = Fe + CO2', ['Fe2O3', 'CO'], ['Fe', 'CO2'])
balance(K, 'Balance: Ca(OH)2 + H3PO4 → Ca3(PO4)2 + H2O', ['Ca(OH)2', 'H3PO4'], ['Ca3(PO4)2', 'H2O'])
balance(K, 'balance the equation for the combustion of ethanol: C2H5OH + O2 → CO2 + H2O', ['C2H5OH', 'O2'], ['CO2', 'H2O'])
balance(K, 'KMnO4 + HCl → KCl + MnCl2 + H2O + Cl2 balance it', ['KMnO4', 'HCl'], ['KCl', 'MnCl2', 'H2O', 'Cl2'])
balance(K, 'Balance NH3 + O2 → NO + H2O', ['NH3', 'O2'], ['NO', 'H2O'])
topic(K, 'molar mass, moles and particles')
val(K, 'What is the molar mass of Ca(NO3)2 in g/mol?', molar_mass('Ca(NO3)2'))
val(K, 'molar mass of CuSO4·5H2O', molar_mass('CuSO4·5H2O'))
val(K, 'How many moles are in 50.0 g of CaCO3?', 50.0 / molar_mass('CaCO3'))
val(K, 'Find the mass of 0.35 mol of sodium chloride (NaCl).', 0.35 * molar_mass('NaCl'))
val(K, 'how many molecules are in 9.0 g of water', 9.0 / molar_mass('H2O') * AVOGADRO)
val(K, 'Calculate the percentage by mass of nitrogen in ammonium nitrate, NH4NO3.', 100 * 2 * WEIGHTS['N'] / molar_mass('NH4NO3'))
val(K, 'What is the mass in grams of 3.01 × 10^23 atoms of magnesium?', 3.01e23 / AVOGADRO * WEIGHTS['Mg'])
topic(K, 'reacting masses, yield and limiting reagent')
val(K, 'What mass of CO2 is produced when 25 g of CaCO3 is heated? CaCO3 → CaO + CO2', 25 / molar_mass('CaCO3') * molar_mass('CO2'))
val(K, '2H2 + O2 → 2H2O. What mass of water forms from 8.0 g of hydrogen gas with excess oxygen?', 8.0 / molar_mass('H2') * molar_mass('H2O'))
val(K, 'In an experiment, the theoretical yield was 12.5 g but only 9.8 g of product was collected. What is the percentage yield?', 100 * Fr('9.8') / Fr('12.5'))
val(K, 'N2 + 3H2 → 2NH3. If 14 g of N2 reacts with 6 g of H2, what is the maximum mass of ammonia formed?', min(14 / molar_mass('N2') * 2, 6 / molar_mass('H2') * 2 / 3) * molar_mass('NH3'))
topic(K, 'concentration and titration')
val(K, 'What is the concentration in mol/dm³ of a solution made by dissolving 4.0 g of NaOH in 250 cm³ of water?', 4.0 / molar_mass('NaOH') / 0.250)
val(K, 'How many moles of HCl are in 35.0 cm³ of 0.120 mol/dm³ hydrochloric acid?', 0.035 * 0.120)
val(K, '25.0 cm³ of NaOH solution was neutralised by 21.6 cm³ of 0.100 mol dm⁻³ H2SO4. Find the concentration of the NaOH. (2NaOH + H2SO4 → Na2SO4 + 2H2O)', 2 * 0.0216 * 0.100 / 0.025)
val(K, 'How much water must be added to 50 mL of 2.0 M HCl to dilute it to 0.5 M? (mL)', 50 * 2.0 / 0.5 - 50)
topic(K, 'pH')
val(K, 'Calculate the pH of a 0.0025 mol/dm³ solution of HCl.', -math.log10(0.0025))
val(K, 'What is [H+] in a solution with pH 4.7?', 10 ** -4.7)
val(K, 'Find the pH of 0.01 M NaOH at 25 °C', 14 + math.log10(0.01))
val(K, 'The pH of a weak acid solution is 3.2 and its concentration is 0.10 mol/dm³. Find Ka, assuming the acid concentration at equilibrium is still 0.10 mol/dm³.', (10 ** -3.2) ** 2 / 0.10)
topic(K, 'gas laws')
val(K, 'A gas occupies 2.5 L at 100 kPa. What volume does it occupy at 250 kPa at the same temperature?', 2.5 * 100 / 250)
val(K, 'A gas at 27 °C has a volume of 600 cm³. At constant pressure, what is its volume at 127 °C?', Fr(600) * Fr(400, 300))
val(K, 'Using pV = nRT with R = 8.314 J/(mol K), find the volume in m³ of 2.0 mol of gas at 300 K and 101 325 Pa.', 2.0 * R_GAS * 300 / 101325)
val(K, 'What volume does 0.25 mol of gas occupy at room temperature and pressure (24 dm³/mol)?', Fr(1, 4) * 24)
val(K, 'A 5.0 L tank holds gas at 200 kPa and 20 °C. What is the pressure if it is heated to 80 °C? (kPa)', 200 * (80 + 273.15) / (20 + 273.15))
topic(K, 'energy changes and atoms')
val(K, '50 cm³ of solution warms by 6.5 °C in a reaction. Using Q = mcΔT with c = 4.18 J/g°C and 1 cm³ = 1 g, find Q in joules.', 50 * Fr('4.18') * Fr('6.5'))
val(K, 'An element has two isotopes: 69Ga (60.1%) and 71Ga (39.9%). Calculate the relative atomic mass using mass numbers 69 and 71.', Fr(69 * 601 + 71 * 399, 1000))
val(K, 'How many neutrons are in an atom of uranium-238 (atomic number 92)?', 238 - 92)


# ================================================================== word problems
W = 'word_problems'
topic(W, 'shopping and money')
val(W, 'I bought 3 notebooks at $2.45 each and 2 pens at $1.30 each. I paid with a $20 bill. How much change should I get?', 20 - (3 * Fr('2.45') + 2 * Fr('1.30')))
val(W, 'Cinema tickets cost £9.50 for adults and £6.25 for children. On Saturday 14 March a family of 2 adults and 3 children go. How much do they pay?', 2 * Fr('9.50') + 3 * Fr('6.25'))
val(W, 'Apples cost x cents each and bananas cost 15 cents more. 4 apples and 6 bananas cost $3.40 in total. How much does one apple cost, in cents?', *real_solutions(4 * x + 6 * (x + 15), 340))
val(W, 'A shop sells pens in packs of 6 for $4.20 or singly at 80 cents each. What is the cheapest cost, in dollars, for exactly 20 pens?', min(Fr(42, 10) * p6 + Fr(8, 10) * (20 - 6 * p6) for p6 in range(0, 4)))
topic(W, 'phone plans and break-even')
val(W, 'Plan A costs $25 a month plus $0.10 per minute. Plan B costs $40 a month with unlimited minutes. How many minutes in a month make the two plans cost the same?', *real_solutions(25 + x / 10, 40))
val(W, 'Taxi company X charges £3.50 plus £1.80 per mile; company Y charges £6 plus £1.55 per mile. For what journey length in miles do they charge the same?', *real_solutions(sp.Rational(7, 2) + sp.Rational(9, 5) * x, 6 + sp.Rational(31, 20) * x))
val(W, 'A gym charges a $50 joining fee and then $32 per month. A rival charges no joining fee and $37 per month. After how many months is the first gym cheaper overall? (smallest whole number of months)', min(m for m in range(1, 100) if 50 + 32 * m < 37 * m))
topic(W, 'ages')
val(W, 'A mother is 4 times as old as her daughter. In 6 years she will be 2.5 times as old. How old is the daughter now?', *real_solutions(4 * x + 6, sp.Rational(5, 2) * (x + 6)))
val(W, 'The sum of the ages of Ana and her brother is 31. Five years ago Ana was twice as old as her brother. How old is Ana now?', sp.solve([sp.Eq(y + z, 31), sp.Eq(y - 5, 2 * (z - 5))], [y, z])[y])
topic(W, 'work rates and pipes')
val(W, 'Pipe A fills a tank in 6 hours and pipe B fills it in 9 hours. How long do they take together, in hours?', 1 / (Fr(1, 6) + Fr(1, 9)))
val(W, 'Liam can paint a room in 5 hours; with Mia helping they do it in 3 hours. How long would Mia take alone?', 1 / (Fr(1, 3) - Fr(1, 5)))
val(W, 'A tap fills a bath in 12 minutes and the plug hole empties it in 20 minutes. If both are open, how many minutes to fill the bath?', 1 / (Fr(1, 12) - Fr(1, 20)))
topic(W, 'mixtures and concentrations')
val(W, 'How many litres of a 40% acid solution must be mixed with 10 litres of a 15% acid solution to make a 25% solution?', *real_solutions(sp.Rational(40, 100) * x + sp.Rational(15, 10), sp.Rational(25, 100) * (x + 10)))
val(W, 'Coffee worth $8 per kg is mixed with coffee worth $12 per kg to make 50 kg worth $9.20 per kg. How many kg of the $8 coffee are used?', *real_solutions(8 * x + 12 * (50 - x), sp.Rational(46, 5) * 50))
val(W, 'A 500 ml bottle of squash is 1 part cordial to 4 parts water. How many ml of cordial are in it?', Fr(500, 5))
topic(W, 'travel, speed and time')
val(W, 'Two trains leave stations 420 km apart at the same time and travel towards each other at 80 km/h and 100 km/h. After how many hours do they meet?', Fr(420, 180))
val(W, 'A car travels 90 km at 60 km/h and then 90 km at 90 km/h. What is its average speed for the whole journey?', Fr(180) / (Fr(90, 60) + Fr(90, 90)))
val(W, 'A bus leaves at 08:47 and arrives at 11:22. How long is the journey in minutes?', (11 * 60 + 22) - (8 * 60 + 47))
val(W, 'My flight leaves at 22:35 and lands at 07:10 the next morning (same time zone). How long is the flight in minutes?', 24 * 60 - (22 * 60 + 35) + 7 * 60 + 10)
val(W, 'A boat travels 24 km upstream in 3 hours and the same distance downstream in 2 hours. Find the speed of the boat in still water and the speed of the current (km/h).', (Fr(24, 3) + Fr(24, 2)) / 2, (Fr(24, 2) - Fr(24, 3)) / 2)
val(W, 'Jess walks to school at 5 km/h and it takes her 24 minutes. How long would it take by bike at 15 km/h, in minutes?', Fr(24 * 5, 15))
topic(W, 'recipes, sharing and everyday')
val(W, 'A recipe makes 24 cookies with 180 g of butter, 2 eggs and 300 g of flour. How much flour is needed for 40 cookies?', Fr(300 * 40, 24))
val(W, 'There are 28 students in the class. Each pizza is cut into 8 slices and every student gets 3 slices. How many pizzas must be ordered?', -(-28 * 3 // 8))
val(W, 'A school trip costs $1,350 for the coach plus $18 per student. 45 students go and share the total cost equally. How much does each student pay?', Fr(1350 + 18 * 45, 45))
val(W, 'hi! my teacher gave this for homework (due Friday 12th): a rectangle is 3 times as long as it is wide and its perimeter is 96 cm. what is its area?', (lambda w: 3 * w * w)(sp.solve(sp.Eq(2 * (3 * x + x), 96), x)[0]))
val(W, 'The sum of three consecutive even numbers is 138. What is the largest of them?', sp.solve(sp.Eq(x + (x + 2) + (x + 4), 138), x)[0] + 4)
val(W, 'A number is doubled, then 7 is subtracted, and the result is 3 more than the number. What is the number?', *real_solutions(2 * x - 7, x + 3))
val(W, 'A rectangular garden is 2 m longer than it is wide and its area is 63 m². Find its width.', *[s for s in real_solutions(x * (x + 2), 63) if s > 0])
val(W, 'The product of two consecutive positive integers is 306. Find the smaller integer.', *[s for s in real_solutions(x * (x + 1), 306) if s > 0])
val(W, 'A farmer has chickens and cows, 40 heads and 112 legs in total. How many cows are there?', sp.solve([sp.Eq(y + z, 40), sp.Eq(2 * y + 4 * z, 112)], [y, z])[z])
val(W, 'Adult tickets cost $12 and student tickets $7. 250 tickets were sold for $2,350. How many adult tickets were sold?', sp.solve([sp.Eq(y + z, 250), sp.Eq(12 * y + 7 * z, 2350)], [y, z])[y])
val(W, 'A tank holds 2,400 litres and is leaking at 15 litres per hour, starting full at 6 am. How many litres are left at 2:30 pm the same day?', 2400 - 15 * Fr(17, 2))
val(W, 'Sam saves £15 in the first week and each week saves £2.50 more than the week before. How much has he saved in total after 12 weeks?', sum(Fr(15) + Fr(5, 2) * i for i in range(12)))
val(W, 'A population of bacteria doubles every 20 minutes. Starting with 500 bacteria, how many are there after 3 hours?', 500 * 2 ** 9)
val(W, 'a phone costs £420. I pay a 15% deposit and the rest in 12 equal monthly payments. how much is each payment?', 420 * Fr(85, 100) / 12)
val(W, 'Kim is 1.62 m tall and casts a shadow 2.16 m long. At the same time a tree casts a shadow of 13.5 m. How tall is the tree?', Fr('1.62') / Fr('2.16') * Fr('13.5'))


# ================================================================== unit conversion
U = 'unit_conversion'
topic(U, 'metric length, mass and capacity')
val(U, 'convert 3.75 km to metres', Fr('3.75') * 1000)
val(U, 'How many grams are in 0.062 kg?', Fr('0.062') * 1000)
val(U, '2450 ml in litres', Fr(2450, 1000))
val(U, 'Convert 84 mm to m', Fr(84, 1000))
topic(U, 'area and volume units')
val(U, 'Convert 3.2 m² to cm²', Fr('3.2') * 100 ** 2)
val(U, 'how many cm³ in 0.45 m³', Fr('0.45') * 100 ** 3)
val(U, 'A field is 2.5 hectares. How many square metres is that?', Fr('2.5') * 10000)
val(U, 'convert 7500 cm³ to litres', Fr(7500, 1000))
val(U, 'How many mm² are in 6 cm²?', 6 * 10 ** 2)
topic(U, 'compound units (speed, density, rates)')
val(U, 'Convert 72 km/h to m/s', Fr(72 * 1000, 3600))
val(U, 'Convert 15 m/s into km/h', Fr(15 * 3600, 1000))
val(U, 'A density of 2.7 g/cm³ is how many kg/m³?', Fr('2.7') * 1000)
val(U, 'Water flows at 18 litres per minute. How many cubic metres per hour is that?', Fr(18 * 60, 1000))
val(U, 'convert 60 miles per hour to metres per second (1 mile = 1609.344 m)', 60 * 1609.344 / 3600)
val(U, 'A car does 45 miles per gallon. Using 1 mile = 1.609 km and 1 gallon = 4.546 litres, convert this to km per litre.', 45 * 1.609 / 4.546)
val(U, 'Convert 9.81 m/s² to km/h²', 9.81 * 3600 ** 2 / 1000)
topic(U, 'time')
val(U, 'How many seconds are in 2 hours 17 minutes 30 seconds?', 2 * 3600 + 17 * 60 + 30)
val(U, 'Convert 3.6 hours to minutes', Fr('3.6') * 60)
val(U, 'How many minutes are there in a week?', 7 * 24 * 60)
val(U, '5400 seconds is how many hours?', Fr(5400, 3600))
topic(U, 'temperature')
val(U, 'Convert 98.6 °F to °C', (Fr('98.6') - 32) * Fr(5, 9))
val(U, 'convert -40 C to fahrenheit', Fr(-40) * Fr(9, 5) + 32)
val(U, 'What is 25 °C in kelvin?', 25 + Fr('273.15'))
topic(U, 'imperial and US customary')
val(U, 'Convert 5 feet 9 inches to centimetres (1 inch = 2.54 cm)', (5 * 12 + 9) * Fr('2.54'))
val(U, 'A baby weighs 7 lb 8 oz. How much is that in kg? (1 lb = 0.45359237 kg, 16 oz = 1 lb)', Fr(15, 2) * Fr('0.45359237'))
val(U, 'convert 26.2 miles to km (1 mile = 1.609 km)', Fr('26.2') * Fr('1.609'))
val(U, 'How many fluid ounces are in 2 US quarts? (1 quart = 32 fl oz)', 2 * 32)
topic(U, 'energy, power, pressure and data units')
val(U, 'Convert 2.5 kWh to joules', Fr('2.5') * 1000 * 3600)
val(U, 'How many kPa is 1.5 atmospheres? (1 atm = 101.325 kPa)', Fr('1.5') * Fr('101.325'))
val(U, '450 kcal in kJ (1 kcal = 4.184 kJ)', 450 * Fr('4.184'))
val(U, 'How many megabytes are in 3.5 GB if 1 GB = 1024 MB?', Fr('3.5') * 1024)
val(U, 'convert 0.000 35 km to mm', Fr('0.00035') * 10 ** 6)
val(U, 'Express 4.2 × 10⁻⁶ m in micrometres', Fr('4.2') / 10 ** 6 * 10 ** 6)
val(U, 'A medicine dose is 15 mg per kg of body mass. How many grams are needed for a 64 kg patient?', Fr(15 * 64, 1000))
val(U, 'convert 1.8 m³/h into litres per second', Fr('1.8') * 1000 / 3600)


# ================================================================== second pass: more voices and forms per area
topic(A, 'order of operations and negatives')
val(A, 'Q1 (a) Work out 3.2² − 1.8². [1 mark]', Fr('3.2') ** 2 - Fr('1.8') ** 2)
val(A, 'pls what is 15 − 3 × 4 + 8 ÷ 2 ... my calculator says different from my friend', 15 - 3 * 4 + Fr(8, 2))
val(A, 'Calculate \\frac{3}{8} \\times \\frac{4}{9} \\div \\frac{1}{6}', Fr(3, 8) * Fr(4, 9) / Fr(1, 6))
val(A, 'how much is 2 to the power 10 minus 10 squared', 2 ** 10 - 10 ** 2)
val(A, 'Evaluate (−0.5)³ × 16 + 1½', Fr(-1, 2) ** 3 * 16 + Fr(3, 2))
topic(P, 'percent of, increase and decrease')
val(P, 'Please, how to find 0.5 % from 38 000 ?', Fr(5, 1000) * 38000)
val(P, 'A school has 1,200 pupils and 45% of them are girls. 30% of the girls play netball. How many girls play netball?', 1200 * Fr(45, 100) * Fr(30, 100))
val(P, 'In 2019 a season ticket cost £640; in 2024 it cost £752. Work out the percentage increase.', Fr(752 - 640, 640) * 100)
topic(R, 'sharing in a ratio')
val(R, 'Paint is mixed blue:yellow = 2:5 to make green. Sofia has 3 litres of blue and plenty of yellow. What is the most green paint (litres) she can make?', Fr(3, 2) * 7)
val(R, 'The ratio of Kai\'s money to Leo\'s is 5:3. Kai gives Leo £12 and now they have equal amounts. How much did Kai have at first?', 5 * sp.solve(sp.Eq(5 * k - 12, 3 * k + 12), k)[0])
topic(G, 'linear and fractional equations')
solve(G, 'Q4. Solve 4(3 − 2x) = 2(x + 11) − 5x [3 marks]', 4 * (3 - 2 * x), 2 * (x + 11) - 5 * x)
solve(G, 'I have to solve for the unknown: 2.5m + 1.75 = 9.25 - m', sp.Rational(5, 2) * x + sp.Rational(7, 4), sp.Rational(37, 4) - x)
solve(G, 'solve x/3 + x/4 = 14', x / 3 + x / 4, 14)
topic(G, 'quadratic equations')
solve(G, 'solve by completing the square: x² + 10x + 7 = 0 (leave in surd form or decimals)', x ** 2 + 10 * x + 7, count=2)
solve(G, 'Resuelve: x^2 = 7x', x ** 2, 7 * x, count=2)
no_real_roots(G, 'does 2x^2 - 3x + 4 = 0 have real roots? solve it', 2 * x ** 2 - 3 * x + 4)
solve(G, '(x − 3)² = 16, solve', (x - 3) ** 2, 16, count=2)
topic(G, 'simultaneous equations')
system(G, '\\begin{cases} 2a + 3b = 12 \\\\ a - b = 1 \\end{cases} find a and b', [sp.Eq(2 * y + 3 * z, 12), sp.Eq(y - z, 1)], [y, z])
topic(F, 'straight lines')
val(F, 'the line through (1, -2) parallel to y = 4x + 7 has what y-intercept?', -2 - 4 * 1)
val(F, 'Where does the line 3x + 5y = 30 cut the axes? Give the x-intercept and the y-intercept.', Fr(30, 3), Fr(30, 5))
topic(F, 'evaluation and composition')
val(F, 'If f(x) = 2^x + log₂x, find f(8)', 2 ** 8 + sp.log(8, 2))
topic(C, 'derivatives (power, product, quotient, chain)')
derivative(C, 'y = (x^2 + 1)/x. dy/dx = ?', (x ** 2 + 1) / x)
derivative(C, 'Differentiate y = sin²(3x)', sp.sin(3 * x) ** 2)
derivative(C, 'find the derivative of ln(sin x)', sp.log(sp.sin(x)), points=[0.3, 0.7, 1.1, 1.5, 2.4])
topic(C, 'definite integrals and areas')
definite(C, 'work out ∫ from 0 to 1 of x(1 − x)^2 dx', x * (1 - x) ** 2, 0, 1)
definite(C, 'evaluate ∫₁⁴ (1/√x) dx', 1 / sp.sqrt(x), 1, 4)
topic(C, 'limits')
limit(C, 'lim_{x→∞} (1 + 2/x)^x', (1 + 2 / x) ** x, sp.oo)
topic(S, 'mean, median, mode, range')
val(S, 'my test scores this term: 68, 74, 81, 59, 90, 77. what is my average?', statistics.mean([Fr(v) for v in [68, 74, 81, 59, 90, 77]]))
val(S, 'Find the range and the interquartile range of 2, 4, 4, 5, 7, 9, 10, 12 (take Q1 as the median of the lower half and Q3 as the median of the upper half).', 12 - 2, statistics.median([7, 9, 10, 12]) - statistics.median([2, 4, 4, 5]))
topic(B, 'single events, dice, coins, cards')
val(B, 'Three coins are flipped. What is the probability of exactly two tails?', Fr(ncr(3, 2), 8))
val(B, 'A letter is chosen at random from the word PROBABILITY. What is the probability it is a B or an I?', Fr('PROBABILITY'.count('B') + 'PROBABILITY'.count('I'), len('PROBABILITY')))
topic(B, 'counting: permutations and combinations')
val(B, 'A password is 2 letters (A–Z) followed by 3 digits (0–9), repetition allowed. How many passwords are possible?', 26 ** 2 * 10 ** 3)
topic(T, 'areas, perimeters, circles, sectors')
val(T, 'A rectangular lawn is 12.5 m by 8 m. A circular pond of radius 1.5 m is dug in it. What area of lawn remains, in m²?', sp.Rational(25, 2) * 8 - pi * sp.Rational(3, 2) ** 2)
val(T, 'An equilateral triangle has sides of 10 cm. Find its area.', sp.sqrt(3) / 4 * 100)
topic(T, 'trigonometric equations and exact values')
trig_solutions(T, 'solve sin(2x) = cos(x) for 0 ≤ x ≤ 180°', sp.sin(2 * x) - sp.cos(x), 0, 180, count=3)
topic(H, 'kinematics (suvat) and motion graphs')
val(H, 'A velocity–time graph shows a car going from 0 to 20 m/s in 10 s, then steady at 20 m/s for 30 s, then slowing to 0 in 8 s. How far does it travel in total?', Fr(1, 2) * 10 * 20 + 30 * 20 + Fr(1, 2) * 8 * 20)
topic(H, 'electricity and circuits')
val(H, 'How much energy in kWh does a 60 W bulb use if it is left on for 5 hours a day for 30 days?', Fr(60, 1000) * 5 * 30)
topic(K, 'molar mass, moles and particles')
val(K, 'Calculate the number of moles in 11.2 dm³ of oxygen gas at STP (molar volume 22.4 dm³/mol).', Fr('11.2') / Fr('22.4'))
val(K, 'What is the molar mass of glucose, C6H12O6?', molar_mass('C6H12O6'))
topic(W, 'shopping and money')
val(W, 'Lena has €50. She buys 3 T-shirts at €8.99 each and a cap for €6.50. How much money does she have left?', 50 - 3 * Fr('8.99') - Fr('6.50'))
topic(W, 'travel, speed and time')
val(W, 'A coach leaves Leeds at 07:15 for London, 240 miles away, and averages 48 mph. How many minutes does the journey take?', Fr(240, 48) * 60)
topic(U, 'compound units (speed, density, rates)')
val(U, 'Convert 1 200 kg/m³ to g/cm³', Fr(1200 * 1000, 100 ** 3))
val(U, 'a snail moves at 0.03 m/s. how far in km does it go in 2 hours?', Fr(3, 100) * 7200 / 1000)


# ================================================================== checks and output
AREAS = ['arithmetic', 'percentages_money', 'ratio_proportion', 'algebra', 'functions_graphs', 'calculus',
         'statistics', 'probability', 'geometry_trig', 'physics', 'chemistry', 'word_problems', 'unit_conversion']


def check_expressions():
    """Every expected expression parsed by mathjs (the scorer's parser) equals sympy's at its sample points."""
    payload = [{'text': text, 'var': str(var), 'points': [float(pt) for pt in pts]}
               for _, text, _, var, pts in EXPR_CHECKS]
    script = (
        "const m = require('mathjs'); const items = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        "console.log(JSON.stringify(items.map(it => { const node = m.parse(it.text).compile();"
        " return it.points.map(p => { const v = node.evaluate({ [it.var]: p });"
        " return typeof v === 'number' ? v : null; }); })));"
    )
    out = subprocess.run(['node', '-e', script], input=json.dumps(payload), capture_output=True, text=True,
                         cwd=ROOT, check=True)
    results = json.loads(out.stdout)
    for (index, text, e, var, pts), got in zip(EXPR_CHECKS, results):
        for pt, g in zip(pts, got):
            want = complex(sp.N(e.subs(var, pt), 30))
            assert abs(want.imag) < 1e-12, (ITEMS[index]['question'], pt)
            assert g is not None and abs(g - want.real) <= 1e-9 * max(1, abs(want.real)), (
                ITEMS[index]['question'], text, pt, g, want)


def main():
    seen = set()
    for item in ITEMS:
        key = re.sub(r'\s+', ' ', item['question'].strip().lower())
        assert key not in seen, f'duplicate question: {item["question"]}'
        seen.add(key)
        assert item['area'] in AREAS, item['area']
        for v in item['expect'].get('values', []):
            assert math.isfinite(v), item
    check_expressions()
    with open(os.path.join(HERE, 'homework-blind-bank-5.json'), 'w', encoding='utf8') as fh:
        json.dump(ITEMS, fh, ensure_ascii=False, indent=2)
        fh.write('\n')
    counts = Counter(item['area'] for item in ITEMS)
    lines = [f'### Make-up ({len(ITEMS)} questions)', '', '| area | questions | topics |', '| --- | ---: | --- |']
    for area in AREAS:
        lines.append(f'| {area} | {counts[area]} | {"; ".join(TOPICS.get(area, []))} |')
    md_path = os.path.join(HERE, 'homework-blind-bank-5.md')
    marker = '<!-- make-up: written by homework-blind-bank-5.gen.py from the bank itself; do not edit by hand -->'
    if os.path.exists(md_path):
        with open(md_path, encoding='utf8') as fh:
            md = fh.read()
        assert marker in md
        head = md[:md.index(marker) + len(marker)]
        with open(md_path, 'w', encoding='utf8') as fh:
            fh.write(head + '\n\n' + '\n'.join(lines) + '\n')
    print(len(ITEMS), 'questions;', ', '.join(f'{a} {counts[a]}' for a in AREAS))


main()
