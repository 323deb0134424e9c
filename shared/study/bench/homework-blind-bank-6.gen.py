#!/usr/bin/env python3
"""Writes homework-blind-bank-6.json (and the make-up table of homework-blind-bank-6.md): the sixth blind bank.

Written by the examiner "exam16" (session 16) without reading the engine, the other banks' questions or any notes.
The bank leans on questions a careless reader gets wrong: distractor numbers (dates, ids, class sizes), multi-step
stories, "how much more", "what fraction is left", percentage of a percentage, reverse percentages, average speed over
a whole trip, units changed mid-question, the quantity asked being not the obvious one, negative and zero cases,
rounding instructions and answers in a named unit; beside them plain requests of every kind.

Every expected answer is computed here, never typed in, with the machinery shared with bank 5's generator
(homework_bank_helpers.py: fractions, math, sympy solving with every real root substituted back, trigonometric
equations cross-checked by a sign scan, derivatives, integrals differentiated back, definite integrals checked
numerically, balancing by nullspace, molar masses with IUPAC weights, every expected expression parsed by mathjs
through node and compared with sympy at sample points, duplicates refused).

Run: python3 shared/study/bench/homework-blind-bank-6.gen.py && npx prettier --write shared/study/bench/homework-blind-bank-6.json shared/study/bench/homework-blind-bank-6.md
"""
from homework_bank_helpers import *  # noqa: F401,F403 (the shared machinery: x, val, solve, ...)


def rnd(v, places):
    """A figure rounded as the question asks; asserted within 0.1 % of the exact one (the bank's convention)."""
    exact = num(v)
    rounded = round(exact, places)
    assert abs(rounded - exact) <= 1e-3 * max(1e-12, abs(exact)), (v, places)
    return rounded


def sf(v, figures):
    exact = num(v)
    rounded = float(f'{exact:.{figures}g}')
    assert abs(rounded - exact) <= 1e-3 * abs(exact), (v, figures)
    return rounded


# ================================================================== arithmetic
A = 'arithmetic'
topic(A, 'order of operations and negatives')
val(A, '(-3)^2 - 3^2', (-3) ** 2 - 3 ** 2)
val(A, '5 − 3 × (4 − 6)² ÷ 2', 5 - Fr(3 * (4 - 6) ** 2, 2))
val(A, 'work out (−3) × (−4) − (−5)', (-3) * (-4) - (-5))
val(A, '10 - 2 - 3 - 1 = ?', 10 - 2 - 3 - 1)
val(A, 'what is |−7| − |3 − 10| ?', abs(-7) - abs(3 - 10))
val(A, 'evaluate 0 ÷ 7 + 7 ÷ 1', Fr(0, 7) + Fr(7, 1))
val(A, 'Calculate (2 + 3)² − 2² − 3²', (2 + 3) ** 2 - 2 ** 2 - 3 ** 2)
val(A, 'whats 2.5 x 0.4 + 0.6 / 0.2', Fr(5, 2) * Fr(2, 5) + Fr(3, 5) / Fr(1, 5))
topic(A, 'fractions')
val(A, 'Calcula 3/8 ÷ 9/16', Fr(3, 8) / Fr(9, 16))
val(A, 'How much greater is 3/4 than 2/3?', Fr(3, 4) - Fr(2, 3))
val(A, '1 − 1/2 + 1/4 − 1/8', 1 - Fr(1, 2) + Fr(1, 4) - Fr(1, 8))
val(A, 'what is the reciprocal of 2 1/2', 1 / Fr(5, 2))
val(A, 'find 2/3 of 1 1/2, then take away 1/4', Fr(2, 3) * Fr(3, 2) - Fr(1, 4))
val(A, '\\frac{5}{6} - \\frac{3}{4} \\times \\frac{2}{9}', Fr(5, 6) - Fr(3, 4) * Fr(2, 9))
val(A, 'work out 2⅓ × 1½', Fr(7, 3) * Fr(3, 2))
val(A, 'What is 1/3 + 1/4 as a decimal? give 3 decimal places', rnd(Fr(1, 3) + Fr(1, 4), 3))
topic(A, 'powers, roots and standard form')
val(A, '∛(−64) + √49', -4 + 7)
val(A, '2^-3 + 4^(1/2)', Fr(1, 8) + 2)
val(A, '8^(2/3) × 27^(−1/3)', Fr(4, 3))
val(A, '(1.2 × 10^5) ÷ (4 × 10^-3)', Fr(12 * 10 ** 4) / Fr(4, 1000))
val(A, 'square root of 0.0081', Fr(9, 100))
val(A, '2^10 - 10^3', 2 ** 10 - 10 ** 3)
val(A, 'sqrt(3^2 + 4^2) * 2', 10)
val(A, 'write 3.04 × 10^-4 as an ordinary number', Fr(304, 10 ** 6))
topic(A, 'factors, multiples and primes')
val(A, 'lcm of 12, 18 and 30', math.lcm(12, 18, 30))
val(A, 'Find the highest common factor of 360 and 756', math.gcd(360, 756))
val(A, 'hcf(84, 126)', math.gcd(84, 126))
val(A, 'what is the largest prime factor of 1001', max(sp.primefactors(1001)))
val(A, 'how many factors does 36 have?', len(sp.divisors(36)))
val(A, 'What is the smallest number greater than 1 that leaves a remainder of 1 when divided by 2, 3, 4, 5 and 6?',
    math.lcm(2, 3, 4, 5, 6) + 1)
