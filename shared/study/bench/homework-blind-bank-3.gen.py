"""Writes homework-blind-bank-3.json: the third blind homework bank (held out; see homework-blind-bank-3.md).

Questions are written by hand as students type them; every expected answer is computed here by the program
(fractions for exact arithmetic, sympy for algebra and calculus with every solution substituted back, a formula
parser and IUPAC atomic weights for chemistry, a nullspace for balancing). Every expected expression is also parsed
by mathjs (the scorer's parser) and compared with sympy at sample points (check_mathjs, run through node).
It also rewrites the make-up table at the end of homework-blind-bank-3.md.
"""

import json
import math
import re
import statistics as st
import subprocess
from collections import Counter
from fractions import Fraction as F
from math import comb, perm, factorial, pi, sqrt, log, log10, exp, sin, cos, tan, radians, degrees, acos, atan
from pathlib import Path

import sympy as sp

x, y, z, t, n, k = sp.symbols("x y z t n k", real=True)
HERE = Path(__file__).resolve().parent
BANK = []
TOPIC = []


def _num(v):
    v = float(v)
    if not math.isfinite(v):
        raise ValueError("expected value is not finite")
    r = float(f"{v:.10g}")
    return int(r) if r == int(r) and abs(r) < 1e15 else r


def _add(area, topic, question, expect):
    BANK.append({"area": area, "question": question, "expect": expect})
    TOPIC.append((area, topic))


def V(area, topic, question, *vals):
    assert vals, question
    _add(area, topic, question, {"values": [_num(v) for v in vals]})


def real_roots(eq, var=x, domain=None):
    """Real solutions of eq (sympy Eq or expression = 0), each substituted back into the original equation."""
    expr = eq.lhs - eq.rhs if isinstance(eq, sp.Equality) else eq
    if domain:
        sols = list(sp.solveset(expr, var, sp.Interval(domain[0], domain[1])))
    else:
        sols = sp.solve(expr, var)
    out = []
    for s in sols:
        s = sp.nsimplify(s) if s.is_number else s
        sv = complex(sp.N(s, 30))
        if abs(sv.imag) > 1e-12:
            continue
        r = sv.real
        if domain and not (domain[0] - 1e-9 <= r <= domain[1] + 1e-9):
            continue
        resid = complex(sp.N(expr.subs(var, r), 30))
        if abs(resid) > 1e-9:
            continue  # extraneous (squared or logged away): not a solution of the equation as asked
        if all(abs(r - o) > 1e-9 for o in out):
            out.append(r)
    return sorted(out)


def S(area, topic, question, eq, var=x, domain=None):
    roots = real_roots(eq, var, domain)
    assert roots, question
    V(area, topic, question, *roots)


def to_mathjs(expr):
    s = sp.sstr(expr)
    s = s.replace("**", "^").replace("Abs(", "abs(")
    s = re.sub(r"\bE\b", "e", s)
    s = re.sub(r"\bI\b", "i", s)
    return s


EXPRS = []


def E(area, topic, question, expr, var=x, up_to_constant=False):
    expect = {"expression": to_mathjs(expr), "variable": str(var)}
    if up_to_constant:
        expect["upToConstant"] = True
    EXPRS.append((expr, var, expect["expression"]))
    _add(area, topic, question, expect)


def D(area, topic, question, f, var=x, order=1):
    E(area, topic, question, sp.simplify(sp.diff(f, var, order)), var)


def I(area, topic, question, f, var=x):
    F_ = sp.integrate(f, var)
    F_ = F_.replace(sp.log, lambda arg: sp.log(sp.Abs(arg)))  # the scorer's convention: ∫ 1/x dx = log(abs(x))
    assert sp.simplify(sp.diff(F_, var) - f) == 0 or all(
        abs(complex(sp.N((sp.diff(F_, var) - f).subs(var, p)))) < 1e-9 for p in (0.3, 0.7, 1.9, 2.6)
    ), question
    E(area, topic, question, F_, var, up_to_constant=True)


def DI(area, topic, question, f, a, b, var=x):
    V(area, topic, question, sp.N(sp.integrate(f, (var, a, b)), 20))


def LIM(area, topic, question, f, at, var=x):
    V(area, topic, question, sp.N(sp.limit(f, var, at), 20))


def CX(area, topic, question, quad):
    assert not real_roots(quad), question
    _add(area, topic, question, {"complex": True})


def SYS(area, topic, question, eqs, vars_):
    sol = sp.solve(eqs, vars_, dict=True)
    assert len(sol) == 1, question
    s = sol[0]
    for e in eqs:
        assert sp.simplify(e.lhs.subs(s) - e.rhs.subs(s)) == 0
    V(area, topic, question, *[s[v] for v in vars_])


# ---------------------------------------------------------------- chemistry helpers
ATOMIC = {
    "H": 1.008, "He": 4.0026, "Li": 6.94, "C": 12.011, "N": 14.007, "O": 15.999, "F": 18.998, "Na": 22.990,
    "Mg": 24.305, "Al": 26.982, "Si": 28.085, "P": 30.974, "S": 32.06, "Cl": 35.45, "K": 39.098, "Ca": 40.078,
    "Mn": 54.938, "Fe": 55.845, "Cu": 63.546, "Zn": 65.38, "Br": 79.904, "Ag": 107.87, "I": 126.90, "Ba": 137.33,
    "Pb": 207.2, "Cr": 51.996,
}
NA = 6.02214076e23


def parse_formula(f):
    """Element counts of a formula with brackets and a hydrate dot (CuSO4.5H2O or CuSO4·5H2O)."""
    total = Counter()
    for part in re.split(r"[.·*]", f):
        m = re.match(r"^(\d+)(.*)$", part)
        mult, body = (int(m.group(1)), m.group(2)) if m else (1, part)
        counts, rest = _group(re.findall(r"[A-Z][a-z]?|\d+|\(|\)", body), 0)
        assert rest == len(re.findall(r"[A-Z][a-z]?|\d+|\(|\)", body)), f
        for el, c in counts.items():
            total[el] += c * mult
    return total


def _group(tokens, i):
    """Counts of the tokens from i up to a closing bracket (or the end), and the index after it."""
    counts = Counter()
    while i < len(tokens) and tokens[i] != ")":
        if tokens[i] == "(":
            inner, i = _group(tokens, i + 1)
            i += 1  # the closing bracket
        else:
            inner, i = Counter({tokens[i]: 1}), i + 1
        times = 1
        if i < len(tokens) and tokens[i].isdigit():
            times, i = int(tokens[i]), i + 1
        for el, c in inner.items():
            counts[el] += c * times
    return counts, i


def molar_mass(f):
    return sum(ATOMIC[el] * c for el, c in parse_formula(f).items())


