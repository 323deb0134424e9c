"""Shared machinery of the blind homework banks' generators (banks 5 and 6): the items list, num/add/val/expr,
solving (real solutions substituted back, systems, inequality bounds, trigonometric equations with a sign-scan
cross-check), calculus, chemistry (formula parser, IUPAC weights, balancing by nullspace), the mathjs cross-check of
every expected expression and the writer of a bank's JSON and make-up table.

Moved here from homework-blind-bank-5.gen.py (written by "exam15", session 15) so that bank 6 loads the same
machinery instead of a copy; bank 5's JSON regenerates byte-identical from it.
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


def write_bank(number):
    """Checks the bank and writes homework-blind-bank-<number>.json and the make-up table of its .md."""
    seen = set()
    for item in ITEMS:
        key = re.sub(r'\s+', ' ', item['question'].strip().lower())
        assert key not in seen, f'duplicate question: {item["question"]}'
        seen.add(key)
        assert item['area'] in AREAS, item['area']
        for v in item['expect'].get('values', []):
            assert math.isfinite(v), item
    check_expressions()
    with open(os.path.join(HERE, f'homework-blind-bank-{number}.json'), 'w', encoding='utf8') as fh:
        json.dump(ITEMS, fh, ensure_ascii=False, indent=2)
        fh.write('\n')
    counts = Counter(item['area'] for item in ITEMS)
    lines = [f'### Make-up ({len(ITEMS)} questions)', '', '| area | questions | topics |', '| --- | ---: | --- |']
    for area in AREAS:
        lines.append(f'| {area} | {counts[area]} | {"; ".join(TOPICS.get(area, []))} |')
    md_path = os.path.join(HERE, f'homework-blind-bank-{number}.md')
    marker = f'<!-- make-up: written by homework-blind-bank-{number}.gen.py from the bank itself; do not edit by hand -->'
    if os.path.exists(md_path):
        with open(md_path, encoding='utf8') as fh:
            md = fh.read()
        assert marker in md
        head = md[:md.index(marker) + len(marker)]
        with open(md_path, 'w', encoding='utf8') as fh:
            fh.write(head + '\n\n' + '\n'.join(lines) + '\n')
    print(len(ITEMS), 'questions;', ', '.join(f'{a} {counts[a]}' for a in AREAS))
