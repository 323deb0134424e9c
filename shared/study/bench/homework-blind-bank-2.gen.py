#!/usr/bin/env python3
"""Writes homework-blind-bank-2.json: the second blind homework bank (see homework-blind-bank-2.md).

Questions are typed the way students type them into a homework helper; every expected answer is computed here
(fractions, math, sympy), never taken from the engine. Run: python3 homework-blind-bank-2.gen.py
It also rewrites the make-up table at the end of homework-blind-bank-2.md.
"""
import json
import math
import re
import statistics as st
from collections import Counter
from fractions import Fraction as F
from math import comb, perm, factorial, pi, sqrt, log, log10, exp, sin, cos, tan, radians, degrees, asin, atan
from pathlib import Path

import sympy as sp

HERE = Path(__file__).resolve().parent
x, y, z, t, n, r = sp.symbols("x y z t n r")

BANK = []  # {"area", "question", "expect"}
TOPIC = []  # finer topic of each question, for the make-up table only


def _num(v):
    v = float(v)
    rounded = float(f"{v:.12g}")
    return int(rounded) if rounded.is_integer() and abs(rounded) < 1e15 else rounded


ROUNDING = re.compile(r"(decimal place|d\.?p\b|s\.?f\b|significant|nearest)", re.I)


def _add(area, topic, question, expect):
    assert question.strip() == question and question, question
    assert all(b["question"] != question for b in BANK), f"duplicate: {question}"
    BANK.append({"area": area, "question": question, "expect": expect})
    TOPIC.append((area, topic))


def V(area, topic, question, *values, rounded_to=None):
    """Numbers the answer must state. A question that asks for rounding states `rounded_to` (the rounded figure):
    it must lie within the scorer's 0.1% of the exact value, so an exact and a rounded answer are both right."""
    exact = [float(v) for v in values]
    if ROUNDING.search(question):
        assert rounded_to is not None, f"rounding asked but no rounded figure: {question}"
    if rounded_to is not None:
        rs = rounded_to if isinstance(rounded_to, (list, tuple)) else [rounded_to]
        for e, rv in zip(sorted(exact), sorted(rs)):
            assert abs(e - rv) <= 1e-3 * max(1, abs(e)), f"rounded figure outside tolerance: {question} {e} {rv}"
    _add(area, topic, question, {"values": [_num(v) for v in sorted(exact)]})


def mathjs(expr):
    """sympy expression -> mathjs syntax (mathjs reads ^, log = ln, exp, sqrt, abs, sec, atan)."""
    s = str(expr).replace("**", "^").replace("Abs(", "abs(")
    assert "I" not in re.findall(r"[A-Za-z_]+", s), s
    return s


def X(area, topic, question, expr, var="x", up_to_constant=False):
    ex = {"expression": mathjs(expr), "variable": var}
    if up_to_constant:
        ex["upToConstant"] = True
    _add(area, topic, question, ex)


def C(area, topic, question, equation):
    """A quadratic with no real roots: the answer must not state real numbers as roots."""
    assert sp.solveset(equation, x, domain=sp.S.Reals) == sp.S.EmptySet
    _add(area, topic, question, {"complex": True})


def _real_root(equation, var, value):
    residual = complex(sp.N(equation.subs(var, value), 30))
    return abs(residual.imag) < 1e-9 and abs(residual.real) < 1e-9


def EQ(area, topic, question, equation, var=x, also=(), rounded_to=None):
    """Real solutions of `equation` (= 0), each substituted back (extraneous roots of radical/log equations fail)."""
    real = sp.Symbol("real_unknown", real=True)
    candidates = set(sp.solve(equation.subs(var, real), real)) | {sp.nsimplify(a) for a in also}
    roots = sorted({float(sp.N(c)) for c in candidates if sp.N(c).is_real and _real_root(equation, var, c)})
    assert roots, question
    V(area, topic, question, *roots, rounded_to=rounded_to)


def SYS(area, topic, question, equations, variables, rounded_to=None):
    sols = sp.solve(equations, variables, dict=True)
    assert len(sols) >= 1, question
    values = []
    for s in sols:
        for v in variables:
            values.append(s[v])
        assert all(abs(complex(sp.N(e.subs(s)))) < 1e-9 for e in equations)
    V(area, topic, question, *values, rounded_to=rounded_to)


def D(area, topic, question, f, var=x, order=1):
    X(area, topic, question, sp.simplify(sp.diff(f, var, order)), var=str(var))


def INT(area, topic, question, f, expected_antiderivative, var=x):
    """Indefinite integral: a hand-written antiderivative, checked by differentiating it back."""
    real = sp.Symbol("real_unknown", real=True)
    check = sp.diff(expected_antiderivative.subs(var, real), real) - f.subs(var, real)
    for point in (-2.3, -0.6, 0.7, 1.9, 3.1):
        value = complex(sp.N(check.subs(real, point)))
        assert value != value or abs(value) < 1e-9, question  # NaN: outside the domain (sqrt(x) at x < 0)
    X(area, topic, question, expected_antiderivative, var=str(var), up_to_constant=True)


# ---------------------------------------------------------------- chemistry data (IUPAC conventional weights)
WEIGHT = {
    "H": 1.008, "He": 4.0026, "C": 12.011, "N": 14.007, "O": 15.999, "Na": 22.990, "Mg": 24.305, "Al": 26.982,
    "P": 30.974, "S": 32.06, "Cl": 35.45, "K": 39.098, "Ca": 40.078, "Fe": 55.845, "Cu": 63.546, "Zn": 65.38,
    "Ag": 107.87, "N2": 28.014,
}
AVOGADRO = 6.02214076e23
R_GAS = 8.314


def atoms(formula):
    """Element counts of a formula with brackets and a hydrate part (CuSO4·5H2O, Ca(OH)2)."""
    total = Counter()
    for part in re.split(r"[·.*]", formula):
        m = re.match(r"^(\d*)(.*)$", part)
        mult = int(m.group(1)) if m.group(1) else 1
        stack = [Counter()]
        last = Counter()  # what the next count multiplies: the last element or bracket group
        for tok in re.findall(r"[A-Z][a-z]?|\d+|\(|\)", m.group(2)):
            if tok == "(":
                stack.append(Counter())
                last = Counter()
            elif tok == ")":
                last = stack.pop()
                stack[-1].update(last)
            elif tok.isdigit():
                for el, c in last.items():
                    stack[-1][el] += c * (int(tok) - 1)
                last = Counter()
            else:
                stack[-1][tok] += 1
                last = Counter({tok: 1})
        assert len(stack) == 1, formula
        for el, c in stack[0].items():
            total[el] += c * mult
    return total


assert atoms("Ca(OH)2") == Counter({"Ca": 1, "O": 2, "H": 2})
assert atoms("CuSO4·5H2O") == Counter({"Cu": 1, "S": 1, "O": 9, "H": 10})
assert atoms("Al2(SO4)3") == Counter({"Al": 2, "S": 3, "O": 12})


def molar_mass(formula, weights=WEIGHT):
    return sum(weights[el] * c for el, c in atoms(formula).items())