val(A, 'What is the remainder when 2026 is divided by 7?', 2026 % 7)
val(A, '7!/5!', math.factorial(7) // math.factorial(5))
val(A, 'what is the sum of the first 20 odd numbers', sum(range(1, 40, 2)))
topic(A, 'rounding and decimals')
val(A, 'round 0.049951 to 3 significant figures', 0.0500)
val(A, 'Round 7.4963 to 2 decimal places', 7.50)
val(A, 'What is 0.1 + 0.2 exactly?', Fr(3, 10))
val(A, 'Add 3.75, 12.6 and 0.085', Fr(375, 100) + Fr(126, 10) + Fr(85, 1000))

# ================================================================== percentages and money
P = 'percentages_money'
topic(P, 'reverse percentages')
val(P, 'A jacket costs £72 in the sale after 20% off. What was the price before the sale?', Fr(72) / Fr(80, 100))
val(P, 'A phone is $450 including 20% VAT. What is the price before VAT?', Fr(450) / Fr(120, 100))
val(P, 'A phone costs £450 including VAT at 20%. How much of the £450 is VAT?', 450 - Fr(450) / Fr(120, 100))
val(P, 'After a 12% increase the population of a village is 6,720. What was it before the increase?',
    Fr(6720) / Fr(112, 100))
val(P, 'After spending 35% of her money, Amira has €91 left. How much did she have to start with?',
    Fr(91) / Fr(65, 100))
val(P, 'A price rose by 8% to $54. By how many dollars did it rise?', 54 - Fr(54) / Fr(108, 100))
val(P, "15% of a number is 27. what's the number", Fr(27) / Fr(15, 100))
val(P, 'A shirt is increased in price by 20% and then the new price is reduced by 20%. It now costs £48. '
       'What was its original price?', Fr(48) / (Fr(6, 5) * Fr(4, 5)))
topic(P, 'successive and overall percentage change')
val(P, 'A price goes up by 10% and then down by 10%. By what percentage has it decreased overall?',
    (1 - Fr(11, 10) * Fr(9, 10)) * 100)
val(P, 'A shop puts its prices up by 25%. By what percentage must it now cut them to get back to the old prices?',
    (1 - 1 / Fr(5, 4)) * 100)
val(P, 'A store takes 40% off, then a further 25% off the reduced price. What is the total percentage discount?',
    (1 - Fr(60, 100) * Fr(75, 100)) * 100)
val(P, 'What is 30% of 40% of 250?', Fr(30, 100) * Fr(40, 100) * 250)
val(P, 'find 12.5% of 2/3 of 960', Fr(125, 1000) * Fr(2, 3) * 960)
topic(P, 'percentage change and increase/decrease')
val(P, 'A laptop was reduced from £800 to £680. What is the percentage reduction?', Fr(800 - 680, 800) * 100)
val(P, 'Find the percentage decrease from 80 to 56', Fr(80 - 56, 80) * 100)
val(P, 'Bought a bike for $250 and sold it for $320. Percentage profit?', Fr(320 - 250, 250) * 100)
val(P, 'increase 240 by 17.5%', 240 * Fr(1175, 1000))
val(P, 'Decrease 68 by 35 %', 68 * Fr(65, 100))
val(P, 'In a class of 32 students, 24 passed the test. What percentage failed?', Fr(32 - 24, 32) * 100)
val(P, 'What percentage of 1 hour is 12 minutes?', Fr(12, 60) * 100)
val(P, 'Convert 7/20 to a percentage', Fr(7, 20) * 100)
val(P, "Sam's salary of £28,000 rises by 3.5%. What is his new salary?", 28000 * Fr(1035, 1000))
val(P, "Sam's salary of £28,000 rises by 3.5%. By how many pounds does it go up?", 28000 * Fr(35, 1000))
topic(P, 'interest and depreciation')
val(P, '£2,000 is invested at 4% per year compound interest for 3 years. How much interest is earned? '
       'Give your answer to the nearest penny.', rnd(2000 * Fr(104, 100) ** 3 - 2000, 2))
val(P, 'simple interest: $1500 at 3% per year for 4 years. What is the total amount at the end?',
    1500 + 1500 * Fr(3, 100) * 4)
val(P, '$5000 is invested at 6% a year compounded monthly. What is it worth after 2 years, to the nearest cent?',
    rnd(5000 * Fr(1005, 1000) ** 24, 2))
val(P, 'A car bought for 18 000 loses 15% of its value every year. What is it worth after 3 years?',
    18000 * Fr(85, 100) ** 3)
val(P, 'At 5% simple interest per annum, how many years does it take £400 to earn £100 of interest?',
    Fr(100) / (400 * Fr(5, 100)))
topic(P, 'bills, change, tax and exchange')
val(P, 'A meal costs $84 and we leave a 15% tip. How much is the tip?', 84 * Fr(15, 100))
val(P, 'A $96 bill has a 12.5% service charge added and is split equally between 4 friends. How much does each pay?',
    96 * Fr(1125, 1000) / 4)
val(P, 'If £1 = $1.25, how many pounds do you get for $350?', Fr(350) / Fr(125, 100))
val(P, '1 EUR = 0.86 GBP. Convert £430 into euros.', Fr(430) / Fr(86, 100))
val(P, 'I buy 3 notebooks at £2.40 each and 2 pens at 85p each and pay with a £10 note. How much change do I get, '
       'in pounds?', 10 - 3 * Fr(240, 100) - 2 * Fr(85, 100))
val(P, 'Sales tax is 8.25%. What is the total cost of a $40 item including tax?', 40 * Fr(10825, 10000))
val(P, 'Income tax: the first £12,570 is tax-free and the rest is taxed at 20%. How much tax is paid on a salary '
       'of £30,000?', (30000 - 12570) * Fr(20, 100))
val(P, 'A shopkeeper buys a vase for £35 and adds a 40% mark-up. What is the selling price?', 35 * Fr(140, 100))
val(P, 'A sari costing ₹1,350 is sold at 1/3 off. How much do you pay?', 1350 * Fr(2, 3))

# ================================================================== ratio and proportion
R = 'ratio_proportion'
topic(R, 'sharing in a ratio')
val(R, 'Share £360 in the ratio 2:3:7', *[Fr(360 * p, 12) for p in (2, 3, 7)])
val(R, 'Divide 84 in the ratio 3 : 4. What is the larger part?', Fr(84 * 4, 7))
val(R, 'The ratio of boys to girls in a club is 3:5. There are 40 members. How many are girls?', Fr(40 * 5, 8))
val(R, 'Boys : girls = 4 : 7 and there are 28 girls. How many pupils are there altogether?', Fr(28, 7) * 11)
val(R, 'Red and blue counters are in the ratio 2:5. There are 18 more blue counters than red. How many red counters '
       'are there?', Fr(18, 3) * 2)
val(R, 'Concrete is mixed 1 : 2 : 4 (cement : sand : gravel). How many kg of sand are in 35 kg of concrete?',
    Fr(35 * 2, 7))
val(R, 'The ages of two sisters are in the ratio 5:3 and the older is 10 years older than the younger. How old is '
       'the younger sister?', Fr(10, 2) * 3)
val(R, 'Share $500 between Ann and Ben so that Ann gets $80 more than Ben.', Fr(500 + 80, 2), Fr(500 - 80, 2))
val(R, 'x:y = 3:8 and x = 27. Find y.', Fr(27, 3) * 8)
val(R, 'In a bag, red : green = 3 : 2 and green : yellow = 4 : 5. There are 60 marbles. How many are yellow?',
    Fr(60 * 5, 6 + 4 + 5))
val(R, 'Split one hour in the ratio 1:4. How many minutes is the larger part?', Fr(60 * 4, 5))
topic(R, 'direct proportion and recipes')
val(R, 'A recipe for 4 people uses 300 g of flour. How much flour for 10 people?', Fr(300, 4) * 10)
val(R, '8 pens cost £6.80. What do 5 pens cost?', Fr(680, 100) / 8 * 5)
val(R, 'If 3 kg of apples cost $7.50, how many kg can you buy with $20?', Fr(20) / (Fr(750, 100) / 3))
val(R, 'Orange squash is 1 part concentrate to 6 parts water. How many ml of concentrate are in 2.1 litres of '
       'squash?', Fr(2100, 7))
val(R, 'A car uses 6.5 litres of fuel per 100 km. How many litres does it use for 340 km?', Fr(65, 10) * Fr(340, 100))
val(R, '40 ml of juice contains 6 g of sugar. How many grams of sugar are in one litre?', Fr(6, 40) * 1000)
val(R, 'Nadia earns £9.60 an hour. Last week she earned £153.60. How many hours did she work?',
    Fr(15360, 100) / Fr(960, 100))
val(R, 'y is directly proportional to x. y = 12 when x = 4. Find y when x = 10.', Fr(12, 4) * 10)
val(R, 'y ∝ 1/x². y = 5 when x = 2. Find y when x = 5.', Fr(5 * 4, 25))
topic(R, 'inverse proportion')
val(R, '5 workers take 12 days to build a wall. How many days would 6 workers take?', Fr(5 * 12, 6))
val(R, '3 taps fill a tank in 40 minutes. How long would 5 identical taps take, in minutes?', Fr(3 * 40, 5))
val(R, 'At 60 km/h a journey takes 2.5 hours. How many hours does it take at 75 km/h?', Fr(60 * 5, 2 * 75))
val(R, '12 hens lay 60 eggs in 5 days. At the same rate, how many eggs do 8 hens lay in 3 days?',
    Fr(60, 12 * 5) * 8 * 3)
topic(R, 'scales and maps')
val(R, 'On a map with scale 1:25 000, two villages are 6 cm apart. How far apart are they in km?',
    Fr(6 * 25000, 100 * 1000))
val(R, 'A map has scale 1 : 50 000. A real distance is 3.5 km. How many cm is it on the map?',
    Fr(35, 10) * 1000 * 100 / 50000)
val(R, 'A model car is made to a scale of 1:43. The model is 9.8 cm long. How long is the real car in metres?',
    Fr(98, 10) * 43 / 100)
val(R, 'Two similar shapes have lengths in the ratio 2:5. The smaller has area 12 cm². What is the area of the '
       'larger?', 12 * Fr(5, 2) ** 2)

# ================================================================== algebra
G = 'algebra'
topic(G, 'linear equations')
solve(G, 'Solve 3(x − 4) = 2x + 5', 3 * (x - 4), 2 * x + 5)
solve(G, 'solve for x: x/3 + x/4 = 14', x / 3 + x / 4, 14)
solve(G, 'löse 4x − 7 = 2x + 9', 4 * x - 7, 2 * x + 9)
solve(G, 'Solve for y: 5y - 2(y - 3) = 27', 5 * y - 2 * (y - 3), 27, var=y)
solve(G, 'solve 2x/(x − 1) = 3', 2 * x / (x - 1), 3)
solve(G, 'A number is doubled and then 7 is subtracted. The result is 29. Find the number.', 2 * x - 7, 29)
topic(G, 'quadratics')
solve(G, 'solve 2x² + 5x − 3 = 0', 2 * x ** 2 + 5 * x - 3, count=2)
solve(G, 'Solve x^2 = 6x', x ** 2, 6 * x, count=2)
solve(G, 'x² − 10x + 25 = 0', x ** 2 - 10 * x + 25, count=1)
no_real_roots(G, 'Solve x^2 + 2x + 7 = 0', x ** 2 + 2 * x + 7)
solve(G, 'slove (x-3)^2 = 16', (x - 3) ** 2, 16, count=2)
solve(G, 'Resolver: x² − 4x = 12', x ** 2 - 4 * x, 12, count=2)
solve(G, 'Use the quadratic formula to solve 3x^2 - 7x + 1 = 0, giving your answers to 3 significant figures',
      3 * x ** 2 - 7 * x + 1, count=2)
val(G, 'Write x² + 6x + 2 in the form (x + a)² + b. Find a and b.', 3, 2 - 9)
topic(G, 'other equations')
solve(G, 'Solve √(x + 7) = x − 5', sp.sqrt(x + 7), x - 5, count=1)
solve(G, 'solve 2^(x+1) = 32', 2 ** (x + 1), 32, count=1)
solve(G, 'Solve 3^(2x) = 81', 3 ** (2 * x), 81, count=1)
solve(G, 'solve log_2(x) + log_2(x − 2) = 3', sp.log(x, 2) + sp.log(x - 2, 2), 3, count=1)
solve(G, 'solve e^x = 5', sp.exp(x), 5, count=1)
solve(G, 'Solve 5^x = 20, giving x to 3 significant figures', 5 ** x, 20, count=1)
solve(G, 'Solve |2x − 3| = 7', sp.Abs(2 * x - 3), 7, count=2)
solve(G, 'x^3 - 6x^2 + 11x - 6 = 0', x ** 3 - 6 * x ** 2 + 11 * x - 6, count=3)
solve(G, 'Find all real x with x⁴ − 5x² + 4 = 0', x ** 4 - 5 * x ** 2 + 4, count=4)
solve(G, 'solve 1/x + 1/(x + 2) = 4/3', 1 / x + 1 / (x + 2), sp.Rational(4, 3), count=2)
topic(G, 'simultaneous equations')
system(G, 'Solve simultaneously: 2x + 3y = 12 and x − y = 1', [sp.Eq(2 * x + 3 * y, 12), sp.Eq(x - y, 1)], [x, y])
system(G, 'solve the simultaneous equations y = x^2 - 3 and y = 2x', [sp.Eq(y, x ** 2 - 3), sp.Eq(y, 2 * x)], [x, y])
system(G, 'Solve x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2',
       [sp.Eq(x + y + z, 6), sp.Eq(2 * x - y + z, 3), sp.Eq(x + 2 * y - z, 2)], [x, y, z])
system(G, '\\begin{cases} 4a - b = 10 \\\\ 3a + 2b = 13 \\end{cases}',
       [sp.Eq(4 * sp.Symbol('a') - sp.Symbol('b'), 10), sp.Eq(3 * sp.Symbol('a') + 2 * sp.Symbol('b'), 13)],
       [sp.Symbol('a'), sp.Symbol('b')])
topic(G, 'inequalities')
inequality_bounds(G, 'Solve 5 − 2x > 11', 5 - 2 * x > 11)
inequality_bounds(G, 'solve x^2 - x - 12 ≤ 0', x ** 2 - x - 12 <= 0)
inequality_bounds(G, 'Solve −3 < 2x + 1 ≤ 9', sp.And(2 * x + 1 > -3, 2 * x + 1 <= 9))
topic(G, 'expanding, factorising, simplifying')
expr(G, 'Expand (2x − 3)(x + 5)', sp.expand((2 * x - 3) * (x + 5)))
expr(G, 'expand (x+2)^3', sp.expand((x + 2) ** 3))
expr(G, 'Factorise x² − 5x − 14', sp.factor(x ** 2 - 5 * x - 14))
expr(G, 'factorise fully 6x^2 - 24', sp.factor(6 * x ** 2 - 24))
expr(G, 'Simplify (x^2 - 9)/(x + 3)', sp.cancel((x ** 2 - 9) / (x + 3)))
expr(G, 'simplify 3(2x - 1) - 2(x - 4)', sp.expand(3 * (2 * x - 1) - 2 * (x - 4)))
val(G, 'Find the value of 3a² − 2b when a = −2 and b = 5', 3 * (-2) ** 2 - 2 * 5)
topic(G, 'sequences and series')
expr(G, 'Find the nth term of 7, 11, 15, 19, ...', 4 * n + 3, var=n)
val(G, 'What is the 50th term of the sequence 3, 8, 13, 18, …?', 3 + 49 * 5)
val(G, 'Find the sum 5 + 9 + 13 + ... + 101', sum(range(5, 102, 4)))
val(G, 'Find the 10th term of the geometric sequence 3, 6, 12, ...', 3 * 2 ** 9)
val(G, 'sum to infinity of 8 + 4 + 2 + 1 + ...', Fr(8) / (1 - Fr(1, 2)))
val(G, 'The sum of three consecutive integers is 87. What is the largest of them?', 87 // 3 + 1)

# ================================================================== functions and graphs
F = 'functions_graphs'
topic(F, 'straight lines')
val(F, 'Find the gradient of the line through (−2, 5) and (4, −7)', Fr(-7 - 5, 4 - (-2)))
val(F, 'What is the y-intercept of the line 3x + 4y = 12?', Fr(12, 4))
val(F, 'where does y = 2x − 9 cross the x-axis?', Fr(9, 2))
val(F, 'Where does the graph of y = x² − 4x + 3 cross the y-axis?', 3)
system(F, 'Find the point where y = 3x − 1 meets y = −x + 7', [sp.Eq(y, 3 * x - 1), sp.Eq(y, -x + 7)], [x, y])
val(F, 'Midpoint of (−3, 8) and (5, −2)?', Fr(-3 + 5, 2), Fr(8 - 2, 2))
val(F, 'distance between the points (1, −2) and (7, 6)', sp.sqrt(6 ** 2 + 8 ** 2))
val(F, 'A is (0, 4) and B is (6, 0). How long is AB?', sp.sqrt(6 ** 2 + 4 ** 2))
expr(F, 'Find the equation of the line through (2, 3) with gradient 4. Give it as y = mx + c.', 4 * x - 5)
expr(F, 'Find the equation of the line perpendicular to y = 2x + 1 that passes through (4, 1)',
     -sp.Rational(1, 2) * (x - 4) + 1)
val(F, 'The line y = mx + 4 passes through (3, 19). Find m.', Fr(19 - 4, 3))
val(F, 'For y = 5 − 2x, what is y when x = −3?', 5 - 2 * (-3))
topic(F, 'function notation, composition and inverse')
val(F, 'f(x) = x² − 3 and g(x) = 2x + 1. Find f(g(3)).', (2 * 3 + 1) ** 2 - 3)
val(F, 'f(x) = x² − 3 and g(x) = 2x + 1. Find g(f(−1)).', 2 * ((-1) ** 2 - 3) + 1)
expr(F, 'Find the inverse of f(x) = (2x + 3)/5', (5 * x - 3) / 2)
val(F, 'f(x) = 3x − 2. Find f⁻¹(7).', Fr(7 + 2, 3))
val(F, 'If f(x) = 2x^2 - 3x, find f(-2)', 2 * 4 + 6)
val(F, 'h(x) = |x − 4| − 2. Evaluate h(1).', abs(1 - 4) - 2)
val(F, 'f(x) = 2^x, find f(−3)', Fr(1, 8))
val(F, 'f(x) = 3x + c and f(2) = 11. Find c.', 11 - 6)
solve(F, 'f(x) = 4 − x². For which values of x is f(x) = −5?', 4 - x ** 2, -5, count=2)
topic(F, 'quadratic graphs')
val(F, 'Find the vertex of y = x² − 8x + 11', 4, 16 - 32 + 11)
stationary_points(F, 'Find the turning point of y = -2x^2 + 12x - 7', -2 * x ** 2 + 12 * x - 7)
val(F, 'What is the equation of the axis of symmetry of y = 3x^2 + 12x - 1? (x = ?)', Fr(-12, 6))
solve(F, 'Where does y = x^2 - 2x - 15 cut the x-axis?', x ** 2 - 2 * x - 15, count=2)
solve(F, 'The graph of y = (x − 1)(x + 4) crosses the x-axis where?', (x - 1) * (x + 4), count=2)
val(F, 'Find the positive value of k for which x² + kx + 9 = 0 has equal roots',
    *[s for s in real_solutions(k ** 2 - 4 * 9, var=k) if s > 0])
topic(F, 'circles and trig graphs')
val(F, 'Find the radius of the circle x² + y² − 6x + 4y − 12 = 0', sp.sqrt(9 + 4 + 12))
val(F, 'What is the period of y = sin(3x), in degrees?', Fr(360, 3))
val(F, 'What is the amplitude of y = −4cos(2x) + 1?', 4)

# ================================================================== calculus
C = 'calculus'
topic(C, 'derivatives')
derivative(C, 'differentiate 4x^3 − 5x + 2', 4 * x ** 3 - 5 * x + 2)
derivative(C, 'd/dx (x^2 sin x)', x ** 2 * sp.sin(x))
derivative(C, 'derivitive of e^(3x) ln x', sp.exp(3 * x) * sp.log(x))
derivative(C, 'Find dy/dx if y = (2x + 1)^5', (2 * x + 1) ** 5)
derivative(C, 'derivative of sqrt(x) + 1/x', sp.sqrt(x) + 1 / x)
derivative(C, 'Differentiate y = x/(x² + 1) with respect to x', x / (x ** 2 + 1))
derivative(C, 'f(x) = ln(x² + 4). Find f\'(x).', sp.log(x ** 2 + 4))
derivative(C, 'diffrentiate tan(2x)', sp.tan(2 * x), points=[0.1, 0.3, 0.5, 0.6, 0.7])
derivative(C, '\\frac{d}{dx}\\left( x^{3} e^{-x} \\right)', x ** 3 * sp.exp(-x))
derivative(C, 'Find the second derivative of x^4 − 3x^2', x ** 4 - 3 * x ** 2, order=2)
derivative(C, 'differentiate 5t^2 - 3t + 8 with respect to t', 5 * t ** 2 - 3 * t + 8, var=t)
topic(C, 'gradients and stationary points')
val(C, "f(x) = x³ − 4x. Find f'(2).", sp.diff(x ** 3 - 4 * x, x).subs(x, 2))
val(C, 'What is the gradient of the curve y = 3x² − 2x at x = 1.5?', sp.diff(3 * x ** 2 - 2 * x, x).subs(x, 1.5))
val(C, 'Find the gradient of the tangent to y = x³ at x = −2', sp.diff(x ** 3, x).subs(x, -2))
val(C, 'At what value of x is the gradient of y = x^2 - 6x + 1 equal to zero?', *real_solutions(2 * x - 6))
stationary_points(C, 'Find the coordinates of the stationary points of y = x^3 - 3x + 1', x ** 3 - 3 * x + 1)
val(C, 'What is the maximum value of y = 8x − x²?', max(
    (8 * x - x ** 2).subs(x, s) for s in real_solutions(sp.diff(8 * x - x ** 2, x))))
val(C, 'For which x does x² + 6x + 1 have its minimum?', *real_solutions(sp.diff(x ** 2 + 6 * x + 1, x)))
expr(C, 'Find the equation of the tangent to y = x² + 1 at x = 2',
     sp.diff(x ** 2 + 1, x).subs(x, 2) * (x - 2) + (x ** 2 + 1).subs(x, 2))
topic(C, 'rates and kinematics by calculus')
val(C, 'A ball\'s height is h = 20t − 5t² metres after t seconds. After how many seconds is it highest?',
    *real_solutions(sp.diff(20 * t - 5 * t ** 2, t), var=t))
val(C, 'A ball\'s height is h = 20t − 5t² metres after t seconds. What is its greatest height?',
    (20 * t - 5 * t ** 2).subs(t, 2))
val(C, 'The displacement of a particle is s = t³ − 2t² metres. Find its velocity at t = 3 s.',
    sp.diff(t ** 3 - 2 * t ** 2, t).subs(t, 3))
val(C, 'Find the rate of change of the area of a circle with respect to its radius when r = 3',
    sp.diff(pi * r ** 2, r).subs(r, 3))
topic(C, 'integrals')
integral(C, '∫ (3x² + 4x − 1) dx', 3 * x ** 2 + 4 * x - 1)
integral(C, 'intergrate cos(2x)', sp.cos(2 * x))
integral(C, '∫ e^(−x) dx', sp.exp(-x))
integral(C, 'integrate x e^x dx', x * sp.exp(x))
integral(C, '∫ 6/(2x − 1) dx', 6 / (2 * x - 1), log_abs=True)
integral(C, 'Integrate sec²x with respect to x', 1 / sp.cos(x) ** 2)
integral(C, 'find the indefinite integral of 1/x^3', x ** -3)
topic(C, 'definite integrals and areas')
definite(C, '∫_0^3 (x^2 + 1) dx', x ** 2 + 1, 0, 3)
definite(C, '\\int_{1}^{e} \\frac{1}{x}\\,dx', 1 / x, 1, E)
definite(C, 'integral from 0 to pi of sin x dx', sp.sin(x), 0, pi)
definite(C, 'Evaluate ∫ from −1 to 1 of x³ dx', x ** 3, -1, 1)
definite(C, 'Find the area enclosed between the curve y = x² and the line y = 4', 4 - x ** 2, -2, 2)
definite(C, 'Find the area between y = 6x - x^2 and the x-axis', 6 * x - x ** 2, 0, 6)
topic(C, 'limits')
limit(C, 'lim x->2 (x^2 - 4)/(x - 2)', (x ** 2 - 4) / (x - 2), 2)
limit(C, '\\lim_{x \\to 0} \\frac{\\sin 5x}{x}', sp.sin(5 * x) / x, 0)
limit(C, 'limit as x → ∞ of (3x² + 1)/(2x² − x)', (3 * x ** 2 + 1) / (2 * x ** 2 - x), sp.oo, direction='-')
limit(C, 'lim x→0 (1 − cos x)/x²', (1 - sp.cos(x)) / x ** 2, 0)

# ================================================================== statistics
S = 'statistics'
topic(S, 'averages and range')
val(S, 'mean of 4, 8, 15, 16, 23, 42', statistics.mean([4, 8, 15, 16, 23, 42]))
val(S, 'Find the median of 7, 3, 9, 1, 12, 5', statistics.median([7, 3, 9, 1, 12, 5]))
val(S, 'mode of 2, 3, 3, 5, 7, 7, 7, 9', statistics.mode([2, 3, 3, 5, 7, 7, 7, 9]))
val(S, 'What is the range of −4, 7, 0, 12, −9?', 12 - (-9))
val(S, 'What is the median of the first ten prime numbers?', statistics.median(list(sp.primerange(2, 30))))
val(S, 'What is the mean of the whole numbers from 1 to 100?', statistics.mean(range(1, 101)))
val(S, 'mean of 3.2, 4.8, 5.1 and 2.9', statistics.mean([Fr('3.2'), Fr('4.8'), Fr('5.1'), Fr('2.9')]))
val(S, 'Find the geometric mean of 4 and 9', sp.sqrt(36))
topic(S, 'working back from a mean')
val(S, 'Five numbers have a mean of 12. Four of them are 10, 15, 9 and 14. What is the fifth?',
    5 * 12 - (10 + 15 + 9 + 14))
val(S, 'The mean of 6 numbers is 8. A seventh number, 15, is added. What is the new mean?', Fr(6 * 8 + 15, 7))
val(S, 'A class of 25 students has a mean score of 64 and another class of 15 students has a mean of 72. What is '
       'the mean of all 40 students?', Fr(25 * 64 + 15 * 72, 40))
val(S, 'My marks so far are 72, 65 and 80. What do I need on the fourth test to average 75?', 4 * 75 - (72 + 65 + 80))
val(S, 'The data set 5, 8, x, 12 has a mean of 9. Find x.', 4 * 9 - (5 + 8 + 12))
val(S, 'The mean height of 5 friends is 1.62 m. One friend, who is 1.70 m tall, leaves. What is the mean height of '
       'the other four?', (5 * Fr('1.62') - Fr('1.70')) / 4)
val(S, 'Coursework counts 40% and the exam 60%. Lena scored 70 in coursework and 85 in the exam. What is her overall '
       'mark?', Fr(40 * 70 + 60 * 85, 100))
val(S, 'A data set of 10 values has mean 10. Every value is increased by 4. What is the new mean?', 10 + 4)
val(S, 'A data set has standard deviation 2.5. Every value is multiplied by 3. What is the new standard deviation?',
    Fr(25, 10) * 3)
topic(S, 'frequency tables and grouped data')
val(S, 'Score 1, 2, 3, 4 with frequencies 3, 5, 8, 4. Find the mean score.', Fr(1 * 3 + 2 * 5 + 3 * 8 + 4 * 4, 20))
val(S, 'Estimate the mean: 0 ≤ t < 10 frequency 4, 10 ≤ t < 20 frequency 10, 20 ≤ t < 30 frequency 6',
    Fr(5 * 4 + 15 * 10 + 25 * 6, 20))
val(S, 'Goals scored in 20 matches: 0 goals 4 times, 1 goal 7 times, 2 goals 6 times, 3 goals 3 times. What is the '
       'median number of goals?', statistics.median([0] * 4 + [1] * 7 + [2] * 6 + [3] * 3))
topic(S, 'spread')
val(S, 'Find the standard deviation of 2, 4, 4, 4, 5, 5, 7, 9 (population)', statistics.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
val(S, 'sample standard deviation of 3, 7, 8, 10, 12', statistics.stdev([3, 7, 8, 10, 12]))
val(S, 'What is the population variance of 1, 2, 3, 4, 5?', statistics.pvariance([1, 2, 3, 4, 5]))
val(S, 'mean absolute deviation of 2, 4, 6, 8', statistics.mean([abs(v - 5) for v in (2, 4, 6, 8)]))
val(S, 'A test has mean 70 and standard deviation 6. What is the z-score of a mark of 85?', Fr(85 - 70, 6))
topic(S, 'correlation and regression')
_xs, _ys = [1, 2, 3, 4, 5], [2, 4, 5, 4, 5]
val(S, "Find Pearson's correlation coefficient r for x: 1, 2, 3, 4, 5 and y: 2, 4, 5, 4, 5",
    statistics.correlation(_xs, _ys))
val(S, 'x: 1, 2, 3, 4, 5 and y: 2, 4, 5, 4, 5. What is the gradient of the least-squares regression line of y on x?',
    statistics.linear_regression(_xs, _ys).slope)
_xs2, _ys2 = [2, 4, 6, 8], [5, 9, 12, 18]
_fit = statistics.linear_regression(_xs2, _ys2)
val(S, 'Find the regression line y = a + bx for x = 2, 4, 6, 8 and y = 5, 9, 12, 18. Give a and b.',
    _fit.intercept, _fit.slope)

# ================================================================== probability
B = 'probability'
topic(B, 'dice, coins and cards')
val(B, 'Two dice are rolled. What is the probability of getting two sixes?', Fr(1, 36))
val(B, 'probability that the sum of two fair dice is 7', Fr(sum(1 for a in range(1, 7) for b in range(1, 7)
                                                                 if a + b == 7), 36))
val(B, 'Two dice are rolled. What is the probability that the product is even?',
    Fr(sum(1 for a in range(1, 7) for b in range(1, 7) if a * b % 2 == 0), 36))
val(B, 'A coin is tossed 3 times. What is the probability of at least one head?', 1 - Fr(1, 8))
val(B, 'A fair coin has landed heads 5 times in a row. What is the probability that the next toss is heads?',
    Fr(1, 2))
val(B, 'A card is drawn from a standard 52-card deck. What is the probability it is a king or a heart?',
    Fr(4 + 13 - 1, 52))
val(B, 'Two cards are drawn from a 52-card deck without replacement. What is the probability both are aces?',
    Fr(4, 52) * Fr(3, 51))
val(B, 'What is the probability of rolling at least one six in 4 rolls of a die?', 1 - Fr(5, 6) ** 4)
val(B, 'A die is rolled until a six appears. What is the probability that the first six comes on the third roll?',
    Fr(5, 6) ** 2 * Fr(1, 6))
val(B, 'What is the expected value of one roll of a fair six-sided die?', Fr(21, 6))
topic(B, 'bags, with and without replacement')
val(B, 'A bag has 5 red and 3 blue balls. Two are taken without replacement. P(both red)?', Fr(5, 8) * Fr(4, 7))
val(B, 'A bag has 5 red and 3 blue balls. A ball is taken, put back, and a second ball is taken. P(both red)?',
    Fr(5, 8) ** 2)
val(B, 'A bag has 5 red and 3 blue balls. Two are taken without replacement. What is the probability of exactly '
       'one red?', 2 * Fr(5, 8) * Fr(3, 7))
topic(B, 'rules of probability')
val(B, 'The probability it rains tomorrow is 0.35. What is the probability it does not rain?', 1 - Fr(35, 100))
val(B, 'A spinner lands on red with probability 0.2 and on blue with probability 0.45; otherwise it lands on green. '
       'P(green)?', 1 - Fr(2, 10) - Fr(45, 100))
val(B, 'A and B are independent, P(A) = 0.3 and P(B) = 0.5. Find P(A and B).', Fr(3, 10) * Fr(1, 2))
val(B, 'P(A) = 0.4, P(B) = 0.35 and P(A ∩ B) = 0.1. Find P(A ∪ B).', Fr(4, 10) + Fr(35, 100) - Fr(1, 10))
val(B, 'P(A ∩ B) = 0.12 and P(B) = 0.4. Find P(A | B).', Fr(12, 100) / Fr(4, 10))
val(B, 'P(A) = 0.6 and P(B|A) = 0.3. What is P(A and B)?', Fr(6, 10) * Fr(3, 10))
val(B, 'In a class of 30, 18 play football, 12 play tennis and 5 play both. A student is chosen at random. What is '
       'the probability they play neither?', Fr(30 - (18 + 12 - 5), 30))
val(B, 'A disease affects 1% of people. A test detects it 95% of the time, but also gives a positive result for 5% of '
       'healthy people. If someone tests positive, what is the probability they have the disease?',
    Fr(1, 100) * Fr(95, 100) / (Fr(1, 100) * Fr(95, 100) + Fr(99, 100) * Fr(5, 100)))
topic(B, 'expectation and binomial')
val(B, 'A fair coin is tossed 50 times. How many heads would you expect?', 50 * Fr(1, 2))
val(B, 'A drawing pin landed point up 36 times in 120 throws. How many times would you expect it to land point up '
       'in 500 throws?', Fr(36, 120) * 500)
val(B, 'It costs $2 to play a game. You receive a $10 prize with probability 0.15 and nothing otherwise. What is the '
       'expected profit per game?', 10 * Fr(15, 100) - 2)
val(B, 'X ~ B(5, 0.4). Find P(X = 3).', ncr(5, 3) * Fr(4, 10) ** 3 * Fr(6, 10) ** 2)
val(B, 'X follows a binomial distribution with n = 6 and p = 0.1. Find P(X < 2).',
    sum(ncr(6, j) * Fr(1, 10) ** j * Fr(9, 10) ** (6 - j) for j in range(2)))
val(B, 'Z is standard normal. Find P(Z < 1.96).', 0.5 * (1 + math.erf(1.96 / math.sqrt(2))))
topic(B, 'counting')
val(B, 'In how many ways can 5 people sit in a row?', math.factorial(5))
val(B, '10C3', ncr(10, 3))
val(B, 'How many 4-digit PIN codes (each digit 0–9) have no repeated digit?', npr(10, 4))
val(B, 'How many different arrangements are there of the letters of BANANA?',
    math.factorial(6) // (math.factorial(3) * math.factorial(2)))
val(B, 'A committee of 2 boys and 3 girls is chosen from 6 boys and 7 girls. How many committees are possible?',
    ncr(6, 2) * ncr(7, 3))

# ================================================================== geometry and trigonometry
T = 'geometry_trig'
topic(T, 'area and perimeter')
val(T, 'What is the area of a circle with diameter 10 cm?', pi * 5 ** 2)
val(T, 'A circle has area 50 cm². Find its circumference.', 2 * pi * sp.sqrt(50 / pi))
val(T, 'A rectangle has area 84 cm² and length 12 cm. What is its perimeter?', 2 * (12 + Fr(84, 12)))
val(T, 'A rectangle has a perimeter of 30 m and a length of 9 m. How wide is it?', Fr(30, 2) - 9)
val(T, 'A square has a diagonal of 10 cm. What is its area?', Fr(10 ** 2, 2))
val(T, 'area of a triangle with base 8 cm and height 5 cm', Fr(8 * 5, 2))
val(T, 'Find the area of a trapezium with parallel sides 6 cm and 10 cm and height 4 cm', Fr(6 + 10, 2) * 4)
val(T, 'Find the area of a triangle with sides 13, 14 and 15', sp.sqrt(21 * 8 * 7 * 6))
val(T, 'Two sides of a triangle are 5 cm and 7 cm and the angle between them is 30°. Find the area.',
    Fr(1, 2) * 5 * 7 * sp.sin(pi / 6))
topic(T, 'Pythagoras and bearings')
val(T, 'The hypotenuse of a right-angled triangle is 13 cm and one side is 5 cm. How long is the other side?',
    sp.sqrt(13 ** 2 - 5 ** 2))
val(T, 'A 6 m ladder leans against a wall with its foot 2 m from the wall. How high up the wall does it reach?',
    sp.sqrt(6 ** 2 - 2 ** 2))
val(T, 'Find the length of the diagonal of a 3 cm × 4 cm × 12 cm cuboid', sp.sqrt(9 + 16 + 144))
val(T, 'B is 3 km east and 4 km north of A. How far is B from A?', sp.sqrt(3 ** 2 + 4 ** 2))
val(T, 'B is 3 km east and 4 km north of A. What is the bearing of B from A, in degrees?',
    math.degrees(math.atan2(3, 4)))
topic(T, 'trigonometry in triangles')
val(T, 'In a right-angled triangle the side opposite angle θ is 7 and the hypotenuse is 25. Find θ in degrees.',
    math.degrees(math.asin(7 / 25)))
val(T, 'Triangle ABC has a = 7, b = 8 and angle C = 60°. Find c.', sp.sqrt(7 ** 2 + 8 ** 2 - 2 * 7 * 8 * sp.cos(pi / 3)))
val(T, 'In triangle ABC, A = 40°, B = 65° and a = 10 cm. Find b.', 10 * sp.sin(sp.rad(65)) / sp.sin(sp.rad(40)))
val(T, 'cos 60° + sin 30°', sp.cos(pi / 3) + sp.sin(pi / 6))
val(T, 'exact value of sin(π/4)·cos(π/4)', sp.sin(pi / 4) * sp.cos(pi / 4))
val(T, 'tan(45°) × sin(90°) − cos(180°)', sp.tan(pi / 4) * sp.sin(pi / 2) - sp.cos(pi))
topic(T, 'trigonometric equations')
trig_solutions(T, 'Solve sin x = 0.5 for 0° ≤ x ≤ 360°', sp.sin(x) - sp.Rational(1, 2), 0, 360, count=2)
trig_solutions(T, 'solve 2cos x + 1 = 0, 0 ≤ x < 360 degrees', 2 * sp.cos(x) + 1, 0, 359, count=2)
trig_solutions(T, 'Solve tan x = −1 for 0° < x < 360°', sp.tan(x) + 1, 1, 359, count=2)
trig_solutions(T, 'Solve sin²x = 1/4 for 0 ≤ x ≤ 2π', sp.sin(x) ** 2 - sp.Rational(1, 4), 0, 2 * pi, degrees=False,
               count=4)
topic(T, 'angles and polygons')
val(T, 'What is the interior angle of a regular octagon?', Fr(180 * 6, 8))
val(T, 'What is each exterior angle of a regular 12-sided polygon?', Fr(360, 12))
val(T, 'sum of the interior angles of a hexagon', 180 * 4)
val(T, 'A regular polygon has interior angles of 156°. How many sides does it have?', Fr(360, 180 - 156))
val(T, 'An isosceles triangle has an apex angle of 40°. What is each base angle?', Fr(180 - 40, 2))
val(T, 'The angles of a triangle are in the ratio 2:3:4. What is the largest angle?', Fr(180 * 4, 9))
val(T, 'Convert 135° to radians', sp.rad(135))
topic(T, 'circles, arcs and sectors')
val(T, 'Find the arc length of a sector of radius 9 cm and angle 80°', 2 * pi * 9 * Fr(80, 360))
val(T, 'Find the area of a sector with radius 6 and angle 2π/3 radians', Fr(1, 2) * 36 * 2 * pi / 3)
topic(T, 'volume and surface area')
val(T, 'volume of a cylinder with radius 3 cm and height 10 cm', pi * 9 * 10)
val(T, 'Find the volume of a cone with radius 4 and height 9', Fr(1, 3) * pi * 16 * 9)
val(T, 'What is the volume of a sphere of radius 6 cm?', Fr(4, 3) * pi * 6 ** 3)
val(T, 'What is the surface area of a sphere with diameter 8 cm?', 4 * pi * 4 ** 2)
val(T, 'A cube has a volume of 343 cm³. What is its total surface area?', 6 * 7 ** 2)
val(T, 'A cylinder has a volume of 500 cm³ and a radius of 5 cm. Find its height.', 500 / (pi * 25))

# ================================================================== physics
H = 'physics'
topic(H, 'speed, distance, time')
val(H, 'A car drives 60 km at 30 km/h and then another 60 km at 60 km/h. What is its average speed for the whole '
       'journey?', Fr(120, Fr(60, 30) + Fr(60, 60)))
val(H, 'A cyclist rides 12 km in 40 minutes. What is her average speed in km/h?', Fr(12) / Fr(40, 60))
val(H, 'A train travels at 80 km/h for 2.5 hours. How far does it go?', 80 * Fr(5, 2))
val(H, 'How many minutes does it take to travel 150 km at 60 km/h?', Fr(150, 60) * 60)
val(H, 'Walking at 1.5 m/s, how many seconds does it take to walk 2.7 km?', Fr(2700) / Fr(3, 2))
topic(H, 'acceleration and suvat')
val(H, 'A car speeds up from 5 m/s to 25 m/s in 4 s. What is its acceleration?', Fr(25 - 5, 4))
val(H, 'A car speeds up uniformly from 5 m/s to 25 m/s in 4 s. How far does it travel in that time?',
    Fr(5 + 25, 2) * 4)
val(H, 'A car brakes from 20 m/s to rest in 50 m. What is the size of its deceleration?', Fr(20 ** 2, 2 * 50))
val(H, 'A stone is dropped from a height of 45 m. Taking g = 10 m/s², how long does it take to hit the ground?',
    sp.sqrt(2 * 45 / sp.Integer(10)))
val(H, 'A ball is thrown straight up at 14.7 m/s. Taking g = 9.8 m/s², what is its maximum height?',
    Fr('14.7') ** 2 / (2 * Fr('9.8')))
val(H, 'A ball is dropped from 5 m. With g = 9.8 m/s², how fast is it moving just before it lands?',
    sp.sqrt(2 * sp.Rational(98, 10) * 5))
val(H, 'A ball is thrown horizontally at 15 m/s from the top of a 20 m cliff. Taking g = 9.8 m/s², how far from the '
       'foot of the cliff does it land?', 15 * sp.sqrt(2 * 20 / sp.Rational(98, 10)))
topic(H, 'forces, energy and power')
val(H, 'What force is needed to accelerate a 1200 kg car at 2.5 m/s²?', 1200 * Fr(5, 2))
val(H, 'What does a 65 kg astronaut weigh on the Moon, where g = 1.6 N/kg?', 65 * Fr(16, 10))
val(H, 'Find the kinetic energy of a 0.5 kg ball moving at 8 m/s', Fr(1, 2) * Fr(1, 2) * 8 ** 2)
val(H, 'How much gravitational potential energy does a 20 kg box gain when lifted 3 m? (g = 9.8 N/kg)',
    20 * Fr(98, 10) * 3)
val(H, 'A motor transfers 1500 J in 30 s. What is its power in watts?', Fr(1500, 30))
val(H, 'How much work is done pushing a trolley 12 m with a force of 50 N?', 50 * 12)
val(H, 'A machine takes in 800 J and wastes 200 J. What is its efficiency as a percentage?', Fr(800 - 200, 800) * 100)
val(H, 'A spring with k = 200 N/m is stretched by 5 cm. What force is needed?', 200 * Fr(5, 100))
val(H, 'A spring with k = 200 N/m is stretched by 5 cm. How much elastic energy does it store, in joules?',
    Fr(1, 2) * 200 * Fr(5, 100) ** 2)
val(H, 'What is the momentum of a 3 kg trolley moving at 4 m/s?', 3 * 4)
val(H, 'A 2 kg trolley at 6 m/s hits a stationary 1 kg trolley and they stick together. What is their speed after '
       'the collision?', Fr(2 * 6, 2 + 1))
val(H, 'A force of 600 N acts on an area of 0.03 m². What is the pressure in kPa?', Fr(600) / Fr(3, 100) / 1000)
val(H, 'How much energy in kJ is needed to heat 2 kg of water from 20 °C to 80 °C? (c = 4200 J/kg °C)',
    Fr(2 * 4200 * (80 - 20), 1000))
topic(H, 'electricity')
val(H, 'The voltage across a 4 Ω resistor is 12 V. What is the current?', Fr(12, 4))
val(H, 'What is the total resistance of a 6 Ω and a 3 Ω resistor in parallel?', 1 / (Fr(1, 6) + Fr(1, 3)))
val(H, 'Resistors of 4 Ω, 6 Ω and 10 Ω are connected in series. Total resistance?', 4 + 6 + 10)
val(H, 'A lamp on 230 V draws 0.5 A. What is its power?', 230 * Fr(1, 2))
val(H, 'A current of 2 A flows for 3 minutes. How much charge flows, in coulombs?', 2 * 3 * 60)
val(H, 'A 2 kW heater is on for 90 minutes. How many kWh does it use?', 2 * Fr(90, 60))
val(H, 'A 2 kW heater runs for 90 minutes and electricity costs 28p per kWh. What does it cost in pounds?',
    2 * Fr(90, 60) * Fr(28, 100))
val(H, 'A transformer has 1000 turns on the primary and 50 on the secondary. The primary voltage is 230 V. What is '
       'the secondary voltage?', Fr(230 * 50, 1000))
topic(H, 'waves, density, radioactivity')
val(H, 'A wave has frequency 50 Hz and wavelength 6.8 m. What is its speed?', 50 * Fr(68, 10))
val(H, 'What is the period of a wave of frequency 250 Hz, in milliseconds?', Fr(1, 250) * 1000)
val(H, 'A block has a mass of 540 g and a volume of 200 cm³. What is its density in g/cm³?', Fr(540, 200))
val(H, 'A radioactive sample of 200 g has a half-life of 8 days. How many grams have decayed after 24 days?',
    200 - 200 * Fr(1, 2) ** 3)
val(H, 'The activity of a source falls from 640 Bq to 40 Bq in 12 hours. What is its half-life in hours?',
    Fr(12) / sp.log(Fr(640, 40), 2))

# ================================================================== chemistry
K = 'chemistry'
topic(K, 'molar mass')
val(K, 'Mr of Ca(OH)2', molar_mass('Ca(OH)2'))
val(K, 'What is the molar mass of Al2(SO4)3 in g/mol?', molar_mass('Al2(SO4)3'))
val(K, 'molar mass of CuSO4·5H2O', molar_mass('CuSO4·5H2O'))
topic(K, 'moles, mass and particles')
val(K, 'How many moles are in 11 g of CO2?', 11 / molar_mass('CO2'))
val(K, 'What is the mass of 0.25 mol of NaCl?', Fr(1, 4) * molar_mass('NaCl'))
val(K, 'How many water molecules are there in 9.0 g of water?', 9 / molar_mass('H2O') * AVOGADRO)
val(K, 'How many atoms are there in 2 mol of NH3?', 2 * 4 * AVOGADRO)
val(K, 'How many neutrons are in an atom of chlorine-37? (atomic number 17)', 37 - 17)
val(K, 'Chlorine is 75% chlorine-35 and 25% chlorine-37. Calculate its relative atomic mass.',
    Fr(75 * 35 + 25 * 37, 100))
val(K, 'What is the percentage by mass of nitrogen in NH4NO3?',
    100 * 2 * WEIGHTS['N'] / molar_mass('NH4NO3'))
val(K, 'What percentage of the mass of CuSO4·5H2O is water?', 100 * 5 * molar_mass('H2O') / molar_mass('CuSO4·5H2O'))
topic(K, 'solutions and titration')
val(K, '0.2 mol of solute is dissolved to make 500 cm³ of solution. What is the concentration in mol/dm³?',
    Fr(2, 10) / Fr(500, 1000))
val(K, 'How many moles of HCl are in 25 cm³ of 0.1 mol/dm³ hydrochloric acid?', Fr(25, 1000) * Fr(1, 10))
val(K, '50 cm³ of 2.0 mol/dm³ acid is diluted to 250 cm³. What is the new concentration?', Fr(50 * 2, 250))
val(K, '25.0 cm³ of NaOH is neutralised by 20.0 cm³ of 0.150 mol/dm³ HCl. What is the concentration of the NaOH?',
    Fr(20, 1000) * Fr(15, 100) / Fr(25, 1000))
val(K, '20.0 cm³ of 0.100 mol/dm³ H2SO4 neutralises 25.0 cm³ of NaOH solution. Find the concentration of the NaOH.',
    2 * Fr(20, 1000) * Fr(1, 10) / Fr(25, 1000))
topic(K, 'pH')
val(K, 'What is the pH of 0.001 mol/dm³ HCl?', -sp.log(sp.Rational(1, 1000), 10))
val(K, 'Find the pH when [H+] = 2.5 × 10^-4 mol/dm³', -math.log10(2.5e-4))
val(K, 'A solution at 25 °C has pOH 4.5. What is its pH?', 14 - Fr(45, 10))
val(K, 'What is [H⁺] in a solution of pH 5.3?', 10 ** -5.3)
topic(K, 'balancing equations')
balance(K, 'Balance C3H8 + O2 -> CO2 + H2O', ['C3H8', 'O2'], ['CO2', 'H2O'])
balance(K, 'balance: Fe + O2 → Fe2O3', ['Fe', 'O2'], ['Fe2O3'])
balance(K, 'Al + HCl → AlCl3 + H2 balance this', ['Al', 'HCl'], ['AlCl3', 'H2'])
balance(K, 'Balance NH3 + O2 → NO + H2O', ['NH3', 'O2'], ['NO', 'H2O'])
balance(K, 'balance the equation C6H12O6 + O2 = CO2 + H2O', ['C6H12O6', 'O2'], ['CO2', 'H2O'])
balance(K, 'KClO3 → KCl + O2 (balance)', ['KClO3'], ['KCl', 'O2'])
balance(K, 'Balance: Na + H2O -> NaOH + H2', ['Na', 'H2O'], ['NaOH', 'H2'])
topic(K, 'gases and reacting masses')
val(K, 'What volume do 2 mol of gas occupy at RTP, taking the molar volume as 24 dm³/mol?', 2 * 24)
val(K, 'Find the pressure in Pa of 0.5 mol of an ideal gas at 300 K in a volume of 0.0125 m³ (R = 8.314)',
    Fr(1, 2) * Fr(8314, 1000) * 300 / Fr(125, 10000))
val(K, 'A gas occupies 2.0 L at 100 kPa. It is compressed to 0.5 L at constant temperature. What is the new pressure '
       'in kPa?', Fr(2 * 100) / Fr(1, 2))
val(K, 'A gas has a volume of 300 cm³ at 27 °C. It is heated to 127 °C at constant pressure. What is its new volume '
       'in cm³?', Fr(300) * Fr(400, 300))
val(K, 'What mass of CO2 is produced when 16 g of methane burns completely? (CH4 + 2O2 → CO2 + 2H2O)',
    16 / molar_mass('CH4') * molar_mass('CO2'))
val(K, 'What mass of oxygen is needed to burn 4.0 g of hydrogen? (2H2 + O2 → 2H2O)',
    4 / molar_mass('H2') / 2 * molar_mass('O2'))
val(K, 'The theoretical yield was 12.5 g but only 10.2 g was obtained. What is the percentage yield?',
    Fr(102, 125) * 100)

# ================================================================== word problems
W = 'word_problems'
topic(W, 'stories with distractor numbers')
val(W, 'On 14 March 2025, 3 buses left school at 08:15. Each bus carried 52 students and 4 teachers. How many people '
       'went on the trip?', 3 * (52 + 4))
val(W, 'Room 214 has 28 desks. On Monday 3/7 of the class of 28 are boys. How many girls are in the class?',
    28 - Fr(3, 7) * 28)
val(W, 'Order #4471: a school buys 150 books at $12 each and gets 10% off the total. How much does it pay?',
    150 * 12 * Fr(9, 10))
val(W, 'In 2019 a town had 12,000 people. The population grows by 4% each year. What is it in 2022, to the nearest '
       'whole number?', rnd(12000 * Fr(104, 100) ** 3, 0))
topic(W, 'ages')
val(W, 'Tom is three times as old as his son. In 12 years he will be twice as old as his son. How old is Tom now?',
    *[3 * s for s in real_solutions(3 * x + 12 - 2 * (x + 12))])
val(W, 'A mother is 41 and her daughter is 13. In how many years will the mother be exactly twice as old as her '
       'daughter?', *real_solutions(41 + x - 2 * (13 + x)))
topic(W, 'equations from stories')
val(W, 'A rectangle is 4 cm longer than it is wide and its area is 96 cm². How wide is it?',
    *[s for s in real_solutions(x * (x + 4) - 96) if s > 0])
val(W, 'Pens cost 45p and pencils cost 30p. Sam buys 12 items altogether for £4.50. How many pens does he buy?',
    *real_solutions(45 * x + 30 * (12 - x) - 450))
val(W, 'A farmer has chickens and cows: 30 heads and 74 legs. How many cows are there?',
    *real_solutions(4 * x + 2 * (30 - x) - 74))
val(W, 'Jo has £15 more than Ali. Together they have £83. How much does Ali have?', *real_solutions(2 * x + 15 - 83))
val(W, 'The sum of two numbers is 50 and their difference is 14. What is the smaller number?', Fr(50 - 14, 2))
val(W, 'Ann, Bob and Cat share 88 sweets. Bob gets twice as many as Ann, and Cat gets 3 more than Bob. How many does '
       'Cat get?', *[2 * s + 3 for s in real_solutions(x + 2 * x + 2 * x + 3 - 88)])
val(W, 'Three consecutive even numbers add up to 138. What is the smallest?', Fr(138 - 6, 3))
val(W, 'A phone plan is $20 a month plus $0.05 per text. In March Lily paid $27.35. How many texts did she send?',
    (Fr('27.35') - 20) / Fr('0.05'))
val(W, 'A worker earns $18 an hour for the first 40 hours of a week and time-and-a-half after that. How much does '
       'she earn for a 46-hour week?', 40 * 18 + 6 * 18 * Fr(3, 2))
topic(W, 'fractions left and parts of a whole')
val(W, 'A tank holds 240 litres and is 3/8 full. How many more litres are needed to fill it?', 240 * (1 - Fr(3, 8)))
val(W, 'Maria reads 2/5 of a book on Monday and 1/3 of the rest on Tuesday. What fraction of the book is left?',
    (1 - Fr(2, 5)) * (1 - Fr(1, 3)))
val(W, 'A box has 24 eggs. 1/6 of them are broken. A quarter of the unbroken eggs are used in a cake. How many eggs '
       'are left unbroken and unused?', (24 - 24 * Fr(1, 6)) * Fr(3, 4))
val(W, 'Priya spent 1/4 of her pocket money on a book and 1/3 of what was left on lunch. She has £9 left. How much '
       'pocket money did she have?', Fr(9) / (Fr(3, 4) * Fr(2, 3)))
topic(W, 'time, rates and work')
val(W, 'A train leaves at 09:40 and arrives at 13:05. How long is the journey in minutes?',
    (13 * 60 + 5) - (9 * 60 + 40))
val(W, 'Two trains 300 km apart travel towards each other at 70 km/h and 80 km/h. After how many hours do they meet?',
    Fr(300, 70 + 80))
val(W, 'Pipe A fills a pool in 6 hours and pipe B fills it in 3 hours. How many hours do they take together?',
    1 / (Fr(1, 6) + Fr(1, 3)))
val(W, 'A cyclist covers 18 km in 45 minutes. At the same speed, how many minutes does 30 km take?', Fr(45, 18) * 30)
val(W, 'A runner does each 400 m lap in 1 min 20 s. How many laps does she complete in 20 minutes?', Fr(20 * 60, 80))
val(W, 'A watch loses 3 minutes every day. How many minutes slow is it after 2 weeks?', 3 * 14)
val(W, 'A plant is 1.2 m tall and grows 15 cm a week. How tall is it after 6 weeks, in metres?',
    Fr(12, 10) + Fr(15 * 6, 100))
topic(W, 'whole-number answers and edge cases')
val(W, 'A lift can carry at most 630 kg. If each person weighs 75 kg, what is the greatest number of people it can '
       'take?', 630 // 75)
val(W, 'How many 40-seat coaches are needed to take 214 people on a trip?', -(-214 // 40))
val(W, 'A cake needs 250 g of sugar. How many whole cakes can be made from a 2 kg bag?', 2000 // 250)
val(W, 'The temperature falls from 4 °C to −9 °C. By how many degrees has it fallen?', 4 - (-9))
val(W, 'A lift starts at floor 3, goes up 7 floors and then down 12 floors. Which floor is it on now?', 3 + 7 - 12)
val(W, 'A car park charges £1.80 for the first hour and £1.20 for each extra hour or part of an hour. How much is it '
       'to park for 3 hours 20 minutes?', Fr(180, 100) + 3 * Fr(120, 100))
topic(W, 'shapes in stories')
val(W, 'The perimeter of a square garden is 36 m. What is its area?', (Fr(36, 4)) ** 2)
val(W, 'A 12 m by 8 m lawn has a path 1 m wide all the way round the outside. What is the area of the path?',
    14 * 10 - 12 * 8)
val(W, 'A room is 5 m by 4 m. Carpet costs £18.50 per square metre. How much does it cost to carpet the room?',
    5 * 4 * Fr('18.50'))

# ================================================================== unit conversion
U = 'unit_conversion'
topic(U, 'length, mass and capacity')
val(U, 'convert 3.5 km to m', Fr(35, 10) * 1000)
val(U, 'How many litres are in 2 m³?', 2 * 1000)
val(U, '350 ml in litres', Fr(350, 1000))
val(U, 'What is 0.75 kg in grams?', Fr(3, 4) * 1000)
val(U, '1.5 tonnes in kg', Fr(3, 2) * 1000)
val(U, 'Convert 500 mg to kilograms', Fr(500, 10 ** 6))
val(U, '2.4 × 10^6 mm in km', Fr(24 * 10 ** 5, 10 ** 6))
val(U, 'convert 250 m into km', Fr(250, 1000))
val(U, 'How tall is 6 ft 2 in in centimetres? (1 in = 2.54 cm)', (6 * 12 + 2) * Fr('2.54'))
val(U, 'How many km are 5 miles, if 1 mile = 1.609 km?', 5 * Fr('1.609'))
val(U, 'Convert 5 ounces to grams (1 oz = 28.35 g)', 5 * Fr('28.35'))
val(U, 'What is 12 stone in kg? (1 stone = 6.35 kg)', 12 * Fr('6.35'))
topic(U, 'area and volume units')
val(U, 'Convert 4500 cm² to m²', Fr(4500, 100 ** 2))
val(U, 'How many m³ is 50 000 cm³?', Fr(50000, 100 ** 3))
val(U, 'How many square inches are in 3 square feet?', 3 * 12 ** 2)
val(U, 'One acre is 4046.86 m². How many hectares are 3 acres?', 3 * Fr('4046.86') / 10000)
topic(U, 'time')
val(U, 'How many minutes are in 2.5 hours?', Fr(5, 2) * 60)
val(U, 'Write 1 h 45 min in hours', 1 + Fr(45, 60))
val(U, 'How many seconds are there in 3 days?', 3 * 24 * 3600)
val(U, 'How many seconds are there in 3/4 of an hour?', Fr(3, 4) * 3600)
val(U, 'How many hours are in 2 weeks?', 14 * 24)
topic(U, 'compound units')
val(U, 'Convert 72 km/h to m/s', Fr(72 * 1000, 3600))
val(U, 'What is 15 m/s in km/h?', Fr(15 * 3600, 1000))
val(U, 'Convert 60 mph to m/s (1 mile = 1609.344 m)', 60 * Fr('1609.344') / 3600)
val(U, 'A car travels at 36 km/h. How many metres does it go in one minute?', Fr(36 * 1000, 60))
val(U, 'Convert a density of 1.2 g/cm³ to kg/m³', Fr(12, 10) * 1000)
val(U, 'A tap runs at 5 litres per minute. What is that in cm³ per second?', Fr(5 * 1000, 60))
val(U, 'A car does 40 miles per gallon. How many km per litre is that? (1 mile = 1.609 km, 1 gallon = 4.546 L)',
    40 * Fr('1.609') / Fr('4.546'))
val(U, 'Convert 9.81 m/s² to km/h²', Fr('9.81') * 3600 ** 2 / 1000)
val(U, 'How many joules are in 0.2 kWh?', Fr(2, 10) * 1000 * 3600)
topic(U, 'temperature and angle')
val(U, 'Convert 100 °F to °C', (100 - 32) * Fr(5, 9))
val(U, 'What is −40 °C in °F?', Fr(-40 * 9, 5) + 32)
val(U, 'Convert 300 K to degrees Celsius', 300 - Fr('273.15'))
val(U, 'What is 20 °C in kelvin?', 20 + Fr('273.15'))
val(U, 'π/6 radians in degrees', sp.deg(pi / 6))

# ================================================================== second pass: more voices, traps and edge cases
for _area in (A, P, R, G, F, C, S, B, T, H, K, W, U):
    topic(_area, 'second pass: other languages, traps and edge cases')
val(A, "calculer 2/5 + 3/10 svp", Fr(2, 5) + Fr(3, 10))
val(A, '(−1)^101 + (−1)^100', (-1) ** 101 + (-1) ** 100)
val(A, '1 − 2 + 3 − 4 + … + 99 − 100 = ?', sum(j if j % 2 else -j for j in range(1, 101)))
val(P, 'Wie viel sind 15 % von 80?', Fr(15, 100) * 80)
val(P, 'A TV costs £480 after a 20% price increase. By how many pounds did the price go up?', 480 - Fr(480) / Fr(6, 5))
val(P, 'A population of 2400 bacteria falls by 25% every hour. How many are left after 2 hours?', 2400 * Fr(3, 4) ** 2)
val(R, 'Flour and sugar are used in the ratio 5:2. I have 350 g of flour. How much sugar do I need?', Fr(350, 5) * 2)
solve(G, 'Resuelve 3x + 5 = 2x − 4', 3 * x + 5, 2 * x - 4)
solve(G, 'risolvi x^2 - 9 = 0', x ** 2 - 9, count=2)
solve(G, 'Solve 7x = 0', 7 * x, 0, count=1)
expr(G, 'simplify (2x^3)^2 / (4x^2)', sp.simplify((2 * x ** 3) ** 2 / (4 * x ** 2)))
val(F, 'Find the x-coordinate of the point where y = 2x + 3 and y = 5x − 9 intersect',
    *real_solutions(2 * x + 3 - (5 * x - 9)))
derivative(C, 'dérivée de x^3 + 2x', x ** 3 + 2 * x)
derivative(C, 'Ableitung von sin(x)·cos(x)', sp.sin(x) * sp.cos(x))
val(C, 'y = e^(2x). Find the value of d²y/dx² at x = 0.', sp.diff(sp.exp(2 * x), x, 2).subs(x, 0))
val(S, 'calcula la media de 2, 4, 9 y 13', statistics.mean([2, 4, 9, 13]))
val(S, 'The mean of 4 numbers is 15. When a fifth number is added the mean becomes 14. What is the fifth number?',
    5 * 14 - 4 * 15)
val(B, 'A bag has 4 red and 6 green sweets. Two are taken without replacement. What is the probability they are '
       'different colours?', Fr(4, 10) * Fr(6, 9) + Fr(6, 10) * Fr(4, 9))
val(T, 'A circle has a circumference of 31.4 cm. Using π = 3.14, find its radius.', Fr('31.4') / (2 * Fr('3.14')))
val(T, '\\sin^2(30^\\circ) + \\cos^2(30^\\circ)', sp.sin(pi / 6) ** 2 + sp.cos(pi / 6) ** 2)
val(H, 'A car covers 150 km in 2 h 30 min. What is its average speed in m/s?', Fr(150000) / (Fr(5, 2) * 3600))
val(H, 'A sprinter runs 100 m in 12.5 s. What is her average speed in km/h?', Fr(100) / Fr(25, 2) * Fr(3600, 1000))
val(H, 'A 60 W bulb is left on for 5 hours. How much energy does it use, in kJ?', Fr(60 * 5 * 3600, 1000))
val(K, 'How many moles of oxygen atoms are there in 0.5 mol of H2SO4?', Fr(1, 2) * composition('H2SO4')['O'])
val(W, 'Q3 (b). A rectangle is 9 cm long and 4 cm wide. In part (a) you found its area. Now find its perimeter.',
    2 * (9 + 4))
val(W, 'Kim is 14. Her brother is 3 years younger than her and her cousin is twice her brother\'s age. How old is the '
       'cousin?', 2 * (14 - 3))
val(W, 'Anna already has $30 and saves $12 a week. After how many weeks will she have $150?', Fr(150 - 30, 12))
val(W, 'A pizza is cut into 12 slices. Ben eats 1/4 of the pizza and Ava eats 3 slices. What fraction of the pizza is '
       'left?', 1 - Fr(1, 4) - Fr(3, 12))
val(U, 'Convert 2 h 15 min 30 s to seconds', 2 * 3600 + 15 * 60 + 30)
val(U, '1 US gallon = 3.785 L. How many US gallons are in 20 litres? Give 2 decimal places.', rnd(Fr(20) / Fr('3.785'), 2))

# ================================================================== checks and output
write_bank(6)
