// Why a worked step is done: the reason behind each kind of step the offline solvers write, matched on the
// step's own description (the solvers phrase each kind of move the same way). Used when a student asks "why?"
// about an answer of the step-by-step engine. A step no reason covers gets null, never an invented one.

const REASONS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /simplify each side|collect like terms|expand brackets/i,
    'Tidying each side first leaves one unknown term and one number on each side, so every later step moves just one thing.',
  ],
  [
    /^(add|subtract) .*(both sides|to collect|from both)/i,
    'Doing the same to both sides keeps them equal, so the equation keeps the same solutions; adding or subtracting undoes the term you want to move, which leaves the unknown term on its own.',
  ],
  [
    /^divide both sides/i,
    'The unknown is multiplied by that number; dividing both sides by it undoes the multiplication and leaves the unknown alone, and both sides stay equal.',
  ],
  [
    /^multiply both sides/i,
    'Multiplying both sides by the same number keeps them equal and clears the division or fraction in the way.',
  ],
  [
    /collect the .* terms on the left|numbers on the right/i,
    'Moving the unknown terms to one side and the numbers to the other is done by the same addition or subtraction on both sides, which keeps the inequality true.',
  ],
  [
    /^check/i,
    'Putting the answer back into the original problem shows both sides come out equal, which catches a slip made on the way.',
  ],
  [
    /standard form ax\^2|move every term to one side/i,
    'The quadratic formula and factorising both need the equation as a polynomial equal to 0; moving every term across (same change on both sides) gets it there.',
  ],
  [
    /read off the coefficients/i,
    'The formula is written in terms of a, b and c, so you name the number in front of x², the number in front of x and the constant.',
  ],
  [
    /discriminant/i,
    'b² - 4ac is the part under the square root in the quadratic formula. Its sign tells how many real roots there are (two if positive, one if zero, none if negative), and whether its square root is whole tells if the roots are rational.',
  ],
  [
    /quadratic formula/i,
    'Completing the square on ax² + bx + c = 0 gives x = (-b ± √(b² - 4ac)) / (2a) for every quadratic: the ± gives the two roots, and the 2a comes from halving the x coefficient after dividing by a.',
  ],
  [
    /factor(is|iz)ed form|roots are rational/i,
    'Writing the equation as a product of brackets equal to 0 is a check: a product is 0 only when one bracket is 0, which gives back the same roots.',
  ],
  [
    /two numbers whose product is ac|factor/i,
    'Factorising writes the expression as a product of simpler brackets; the two numbers whose product is ac and whose sum is b are exactly what splits the middle term.',
  ],
  [
    /^write (both|each) equations?/i,
    'Lining the equations up with the unknowns in the same order makes it easy to see which multiple of one equation cancels an unknown in another.',
  ],
  [
    /^eliminate/i,
    'Multiplying the equations so one unknown has matching coefficients, then subtracting, removes that unknown and leaves a single equation in the other one.',
  ],
  [
    /^substitute .* (into|and solve)/i,
    'Once one unknown is known, putting its value into an equation leaves an equation in the remaining unknown only.',
  ],
  [
    /divide each equation by its remaining coefficient/i,
    'Each equation now holds one unknown times a number; dividing by that number gives the unknown.',
  ],
  [
    /^take logarithms/i,
    'A logarithm undoes an exponential, so taking logs of both sides brings the unknown down from the exponent.',
  ],
  [
    /check each candidate/i,
    'Squaring, multiplying by an expression or taking logs can bring in values that do not satisfy the original equation, so each candidate is tested there.',
  ],
  [
    /common denominator/i,
    'Multiplying by the denominator clears the fraction; the values that make a denominator 0 are excluded because the original expression is undefined there.',
  ],
  [
    /interval notation/i,
    'Interval notation is the same answer written as the range of numbers that satisfy it.',
  ],
  [
    /^sum rule/i,
    'The derivative of a sum is the sum of the derivatives, so each term can be differentiated on its own.',
  ],
  [
    /^constant multiple/i,
    'A constant factor just scales the slope, so it stays in front and only the rest is differentiated.',
  ],
  [/^power rule/i, 'For x^n the slope is n x^(n-1): the power comes down as a factor and drops by one.'],
  [
    /^product rule/i,
    "The function is two factors multiplied together; when both change, the rate of change of the product is u'v + uv' (each factor's change times the other factor).",
  ],
  [
    /^quotient rule/i,
    "The function is one expression divided by another; (u/v)' = (u'v - uv')/v² follows from the product rule applied to u · v^(-1).",
  ],
  [
    /chain rule/i,
    "The function is built inside another one; the chain rule multiplies the outer derivative by the derivative of the inside (u'), because the inside changes too.",
  ],
  [
    /put the parts into/i,
    'With each part differentiated, the rule named above combines them into the derivative of the whole.',
  ],
  [/^simplify\.?$/i, 'Collecting terms and common factors gives the same derivative in its shortest form.'],
  [
    /integrate term by term|integral of a sum/i,
    'The integral of a sum is the sum of the integrals, so each term is integrated on its own.',
  ],
  [
    /constant of integration/i,
    'Every constant has derivative 0, so an antiderivative is only known up to a constant: + C stands for all of them.',
  ],
  [
    /antiderivative/i,
    'For a definite integral you need one function whose derivative is the integrand; any constant would cancel when the limits are subtracted.',
  ],
  [
    /evaluate f at the upper and lower limits/i,
    'The fundamental theorem of calculus: the area under the curve from a to b is F(b) - F(a) for any antiderivative F.',
  ],
  [
    /^use .*∫/i,
    'This is the standard integral of that form: differentiating the result gives back the integrand.',
  ],
  [
    /0\/0/i,
    "0/0 says nothing about the limit by itself; it means the top and bottom share a factor (or L'Hôpital's rule applies), and removing it shows the value the function approaches.",
  ],
  [
    /^substitute .* = /i,
    'Putting the value into the expression shows whether it can be evaluated directly or gives a form such as 0/0 that needs more work.',
  ],
  [/continuous/i, 'Where a function is continuous its limit equals its value, so substituting is enough.'],
  [
    /degrees|grows faster|tends to 0|leading coefficients/i,
    'For large x only the highest powers matter, so comparing the degrees (and leading coefficients) gives the limit.',
  ],
  [/percentage as a decimal|divide by 100/i, 'Per cent means per hundred, so p% is p ÷ 100 as a multiplier.'],
  [
    /multiply (it|by the) .*amount|multiply the amount/i,
    'Taking a percentage of an amount is multiplying the amount by that percentage written as a decimal.',
  ],
  [
    /divide the part by the whole/i,
    'A percentage compares a part with the whole, so part ÷ whole gives the fraction of the whole.',
  ],
  [
    /multiply by 100/i,
    'Multiplying a fraction by 100 writes it as a number of hundredths, which is what a percentage is.',
  ],
  [
    /multiplier|increasing by|leaves \d+% of/i,
    'A percentage change multiplies the amount by (1 ± the percentage as a decimal), which gives the new amount in one step.',
  ],
  [
    /do not take .*% of the new amount/i,
    'The percentage was taken of the original amount, not the new one, so dividing by the multiplier undoes the change exactly.',
  ],
  [
    /find the discount/i,
    'The discount is that percentage of the original price; subtracting it gives what is paid.',
  ],
  [/subtract it from the price/i, 'The sale price is the original price minus the discount.'],
  [
    /new minus old/i,
    'The change is measured from the starting value, so it is the new value minus the old one.',
  ],
  [/divide by the old value/i, 'A percentage change compares the change with the starting value.'],
  [
    /compounded|simple interest/i,
    'The interest formula names each quantity (principal, rate as a decimal, periods per year, time), so the numbers of the question go into it one by one.',
  ],
  [
    /conversion factor|so multiply by/i,
    'A conversion multiplies by how many of the new unit make one of the old unit, so the amount stays the same and only its unit changes.',
  ],
  [/multiply by the factor/i, 'Multiplying by the conversion factor turns the amount into the new unit.'],
  [
    /add the parts of the ratio/i,
    'A ratio shares the total into equal parts; the number of parts is the sum of the ratio.',
  ],
  [/one part is/i, 'Dividing the total by the number of parts gives the size of one part.'],
  [/multiply each part/i, 'Each share is its number of parts times the size of one part.'],
  [
    /put the data in order/i,
    'The median, quartiles and range are read by position in the ordered list, so the values are sorted first.',
  ],
  [
    /^median/i,
    'The median is the middle value of the ordered data (the mean of the two middle values when the count is even).',
  ],
  [/^mean|add the values/i, 'The mean shares the total equally among the values: total ÷ how many.'],
  [
    /squared deviations|standard deviation/i,
    'The standard deviation measures the typical distance from the mean: squaring stops negative and positive deviations cancelling, and the square root brings the units back.',
  ],
  [
    /z-score|standard deviations from the mean/i,
    'A z-score says how many standard deviations a value is above or below the mean, so values from different scales can be compared.',
  ],
  [
    /equally likely outcomes/i,
    'Counting all the equally likely outcomes gives the denominator of the probability.',
  ],
  [/^count the outcomes|favourable/i, 'The favourable outcomes are the numerator of the probability.'],
  [
    /probability = favourable/i,
    'When every outcome is equally likely, the probability is the share of outcomes that count.',
  ],
  [
    /permutations|combinations|ncr|npr/i,
    'Permutations count ordered arrangements (n!/(n - r)!); combinations ignore the order, so they divide by the r! orders of each choice.',
  ],
  [
    /^pythagoras/i,
    "In a right triangle the square on the hypotenuse equals the sum of the squares on the other two sides (Pythagoras' theorem).",
  ],
  [/square root/i, 'Taking the square root undoes the square and gives the length.'],
  [
    /soh cah toa/i,
    'Each trigonometric ratio links an angle to two sides; choosing the one with the known side and the wanted side gives an equation with one unknown.',
  ],
  [/^midpoint/i, 'The midpoint is halfway along in each direction: the average of the coordinates.'],
  [/^slope/i, 'The slope is the rise over the run between the two points.'],
  [/^intercept/i, 'The line passes through the point, so y₁ = m·x₁ + b, which gives b.'],
  [
    /sum of interior angles/i,
    'An n-sided polygon splits into n - 2 triangles from one vertex, each with 180°.',
  ],
  [/regular polygon/i, 'In a regular polygon every angle is the same, so the sum is shared equally.'],
  [
    /^(area|volume|perimeter|circumference|surface area) of/i,
    'This is the standard formula for that shape; the question gives the lengths it needs.',
  ],
  [
    /list what is known/i,
    'Writing the known quantities in SI units, with their symbols, shows which equation links them to the unknown.',
  ],
  [
    /the equation linking them/i,
    'This equation relates exactly the quantities the question gives to the one it asks for.',
  ],
  [
    /substitute and (solve|evaluate)/i,
    'With the formula chosen, putting in the numbers (in SI units) gives the unknown.',
  ],
  [
    /unknown coefficient|one equation per element/i,
    'Atoms are neither created nor destroyed in a reaction, so each element must have as many atoms on the left as on the right.',
  ],
  [
    /smallest whole-number coefficients/i,
    'Any multiple of a solution also balances, so the smallest whole numbers are the ones written.',
  ],
  [/count the atoms/i, 'A formula’s subscripts say how many atoms of each element one unit holds.'],
  [
    /atomic masses/i,
    'The molar mass is the sum of the atomic masses of all the atoms in the formula, in g/mol.',
  ],
  [/moles = mass/i, 'The molar mass is the mass of one mole, so mass ÷ molar mass counts the moles.'],
  [
    /strong (acid|base)/i,
    'A strong acid or base splits up completely in water, so its ion concentration equals its concentration.',
  ],
  [/^p(h|oh) = -log/i, 'pH (and pOH) is defined as minus the base-10 logarithm of the ion concentration.'],
  [/ph = 14 - poh/i, 'In water at 25 °C, pH + pOH = 14.'],
  [
    /euclid/i,
    'Any common divisor of two numbers also divides their remainder, so the greatest one is unchanged at each step.',
  ],
  [
    /^(add|subtract|multiply|divide):/i,
    'Order of operations: brackets and powers first, then multiplication and division, then addition and subtraction, each from left to right.',
  ],
];

/** The reason a step with this description is done, or null when no reason is known for it. */
export function reasonFor(description: string): string | null {
  for (const [pattern, reason] of REASONS) if (pattern.test(description)) return reason;
  return null;
}