def balance(equation):
    """Smallest integer coefficients, in the order the species are written (sympy nullspace)."""
    left, right = re.split(r"\s*(?:->|→|=)\s*", equation)
    species = [s.strip() for s in left.split("+")] + [s.strip() for s in right.split("+")]
    n_left = len(left.split("+"))
    elements = sorted({el for s in species for el in atoms(s)})
    matrix = sp.Matrix(
        [[atoms(s)[el] * (1 if i < n_left else -1) for i, s in enumerate(species)] for el in elements]
    )
    null = matrix.nullspace()
    assert len(null) == 1, equation
    vec = null[0]
    lcm = sp.ilcm(*[sp.fraction(v)[1] for v in vec])
    coeffs = [int(v * lcm) for v in vec]
    g = math.gcd(*coeffs)
    coeffs = [c // g for c in coeffs]
    if coeffs[0] < 0:
        coeffs = [-c for c in coeffs]
    assert all(c > 0 for c in coeffs), equation
    return coeffs


def BAL(area, topic, question, equation):
    _add(area, topic, question, {"coefficients": balance(equation)})


def normal_cdf(zv):
    return 0.5 * (1 + math.erf(zv / sqrt(2)))


# ================================================================ arithmetic
A = "arithmetic"
V(A, "fractions", "what's 2/5 + 3/8 ??", F(2, 5) + F(3, 8))
V(A, "fractions", "3 2/3 x 1 1/2", F(11, 3) * F(3, 2))
V(A, "fractions", "can someone help me work out 5/6 divided by 2/9", F(5, 6) / F(2, 9))
V(A, "fractions", r"\frac{3}{4} - \frac{5}{12}", F(3, 4) - F(5, 12))
V(A, "fractions", "1/2 + 1/3 + 1/4 = ?", F(1, 2) + F(1, 3) + F(1, 4))
V(A, "fractions", r"\left(\frac{1}{3}\right)^2 + \left(\frac{2}{3}\right)^2", F(1, 3) ** 2 + F(2, 3) ** 2)
V(A, "fractions", "what is the reciprocal of 2 3/5", 1 / F(13, 5))
V(A, "fractions", "Simplify the fraction 18/24 to its lowest terms.", F(18, 24))
V(A, "fractions", "whats 0.2 recurring as a fraction", F(2, 9))
V(A, "fractions", "Work out 4 1/6 − 2 3/4. Give your answer as a mixed number.", F(25, 6) - F(11, 4))
V(A, "order of operations", "6 + 4 × 3 − 8 ÷ 2", 6 + 4 * 3 - 8 / 2)
V(A, "order of operations", "evaluate 10 - 2(3 + 4)^2 / 7", 10 - F(2 * 49, 7))
V(A, "order of operations", "-8 - (-3) × 4", -8 - (-3) * 4)
V(A, "order of operations", "(-3)^4 - 2^3 = ?", (-3) ** 4 - 2**3)
V(A, "order of operations", "|−7| + |3 − 10|", 7 + 7)
V(A, "powers and roots", "evaluate 4^{3/2} without a calculator", 8)
V(A, "powers and roots", "whats 27^(-1/3) i dont get negative fractional powers", F(1, 3))
V(A, "powers and roots", "CUBE ROOT OF 0.125", 0.5)
V(A, "powers and roots", "sqrt(72) simplified", sqrt(72))
V(A, "powers and roots", "simplify √50 + √18", sqrt(50) + sqrt(18))
V(A, "powers and roots", "2^5 × 2^3 ÷ 2^6", 2 ** (5 + 3 - 6))
V(A, "powers and roots", "what is 15 squared minus 12 squared", 15**2 - 12**2)
V(A, "powers and roots", r"\sqrt{144} + \sqrt[3]{64}", 12 + 4)
V(A, "decimals", "2.5*0.04=", F(25, 10) * F(4, 100))
V(A, "decimals", "wat is 3.6 divided by 0.12", F(36, 10) / F(12, 100))
V(A, "decimals", "1.2 + 3.45 - 0.678", F(12, 10) + F(345, 100) - F(678, 1000))
V(A, "decimals", "Calculate (2.4 × 10^5) × (3 × 10^-2). Give your answer as an ordinary number.", 2.4e5 * 3e-2)
V(A, "number facts", "Q2) Find the LCM of 12 and 18. (1 mark)", math.lcm(12, 18))
V(A, "number facts", "HCF of 84 and 120?", math.gcd(84, 120))
V(A, "number facts", "what is 7!/5! (show working pls)", factorial(7) // factorial(5))
V(A, "number facts", "hey whats the sum of all the whole numbers from 1 to 100", sum(range(1, 101)))
V(A, "decimals", "round 2/7 to 3 significant figures", F(2, 7), rounded_to=0.286)

# ================================================================ percentages, ratios, interest
P = "percentages_ratios_interest"
V(P, "percent of", "17.5% of 360", F(175, 1000) * 360)
V(P, "percent change", "Increase 250 by 12%", 250 * F(112, 100))
V(P, "percent change", "decrease 1,200 by 7.5%", 1200 * F(925, 1000))
V(P, "percent change", "price went from 45 to 54, what's the percentage increase?", F(54 - 45, 45) * 100)
V(P, "percent change", "A car was bought for £18,000 and sold for £13,500. Find the percentage loss.",
  F(18000 - 13500, 18000) * 100)
V(P, "percent change", "the price of a pen dropped from $0.80 to $0.50, what's the percentage decrease", F(3, 8) * 100)
V(P, "discount", "a jacket costs $80 and is 35% off. whats the sale price", 80 * F(65, 100))
V(P, "reverse percent", "after a 20% discount a phone costs 360 dollars. what was the original price",
  360 / F(80, 100))
V(P, "reverse percent", "VAT is 20%. A TV costs £540 including VAT. How much is it before VAT?", 540 / F(120, 100))
V(P, "reverse percent", "15 is 6% of what number?? pls help", 15 / F(6, 100))
V(P, "what percent", r"express \frac{5}{8} as a percentage", F(5, 8) * 100)
V(P, "what percent", "i got 38 out of 50 on my maths test, what's that as a percentage?", F(38, 50) * 100)
V(P, "what percent", "what percent of 80 is 14", F(14, 80) * 100)
V(P, "percent change", "A shop raises all its prices by 10% and then a month later lowers them by 10%. By what "
  "percent did prices go down overall compared to the start?", (1 - F(110, 100) * F(90, 100)) * 100)
V(P, "percent change", "my salary was 32000 and it went up 4% one year then 3% the next. what is it now",
  32000 * F(104, 100) * F(103, 100))
V(P, "percent change", "restaurant bill is $64 and i want to leave an 18% tip, how much do i pay in total",
  64 * F(118, 100))
V(P, "percent change", "Cost price is 80. It is sold at a 25% profit. what is the selling price?", 80 * F(125, 100))
V(P, "ratio", "share £240 in the ratio 3:5", F(240 * 3, 8), F(240 * 5, 8))
V(P, "ratio", "divide 84 sweets between ann and bob in the ratio 4:3. how many does bob get", F(84 * 3, 7))
V(P, "ratio", "x:12 = 5:8, find x", F(5 * 12, 8))
V(P, "ratio", "The ratio of boys to girls in a class is 2:3 and there are 18 boys. How many students are in the "
  "class altogether?", 18 + F(18 * 3, 2))
V(P, "ratio", "the ratio of flour to sugar in my recipe is 5:2. if I use 350g of flour how much sugar do i need",
  F(350 * 2, 5))
V(P, "ratio", "if 3 pens cost $4.35, how much do 7 pens cost", F(435, 100) / 3 * 7)
V(P, "ratio", "A map has a scale of 1:25000. Two villages are 4.2 cm apart on the map. How far apart are they in "
  "real life, in km?", F(42, 10) * 25000 / 100000)
V(P, "compound interest", "compound interest: $5000 at 4% per year compounded annually for 6 years. what's the "
  "final amount?", 5000 * 1.04**6)
V(P, "compound interest", "How much interest is earned on 2000 at 3.5% compounded monthly for 3 years?",
  2000 * (1 + 0.035 / 12) ** 36 - 2000)
V(P, "simple interest", "Calculate the simple interest on £1500 invested for 4 years at 6% per annum.", 1500 * F(6, 100) * 4)
V(P, "compound interest", "I invest 10000 at 5% compounded continuously for 8 years, how much do i have at the end",
  10000 * exp(0.05 * 8))
V(P, "compound interest", "how long does it take for money to double at 7% annual interest compounded annually? "
  "give your answer to 2 decimal places", log(2) / log(1.07), rounded_to=10.24)
V(P, "growth and decay", "the population of a town is 40,000 and grows by 2.5% per year. what will it be in 10 "
  "years", 40000 * 1.025**10)
V(P, "growth and decay", "A car worth $24,000 depreciates by 15% each year. What is it worth after 3 years?",
  24000 * 0.85**3)

# ================================================================ unit conversion
U = "unit_conversion"
V(U, "speed", "72km/h to m/s", F(72 * 1000, 3600))
V(U, "speed", "15 m/s in km/h", F(15 * 3600, 1000))
V(U, "speed", "60 mph to km/h", 60 * 1.609344)
V(U, "length", "how many km is 26.2 miles", 26.2 * 1.609344)
V(U, "length", "im 5 ft 10 in, how tall is that in cm", (5 * 12 + 10) * 2.54)
V(U, "temperature", "convert 98.6°F to celsius", (98.6 - 32) * 5 / 9)
V(U, "temperature", "-40 celsius to fahrenheit", -40 * 9 / 5 + 32)
V(U, "temperature", "what is 25 °C in kelvin", 25 + 273.15)
V(U, "time", "how many seconds are there in a day", 24 * 3600)
V(U, "volume", "2.5 litres to millilitres", 2500)
V(U, "volume", "how many cubic centimetres in 1.5 cubic metres", 1.5e6)
V(U, "volume", "how many mL is 8 fl oz (US)?", 8 * 29.5735295625)
V(U, "mass", "how much is 150 lbs in kg?", 150 * 0.45359237)
V(U, "mass", "convert 450 g to kg", 0.45)
V(U, "area", "convert 3.2 m² to cm²", 3.2 * 10000)

# ================================================================ algebra (equations, functions, sequences)
G = "algebra"
EQ(G, "linear", "solve 3x + 7 = 22", 3 * x + 7 - 22)
EQ(G, "linear", "5(x - 2) = 3x + 4", 5 * (x - 2) - (3 * x + 4))
EQ(G, "linear", r"\frac{x}{4} + 2 = 9", x / 4 + 2 - 9)
EQ(G, "linear", "solve for x: (2x+1)/3 = (x-4)/2", (2 * x + 1) / 3 - (x - 4) / 2)
EQ(G, "linear", "0.4x - 1.2 = 2.8 find x", sp.Rational(4, 10) * x - sp.Rational(12, 10) - sp.Rational(28, 10))
EQ(G, "linear", "how do i solve 7 - 2x = 3x - 18? i keep getting x = 2.2", 7 - 2 * x - (3 * x - 18))
EQ(G, "linear", "3(2y − 1) − 2(y + 4) = 9 solve for y", 3 * (2 * y - 1) - 2 * (y + 4) - 9, var=y)
EQ(G, "linear", "slove for x 2(x+3)=4x-8 pls", 2 * (x + 3) - (4 * x - 8))
V(G, "linear", "If 3x − 2 = 13, what is the value of 2x + 1?", 2 * sp.solve(3 * x - 2 - 13, x)[0] + 1)
EQ(G, "rational", "solve for x: x/(x+2) = 3/5", x / (x + 2) - sp.Rational(3, 5))
EQ(G, "quadratic", "x^2 - 5x + 6 = 0", x**2 - 5 * x + 6)
EQ(G, "quadratic", "solve x²+4x−21=0", x**2 + 4 * x - 21)
EQ(G, "quadratic", "2x^2+3x-2=0 solve by factorising", 2 * x**2 + 3 * x - 2)
EQ(G, "quadratic", "solve x^2 - 6x + 4 = 0 using the quadratic formula", x**2 - 6 * x + 4)
EQ(G, "quadratic", r"find the roots of 3x^{2} - 2x - 7 = 0", 3 * x**2 - 2 * x - 7)
EQ(G, "quadratic", "x^2=49", x**2 - 49)
EQ(G, "quadratic", "Solve 4x^2 - 9 = 0", 4 * x**2 - 9)
EQ(G, "quadratic", "Solve x(x − 4) = 12", x * (x - 4) - 12)
EQ(G, "quadratic", "Solve (x+3)^2 = 25. Show all steps, this is for my homework due tomorrow", (x + 3) ** 2 - 25)
EQ(G, "quadratic", "solve 6x^2 = 5x", 6 * x**2 - 5 * x)
EQ(G, "quadratic", "(x-3)^2=0", (x - 3) ** 2)
EQ(G, "quadratic", "my teacher gave us this qudratic and i keep getting it wrong: x^2 + 10x + 16 = 0",
   x**2 + 10 * x + 16)
C(G, "quadratic", "solve x^2 + 2x + 5 = 0", x**2 + 2 * x + 5)
C(G, "quadratic", "Find the real solutions of 3x² − x + 4 = 0", 3 * x**2 - x + 4)
EQ(G, "rational", "solve 3/x + 1 = 4", 3 / x + 1 - 4)
EQ(G, "rational", r"Solve \frac{1}{x-1} + \frac{2}{x+1} = 1", 1 / (x - 1) + 2 / (x + 1) - 1)
EQ(G, "radical", "solve sqrt(x + 5) = x - 1 and check for extraneous solutions", sp.sqrt(x + 5) - (x - 1))
EQ(G, "radical", "√(2x − 3) = 5", sp.sqrt(2 * x - 3) - 5)
EQ(G, "exponential", "2^x = 64", 2**x - 64)
EQ(G, "exponential", "solve 3^(x-1) = 81", 3 ** (x - 1) - 81)
EQ(G, "exponential", "solve 5^x = 20, give x to 3 s.f.", 5**x - 20, rounded_to=1.86)
EQ(G, "exponential", "e^(2x) = 7 solve for x", sp.exp(2 * x) - 7)
EQ(G, "exponential", "solve 4^x = 8^(x-1)", 4**x - 8 ** (x - 1))
EQ(G, "exponential", "2^(x+1) + 2^x = 48", 2 ** (x + 1) + 2**x - 48)
EQ(G, "exponential", "solve 1000(1.07)^t = 2000 for t", 1000 * sp.Rational(107, 100) ** t - 2000, var=t)
EQ(G, "logarithmic", r"\log_2 x = 5", sp.log(x, 2) - 5)
EQ(G, "logarithmic", "solve log(x) + log(x - 3) = 1", sp.log(x, 10) + sp.log(x - 3, 10) - 1, also=[5, -2])
EQ(G, "logarithmic", "ln x = 3, find x", sp.log(x) - 3)
EQ(G, "logarithmic", "log base 3 of (2x+1) = 2", sp.log(2 * x + 1, 3) - 2)
V(G, "logarithmic", "evaluate log_2 64", 6)
V(G, "logarithmic", r"what is \log_{5} 125 + \ln(e^{2})", 3 + 2)
V(G, "logarithmic", "log 1000 - log 10", 3 - 1)
EQ(G, "absolute value", "solve |2x - 1| = 7", sp.Abs(2 * x - 1) - 7, also=[-3, 4])
EQ(G, "polynomial", "x³ − 6x² + 11x − 6 = 0", x**3 - 6 * x**2 + 11 * x - 6)
EQ(G, "polynomial", "find the zeros of f(x) = x^3 - 4x", x**3 - 4 * x)
V(G, "inequality", "solve 2x - 5 > 7", 6)
V(G, "inequality", "-3x + 4 ≤ 10", -2)
V(G, "inequality", "solve the inequality 5 - 2x < 3x + 20", -3)
assert sp.solve_univariate_inequality(2 * x - 5 > 7, x).as_set().inf == 6
assert sp.solve_univariate_inequality(-3 * x + 4 <= 10, x).as_set().inf == -2
assert sp.solve_univariate_inequality(5 - 2 * x < 3 * x + 20, x).as_set().inf == -3
SYS(G, "system 2x2", "x + y = 10, x - y = 4", [x + y - 10, x - y - 4], [x, y])
SYS(G, "system 2x2", "solve simultaneously 3x + 2y = 16 and 2x - y = 6", [3 * x + 2 * y - 16, 2 * x - y - 6], [x, y])
SYS(G, "system 2x2", "find a and b: 2a + 3b = 12 and 4a − b = 10", [2 * x + 3 * y - 12, 4 * x - y - 10], [x, y])
SYS(G, "system 2x2", "where do the lines y = 2x + 1 and y = -x + 7 intersect?", [y - 2 * x - 1, y + x - 7], [x, y])
SYS(G, "system 3x3", "x + y + z = 6, 2x - y + z = 3, x + 2y - z = 2",
    [x + y + z - 6, 2 * x - y + z - 3, x + 2 * y - z - 2], [x, y, z])
SYS(G, "system 3x3", "Solve the system: 2x + y - z = 3, x - y + 2z = 7, 3x + 2y + z = 10",
    [2 * x + y - z - 3, x - y + 2 * z - 7, 3 * x + 2 * y + z - 10], [x, y, z])
SYS(G, "system nonlinear", "solve y = x^2 and y = x + 6", [y - x**2, y - x - 6], [x, y])
X(G, "expand", "expand (x + 3)(x − 5)", sp.expand((x + 3) * (x - 5)))
X(G, "expand", "expand and simplify (2x - 1)^3", sp.expand((2 * x - 1) ** 3))
X(G, "factor", "factor x^2-9x+20", sp.factor(x**2 - 9 * x + 20))
X(G, "factor", "factorise 6x^2 + x - 2", sp.factor(6 * x**2 + x - 2))
X(G, "factor", "factor completely 2x^3 - 18x", sp.factor(2 * x**3 - 18 * x))
X(G, "simplify", "simplify (x^2 - 4)/(x + 2)", sp.cancel((x**2 - 4) / (x + 2)))
X(G, "simplify", "simplify 3(2x + 4) - 2(x - 5)", sp.expand(3 * (2 * x + 4) - 2 * (x - 5)))
X(G, "simplify", r"simplify \frac{x^2+5x+6}{x^2-9}", sp.cancel((x**2 + 5 * x + 6) / (x**2 - 9)))
V(G, "functions", "f(x) = 3x^2 - 2x + 1, find f(-2)", (3 * x**2 - 2 * x + 1).subs(x, -2))
V(G, "functions", "g(x) = 5 - x^2. what is g(3) - g(1)", (5 - x**2).subs(x, 3) - (5 - x**2).subs(x, 1))
X(G, "functions", "if f(x)=2x+3 and g(x)=x^2, find f(g(x))", (2 * x + 3).subs(x, x**2))
X(G, "functions", "find the inverse function of f(x) = (3x - 2)/5",
  sp.solve(sp.Eq(x, (3 * y - 2) / 5), y)[0])
V(G, "functions", "what is the vertex of the parabola y = x^2 - 6x + 11?", 3, (x**2 - 6 * x + 11).subs(x, 3))
V(G, "sequences", "arithmetic sequence 5, 9, 13, ... find the 20th term", 5 + 19 * 4)
V(G, "sequences", "find the sum of the first 15 terms of 3, 7, 11, 15, ...", sum(3 + 4 * k for k in range(15)))
V(G, "sequences", "geometric sequence with first term 2 and common ratio 3. what's the 8th term", 2 * 3**7)
V(G, "sequences", "sum to infinity of 12 + 6 + 3 + ...", F(12, 1) / (1 - F(1, 2)))
V(G, "sequences", "what's the next number in the sequence 1, 4, 9, 16, 25", 36)
X(G, "sequences", "find the nth term of 7, 12, 17, 22, ...", 5 * n + 2, var="n")
V(G, "sequences", "sum of the geometric series 3 + 6 + 12 + ... + 384", sum(3 * 2**k for k in range(8)))

# ================================================================ calculus
K = "calculus"
D(K, "derivative", "differentiate 4x^3 - 5x^2 + 2x - 7", 4 * x**3 - 5 * x**2 + 2 * x - 7)
D(K, "derivative", "derivative of x^2 e^x using product rule", x**2 * sp.exp(x))
D(K, "derivative", "d/dx (sin x / x)", sp.sin(x) / x)
D(K, "derivative", "find dy/dx if y = (3x^2 + 1)^5", (3 * x**2 + 1) ** 5)
D(K, "derivative", "whats the derivative of ln(x^2+1)?? chain rule confuses me", sp.log(x**2 + 1))
D(K, "derivative", "f(x) = sqrt(4x - 3), find f'(x)", sp.sqrt(4 * x - 3))
D(K, "derivative", r"differentiate y = e^{3x} \cos(2x)", sp.exp(3 * x) * sp.cos(2 * x))
D(K, "derivative", "derivative of tan x", sp.tan(x))
D(K, "derivative", "d/dx arctan(2x)", sp.atan(2 * x))
D(K, "derivative", r"find \frac{d^2y}{dx^2} if y = x^4 - 3x^2 + 5", x**4 - 3 * x**2 + 5, order=2)
D(K, "derivative", "differenciate (x+1)/(x-1) using the quotient rule", (x + 1) / (x - 1))
D(K, "derivative", "y = 5/x^2, dy/dx?", 5 / x**2)
D(K, "derivative", "find the derivative of f(x) = 2^x", 2**x)
D(K, "derivative", "s(t) = 4t^3 - 2t + 9 find s'(t)", 4 * t**3 - 2 * t + 9, var=t)
V(K, "derivative at a point", "derivative of x^3 at x = 2", sp.diff(x**3, x).subs(x, 2))
V(K, "derivative at a point", "find the gradient of the curve y = x^2 - 3x + 1 at the point (4, 5)",
  sp.diff(x**2 - 3 * x + 1, x).subs(x, 4))
V(K, "derivative at a point", "f(x) = x ln x. find f'(e)", sp.diff(x * sp.log(x), x).subs(x, sp.E))
X(K, "tangent line", "find the equation of the tangent to y = x^3 at x = 1",
  sp.expand(sp.diff(x**3, x).subs(x, 1) * (x - 1) + 1))
V(K, "stationary points", "find the x-coordinate of the stationary point of y = x^2 - 8x + 3",
  *sp.solve(sp.diff(x**2 - 8 * x + 3, x), x))
V(K, "stationary points", "what is the maximum value of f(x) = -2x^2 + 12x - 5",
  (-2 * x**2 + 12 * x - 5).subs(x, sp.solve(sp.diff(-2 * x**2 + 12 * x - 5, x), x)[0]))
V(K, "optimisation", "a ball's height is h(t) = 20t - 5t^2 metres. at what time does it reach its max height?",
  *sp.solve(sp.diff(20 * t - 5 * t**2, t), t))
V(K, "related rates", "the radius of a circle increases at 2 cm/s. how fast is the area changing when the radius "
  "is 5 cm?", (sp.diff(sp.pi * r**2, r) * 2).subs(r, 5))
INT(K, "indefinite integral", "integrate 3x^2 + 4x - 1 dx", 3 * x**2 + 4 * x - 1, x**3 + 2 * x**2 - x)
INT(K, "indefinite integral", "∫ (1/x) dx", 1 / x, sp.log(sp.Abs(x)))
INT(K, "indefinite integral", "integral of e^(2x) dx", sp.exp(2 * x), sp.exp(2 * x) / 2)
INT(K, "indefinite integral", "∫ cos(3x) dx", sp.cos(3 * x), sp.sin(3 * x) / 3)
INT(K, "indefinite integral", "find the antiderivative of x*e^x (integration by parts?)", x * sp.exp(x), (x - 1) * sp.exp(x))
INT(K, "indefinite integral", "intergrate sqrt(x)", sp.sqrt(x), sp.Rational(2, 3) * x ** sp.Rational(3, 2))
INT(K, "indefinite integral", r"\int x\sin(x)\,dx", x * sp.sin(x), sp.sin(x) - x * sp.cos(x))
INT(K, "indefinite integral", "integrate 1/(1+x^2)", 1 / (1 + x**2), sp.atan(x))
V(K, "definite integral", "evaluate the integral from 0 to 2 of x^3 dx", sp.integrate(x**3, (x, 0, 2)))
V(K, "definite integral", r"\int_1^e \frac{1}{x}\,dx", sp.integrate(1 / x, (x, 1, sp.E)))
V(K, "definite integral", "∫₀^π sin x dx", sp.integrate(sp.sin(x), (x, 0, sp.pi)))
V(K, "definite integral", "find the area under y = x^2 + 1 between x=0 and x=3", sp.integrate(x**2 + 1, (x, 0, 3)))
V(K, "definite integral", "find the area enclosed between y = x and y = x^2", sp.integrate(x - x**2, (x, 0, 1)))
V(K, "limit", "lim x->2 (x^2 - 4)/(x - 2)", sp.limit((x**2 - 4) / (x - 2), x, 2))
V(K, "limit", "limit as x approaches 0 of sin(3x)/x", sp.limit(sp.sin(3 * x) / x, x, 0))
V(K, "limit", r"\lim_{x \to \infty} \frac{3x^2 + 1}{2x^2 - 5}", sp.limit((3 * x**2 + 1) / (2 * x**2 - 5), x, sp.oo))
V(K, "limit", "lim_{x→0} (e^x - 1)/x", sp.limit((sp.exp(x) - 1) / x, x, 0))
V(K, "limit", "what is the limit of (1 + 1/n)^n as n goes to infinity", sp.limit((1 + 1 / n) ** n, n, sp.oo))
f_ode = sp.Function("f")
ode = sp.dsolve(sp.Eq(f_ode(x).diff(x), 3 * f_ode(x)), f_ode(x), ics={f_ode(0): 2})
X(K, "differential equation", "solve the differential equation dy/dx = 3y with y(0) = 2", ode.rhs)

# ================================================================ statistics and probability
S = "statistics_probability"
V(S, "mean", "find the mean of 4, 8, 15, 16, 23, 42", st.mean([4, 8, 15, 16, 23, 42]))
V(S, "median", "median of 7 3 9 1 5 8", st.median([7, 3, 9, 1, 5, 8]))
V(S, "mode", "mode of 2,3,3,5,7,7,7,9", st.mode([2, 3, 3, 5, 7, 7, 7, 9]))
V(S, "range", "what is the range of 12, 45, 7, 33, 28", 45 - 7)
V(S, "standard deviation", "population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9",
  st.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
V(S, "standard deviation", "find the sample standard deviation of 10, 12, 23, 23, 16, 23, 21, 16",
  st.stdev([10, 12, 23, 23, 16, 23, 21, 16]))
V(S, "standard deviation", "sample variance of 3, 5, 7, 9", st.variance([3, 5, 7, 9]))
V(S, "mean", "The mean of 5 numbers is 12. Four of them are 10, 14, 9 and 15. What is the fifth number?",
  5 * 12 - (10 + 14 + 9 + 15))
V(S, "mean", "mean of the first 10 positive even numbers", st.mean(range(2, 21, 2)))
V(S, "mean", "find the mean from this table: value 1, 2, 3, 4 with frequencies 3, 5, 8, 4",
  F(1 * 3 + 2 * 5 + 3 * 8 + 4 * 4, 3 + 5 + 8 + 4))
V(S, "mean", "my grades are 80 (worth 30%), 90 (worth 50%) and 70 (worth 20%). whats my weighted average",
  80 * 0.3 + 90 * 0.5 + 70 * 0.2)
V(S, "z-score", "test scores have mean 70 and standard deviation 8. what is the z score of 86", F(86 - 70, 8))
V(S, "z-score", "z-score for x = 45 if μ = 50 and σ = 4", F(45 - 50, 4))
V(S, "normal", "for a standard normal variable Z, find P(Z < 1.5)", normal_cdf(1.5))
V(S, "probability", "probability of rolling a 5 on a fair die", F(1, 6))
V(S, "probability", "two dice are rolled. P(sum = 8)?",
  F(sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == 8), 36))
V(S, "probability", "whats the probabilty of rolling a double with two dice",
  F(sum(1 for a in range(1, 7) for b in range(1, 7) if a == b), 36))
V(S, "probability", "if i flip 3 coins whats the probability i get exactly 2 heads", F(comb(3, 2), 2**3))
V(S, "probability", "probability of drawing a heart from a standard deck of cards", F(13, 52))
V(S, "probability", "probability of drawing 2 aces in a row from a deck without replacement", F(4, 52) * F(3, 51))
V(S, "probability", "a bag has 5 red, 3 blue and 2 green marbles. whats the probability of picking a blue one",
  F(3, 10))
V(S, "probability", "A bag has 5 red, 3 blue and 2 green marbles. Two are taken out without replacement. What is "
  "the probability that both are red?", F(5, 10) * F(4, 9))
V(S, "probability", "a spinner has 8 equal sections numbered 1 to 8. what is the probability of landing on a prime "
  "number", F(sum(1 for k in range(1, 9) if sp.isprime(k)), 8))
V(S, "probability", "P(A) = 0.4 and P(B) = 0.5, A and B are independent. find P(A and B)", 0.4 * 0.5)
V(S, "probability", "P(A)=0.3, P(B)=0.6, P(A∩B)=0.1, find P(A∪B)", 0.3 + 0.6 - 0.1)
V(S, "probability", "find P(A|B) if P(A and B) = 0.12 and P(B) = 0.4", 0.12 / 0.4)
V(S, "probability", "what is the probability of getting at least one six in 4 rolls of a die", 1 - F(5, 6) ** 4)
V(S, "probability", "binomial distribution with n = 10 and p = 0.3, find P(X = 4)",
  comb(10, 4) * 0.3**4 * 0.7**6)
V(S, "probability", "expected value of one roll of a fair six-sided die", F(sum(range(1, 7)), 6))
V(S, "probability", "In a class of 30 students, 18 play football, 12 play basketball and 5 play both. How many "
  "play neither?", 30 - (18 + 12 - 5))
V(S, "counting", "In how many ways can 5 people be seated in a row?", factorial(5))
V(S, "counting", "10C3", comb(10, 3))
V(S, "counting", "nPr with n=8 and r=3", perm(8, 3))
V(S, "counting", "how many different committees of 4 can be chosen from 12 people", comb(12, 4))
V(S, "counting", "how many arrangements of the letters in the word MISSISSIPPI are there?",
  factorial(11) // (factorial(4) * factorial(4) * factorial(2)))
V(S, "counting", "how many 4-card hands can be dealt from a 52 card deck", comb(52, 4))

# ================================================================ geometry and trigonometry
M = "geometry"
V(M, "circle", "area of circle r=7cm", pi * 7**2)
V(M, "circle", "circumference of a circle with diameter 10", pi * 10)
V(M, "circle", "area of a sector with radius 8 and angle 45 degrees", pi * 8**2 * 45 / 360)
V(M, "circle", "arc length of a circle radius 10, angle 72°", 2 * pi * 10 * 72 / 360)
V(M, "pythagoras", "a right triangle has legs 9 and 12, find the hypotenuse", sqrt(9**2 + 12**2))
V(M, "pythagoras", "hypotenuse is 13 and one side is 5, find the other side", sqrt(13**2 - 5**2))
V(M, "pythagoras", "what is the length of the diagonal of a rectangle 8 by 15", sqrt(8**2 + 15**2))
V(M, "pythagoras", "what is the area of a square with a diagonal of 10", 10**2 / 2)
V(M, "area", "area of a triangle with base 14 and height 9", 14 * 9 / 2)
V(M, "area", "area of a trapezium with parallel sides 8 and 12 and height 5", (8 + 12) / 2 * 5)
V(M, "area", "a rectangle has perimeter 36 cm and length 11 cm, what is its area", 11 * (36 / 2 - 11))
V(M, "area", "area of a triangle with sides 7, 8 and 9", sqrt(12 * (12 - 7) * (12 - 8) * (12 - 9)))
V(M, "area", "area of a triangle with two sides 5 and 8 and an included angle of 30°", 0.5 * 5 * 8 * sin(radians(30)))
V(M, "volume", "volume of a cylinder with radius 3 and height 10", pi * 3**2 * 10)
V(M, "volume", "Find the volume of a sphere of radius 6 cm.", 4 / 3 * pi * 6**3)
V(M, "volume", "volume of a cone with radius 5 and height 12", pi * 5**2 * 12 / 3)
V(M, "surface area", "surface area of a cube with side 4 cm", 6 * 4**2)
V(M, "angles", "sum of interior angles of a hexagon", (6 - 2) * 180)
V(M, "angles", "each interior angle of a regular octagon", (8 - 2) * 180 / 8)
V(M, "angles", "each exterior angle of a regular pentagon", 360 / 5)
V(M, "angles", "the angles of a triangle are x, 2x and 3x. find x", 180 / 6)
V(M, "coordinate geometry", "distance between (1, 2) and (4, 6)", sqrt((4 - 1) ** 2 + (6 - 2) ** 2))
V(M, "coordinate geometry", "midpoint of (-2, 5) and (6, -1)", (-2 + 6) / 2, (5 - 1) / 2)
V(M, "coordinate geometry", "slope of the line through (2,3) and (6,11)", F(11 - 3, 6 - 2))
X(M, "coordinate geometry", "equation of the line through (1, 4) with gradient 3", 3 * (x - 1) + 4)
X(M, "coordinate geometry", "find the equation of the line passing through (2, 5) and (4, 9)",
  sp.expand(sp.Rational(9 - 5, 4 - 2) * (x - 2) + 5))
V(M, "coordinate geometry", "what's the gradient of a line perpendicular to y = 4x - 1", F(-1, 4))
V(M, "trigonometry", "what is sin(30 degrees)", sin(radians(30)))
V(M, "trigonometry", "cos 60° + tan 45°", cos(radians(60)) + tan(radians(45)))
V(M, "trigonometry", "in a right triangle, the side opposite angle θ is 7 and the hypotenuse is 25. find θ in "
  "degrees", degrees(asin(7 / 25)))
V(M, "trigonometry", "a 6 m ladder leans against a wall making an angle of 70° with the ground. how high up the "
  "wall does it reach?", 6 * sin(radians(70)))
V(M, "trigonometry", "I'm standing 50 m from a building and the angle of elevation to the top is 32°. How tall is "
  "the building?", 50 * tan(radians(32)))
V(M, "trigonometry", "solve sin x = 0.5 for 0 ≤ x ≤ 360°", 30, 150)
assert sorted(round(degrees(float(s))) for s in sp.solveset(sp.sin(x) - sp.Rational(1, 2), x,
                                                           sp.Interval(0, 2 * sp.pi))) == [30, 150]
V(M, "trigonometry", "convert 135° to radians", radians(135))
V(M, "trigonometry", "convert 2 radians to degrees", degrees(2))
V(M, "trigonometry", "law of cosines: a = 7, b = 9, angle C = 60°, find c",
  sqrt(7**2 + 9**2 - 2 * 7 * 9 * cos(radians(60))))
V(M, "trigonometry", "In triangle ABC, a = 10, A = 40° and B = 65°. Find b.",
  10 * sin(radians(65)) / sin(radians(40)))
V(M, "trigonometry", "tan θ = 3/4 and θ is acute, find sin θ", sin(atan(3 / 4)))

# ================================================================ physics
Y = "physics"
V(Y, "kinematics", "a car accelerates from rest to 24 m/s in 6 s. what is its acceleration", 24 / 6)
V(Y, "kinematics", "an object starts at 5 m/s and accelerates at 2 m/s² for 10 s. how far does it travel",
  5 * 10 + 0.5 * 2 * 10**2)
V(Y, "kinematics", "A stone is dropped from a height of 45 m. How long does it take to hit the ground? (g = 10 m/s^2)",
  sqrt(2 * 45 / 10))
V(Y, "kinematics", "a car going 30 m/s brakes to a stop in 75 m. find the deceleration", 30**2 / (2 * 75))
V(Y, "kinematics", "ball thrown straight up at 20 m/s, what's the max height? g=9.8", 20**2 / (2 * 9.8))
V(Y, "kinematics", "a ball is launched horizontally at 15 m/s from the top of a 20 m cliff. how far from the base "
  "of the cliff does it land? take g = 9.8 m/s2", 15 * sqrt(2 * 20 / 9.8))
V(Y, "kinematics", "a car travels 150 km in 2.5 hours. what is its average speed", 150 / 2.5)
V(Y, "forces", "what force is needed to accelerate a 1200 kg car at 3 m/s^2", 1200 * 3)
V(Y, "forces", "a net force of 50 N acts on a 4 kg mass. whats the acceleration", 50 / 4)
V(Y, "forces", "what is the weight of a 70 kg person? use g = 9.8", 70 * 9.8)
V(Y, "forces", "a spring with k = 200 N/m is stretched by 0.15 m. what force is applied", 200 * 0.15)
V(Y, "forces", "pressure when a 500 N force acts on an area of 0.25 m^2", 500 / 0.25)
V(Y, "forces", "centripetal force on a 2 kg mass moving in a circle of radius 0.5 m at 3 m/s", 2 * 3**2 / 0.5)
V(Y, "energy", "how much work is done pushing a box with a force of 40 N for 15 m", 40 * 15)
V(Y, "energy", "KE of a 0.5kg ball at 12m/s?", 0.5 * 0.5 * 12**2)
V(Y, "energy", "gravitational potential energy of a 3 kg book on a 2 m high shelf (g=9.81)", 3 * 9.81 * 2)
V(Y, "energy", "a 60 W light bulb is left on for 2 hours. how much energy does it use in joules?", 60 * 2 * 3600)
V(Y, "energy", "a motor does 4500 J of work in 15 s. what's its power", 4500 / 15)
V(Y, "energy", "a machine takes in 800 J and gives out 600 J of useful energy. what's its efficiency as a percentage",
  600 / 800 * 100)
V(Y, "energy", "How much energy is needed to heat 2 kg of water from 20°C to 80°C? (c = 4200 J/kg°C)",
  2 * 4200 * (80 - 20))
V(Y, "density", "a block has mass 540 g and volume 200 cm³. what is its density", 540 / 200)
V(Y, "electricity", "whats the current through a 12 ohm resistor if the voltage is 6V", 6 / 12)
V(Y, "electricity", "V = 230 V, I = 5 A, find R", 230 / 5)
V(Y, "electricity", "power used by a device drawing 2 A at 12 V", 2 * 12)
V(Y, "electricity", "resistors of 4 Ω, 6 Ω and 12 Ω are connected in parallel. what is the total resistance",
  1 / (F(1, 4) + F(1, 6) + F(1, 12)))
V(Y, "momentum and waves", "momentum of a 0.15 kg ball moving at 40 m/s", 0.15 * 40)
V(Y, "momentum and waves", "a wave has frequency 50 Hz and wavelength 6.8 m. what is its speed", 50 * 6.8)
V(Y, "momentum and waves", "period of a simple pendulum of length 1.5 m (g = 9.81)", 2 * pi * sqrt(1.5 / 9.81))

# ================================================================ chemistry
H = "chemistry"
V(H, "molar mass", "molar mass of H2SO4", molar_mass("H2SO4"))
V(H, "molar mass", "what is the molar mass of Ca(OH)2", molar_mass("Ca(OH)2"))
V(H, "molar mass", "whats the molar mass of CuSO4·5H2O", molar_mass("CuSO4·5H2O"))
V(H, "moles", "how many moles r in 36g of water", 36 / molar_mass("H2O"))
V(H, "moles", "how many grams is 0.25 mol of NaCl", 0.25 * molar_mass("NaCl"))
V(H, "moles", "how many molecules are in 2.5 moles of CO₂?", 2.5 * AVOGADRO)
V(H, "moles", "how many moles in 11 g of CO2", 11 / molar_mass("CO2"))
V(H, "moles", "With Na = 23 and Cl = 35.5, how many moles are in 117 g of NaCl?",
  117 / molar_mass("NaCl", {"Na": 23, "Cl": 35.5}))
V(H, "moles", "percent by mass of oxygen in H2O", WEIGHT["O"] / molar_mass("H2O") * 100)
BAL(H, "balancing", "Balance: H2 + O2 -> H2O", "H2 + O2 -> H2O")
BAL(H, "balancing", "balance C3H8 + O2 → CO2 + H2O", "C3H8 + O2 → CO2 + H2O")
BAL(H, "balancing", "Al + O2 = Al2O3 balance pls", "Al + O2 = Al2O3")
BAL(H, "balancing", "balance the equation: Fe2O3 + CO -> Fe + CO2", "Fe2O3 + CO -> Fe + CO2")
BAL(H, "balancing", "balance KClO3 → KCl + O2", "KClO3 → KCl + O2")
BAL(H, "balancing", "can you balance Ca(OH)2 + HCl -> CaCl2 + H2O", "Ca(OH)2 + HCl -> CaCl2 + H2O")
V(H, "concentration", "what is the concentration in mol/L of a solution with 0.5 mol NaOH in 250 mL of solution",
  0.5 / 0.25)
V(H, "concentration", "how many grams of NaOH do i need to make 500 mL of a 0.2 M solution",
  0.5 * 0.2 * molar_mass("NaOH"))
V(H, "concentration", "50 mL of 2 M HCl is diluted to 400 mL. whats the new concentration", 2 * 50 / 400)
V(H, "pH", "pH of 0.001 M HCl", -log10(0.001))
V(H, "pH", "what's the pH if [OH-] = 1e-4 M", 14 + log10(1e-4))
V(H, "pH", "find the pH of a solution with [H+] = 3.2 x 10^-5 M", -log10(3.2e-5))
V(H, "gas laws", "ideal gas: n = 2 mol, T = 300 K, V = 0.05 m^3, find the pressure in Pa", 2 * R_GAS * 300 / 0.05)
V(H, "gas laws", "Boyle's law: a gas at 100 kPa occupies 4 L. what volume does it take up at 250 kPa (constant "
  "temperature)?", 100 * 4 / 250)
V(H, "gas laws", "2.0 L of gas at 27 °C is heated to 127 °C at constant pressure. new volume?",
  2.0 * (127 + 273.15) / (27 + 273.15))
V(H, "gas laws", "P1 = 1 atm, V1 = 3 L, T1 = 300 K and P2 = 2 atm, T2 = 400 K. find V2", 1 * 3 * 400 / (300 * 2))
V(H, "gas laws", "how many moles of gas occupy 44.8 L at STP (take 22.4 L/mol)", 44.8 / 22.4)
ch4_co2 = balance("CH4 + O2 -> CO2 + H2O")
V(H, "stoichiometry", "how many grams of CO2 are produced when 16 g of CH4 burns completely in oxygen",
  16 / molar_mass("CH4") * ch4_co2[2] / ch4_co2[0] * molar_mass("CO2"))
h2o = balance("H2 + O2 -> H2O")
V(H, "stoichiometry", "How many grams of water form when 4.0 g of hydrogen gas reacts with excess oxygen?",
  4.0 / molar_mass("H2") * h2o[2] / h2o[0] * molar_mass("H2O"))

# ================================================================ everyday word problems
W = "word_problems"
s_age = sp.solve(3 * x + 5 - 2 * (x + 5), x)[0]
V(W, "ages", "Tom is 3 times as old as his sister. In 5 years he will be twice as old as her. How old is Tom now?",
  3 * s_age)
k0 = sp.solve(x + (x + 1) + (x + 2) - 72, x)[0]
V(W, "consecutive integers", "the sum of three consecutive integers is 72, what are they", k0, k0 + 1, k0 + 2)
k1 = [s for s in sp.solve(x * (x + 1) - 156, x) if s > 0][0]
V(W, "consecutive integers", "the product of two consecutive positive integers is 156, find them", k1, k1 + 1)
V(W, "rates", "a train goes at 60 km/h. how long will it take to go 210 km", F(210, 60))
V(W, "rates", "John can paint a room in 6 hours and Mary can paint it in 4 hours. How long will it take them "
  "working together?", 1 / (F(1, 6) + F(1, 4)))
V(W, "rates", "If 5 workers build a wall in 12 days, how many days will 8 workers take?", F(5 * 12, 8))
V(W, "rates", "two cars leave the same town at the same time going in opposite directions at 55 mph and 65 mph. "
  "after how many hours will they be 300 miles apart?", F(300, 55 + 65))
V(W, "rates", "i walk at 5 km/h. how many minutes will it take me to walk 1.8 km", F(18, 10) / 5 * 60)
V(W, "rates", "a 500 L tank fills at 12.5 L per minute. how many minutes to fill it from empty", 500 / 12.5)
coins = sp.solve([x + y - 20, 5 * x + 10 * y - 155], [x, y])
V(W, "systems in words", "I have 20 coins, all nickels and dimes, worth $1.55 total. How many dimes do I have?",
  coins[y])
tickets = sp.solve([x + y - 5, 12 * x + 8 * y - 56], [x, y])
V(W, "systems in words", "movie tickets are $12 for adults and $8 for kids. a family paid $56 for 5 tickets. how "
  "many adult tickets did they buy", tickets[x])
fruit = sp.solve([4 * x + 3 * y - sp.Rational(370, 100), 2 * x + 5 * y - sp.Rational(360, 100)], [x, y])
V(W, "systems in words", "4 apples and 3 oranges cost $3.70. 2 apples and 5 oranges cost $3.60. how much is one "
  "apple?", fruit[x])
nums = sp.solve([x + y - 50, x - y - 14], [x, y])
V(W, "systems in words", "the sum of two numbers is 50 and their difference is 14. find the larger number",
  max(nums.values()))
V(W, "systems in words", "Jenny has twice as many marbles as Kate. Together they have 54. How many does Jenny have?",
  2 * sp.solve(2 * x + x - 54, x)[0])
wind = sp.solve([2 * (x + y) - 1200, sp.Rational(5, 2) * (x - y) - 1200], [x, y])
V(W, "systems in words", "A plane flies 1200 km with the wind in 2 hours and the same distance back against the "
  "wind in 2.5 hours. What is the speed of the wind?", wind[y])
V(W, "linear in words", "a rectangle's length is 3 more than twice its width and its perimeter is 42 cm. find the "
  "width", sp.solve(2 * (x + 2 * x + 3) - 42, x)[0])
V(W, "linear in words", "a phone plan charges $15 per month plus $0.10 per minute. if my bill is $42.50, how many "
  "minutes did i use", sp.solve(15 + sp.Rational(1, 10) * x - sp.Rational(85, 2), x)[0])
V(W, "linear in words", "a number doubled and then increased by 7 gives 35. what's the number",
  sp.solve(2 * x + 7 - 35, x)[0])
V(W, "mixture", "how many litres of 20% acid must be added to 10 L of 50% acid to get a 30% acid solution",
  sp.solve(sp.Rational(2, 10) * x + 5 - sp.Rational(3, 10) * (10 + x), x)[0])
V(W, "money", "Sam bought 3 notebooks at $2.45 each and a pen for $1.20. He paid with a $10 bill. How much change "
  "did he get?", 10 - 3 * F(245, 100) - F(120, 100))
V(W, "money", "Ana earns $15.50 an hour and works 38 hours a week. how much does she earn in 4 weeks",
  F(1550, 100) * 38 * 4)
V(W, "money", "our meal was $48 and we added a 15% tip, then split it between 3 people. how much does each person "
  "pay", 48 * F(115, 100) / 3)
V(W, "proportion", "a recipe needs 2.5 cups of flour for 12 cookies. how much flour for 30 cookies?",
  F(25, 10) / 12 * 30)
V(W, "proportion", "my car uses 6.5 L of fuel per 100 km. how much fuel do i need for a 420 km trip",
  F(65, 10) * 420 / 100)
V(W, "measurement", "my garden is 12 m by 7.5 m. how much fencing do i need to go all the way round it",
  2 * (12 + 7.5))
V(W, "measurement", "the area of a square room is 196 square feet. how long is one side", sqrt(196))
V(W, "fractions in words", "a pizza is cut into 8 slices. I ate 3 and my brother ate 2. what fraction of the pizza "
  "is left?", F(8 - 3 - 2, 8))

# ================================================================ longer questions with context, and typos
V(P, "percent change", "Hi! So my mum bought a sofa that was originally £850 and she got 30% off in the sale, plus "
  "an extra 10% off the sale price with a coupon. How much did she actually pay?", 850 * F(70, 100) * F(90, 100))
V(P, "percent change", "my phone bill went up from $45 to $52.20 a month, whats the percent increase",
  (F(5220, 100) - 45) / 45 * 100)
V(P, "ratio", "The exchange rate is 1 GBP = 1.16 EUR. How many euros do I get for £250?", 250 * F(116, 100))
V(U, "temperature", "my recipe says bake at 350 °F but my oven is in celsius, what should i set it to?",
  (350 - 32) * F(5, 9))
EQ(G, "linear", "ok so I have this problem from class: the equation is 2(3x − 4) + 5 = 4x + 9 and we need to find x. "
   "can you show me how?", 2 * (3 * x - 4) + 5 - (4 * x + 9))
V(G, "sequences", "a sequence is defined by u1 = 3 and u(n+1) = 2u(n) - 1. find u5",
  (lambda u: [u := 2 * u - 1 for _ in range(4)][-1])(3))
V(G, "sequences", "A ball is dropped from a height of 10 m. Each time it bounces it reaches 60% of its previous "
  "height. What is the total vertical distance it travels before coming to rest?", 10 + 2 * (6 / (1 - 0.6)))
V(G, "logarithmic", "The pH scale is logarithmic. How many times more acidic is a solution with pH 3 than one with "
  "pH 5?", 10 ** (5 - 3))
V(G, "functions", r"Newton's law of cooling: T(t) = 20 + 70e^{-0.1t}. What is the temperature after 10 minutes?",
  20 + 70 * exp(-0.1 * 10))
area = 50 * (200 - 2 * 50)
assert area == max(yy * (200 - 2 * yy) for yy in range(0, 101))
V(K, "optimisation", "A farmer has 200 m of fencing to make a rectangular pen against a barn wall, so only 3 sides "
  "need fencing. What is the maximum area he can enclose?", area)
V(S, "probability", "So there are 12 girls and 8 boys in my class and the teacher picks 2 students at random to do a "
  "presentation. What's the chance they're both girls?", F(12, 20) * F(11, 19))
V(S, "mean", "the heights of 5 plants (in cm) are 12.5, 14.2, 13.8, 15.1 and 13.4. calculate the mean height",
  st.mean([F("12.5"), F("14.2"), F("13.8"), F("15.1"), F("13.4")]))
V(S, "probability", "probabilty of getting at least one tail when flipping a coin twice", 1 - F(1, 4))
V(M, "volume", "My little brother's homework: a rectangular fish tank is 60 cm long, 30 cm wide and 40 cm tall. How "
  "many litres of water does it hold when full?", 60 * 30 * 40 / 1000)
V(M, "trigonometry", "A kite string is 80 m long and makes an angle of 55° with the ground. Assuming the string is "
  "straight, how high is the kite?", 80 * sin(radians(55)))
V(M, "area", "calcualte the area of a trianlge with base 10 and hieght 6", 10 * 6 / 2)
V(A, "powers and roots", "wat is the sqaure root of 289", sqrt(289))
V(Y, "forces", "We did an experiment in class: a trolley of mass 0.8 kg was pulled with a force of 2.4 N and there "
  "was a friction force of 0.8 N acting against it. What was the trolley's acceleration?", (2.4 - 0.8) / 0.8)
V(Y, "energy", "a 1500 kg car moving at 20 m/s brakes to a stop. how much kinetic energy is lost", 0.5 * 1500 * 20**2)
V(H, "concentration", "In the lab we dissolved 5.85 g of NaCl in water and made it up to 250 cm3 of solution. What "
  "is the concentration in mol/dm3?", 5.85 / molar_mass("NaCl") / 0.25)
V(W, "savings", "Lisa is saving for a bike that costs $340. She already has $85 and saves $15 a week. How many weeks "
  "until she can buy it?", F(340 - 85, 15))

# ================================================================ write
out = HERE / "homework-blind-bank-2.json"
# Laid out as prettier lays out JSON (short arrays on one line), so the repository's format check passes as written.
text = re.sub(r"\[\s+([^\[\]{}]*?)\s+\]", lambda m: "[" + ", ".join(m.group(1).split(",\n")).replace("  ", "") + "]",
              json.dumps(BANK, indent=2, ensure_ascii=False))
text = "\n".join(ln if '"question"' in ln else re.sub(r"(?<=\d)e\+(?=\d)", "e", ln) for ln in text.split("\n"))
out.write_text(text + "\n", encoding="utf-8")

# ---------------------------------------------------------------- make-up table for the provenance text
TYPOS = ("wat ", "whats", "slove", "qudratic", "differenciate", "intergrate", "probabilty", "calcualte", "trianlge",
         "hieght", "sqaure", " r in ", "im 5")
STYLES = {
    "LaTeX-ish (\\frac, ^{ }, \\int, \\lim, \\log_{ })": lambda q: "\\" in q,
    "unicode maths (² √ π ° × ÷ − ≤ ∫ ₀ θ μ σ ∩ Ω ₂ ·)": lambda q: bool(re.search("[²³√π°×÷−≤≥∫₀θμσ∩∪Ω₂·]", q)),
    "plain-text maths (x^2, sqrt( ), 3/4, *)": lambda q: "\\" not in q and bool(re.search(r"\^|sqrt\(|\d/\d|\*", q)),
    "chatty / asks for help (pls, help, hey, my teacher, i keep getting…)": lambda q: bool(re.search(
        r"\bpls\b|help|\bhey\b|\bhi!|i keep|confuses|homework|teacher|can someone|can you|show me|^so |^ok so|\?\?|"
        r"i dont|in class|my (mum|little|recipe|car|garden|grades|salary|phone)|^i |^im |^i'm ", q, re.I)),
    "typos / text-speak": lambda q: any(tp in q.lower() for tp in TYPOS),
    "several sentences": lambda q: len(re.findall(r"[.?!](\s+|$)", q.strip())) >= 2,
    "terse (5 words or fewer)": lambda q: len(q.split()) <= 5,
    "all lower case, no end punctuation": lambda q: q == q.lower() and not q.rstrip().endswith((".", "?", "!")),
    "names a unit (cm, kg, m/s, mol, L, °C, $, £ …)": lambda q: bool(re.search(
        r"\d\s?(cm|m|km|kg|g|s|h|N|J|W|V|A|Pa|kPa|mol|L|mL|M|Hz|°C|°F|ft|lbs|mph|km/h|m/s)\b|[$£]\d|\bohm\b|Ω", q)),
}
questions = [b["question"] for b in BANK]
words = [len(q.split()) for q in questions]
lines = [
    "<!-- make-up: written by homework-blind-bank-2.gen.py from the bank itself; do not edit by hand -->",
    "",
    f"### Make-up ({len(BANK)} questions)",
    "",
    "| area | questions | topics |",
    "| --- | ---: | --- |",
]
for area, count in Counter(b["area"] for b in BANK).items():
    topics = Counter(tp for ar, tp in TOPIC if ar == area)
    lines.append(f"| {area} | {count} | " + ", ".join(f"{tp} {c}" for tp, c in topics.most_common()) + " |")
kinds = Counter(next(iter(b["expect"])) for b in BANK)
lines += [
    "",
    "Expected answer forms: " + ", ".join(f"{k} {v}" for k, v in kinds.most_common()) + ".",
    "",
    "| wording (a question can have several) | questions |",
    "| --- | ---: |",
]
lines += [f"| {label} | {sum(1 for q in questions if test(q))} |" for label, test in STYLES.items()]
buckets = Counter("1-5" if w <= 5 else "6-10" if w <= 10 else "11-20" if w <= 20 else "21+" for w in words)
lines += [
    "",
    "Length in words: " + ", ".join(f"{b}: {buckets[b]}" for b in ("1-5", "6-10", "11-20", "21+"))
    + f" (median {int(st.median(words))}, longest {max(words)}).",
    "",
]
md = HERE / "homework-blind-bank-2.md"
text = md.read_text(encoding="utf-8")
head = text.split("<!-- make-up:")[0].rstrip("\n")
md.write_text(head + "\n\n" + "\n".join(lines), encoding="utf-8")
print(f"{len(BANK)} questions -> {out.name}; make-up -> {md.name}")