def balance(lhs, rhs):
    species = lhs + rhs
    counts = [parse_formula(s) for s in species]
    elements = sorted({el for c in counts for el in c})
    m = sp.Matrix([[c[el] * (1 if i < len(lhs) else -1) for i, c in enumerate(counts)] for el in elements])
    ns = m.nullspace()
    assert len(ns) == 1, (lhs, rhs)
    v = ns[0]
    lcm = sp.ilcm(*[term.q for term in v])
    v = [int(term * lcm) for term in v]
    g = math.gcd(*v)
    v = [c // g for c in v]
    if v[0] < 0:
        v = [-c for c in v]
    assert all(c > 0 for c in v)
    return v


def BAL(area, topic, question, lhs, rhs):
    _add(area, topic, question, {"coefficients": balance(lhs, rhs)})


assert abs(molar_mass("Ca(OH)2") - 74.092) < 1e-6
assert abs(molar_mass("CuSO4.5H2O") - (63.546 + 32.06 + 9 * 15.999 + 10 * 1.008)) < 1e-6
assert abs(molar_mass("Al2(SO4)3") - (2 * 26.982 + 3 * 32.06 + 12 * 15.999)) < 1e-6
assert abs(molar_mass("(NH4)3PO4") - (3 * 14.007 + 12 * 1.008 + 30.974 + 4 * 15.999)) < 1e-6


def P(*xs):
    """Population standard deviation."""
    return st.pstdev(xs)


# ================================================================ arithmetic, fractions, decimals
A = "arithmetic and fractions"
V(A, "fractions", "3/4 + 5/6", F(3, 4) + F(5, 6))
V(A, "fractions", "whats 7/8 - 1/3", F(7, 8) - F(1, 3))
V(A, "fractions", "2 1/4 × 1 3/5", F(9, 4) * F(8, 5))
V(A, "fractions", "work out 4/9 ÷ 2/3. give answer as a fraction", F(4, 9) / F(2, 3))
V(A, "fractions", "1 5/6 + 2 3/4 =", F(11, 6) + F(11, 4))
V(A, "fractions", "what is 3/5 of 85", F(3, 5) * 85)
V(A, "fractions", "Calculate 5 1/2 − 3 2/3, giving your answer as a mixed number.", F(11, 2) - F(11, 3))
V(A, "fractions", "simplify 48/60", F(48, 60))
V(A, "fractions", "(2/3)^2 + 1/9", F(2, 3) ** 2 + F(1, 9))
V(A, "fractions", "how do i do 7/12 divided by 14", F(7, 12) / 14)
V(A, "decimals", "0.35 x 0.4", F(35, 100) * F(4, 10))
V(A, "decimals", "12.6 / 0.03", F(126, 10) / F(3, 100))
V(A, "decimals", "convert 3/8 to a decimal", F(3, 8))
V(A, "decimals", "write 0.45 as a fraction in its simplest form", F(45, 100))
V(A, "order of operations", "8 + 4 × 3 − 6 ÷ 2", 8 + 4 * 3 - 6 / 2)
V(A, "order of operations", "what does (5+3)^2 - 4*7 equal", (5 + 3) ** 2 - 4 * 7)
V(A, "order of operations", "-3^2 + (-3)^2 ?? my teacher says its not 18", -(3**2) + (-3) ** 2)
V(A, "order of operations", "evaluate 20 - 3(4 - 9)", 20 - 3 * (4 - 9))
V(A, "powers and roots", "√144 + ∛27", 12 + 3)
V(A, "powers and roots", "what is 2^10", 2**10)
V(A, "powers and roots", "evaluate 27^(2/3)", 9)
V(A, "powers and roots", "16^(-1/2) = ?", F(1, 4))
V(A, "powers and roots", "simplify sqrt(50) - sqrt(8), as a decimal is fine", sqrt(50) - sqrt(8))
V(A, "powers and roots", "Work out 5^0 + 5^-1 + 5^-2", 1 + F(1, 5) + F(1, 25))
V(A, "powers and roots", "find the cube root of 343", 7)
V(A, "number", "HCF of 84 and 126", math.gcd(84, 126))
V(A, "number", "lowest common multiple of 12, 18 and 30", math.lcm(12, 18, 30))
V(A, "number", "what's the highest common factor of 90 and 168", math.gcd(90, 168))
V(A, "standard form", "(3 x 10^4) x (6 x 10^5) in standard form", 3e4 * 6e5)
V(A, "standard form", "calculate (8.4 × 10^7) ÷ (2.1 × 10^3)", 8.4e7 / 2.1e3)
V(A, "number", "round 3.14159 to 2 decimal places", 3.14)
V(A, "number", "what is 17 squared minus 13 squared", 17**2 - 13**2)
V(A, "number", "-8 + 15 - (-4)", -8 + 15 + 4)
V(A, "number", "45 × 23 (show working pls)", 45 * 23)

# ================================================================ percentages and money
PM = "percentages and money"
V(PM, "percent of", "what is 35% of 260", F(35, 100) * 260)
V(PM, "percent of", "find 17.5% of £640", F(175, 1000) * 640)
V(PM, "percent as", "18 out of 24 as a percentage", F(18, 24) * 100)
V(PM, "percent as", "I got 42 out of 56 on my test, what percent is that?", F(42, 56) * 100)
V(PM, "increase", "Increase 450 by 12%", 450 * F(112, 100))
V(PM, "decrease", "decrease £80 by 15%", 80 * F(85, 100))
V(PM, "discount", "A jacket costs $120 and is on sale for 25% off. What is the sale price?", 120 * F(75, 100))
V(PM, "percent change", "a price goes from 40 to 46. whats the percentage increase", F(6, 40) * 100)
V(PM, "percent change", "Population fell from 2500 to 2150. Find the percentage decrease.", F(350, 2500) * 100)
V(PM, "reverse", "After a 20% increase a bike costs £360. What was the original price?", F(360) / F(12, 10))
V(PM, "reverse", "a tv is £340 in a sale after 15% off. how much was it before the sale", F(340) / F(85, 100))
V(PM, "reverse", "The price including 20% VAT is £96. What is the price before VAT?", F(96) / F(12, 10))
V(PM, "compound interest", "£2000 invested at 3% compound interest per year for 5 years. how much is it worth?",
  2000 * 1.03**5)
V(PM, "compound interest",
  "Find the amount after 4 years if $1500 is invested at 6% per annum compounded annually", 1500 * 1.06**4)
V(PM, "compound interest", "Sam puts 800 dollars in a bank at 2.5% compound interest a year. How much after 3 years",
  800 * 1.025**3)
V(PM, "simple interest", "simple interest on $5000 at 4% per year for 3 years", 5000 * 0.04 * 3)
V(PM, "depreciation", "A car worth £18000 depreciates by 12% each year. Find its value after 3 years.",
  18000 * 0.88**3)
V(PM, "compound interest", "how much interest is earned on 1000 at 5% compounded monthly for 2 years",
  1000 * (1 + 0.05 / 12) ** 24 - 1000)
V(PM, "money", "3 notebooks at £2.45 each and 2 pens at 85p each. total cost in pounds?", 3 * 2.45 + 2 * 0.85)
V(PM, "money", "if 1 euro = 1.08 dollars how many dollars is 250 euros", 250 * 1.08)
V(PM, "percent of", "What's 0.5% of 3000?", 15)
V(PM, "percent change", "increase 60 by 150 percent", 150)
V(PM, "percent as", "Express 0.375 as a percentage", 37.5)

# ================================================================ ratio and proportion
R = "ratio and proportion"
V(R, "share", "Share £360 in the ratio 4:5", 160, 200)
V(R, "share", "divide 84 in the ratio 2:3:7", 14, 21, 49)
V(R, "share", "Tom and Ann share sweets in ratio 3:5. Ann gets 40. how many does Tom get?", 24)
V(R, "simplify", "simplify the ratio 45:60", 3, 4)
V(R, "proportion", "5 pens cost £3.60. How much do 8 pens cost?", F(36, 50) * 8)
V(R, "proportion", "if 6 workers build a wall in 10 days how long would 4 workers take", 15)
V(R, "proportion", "A recipe for 4 people uses 300 g of flour. How much flour for 10 people?", 750)
V(R, "proportion", "y is directly proportional to x. y = 12 when x = 4. find y when x = 7", 21)
V(R, "proportion", "y is inversely proportional to x, and y = 8 when x = 3. Find y when x = 12.", 2)
V(R, "proportion", "y is proportional to x^2, y=50 when x=5, find y when x=8", 128)
V(R, "scale", "On a map with scale 1:25000, two towns are 8 cm apart. How far apart are they in km?", 2)
V(R, "rates", "which is the better buy: 500g for £2.40 or 750g for £3.45? give the price per 100g of the cheaper one",
  0.46)

# ================================================================ algebra: linear equations, rearranging, simplifying
AL = "algebra"
S(AL, "linear", "solve 3x + 7 = 22", sp.Eq(3 * x + 7, 22))
S(AL, "linear", "5x - 4 = 2x + 11", sp.Eq(5 * x - 4, 2 * x + 11))
S(AL, "linear", "Solve 4(2x - 3) = 3(x + 6)", sp.Eq(4 * (2 * x - 3), 3 * (x + 6)))
S(AL, "linear", "x/4 + 3 = 10", sp.Eq(x / 4 + 3, 10))
S(AL, "linear", "solve for x: (x+3)/5 = (x-1)/3", sp.Eq((x + 3) / 5, (x - 1) / 3))
S(AL, "linear", "how do you solve 7 - 2x = 15", sp.Eq(7 - 2 * x, 15))
S(AL, "linear", "solve 0.4x + 1.2 = 3", sp.Eq(sp.Rational(4, 10) * x + sp.Rational(12, 10), 3))
S(AL, "linear", "2(x+5) - 3(x-2) = 9 solve", sp.Eq(2 * (x + 5) - 3 * (x - 2), 9))
S(AL, "linear", "solve for y: 3y - 8 = y + 6", sp.Eq(3 * y - 8, y + 6), y)
S(AL, "linear", "Solve the equation \\frac{2x}{3} - 1 = 5", sp.Eq(2 * x / 3 - 1, 5))
S(AL, "rational", "solve 3/(x-2) = 6/(x+1)", sp.Eq(3 / (x - 2), 6 / (x + 1)))
S(AL, "rational", "Solve 1/x + 1/(2x) = 3", sp.Eq(1 / x + 1 / (2 * x), 3))
S(AL, "rational", "solve x + 6/x = 5", sp.Eq(x + 6 / x, 5))
S(AL, "radical", "solve sqrt(x + 7) = x - 5", sp.Eq(sp.sqrt(x + 7), x - 5))
S(AL, "radical", "√(2x+3) = 5", sp.Eq(sp.sqrt(2 * x + 3), 5))
S(AL, "absolute value", "solve |2x - 3| = 7", sp.Eq(sp.Abs(2 * x - 3), 7))
S(AL, "subject", "The formula v = u + at. Find t when v = 30, u = 6 and a = 4.", sp.Eq(30, 6 + 4 * t), t)
V(AL, "substitution", "if a = 3 and b = -2 work out 2a^2 - 3ab", 2 * 9 - 3 * 3 * (-2))
E(AL, "expand", "expand (x + 3)(x - 5)", sp.expand((x + 3) * (x - 5)))
E(AL, "expand", "Expand and simplify (2x - 1)^2", sp.expand((2 * x - 1) ** 2))
E(AL, "expand", "multiply out (x+2)(x^2 - 3x + 4)", sp.expand((x + 2) * (x**2 - 3 * x + 4)))
E(AL, "expand", "expand 3(2x-4) - 2(x+1) and simplify", sp.expand(3 * (2 * x - 4) - 2 * (x + 1)))
E(AL, "factorise", "factorise x^2 + 7x + 12", sp.factor(x**2 + 7 * x + 12))
E(AL, "factorise", "factor completely 2x^2 - 8", sp.factor(2 * x**2 - 8))
E(AL, "factorise", "Factorise fully 6x^2 + x - 2", sp.factor(6 * x**2 + x - 2))
E(AL, "factorise", "factor x³ - 27", sp.factor(x**3 - 27))
E(AL, "simplify", "simplify (x^2 - 9)/(x + 3)", sp.cancel((x**2 - 9) / (x + 3)))
E(AL, "simplify", "simplify 4x + 3 - x + 2x - 7", 5 * x - 4)
E(AL, "simplify", "Simplify (x^2 + 5x + 6)/(x^2 - 4)", sp.cancel((x**2 + 5 * x + 6) / (x**2 - 4)))
E(AL, "simplify", "simplify 2/x + 3/(x+1) into a single fraction", sp.together(2 / x + 3 / (x + 1)))

# ================================================================ inequalities
IN = "inequalities"
S(IN, "linear", "solve 3x - 5 > 10", sp.Eq(3 * x - 5, 10))
S(IN, "linear", "Solve the inequality 2(x + 4) ≤ 5x - 1", sp.Eq(2 * (x + 4), 5 * x - 1))
S(IN, "linear", "solve 7 - 3x < 19", sp.Eq(7 - 3 * x, 19))
S(IN, "linear", "x/2 + 1 >= 4", sp.Eq(x / 2 + 1, 4))
S(IN, "linear", "Find the range of values of x for which 5x + 2 < 3x + 12", sp.Eq(5 * x + 2, 3 * x + 12))
S(IN, "linear", "solve -2x + 9 ≥ 1", sp.Eq(-2 * x + 9, 1))

# ================================================================ systems
SY = "simultaneous equations"
SYS(SY, "2x2", "solve 2x + 3y = 12 and x - y = 1", [sp.Eq(2 * x + 3 * y, 12), sp.Eq(x - y, 1)], [x, y])
SYS(SY, "2x2", "Solve the simultaneous equations\n3x + 2y = 16\n5x - 2y = 0",
    [sp.Eq(3 * x + 2 * y, 16), sp.Eq(5 * x - 2 * y, 0)], [x, y])
SYS(SY, "2x2", "y = 2x + 1, y = -x + 7 find x and y", [sp.Eq(y, 2 * x + 1), sp.Eq(y, -x + 7)], [x, y])
SYS(SY, "2x2", "solve simultaneously: 4x - 3y = 5, 2x + y = 15", [sp.Eq(4 * x - 3 * y, 5), sp.Eq(2 * x + y, 15)],
    [x, y])
SYS(SY, "2x2", "x + y = 10\nx - y = 4", [sp.Eq(x + y, 10), sp.Eq(x - y, 4)], [x, y])
SYS(SY, "2x2", "Solve: 0.5x + 0.2y = 3.1 and x + y = 11",
    [sp.Eq(sp.Rational(1, 2) * x + sp.Rational(1, 5) * y, sp.Rational(31, 10)), sp.Eq(x + y, 11)], [x, y])
SYS(SY, "3x3", "solve the system x + y + z = 6, 2x - y + z = 3, x + 2y - z = 2",
    [sp.Eq(x + y + z, 6), sp.Eq(2 * x - y + z, 3), sp.Eq(x + 2 * y - z, 2)], [x, y, z])
SYS(SY, "3x3", "Solve\nx + 2y + 3z = 14\n2x + y + z = 7\n3x - y + 2z = 7",
    [sp.Eq(x + 2 * y + 3 * z, 14), sp.Eq(2 * x + y + z, 7), sp.Eq(3 * x - y + 2 * z, 7)], [x, y, z])
SYS(SY, "2x2", "2a + 5b = 1 and 3a - 2b = 11, find a and b",
    [sp.Eq(2 * sp.Symbol("a") + 5 * sp.Symbol("b"), 1), sp.Eq(3 * sp.Symbol("a") - 2 * sp.Symbol("b"), 11)],
    [sp.Symbol("a"), sp.Symbol("b")])
V(SY, "word", "Two numbers add up to 56 and their difference is 14. What are the numbers?", 35, 21)
V(SY, "word", "3 apples and 2 bananas cost $2.60. 1 apple and 4 bananas cost $2.20. find the cost of an apple "
  "and of a banana", *[sp.solve([3 * x + 2 * y - sp.Rational(26, 10), x + 4 * y - sp.Rational(22, 10)], [x, y])[v]
                      for v in (x, y)])

# ================================================================ quadratics
Q = "quadratics"
S(Q, "factorising", "solve x^2 - 5x + 6 = 0", x**2 - 5 * x + 6)
S(Q, "factorising", "x² + 2x - 15 = 0", x**2 + 2 * x - 15)
S(Q, "formula", "Solve 2x^2 + 3x - 7 = 0, giving your answers to 2 decimal places.", 2 * x**2 + 3 * x - 7)
S(Q, "formula", "use the quadratic formula to solve 3x^2 - 4x - 2 = 0", 3 * x**2 - 4 * x - 2)
S(Q, "factorising", "solve x^2 = 7x", sp.Eq(x**2, 7 * x))
S(Q, "factorising", "4x^2 - 25 = 0", 4 * x**2 - 25)
S(Q, "rearrange", "solve x(x + 4) = 21", sp.Eq(x * (x + 4), 21))
S(Q, "rearrange", "Solve (x - 3)^2 = 16", sp.Eq((x - 3) ** 2, 16))
S(Q, "double root", "x^2 - 10x + 25 = 0", x**2 - 10 * x + 25)
S(Q, "formula", "solve for x: x^2 + 6x + 2 = 0", x**2 + 6 * x + 2)
S(Q, "factorising", "how do i solve 6x^2 - 7x - 3 = 0 ??", 6 * x**2 - 7 * x - 3)
CX(Q, "no real roots", "solve x^2 + 2x + 5 = 0", x**2 + 2 * x + 5)
CX(Q, "no real roots", "Find the roots of x^2 - 4x + 13 = 0", x**2 - 4 * x + 13)
CX(Q, "no real roots", "solve 3x^2+x+1=0", 3 * x**2 + x + 1)
V(Q, "discriminant", "find the discriminant of 2x^2 - 5x + 4", 25 - 32)
V(Q, "vertex", "find the vertex of y = x^2 - 6x + 11", 3, 2)
V(Q, "vertex", "What is the minimum value of f(x) = 2x^2 + 8x - 3?", -11)
V(Q, "completing the square", "write x^2 + 8x + 3 in the form (x + a)^2 + b. what are a and b?", 4, -13)
S(Q, "word", "The product of two consecutive positive integers is 132. Find the smaller integer.",
  sp.Eq(n * (n + 1), 132), n, domain=(0, 1e9))
S(Q, "word", "A rectangle's length is 3 cm more than its width and its area is 70 cm². Find the width.",
  sp.Eq(x * (x + 3), 70), x, domain=(0, 1e9))
S(Q, "higher degree", "solve x^4 - 5x^2 + 4 = 0", x**4 - 5 * x**2 + 4)
S(Q, "higher degree", "Solve x^3 - 6x^2 + 11x - 6 = 0", x**3 - 6 * x**2 + 11 * x - 6)

# ================================================================ functions and sequences
FS = "functions and sequences"
V(FS, "evaluate", "f(x) = 3x^2 - 2x + 1. find f(-2)", 3 * 4 + 4 + 1)
V(FS, "evaluate", "if g(x) = (x+1)/(x-1), what is g(3)?", 2)
E(FS, "inverse", "f(x) = 4x - 7, find f^-1(x)", (x + 7) / 4)
E(FS, "inverse", "Find the inverse of f(x) = (2x + 1)/3", (3 * x - 1) / 2)
E(FS, "composite", "f(x) = x^2 + 1 and g(x) = 2x - 3. find f(g(x))", sp.expand((2 * x - 3) ** 2 + 1))
E(FS, "composite", "if f(x)=3x+2 and g(x)=x^2 what is g(f(x))", sp.expand((3 * x + 2) ** 2))
S(FS, "solve", "f(x) = 5x - 3. solve f(x) = 17", sp.Eq(5 * x - 3, 17))
V(FS, "gradient", "find the gradient of the line through (2, 5) and (6, 13)", F(13 - 5, 6 - 2))
V(FS, "gradient", "what is the slope of 3x + 4y = 12", F(-3, 4))
E(FS, "line", "Find the equation of the line through (1, 4) with gradient 3. y = ?", 3 * x + 1)
E(FS, "line", "line passing thru (-2, 1) and (4, 13), find its equation", 2 * x + 5)
E(FS, "line", "find the equation of the line perpendicular to y = 2x + 1 through the point (4, 3)",
  -x / 2 + 5)
V(FS, "intercepts", "where does y = 2x - 8 cross the x axis? (x value)", 4)
E(FS, "nth term", "find the nth term of 5, 8, 11, 14, ...", 3 * n + 2, n)
E(FS, "nth term", "nth term of the sequence 20, 17, 14, 11", 23 - 3 * n, n)
E(FS, "nth term", "Find the nth term of the quadratic sequence 2, 6, 12, 20, 30", n**2 + n, n)
V(FS, "arithmetic", "the first term of an arithmetic sequence is 7 and the common difference is 4. find the 25th term",
  7 + 24 * 4)
V(FS, "arithmetic", "Find the sum of the first 20 terms of the arithmetic series 3 + 7 + 11 + ...",
  sum(3 + 4 * i for i in range(20)))
V(FS, "arithmetic", "sum of integers from 1 to 100", 5050)
V(FS, "geometric", "geometric sequence 3, 6, 12, ... what is the 10th term", 3 * 2**9)
V(FS, "geometric", "Find the sum to infinity of the geometric series 8 + 4 + 2 + 1 + ...", 16)
V(FS, "geometric", "find the sum of the first 8 terms of the geometric series 2 + 6 + 18 + ...",
  sum(2 * 3**i for i in range(8)))
V(FS, "arithmetic", "Which term of the sequence 4, 9, 14, 19, ... is 99?", 20)
V(FS, "recurrence", "u(n+1) = 2u(n) - 1 and u1 = 3. find u4", 2 * (2 * (2 * 3 - 1) - 1) - 1)

# ================================================================ exponentials and logarithms
EL = "exponentials and logarithms"
S(EL, "exponential", "solve 2^x = 32", 2**x - 32)
S(EL, "exponential", "Solve 3^(x+1) = 81", 3 ** (x + 1) - 81)
S(EL, "exponential", "solve 5^x = 40, give x to 3 decimal places? actually exact is fine", sp.Pow(5, x) - 40)
S(EL, "exponential", "e^(2x) = 10 solve for x", sp.exp(2 * x) - 10)
S(EL, "exponential", "solve 4^x = 8", sp.Pow(4, x) - 8)
S(EL, "exponential", "Solve 2^(2x) - 6(2^x) + 8 = 0", 2 ** (2 * x) - 6 * 2**x + 8)
S(EL, "logarithmic", "solve log_2(x) = 5", sp.log(x, 2) - 5)
S(EL, "logarithmic", "log(x) + log(x - 3) = 1, log base 10", sp.log(x, 10) + sp.log(x - 3, 10) - 1)
S(EL, "logarithmic", "Solve ln(x) = 3", sp.log(x) - 3)
S(EL, "logarithmic", "solve log3(2x + 1) = 2", sp.log(2 * x + 1, 3) - 2)
V(EL, "evaluate", "evaluate log base 2 of 64", 6)
V(EL, "evaluate", "what is log10(0.001)", -3)
V(EL, "evaluate", "ln(e^5)", 5)
V(EL, "evaluate", "Find log_4(32)", F(5, 2))
V(EL, "growth", "A population of 500 bacteria doubles every 3 hours. How many after 12 hours?", 500 * 2**4)
V(EL, "growth", "N = 200e^{0.05t}. find N when t = 10", 200 * exp(0.5))
V(EL, "decay", "A radioactive sample has a half-life of 8 days. What fraction of it remains after 24 days? (as a "
  "decimal)", 0.125)

# ================================================================ geometry and mensuration
G = "geometry and mensuration"
V(G, "pythagoras", "a right triangle has legs 6 cm and 8 cm. how long is the hypotenuse", 10)
V(G, "pythagoras", "The hypotenuse is 13 and one side is 5, find the other side", 12)
V(G, "pythagoras", "A ladder 5 m long leans against a wall with its foot 1.4 m from the wall. How high up the wall "
  "does it reach?", sqrt(25 - 1.96))
V(G, "coordinates", "distance between (1, 2) and (7, 10)", 10)
V(G, "coordinates", "Find the midpoint of (-3, 4) and (5, -2)", 1, 1)
V(G, "coordinates", "how far apart are the points (2,-1) and (-4,7)", 10)
V(G, "area", "area of a circle with radius 7 cm", pi * 49)
V(G, "area", "find the circumference of a circle of diameter 10 cm", pi * 10)
V(G, "area", "area of a triangle base 12 height 9", 54)
V(G, "area", "What is the area of a trapezium with parallel sides 6 cm and 10 cm and height 4 cm?", 32)
V(G, "area", "area of a parallelogram with base 8.5 m and perpendicular height 4 m", 34)
V(G, "area", "a circle has area 50.24 cm^2, what is its radius? use pi = 3.14", 4)
V(G, "area", "find the area of a sector with radius 6 cm and angle 60°", pi * 36 * 60 / 360)
V(G, "area", "arc length of a sector radius 9 angle 40 degrees", 2 * pi * 9 * 40 / 360)
V(G, "area", "Find the area of a triangle with sides 7, 8 and 9 (Heron's formula)",
  sqrt(12 * 5 * 4 * 3))
V(G, "perimeter", "perimeter of a rectangle 12.5 cm by 4 cm", 33)
V(G, "volume", "volume of a cylinder with radius 3 cm and height 10 cm", pi * 9 * 10)
V(G, "volume", "Find the volume of a sphere of radius 6 cm.", 4 / 3 * pi * 216)
V(G, "volume", "volume of a cone r = 4 h = 9", pi * 16 * 9 / 3)
V(G, "volume", "A cuboid measures 5 cm by 4 cm by 3 cm. What is its volume?", 60)
V(G, "surface area", "surface area of a cube with side 4 cm", 96)
V(G, "surface area", "What is the total surface area of a cylinder radius 5 cm height 12 cm", 2 * pi * 25 + 2 * pi * 5 * 12)
V(G, "surface area", "surface area of a sphere with diameter 10", 4 * pi * 25)
V(G, "volume", "a square based pyramid has base 6m and height 10m. volume?", 120)
V(G, "angles", "what is the sum of the interior angles of a hexagon", 720)
V(G, "angles", "each interior angle of a regular octagon", 135)
V(G, "angles", "exterior angle of a regular polygon with 12 sides", 30)
V(G, "angles", "A regular polygon has an exterior angle of 24°. How many sides does it have?", 15)
V(G, "angles", "two angles of a triangle are 47° and 68°. find the third", 65)
V(G, "angles", "Angles on a straight line: one angle is 3x and the other is 2x + 30. Find x.", 30)
V(G, "circles", "equation of circle (x-2)^2 + (y+3)^2 = 49. what is the radius", 7)
V(G, "similarity", "Two similar triangles have corresponding sides 4 cm and 10 cm. The smaller has area 12 cm^2. "
  "Find the area of the larger.", 12 * (10 / 4) ** 2)

# ================================================================ trigonometry
TR = "trigonometry"
V(TR, "right triangle", "In a right-angled triangle the hypotenuse is 10 cm and one angle is 30°. Find the side "
  "opposite the angle.", 5)
V(TR, "right triangle", "find the angle whose tan is 0.75 (in degrees)", degrees(atan(0.75)))
V(TR, "right triangle", "opposite = 7, adjacent = 9, find the angle θ", degrees(atan(7 / 9)))
V(TR, "right triangle", "A ramp rises 1.2 m over a horizontal distance of 8 m. what angle does it make with the "
  "ground?", degrees(atan(1.2 / 8)))
V(TR, "right triangle", "hypotenuse 15, angle 40 degrees, find the adjacent side", 15 * cos(radians(40)))
V(TR, "right triangle", "From 50 m away the angle of elevation to the top of a tower is 35°. How tall is the tower?",
  50 * tan(radians(35)))
V(TR, "exact values", "sin 30° + cos 60°", 1)
V(TR, "exact values", "what is tan(45°)", 1)
V(TR, "exact values", "evaluate sin(π/3)", sqrt(3) / 2)
V(TR, "sine rule", "In triangle ABC, a = 8, A = 40°, B = 65°. Find b.", 8 * sin(radians(65)) / sin(radians(40)))
V(TR, "cosine rule", "Use the cosine rule: b = 7, c = 9, angle A = 50°. find a", sqrt(49 + 81 - 126 * cos(radians(50))))
V(TR, "cosine rule", "a triangle has sides 5, 6 and 7. find the largest angle", degrees(acos((25 + 36 - 49) / 60)))
V(TR, "area", "area of triangle with sides 9 cm and 11 cm and included angle 38°", 0.5 * 9 * 11 * sin(radians(38)))
S(TR, "equations", "solve sin x = 0.5 for 0 ≤ x ≤ 360", sp.sin(x * sp.pi / 180) - sp.Rational(1, 2), x, (0, 360))
S(TR, "equations", "Solve cos(x) = -0.5 for 0° ≤ x < 360°", sp.cos(x * sp.pi / 180) + sp.Rational(1, 2), x, (0, 359.999))
S(TR, "equations", "solve tan x = 1 where 0 < x < 360 degrees", sp.tan(x * sp.pi / 180) - 1, x, (0.001, 359.999))
V(TR, "radians", "convert 150 degrees to radians", 150 * pi / 180)
V(TR, "radians", "2.5 radians in degrees", degrees(2.5))

# ================================================================ vectors
VE = "vectors"
V(VE, "magnitude", "find the magnitude of the vector (6, -8)", 10)
V(VE, "magnitude", "|3i + 4j - 12k| = ?", 13)
V(VE, "dot product", "a = (2, 3, -1), b = (4, -1, 5). find a · b", 8 - 3 - 5)
V(VE, "dot product", "dot product of <1,2> and <3,4>", 11)
V(VE, "angle", "find the angle between vectors (1, 0) and (1, 1) in degrees", 45)
V(VE, "angle", "angle between a = 2i + j and b = i - 3j (degrees)", degrees(acos((2 - 3) / (sqrt(5) * sqrt(10)))))
V(VE, "sum", "if a = (3, -2) and b = (-1, 5), find 2a + b", 5, 1)
V(VE, "cross product", "cross product of (1, 2, 3) and (4, 5, 6)", -3, 6, -3)

# ================================================================ calculus
CA = "calculus"
D(CA, "derivative", "differentiate x^3 - 4x^2 + 7", x**3 - 4 * x**2 + 7)
D(CA, "derivative", "d/dx (5x^4 + 3/x)", 5 * x**4 + 3 / x)
D(CA, "derivative", "derivative of sqrt(x)", sp.sqrt(x))
D(CA, "product rule", "find dy/dx if y = x^2 e^x", x**2 * sp.exp(x))
D(CA, "product rule", "differentiate x sin(x)", x * sp.sin(x))
D(CA, "quotient rule", "derivative of (x^2 + 1)/(x - 2)", (x**2 + 1) / (x - 2))
D(CA, "quotient rule", "Differentiate y = sin x / x", sp.sin(x) / x)
D(CA, "chain rule", "differentiate (3x + 2)^5", (3 * x + 2) ** 5)
D(CA, "chain rule", "d/dx of ln(x^2 + 4)", sp.log(x**2 + 4))
D(CA, "chain rule", "what's the derivative of e^(3x^2)", sp.exp(3 * x**2))
D(CA, "chain rule", "differentiate cos(4x)", sp.cos(4 * x))
D(CA, "chain rule", "derivative of sin²x", sp.sin(x) ** 2)
D(CA, "chain rule", "y = √(1 - x²), find dy/dx", sp.sqrt(1 - x**2))
D(CA, "inverse trig", "differentiate arctan(2x)", sp.atan(2 * x))
D(CA, "second derivative", "find the second derivative of x^4 - 3x^2", x**4 - 3 * x**2, x, 2)
D(CA, "derivative", "differentiate tan(x) + ln(x)", sp.tan(x) + sp.log(x))
D(CA, "derivative", "d/dt (4t^3 - 2t)", 4 * t**3 - 2 * t, t)
V(CA, "gradient at a point", "find the gradient of y = x^3 - 2x at x = 2", 3 * 4 - 2)
V(CA, "stationary point", "find the x coordinate of the stationary point of y = x^2 - 8x + 3", 4)
V(CA, "stationary points", "find the x values of the turning points of y = x^3 - 3x^2 - 9x + 1", -1, 3)
E(CA, "tangent", "find the equation of the tangent to y = x^2 + 3x at x = 1", 5 * x - 1)
I(CA, "integral", "integrate 3x^2 + 2x - 5", 3 * x**2 + 2 * x - 5)
I(CA, "integral", "∫ (4x^3 - 6x) dx", 4 * x**3 - 6 * x)
I(CA, "integral", "integral of 1/x", 1 / x)
I(CA, "integral", "find ∫ e^(2x) dx", sp.exp(2 * x))
I(CA, "integral", "integrate cos(3x) with respect to x", sp.cos(3 * x))
I(CA, "integral", "indefinite integral of sqrt(x)", sp.sqrt(x))
I(CA, "integral", "integrate 1/(x^2 + 1)", 1 / (x**2 + 1))
I(CA, "by parts", "integrate x e^x dx", x * sp.exp(x))
I(CA, "substitution", "∫ 2x(x^2 + 1)^3 dx", 2 * x * (x**2 + 1) ** 3)
I(CA, "integral", "integrate sec^2(x)", sp.sec(x) ** 2)
DI(CA, "definite", "evaluate the integral of x^2 from 0 to 3", x**2, 0, 3)
DI(CA, "definite", "∫₁⁴ (2x + 1) dx", 2 * x + 1, 1, 4)
DI(CA, "definite", "Evaluate \\int_0^{\\pi} \\sin x \\, dx", sp.sin(x), 0, sp.pi)
DI(CA, "definite", "definite integral of e^x from 0 to 1", sp.exp(x), 0, 1)
DI(CA, "definite", "find the area under y = 6x - x^2 between x = 0 and x = 6", 6 * x - x**2, 0, 6)
DI(CA, "definite", "integrate 1/x from 1 to e", 1 / x, 1, sp.E)
LIM(CA, "limit", "lim x->2 (x^2 - 4)/(x - 2)", (x**2 - 4) / (x - 2), 2)
LIM(CA, "limit", "find the limit as x approaches infinity of (3x^2 + 1)/(x^2 - 5)", (3 * x**2 + 1) / (x**2 - 5), sp.oo)
LIM(CA, "limit", "limit of sin(x)/x as x -> 0", sp.sin(x) / x, 0)
LIM(CA, "limit", "\\lim_{x \\to 3} \\frac{x^2 - 9}{x - 3}", (x**2 - 9) / (x - 3), 3)
LIM(CA, "limit", "lim (x→1) (x^3 - 1)/(x - 1)", (x**3 - 1) / (x - 1), 1)

# ================================================================ statistics
STA = "statistics"
d1 = [4, 8, 15, 16, 23, 42]
V(STA, "mean", "find the mean of 4, 8, 15, 16, 23, 42", st.mean(d1))
V(STA, "median", "median of 7, 3, 9, 12, 5, 3, 8", st.median([7, 3, 9, 12, 5, 3, 8]))
V(STA, "median", "What is the median of 12, 15, 11, 20, 18, 14?", st.median([12, 15, 11, 20, 18, 14]))
V(STA, "mode", "mode of 2, 5, 5, 7, 3, 5, 2, 9", 5)
V(STA, "range", "range of 23, 7, 41, 15, 9", 41 - 7)
V(STA, "mean", "My test scores are 78, 85, 92, 67 and 88. What's my average?", st.mean([78, 85, 92, 67, 88]))
V(STA, "standard deviation", "calculate the population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9",
  P(2, 4, 4, 4, 5, 5, 7, 9))
V(STA, "standard deviation", "sample standard deviation of 10, 12, 23, 23, 16, 23, 21, 16",
  st.stdev([10, 12, 23, 23, 16, 23, 21, 16]))
V(STA, "variance", "find the variance (population) of 3, 7, 7, 19", st.pvariance([3, 7, 7, 19]))
V(STA, "mean", "the mean of 5 numbers is 12. four of them are 10, 14, 9 and 15. find the fifth", 60 - 48)
V(STA, "z-score", "A test has mean 70 and standard deviation 8. What is the z-score of a mark of 82?", 1.5)
V(STA, "z-score", "z score for x = 45, mu = 50, sigma = 4", -1.25)
V(STA, "grouped", "find the mean from the frequency table: value 1 freq 4, value 2 freq 6, value 3 freq 7, value 4 "
  "freq 3", F(4 + 12 + 21 + 12, 20))
V(STA, "weighted mean", "coursework is worth 40% and I got 75, the exam is worth 60% and I got 62. what's my "
  "overall mark?", 0.4 * 75 + 0.6 * 62)
V(STA, "normal", "X ~ N(100, 15^2). Find P(X < 115).", 0.5 * (1 + math.erf(1 / sqrt(2))))
V(STA, "mean", "average of 2.5, 3.7, 4.1 and 5.3", st.mean([2.5, 3.7, 4.1, 5.3]))

# ================================================================ probability
PR = "probability"
V(PR, "dice", "probability of rolling a 4 on a fair six sided dice", F(1, 6))
V(PR, "dice", "Two dice are rolled. What is the probability that the total is 7?", F(6, 36))
V(PR, "dice", "two dice thrown, P(sum greater than 9)?", F(6, 36))
V(PR, "coins", "A coin is flipped 3 times. What's the probability of getting exactly two heads?", F(3, 8))
V(PR, "coins", "probability of at least one head in 4 coin tosses", 1 - F(1, 16))
V(PR, "cards", "what is the probability of drawing a king from a standard deck of 52 cards", F(4, 52))
V(PR, "cards", "probability of picking a heart or an ace from a normal pack of cards", F(16, 52))
V(PR, "cards", "Two cards are drawn without replacement from a standard deck. Find the probability both are aces.",
  F(4, 52) * F(3, 51))
V(PR, "bags", "A bag contains 5 red and 3 blue balls. One ball is taken at random. P(blue)?", F(3, 8))
V(PR, "bags", "a bag has 4 red, 6 green marbles. two taken without replacement. probability both green",
  F(6, 10) * F(5, 9))
V(PR, "combinatorics", "10C3", comb(10, 3))
V(PR, "combinatorics", "how many ways can 5 people sit in a row", factorial(5))
V(PR, "combinatorics", "In how many ways can a committee of 4 be chosen from 9 people?", comb(9, 4))
V(PR, "combinatorics", "7P3 = ?", perm(7, 3))
V(PR, "combinatorics", "how many arrangements of the letters of the word LEVEL", factorial(5) // (2 * 2))
V(PR, "binomial", "X ~ B(10, 0.3). Find P(X = 2)", comb(10, 2) * 0.3**2 * 0.7**8)
V(PR, "complement", "The probability it rains tomorrow is 0.35. What is the probability it does not rain?", 0.65)
V(PR, "independent", "P(A) = 0.4, P(B) = 0.5, A and B independent. find P(A and B)", 0.2)
V(PR, "addition", "P(A)=0.6, P(B)=0.3, P(A∩B)=0.1, find P(A∪B)", 0.8)
V(PR, "expected", "expected value when you roll a fair die", 3.5)

# ================================================================ physics
PH = "physics"
V(PH, "suvat", "A car accelerates from rest at 3 m/s² for 8 s. What is its final velocity?", 24)
V(PH, "suvat", "a ball is dropped from a height of 20 m. how long does it take to hit the ground? (g = 9.8 m/s^2)",
  sqrt(2 * 20 / 9.8))
V(PH, "suvat", "A cyclist slows from 12 m/s to 4 m/s in 5 s. Find the deceleration (magnitude).", 8 / 5)
V(PH, "suvat", "u = 5 m/s, a = 2 m/s^2, t = 6 s. find the displacement", 5 * 6 + 0.5 * 2 * 36)
V(PH, "suvat", "a train travelling at 30 m/s brakes uniformly and stops in 450 m. what is its deceleration?",
  30**2 / (2 * 450))
V(PH, "suvat", "A stone is thrown straight up at 14 m/s. How high does it go? Take g = 9.8 m/s².", 14**2 / (2 * 9.8))
V(PH, "speed", "a car travels 150 km in 2.5 hours. average speed in km/h?", 60)
V(PH, "speed", "convert 72 km/h to m/s", 20)
V(PH, "speed", "how long does it take to walk 3.6 km at 1.5 m/s? answer in minutes", 3600 / 1.5 / 60)
V(PH, "force", "What force is needed to accelerate a 1200 kg car at 2.5 m/s²?", 3000)
V(PH, "force", "a net force of 35 N acts on a 7 kg box. acceleration?", 5)
V(PH, "weight", "what is the weight of a 65 kg person on earth, g = 9.81 N/kg", 65 * 9.81)
V(PH, "weight", "Weight of a 12 kg rock on the Moon where g = 1.6 N/kg", 12 * 1.6)
V(PH, "energy", "kinetic energy of a 0.5 kg ball moving at 12 m/s", 0.5 * 0.5 * 144)
V(PH, "energy", "Calculate the gravitational potential energy gained when a 50 kg student climbs 4 m. g = 9.8",
  50 * 9.8 * 4)
V(PH, "energy", "A 2 kg object falls from 5 m. What is its speed just before it hits the ground if g = 9.8 m/s^2 "
  "(ignore air resistance)?", sqrt(2 * 9.8 * 5))
V(PH, "work", "how much work is done pushing a box 12 m with a force of 40 N", 480)
V(PH, "power", "A motor does 6000 J of work in 20 s. What is its power?", 300)
V(PH, "power", "a 60 W bulb is on for 2 hours, how much energy in joules", 60 * 7200)
V(PH, "momentum", "momentum of a 1500 kg car moving at 20 m/s", 30000)
V(PH, "density", "A block has mass 540 g and volume 200 cm³. Find its density.", 2.7)
V(PH, "density", "density of gold is 19.3 g/cm3. what is the mass of 5 cm3", 96.5)
V(PH, "pressure", "A force of 500 N acts on an area of 0.25 m². What is the pressure?", 2000)
V(PH, "electricity", "Ohm's law: current 0.5 A through a 24 Ω resistor, what's the voltage?", 12)
V(PH, "electricity", "a 12 V battery is connected to a 4 ohm resistor. find the current", 3)
V(PH, "electricity", "What is the resistance if V = 230 V and I = 5 A?", 46)
V(PH, "electricity", "two resistors 6 Ω and 3 Ω in parallel, total resistance?", 2)
V(PH, "electricity", "resistors of 4, 5 and 11 ohms in series. total resistance", 20)
V(PH, "electricity", "power of a kettle with current 10 A at 230 V", 2300)
V(PH, "electricity", "how much charge flows when a current of 3 A flows for 2 minutes", 360)
V(PH, "waves", "A wave has frequency 50 Hz and wavelength 4 m. What is its speed?", 200)
V(PH, "waves", "wavelength of a radio wave of frequency 100 MHz (c = 3 x 10^8 m/s)", 3)
V(PH, "heat", "how much energy to heat 2 kg of water by 15 °C? c = 4200 J/kg°C", 2 * 4200 * 15)
V(PH, "springs", "a spring with k = 200 N/m is stretched 0.15 m. what force?", 30)
V(PH, "gas laws", "A gas has volume 2.0 L at 300 K. What is its volume at 450 K at constant pressure?", 3)

# ================================================================ chemistry
CH = "chemistry"
BAL(CH, "balancing", "balance H2 + O2 -> H2O", ["H2", "O2"], ["H2O"])
BAL(CH, "balancing", "Balance the equation: Al + O2 → Al2O3", ["Al", "O2"], ["Al2O3"])
BAL(CH, "balancing", "balance C3H8 + O2 = CO2 + H2O", ["C3H8", "O2"], ["CO2", "H2O"])
BAL(CH, "balancing", "can you balance Fe2O3 + CO -> Fe + CO2", ["Fe2O3", "CO"], ["Fe", "CO2"])
BAL(CH, "balancing", "balance: NaOH + H2SO4 → Na2SO4 + H2O", ["NaOH", "H2SO4"], ["Na2SO4", "H2O"])
BAL(CH, "balancing", "Balance KClO3 → KCl + O2", ["KClO3"], ["KCl", "O2"])
BAL(CH, "balancing", "balance C6H12O6 + O2 -> CO2 + H2O", ["C6H12O6", "O2"], ["CO2", "H2O"])
BAL(CH, "balancing", "Balance Ca(OH)2 + HCl -> CaCl2 + H2O", ["Ca(OH)2", "HCl"], ["CaCl2", "H2O"])
BAL(CH, "balancing", "balance Cu + HNO3 → Cu(NO3)2 + NO + H2O", ["Cu", "HNO3"], ["Cu(NO3)2", "NO", "H2O"])
V(CH, "molar mass", "molar mass of H2SO4", molar_mass("H2SO4"))
V(CH, "molar mass", "What is the molar mass of Ca(NO3)2?", molar_mass("Ca(NO3)2"))
V(CH, "molar mass", "calculate the Mr of CuSO4.5H2O", molar_mass("CuSO4.5H2O"))
V(CH, "molar mass", "molar mass of glucose C6H12O6", molar_mass("C6H12O6"))
V(CH, "moles", "How many moles are in 36 g of water?", 36 / molar_mass("H2O"))
V(CH, "moles", "mass of 0.25 mol of NaCl", 0.25 * molar_mass("NaCl"))
V(CH, "moles", "how many moles in 10 g of CaCO3", 10 / molar_mass("CaCO3"))
V(CH, "particles", "number of molecules in 2 moles of CO2", 2 * NA)
V(CH, "particles", "How many atoms are in 5.0 g of carbon?", 5 / 12.011 * NA)
V(CH, "concentration", "0.5 mol of NaCl dissolved in 250 cm3 of water. concentration in mol/dm3?", 2)
V(CH, "concentration", "What mass of NaOH is needed to make 500 mL of a 0.2 mol/L solution?",
  0.5 * 0.2 * molar_mass("NaOH"))
V(CH, "concentration", "how many moles of HCl in 25 cm^3 of 0.1 mol dm^-3 solution", 0.0025)
V(CH, "dilution", "dilute 50 mL of 2 M HCl to 400 mL. new concentration?", 0.25)
V(CH, "pH", "pH of a solution with [H+] = 1 x 10^-3 M", 3)
V(CH, "pH", "What is the pH of 0.02 M HCl?", -log10(0.02))
V(CH, "pH", "find the pH of 0.01 mol/dm3 NaOH", 14 + log10(0.01))
V(CH, "pH", "pOH = 4.5, what is the pH", 9.5)
V(CH, "pH", "A solution has pH 5.2. What is the hydrogen ion concentration?", 10**-5.2)
V(CH, "gas", "volume of 0.5 mol of gas at RTP (24 dm3 per mol)", 12)
V(CH, "gas", "Using PV = nRT, find the pressure in Pa of 2 mol of gas in 0.05 m³ at 300 K (R = 8.314)",
  2 * 8.314 * 300 / 0.05)
V(CH, "stoichiometry", "How many grams of CO2 are produced when 16 g of CH4 burns completely? CH4 + 2O2 -> CO2 + 2H2O",
  16 / molar_mass("CH4") * molar_mass("CO2"))
V(CH, "percentage composition", "percentage by mass of nitrogen in NH4NO3",
  100 * 2 * 14.007 / molar_mass("NH4NO3"))

# ================================================================ word problems
W = "word problems"
V(W, "everyday", "I bought 3 shirts for $18 each and a pair of jeans for $45. I paid with $120. How much change do I "
  "get?", 120 - 3 * 18 - 45)
V(W, "everyday", "a pizza is cut into 8 slices. if I eat 3 and my brother eats 2 what fraction is left", F(3, 8))
V(W, "time", "how many minutes is it from 7:45pm to 10:20pm", 155)
V(W, "ages", "Maria is 4 times as old as her son. In 20 years she will be twice as old as him. How old is the son "
  "now?", 10)
V(W, "ages", "The sum of the ages of a father and son is 52. The father is 28 years older. how old is the son", 12)
V(W, "consecutive", "the sum of three consecutive integers is 81. find the largest", 28)
V(W, "number", "I think of a number, multiply it by 3 and subtract 7. The answer is 23. What was my number?", 10)
V(W, "speed", "A train leaves at 09:15 and arrives at 11:45. It travels 210 km. What is its average speed in km/h?",
  84)
V(W, "speed", "two cars start 300 km apart and drive towards each other at 70 km/h and 80 km/h. after how many hours "
  "do they meet?", 2)
V(W, "work", "Pipe A fills a tank in 6 hours, pipe B fills it in 3 hours. How long do they take together?", 2)
V(W, "mixture", "How many litres of a 20% acid solution must be mixed with 10 L of a 50% solution to get a 30% "
  "solution?", 20)
V(W, "money", "Tickets cost $8 for adults and $5 for children. 200 tickets were sold for $1330. How many adult tickets "
  "were sold?", 110)
V(W, "money", "John earns £12.50 an hour and works 37.5 hours a week. how much does he earn in a week", 12.5 * 37.5)
V(W, "money", "A phone plan costs $25 a month plus $0.10 per text. If my bill was $32.40, how many texts did I send?",
  74)
V(W, "area", "A garden is 12 m by 8 m. Turf costs £4.50 per square metre. how much to turf the whole garden?",
  12 * 8 * 4.5)
V(W, "area", "how many 30cm by 30cm tiles do i need to cover a floor 3.6m by 2.7m", 108)
V(W, "fuel", "My car does 45 miles per gallon. How many gallons do I need for a 315 mile trip?", 7)
V(W, "perimeter", "the perimeter of a rectangle is 46 cm and its length is 15 cm. find the width", 8)
V(W, "recipe", "a recipe needs 2/3 cup of sugar for 12 cookies. how much sugar for 30 cookies (cups)", F(2, 3) * F(30, 12))
V(W, "units", "how many seconds are in 3.5 hours", 3.5 * 3600)
V(W, "units", "convert 5 miles to km (1 mile = 1.609 km)", 5 * 1.609)
V(W, "units", "How many millilitres in 2.4 litres?", 2400)
V(W, "units", "what is 98.6 °F in celsius", (98.6 - 32) * 5 / 9)
V(W, "savings", "Lena saves $15 a week. how many weeks until she can buy a $240 bike if she already has $45?", 13)


# ================================================================ typed in a hurry (typos, exam numbering, LaTeX)
S(AL, "linear", "pls help slove 9x - 4 = 5x + 20", sp.Eq(9 * x - 4, 5 * x + 20))
S(AL, "linear", "Q3) Solve 5(x − 2) = 3x + 4   [2 marks]", sp.Eq(5 * (x - 2), 3 * x + 4))
D(CA, "product rule", "diffrentiate 3x^2 cos x", 3 * x**2 * sp.cos(x))
D(CA, "product rule", "\\frac{d}{dx}\\left(x^{3}\\ln x\\right)", x**3 * sp.log(x))
I(CA, "integral", "intergrate 6x^2 - 4 dx", 6 * x**2 - 4)
V(G, "area", "wat is the area of a circle with a radius of 2.5m", pi * 2.5**2)
V(PH, "suvat", "hey so i have this question: a car goes from 0 to 27 m/s in 9 seconds, whats the acceleration", 3)
V(CH, "moles", "how many moles of oxygen gas O2 are in 64g", 64 / molar_mass("O2"))
V(PR, "dice", "whats the probabilty of getting a six twice in a row", F(1, 36))
S(EL, "exponential", "find x if 2^(x-1) = 1/8", 2 ** (x - 1) - sp.Rational(1, 8))


# ================================================================ write, check, make-up
def check_mathjs():
    """Every expected expression parsed by mathjs (the scorer's parser) equals the sympy expression at sample points."""
    probes = []
    for expr, var, text in EXPRS:
        pts = []
        for p in (0.37, 1.31, 2.23, 3.7, -0.61):
            val = complex(sp.N(expr.subs(var, p), 20))
            if math.isfinite(val.real) and abs(val.imag) < 1e-12:
                pts.append([p, val.real])
        probes.append({"text": text, "var": str(var), "pts": pts})
    script = """
const math = require('mathjs');
const probes = JSON.parse(require('fs').readFileSync(0, 'utf8'));
let bad = 0;
for (const p of probes) {
  const code = math.parse(p.text).compile();
  for (const [at, want] of p.pts) {
    const got = code.evaluate({ [p.var]: at });
    if (typeof got !== 'number' || Math.abs(got - want) > 1e-9 * Math.max(1, Math.abs(want))) {
      bad++; console.error('mathjs disagrees:', p.text, at, got, want);
    }
  }
}
process.exit(bad ? 1 : 0);
"""
    root = HERE.parents[2]
    subprocess.run(["node", "-e", script], input=json.dumps(probes), text=True, check=True, cwd=root)


check_mathjs()
questions = [item["question"] for item in BANK]
assert len(questions) == len(set(questions)), "duplicate question"
out = HERE / "homework-blind-bank-3.json"
out.write_text(json.dumps(BANK, indent=2, ensure_ascii=False) + "\n")

md = HERE / "homework-blind-bank-3.md"
areas = Counter(a for a, _ in TOPIC)
lines = [
    "<!-- make-up: written by homework-blind-bank-3.gen.py from the bank itself; do not edit by hand -->",
    "",
    f"### Make-up ({len(BANK)} questions)",
    "",
    "| area | questions | topics |",
    "| --- | ---: | --- |",
]
for area in dict.fromkeys(a for a, _ in TOPIC):
    topics = Counter(tp for a, tp in TOPIC if a == area)
    lines.append(f"| {area} | {areas[area]} | " + ", ".join(f"{tp} {c}" for tp, c in topics.items()) + " |")
expect_kinds = Counter(next(iter(item["expect"])) for item in BANK)
lines += ["", "Expectation kinds: " + ", ".join(f"{k_} {c}" for k_, c in expect_kinds.items()) + "."]
text = md.read_text() if md.exists() else ""
head = text.split("<!-- make-up:")[0].rstrip("\n")
md.write_text(head + "\n\n" + "\n".join(lines) + "\n")
print(f"{len(BANK)} questions -> {out.name}; make-up -> {md.name}")
