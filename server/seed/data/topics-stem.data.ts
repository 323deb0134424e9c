// Topic banks for the mathematical and physical sciences. Each paragraph is written to stand on its own so the
// document generator can recombine them into different study documents.
import type { SubjectTopicBank } from './seed-types.ts';

export const MATHEMATICS_TOPICS: SubjectTopicBank = {
  subject_slug: 'mathematics',
  certifications: ['Actuarial Exam P (Probability)', 'GRE Mathematics Subject Test', 'AP Calculus BC'],
  topics: [
    {
      name: 'Limits and Continuity',
      keywords: ['calculus', 'analysis', 'differential'],
      focus: 'how limits make the idea of "approaching" precise and why continuity is defined through them',
      paragraphs: [
        'The limit of f(x) as x approaches a is the value the function gets arbitrarily close to when x is taken close enough to a, regardless of what happens exactly at a. The epsilon-delta definition turns this intuition into a checkable statement: for every tolerance epsilon > 0 there must exist a distance delta > 0 such that |f(x) - L| < epsilon whenever 0 < |x - a| < delta. Most limits met in a first course are evaluated by algebra rather than by this definition, but the definition is what justifies the limit laws for sums, products and quotients that the algebra relies on.',
        'A function is continuous at a point a when three things hold at once: f(a) is defined, the limit of f(x) as x approaches a exists, and the two are equal. Polynomials, exponentials, sine and cosine are continuous everywhere, and rational functions are continuous wherever the denominator is non-zero. The Intermediate Value Theorem is the payoff: a function continuous on [a, b] takes every value between f(a) and f(b), which is why a sign change of a continuous function guarantees a root and why bisection always converges.',
      ],
      questions: [
        {
          q: 'Evaluate the limit of (x^2 - 9)/(x - 3) as x approaches 3.',
          a: 'Factor the numerator as (x - 3)(x + 3) and cancel for x ≠ 3, leaving x + 3, so the limit is 6.',
        },
        {
          q: 'State the three conditions for f to be continuous at x = a.',
          a: 'f(a) is defined, the limit of f(x) as x → a exists, and that limit equals f(a).',
        },
      ],
    },
    {
      name: 'Derivatives and Their Applications',
      keywords: ['calculus', 'differential', 'single variable'],
      focus:
        'what the derivative measures and how it is used for rates of change, tangent lines and optimisation',
      paragraphs: [
        "The derivative f'(a) is the limit of the difference quotient (f(a + h) - f(a))/h as h tends to zero. Geometrically it is the slope of the tangent line at a; physically it is an instantaneous rate of change, such as velocity as the derivative of position. The power, product, quotient and chain rules let us differentiate almost any formula without returning to the limit, and the chain rule in particular deserves practice: the derivative of f(g(x)) is f'(g(x)) · g'(x), the outer derivative evaluated at the inner function times the inner derivative.",
        "Optimisation problems follow a reliable routine. Write the quantity to be maximised or minimised as a function of a single variable, using the constraint to eliminate the others; find the critical points where the derivative is zero or does not exist; then compare the function's values at the critical points and at the endpoints of the domain. The second derivative test offers a shortcut for interior points: f''(c) > 0 means a local minimum and f''(c) < 0 a local maximum. Students lose most marks by forgetting the endpoints or by not stating the units of the answer.",
      ],
      questions: [
        { q: 'Differentiate f(x) = sin(x^2).', a: "By the chain rule, f'(x) = cos(x^2) · 2x = 2x cos(x^2)." },
        {
          q: 'Find the critical point of f(x) = x^2 - 6x + 5 and classify it.',
          a: "f'(x) = 2x - 6 = 0 gives x = 3; f''(x) = 2 > 0, so x = 3 is a minimum with f(3) = -4.",
        },
      ],
    },
    {
      name: 'Integration Techniques',
      keywords: ['calculus', 'integral', 'single variable'],
      focus: 'the main integration techniques and how to recognise which one a given integral calls for',
      paragraphs: [
        'The Fundamental Theorem of Calculus links the two halves of the subject: if F is an antiderivative of a continuous function f, then the definite integral of f from a to b equals F(b) - F(a). Integration is therefore the search for antiderivatives, and unlike differentiation it has no mechanical rule set. Substitution reverses the chain rule and is the first thing to try whenever the integrand contains a function together with a multiple of its derivative, as in the integral of 2x cos(x^2), where u = x^2 turns the problem into the integral of cos u.',
        'Integration by parts reverses the product rule: the integral of u dv equals uv minus the integral of v du. A useful ordering for choosing u is LIATE (logarithms, inverse trigonometric functions, algebraic, trigonometric, exponential), because the earlier kinds become simpler when differentiated. Rational functions are handled by partial fractions after any polynomial division, and integrals containing square roots of a^2 - x^2, a^2 + x^2 or x^2 - a^2 usually yield to a trigonometric substitution. Checking an answer by differentiating it takes seconds and catches most sign errors.',
      ],
      questions: [
        {
          q: 'Compute the integral of x e^x dx.',
          a: 'By parts with u = x and dv = e^x dx: x e^x - ∫ e^x dx = x e^x - e^x + C = (x - 1)e^x + C.',
        },
        {
          q: 'Evaluate the definite integral of 3x^2 from 0 to 2.',
          a: 'An antiderivative is x^3, so the value is 2^3 - 0^3 = 8.',
        },
      ],
    },
    {
      name: 'Eigenvalues and Diagonalisation',
      keywords: ['linear algebra', 'matrices', 'vectors', 'linear transformations'],
      focus:
        'how eigenvalues and eigenvectors describe the action of a linear map and when a matrix can be diagonalised',
      paragraphs: [
        'An eigenvector of a square matrix A is a non-zero vector v whose direction is unchanged by A, so that Av = λv for some scalar λ, the eigenvalue. Rewriting the equation as (A - λI)v = 0 shows that eigenvalues are exactly the numbers that make A - λI singular, which is why they are the roots of the characteristic polynomial det(A - λI) = 0. For a 2 × 2 matrix this polynomial is λ^2 - (trace A)λ + det A, a fact that also gives two quick checks: the eigenvalues always sum to the trace and multiply to the determinant.',
        "A matrix is diagonalisable when it has a full set of linearly independent eigenvectors; placing them as columns of P gives A = PDP^(-1) with the eigenvalues on the diagonal of D. Distinct eigenvalues guarantee independence, and real symmetric matrices are always diagonalisable by an orthogonal P. Diagonalisation makes powers cheap, since A^k = PD^kP^(-1), which is the key to solving linear recurrences such as the Fibonacci numbers and systems of differential equations x' = Ax, whose solutions are combinations of e^(λt)v.",
      ],
      questions: [
        {
          q: 'Find the eigenvalues of the matrix [[2, 1], [1, 2]].',
          a: 'The characteristic polynomial is λ^2 - 4λ + 3 = (λ - 1)(λ - 3), so the eigenvalues are 1 and 3.',
        },
        {
          q: 'If a 3 × 3 matrix has eigenvalues 2, -1 and 4, what is its determinant?',
          a: 'The determinant is the product of the eigenvalues: 2 · (-1) · 4 = -8.',
        },
      ],
    },
    {
      name: 'Probability and Random Variables',
      keywords: ['probability', 'statistics', 'stat'],
      focus:
        'the rules of probability, conditional probability and the behaviour of discrete and continuous random variables',
      paragraphs: [
        "Probability begins with a sample space and three axioms: probabilities are non-negative, the whole space has probability one, and probabilities of disjoint events add. Everything else follows, including the complement rule and inclusion-exclusion, P(A ∪ B) = P(A) + P(B) - P(A ∩ B). Conditional probability P(A | B) = P(A ∩ B)/P(B) describes how information updates belief, and Bayes' theorem reverses the conditioning. The classic medical-test example shows why this matters: with a rare disease, even an accurate test produces more false positives than true positives.",
        'A random variable assigns a number to each outcome. Its expectation is the probability-weighted average of its values and is linear, E[aX + bY] = aE[X] + bE[Y], whether or not X and Y are independent. Variance measures spread, Var(X) = E[X^2] - (E[X])^2, and adds across independent variables. The binomial distribution counts successes in n independent trials, the Poisson distribution models counts of rare events in a fixed interval, and the normal distribution emerges, through the Central Limit Theorem, as the approximate shape of sums and averages of many independent variables.',
      ],
      questions: [
        {
          q: 'Two fair dice are rolled. What is the probability that the total is 7?',
          a: 'Six of the 36 equally likely outcomes give 7, so the probability is 6/36 = 1/6.',
        },
        {
          q: 'If X ~ Binomial(10, 0.3), what are E[X] and Var(X)?',
          a: 'E[X] = np = 3 and Var(X) = np(1 - p) = 10 · 0.3 · 0.7 = 2.1.',
        },
      ],
    },
    {
      name: 'Proof Techniques',
      keywords: ['proofs', 'algebra', 'analysis', 'honours'],
      focus:
        'the standard proof strategies — direct proof, contradiction, contrapositive and induction — and how to write them clearly',
      paragraphs: [
        'A direct proof assumes the hypothesis and reasons forward to the conclusion, and it is always worth trying first. When it stalls, the contrapositive offers an equivalent statement that may be easier: to prove "if n^2 is even then n is even", it suffices to prove "if n is odd then n^2 is odd", which is a two-line calculation with n = 2k + 1. Proof by contradiction assumes the conclusion is false and derives something impossible; Euclid\'s proof that there are infinitely many primes and the proof that the square root of 2 is irrational are the models every student should be able to reproduce.',
        'Mathematical induction proves a statement P(n) for every natural number by establishing a base case and showing that P(k) implies P(k + 1). The inductive step must genuinely use the hypothesis P(k); if it does not, induction was not needed. Strong induction allows the assumption of P(1) through P(k) at once and is natural for results about prime factorisation or recursively defined sequences. Good proofs announce their strategy in the first sentence, define every variable they introduce, and end by stating clearly what has been shown.',
      ],
      questions: [
        {
          q: 'Prove by induction that 1 + 2 + ... + n = n(n + 1)/2.',
          a: 'Base case n = 1: both sides are 1. If the formula holds for k, adding k + 1 gives k(k + 1)/2 + (k + 1) = (k + 1)(k + 2)/2, the formula for k + 1.',
        },
        { q: 'What is the contrapositive of "if x^2 > 4 then |x| > 2"?', a: '"If |x| ≤ 2 then x^2 ≤ 4."' },
      ],
    },
  ],
};

export const PHYSICS_TOPICS: SubjectTopicBank = {
  subject_slug: 'physics',
  certifications: ['GRE Physics Subject Test', 'AP Physics C: Mechanics', 'Physics Olympiad Preparation'],
  topics: [
    {
      name: "Newton's Laws and Free-Body Diagrams",
      keywords: ['mechanics', 'physics i', 'classical', 'engineering physics'],
      focus: "how to apply Newton's three laws through careful free-body diagrams",
      paragraphs: [
        "Newton's first law says that an object keeps its velocity unless a net force acts on it; the second law quantifies the change, F_net = ma; and the third law states that forces come in equal and opposite pairs acting on different bodies. Almost every mistake in introductory mechanics comes from a poor free-body diagram. Isolate one object, draw every force acting on it — weight, normal force, tension, friction, applied forces — and nothing else. The force the object exerts on something else belongs on that other object's diagram.",
        'Once the diagram is drawn, choose axes that make the algebra easy: along and perpendicular to an incline, or along the direction of acceleration. Write the second law separately for each axis. On an incline of angle θ, the weight splits into mg sin θ down the slope and mg cos θ into the surface, so the normal force is mg cos θ when nothing else pushes perpendicular to the slope. Kinetic friction is μ_k N and opposes sliding; static friction takes whatever value up to μ_s N is needed to prevent it, which is why it must not be assumed to equal its maximum.',
      ],
      questions: [
        {
          q: 'A 5 kg box is pulled across a frictionless floor by a 20 N horizontal force. What is its acceleration?',
          a: 'a = F/m = 20 N / 5 kg = 4 m/s^2.',
        },
        {
          q: 'Why is the normal force on a block on a 30° incline less than its weight?',
          a: 'The normal force balances only the component of weight perpendicular to the surface, mg cos 30° ≈ 0.87 mg.',
        },
      ],
    },
    {
      name: 'Energy and Momentum Conservation',
      keywords: ['mechanics', 'physics i', 'dynamics'],
      focus:
        'when energy and momentum are conserved and how to use them to solve collision and motion problems',
      paragraphs: [
        "The work-energy theorem states that the net work done on an object equals its change in kinetic energy, ½mv^2. For conservative forces such as gravity and ideal springs the work can be stored as potential energy, mgh near the Earth's surface and ½kx^2 for a spring, and the total mechanical energy stays constant. When friction acts, mechanical energy is not conserved; the missing energy equals the work done against friction, f·d, and appears as thermal energy. Energy methods are ideal when a problem asks about speeds at different positions and not about time.",
        'Momentum, p = mv, is conserved whenever the net external force on a system is zero, which is an excellent approximation during the brief instant of a collision. In every collision momentum is conserved; kinetic energy is conserved only in elastic collisions. In a perfectly inelastic collision the objects stick together, and the loss of kinetic energy is as large as momentum conservation allows. A standard two-stage problem, the ballistic pendulum, uses momentum conservation for the impact and energy conservation for the swing that follows, and mixing the two stages is the usual error.',
      ],
      questions: [
        {
          q: 'A 2 kg cart at 3 m/s collides with and sticks to a stationary 1 kg cart. What is their common speed?',
          a: 'Momentum: 2 · 3 = 3v, so v = 2 m/s.',
        },
        {
          q: 'From what height must a ball be dropped to reach 10 m/s (g = 9.8 m/s^2, no air resistance)?',
          a: 'mgh = ½mv^2 gives h = v^2/(2g) = 100/19.6 ≈ 5.1 m.',
        },
      ],
    },
    {
      name: 'Oscillations and Waves',
      keywords: ['waves', 'mechanics', 'vibrations'],
      focus: 'simple harmonic motion and the properties of travelling and standing waves',
      paragraphs: [
        'Simple harmonic motion arises whenever a restoring force is proportional to displacement, F = -kx. The solution x(t) = A cos(ωt + φ) has angular frequency ω = √(k/m) for a mass on a spring and ω = √(g/L) for a pendulum at small angles. The period does not depend on the amplitude, which is what made pendulum clocks possible. Energy sloshes between kinetic and potential forms, with the speed greatest at equilibrium and zero at the turning points, and the total energy is ½kA^2.',
        'A travelling wave carries energy without carrying matter, and its speed, frequency and wavelength are linked by v = fλ. On a string the speed is √(T/μ), set by the tension and the mass per unit length, not by the frequency. When waves reflect from fixed ends they interfere to form standing waves, allowed only at wavelengths λ_n = 2L/n. This quantisation explains the harmonic series of string and wind instruments and is a first glimpse of the boundary-condition arguments that reappear in quantum mechanics.',
      ],
      questions: [
        {
          q: 'What is the period of a 0.5 kg mass on a spring with k = 200 N/m?',
          a: 'ω = √(200/0.5) = 20 rad/s, so T = 2π/ω ≈ 0.314 s.',
        },
        {
          q: 'A guitar string is 0.65 m long. What is the wavelength of its fundamental?',
          a: 'λ_1 = 2L = 1.30 m.',
        },
      ],
    },
    {
      name: 'Electric Fields and Potential',
      keywords: ['electricity', 'magnetism', 'electromagnetism', 'physics ii', 'electrodynamics'],
      focus:
        "how charges create electric fields and potentials and how Gauss's law simplifies symmetric problems",
      paragraphs: [
        "Coulomb's law gives the force between point charges, F = kq₁q₂/r^2, with k ≈ 8.99 × 10^9 N·m^2/C^2. The electric field E is the force per unit positive test charge, so it exists whether or not a test charge is present, and fields from several charges add as vectors. Field lines start on positive charges and end on negative ones, their density shows the field's strength, and they never cross. Gauss's law states that the flux of E through any closed surface equals the enclosed charge divided by ε₀, and for spheres, long wires and large sheets it turns a difficult integral into one line of algebra.",
        'Electric potential V is potential energy per unit charge, and only differences in potential have physical meaning. The field points from high to low potential and is the negative gradient of V, so in one dimension E = -dV/dx. Equipotential surfaces are perpendicular to field lines, and moving a charge along one requires no work. In a conductor at equilibrium the field inside is zero, the whole conductor is at one potential, and any excess charge sits on its surface — the principle behind Faraday cages and electrostatic shielding.',
      ],
      questions: [
        {
          q: 'What is the field magnitude 0.30 m from a 2.0 μC point charge?',
          a: 'E = kq/r^2 = (8.99 × 10^9)(2.0 × 10^-6)/0.09 ≈ 2.0 × 10^5 N/C.',
        },
        {
          q: 'How much work is needed to move a 3 C charge across a potential difference of 12 V?',
          a: 'W = qΔV = 3 · 12 = 36 J.',
        },
      ],
    },
    {
      name: 'Thermodynamics',
      keywords: ['heat', 'thermodynamics', 'mechanics and heat'],
      focus: 'the laws of thermodynamics, heat engines and entropy',
      paragraphs: [
        'The first law of thermodynamics is energy conservation for thermal systems: the change in internal energy equals the heat added to the system minus the work done by the system, ΔU = Q - W. For an ideal gas the internal energy depends only on temperature, which makes the standard processes straightforward. In an isothermal process ΔU = 0, so Q = W; in an adiabatic process Q = 0; at constant volume no work is done; and at constant pressure the work is PΔV. Sketching each process on a PV diagram, where work is the area under the curve, prevents most sign errors.',
        'The second law introduces a direction to natural processes. Heat flows spontaneously from hot to cold, and the entropy of an isolated system never decreases. A heat engine converts part of the heat from a hot reservoir into work and must reject the rest to a cold reservoir; its efficiency cannot exceed the Carnot limit 1 - T_c/T_h, with temperatures in kelvin. A power station running between 800 K and 300 K can therefore never exceed 62.5 percent efficiency, however well it is engineered.',
      ],
      questions: [
        {
          q: 'What is the Carnot efficiency of an engine operating between 500 K and 300 K?',
          a: '1 - 300/500 = 0.40, or 40 percent.',
        },
        {
          q: 'A gas absorbs 500 J of heat and does 200 J of work. What is its change in internal energy?',
          a: 'ΔU = Q - W = 500 - 200 = 300 J.',
        },
      ],
    },
    {
      name: 'Introduction to Quantum Mechanics',
      keywords: ['quantum', 'modern physics'],
      focus: 'the experimental basis of quantum theory, wave-particle duality and the Schrödinger equation',
      paragraphs: [
        'Quantum mechanics grew from experiments classical physics could not explain. In the photoelectric effect, light ejects electrons only above a threshold frequency, and their maximum kinetic energy, hf - φ, depends on the frequency and not on the intensity. Einstein explained this by treating light as photons of energy E = hf. De Broglie then proposed that matter has a wavelength λ = h/p, confirmed when electrons were diffracted by crystals. The double-slit experiment, performed one particle at a time, shows both natures at once: each particle lands at a single point, yet the pattern builds up as interference.',
        "The state of a quantum system is described by a wavefunction ψ, and |ψ|^2 gives the probability density for finding the particle. The time-independent Schrödinger equation, -(ħ^2/2m)ψ'' + Vψ = Eψ, has acceptable solutions only for certain energies when the particle is confined. For a particle in a one-dimensional box of width L the allowed energies are E_n = n^2h^2/(8mL^2), so the lowest energy is not zero. The Heisenberg uncertainty principle, Δx·Δp ≥ ħ/2, is a property of waves rather than a limitation of instruments.",
      ],
      questions: [
        {
          q: 'How does the energy of level n = 3 in an infinite square well compare with the ground state?',
          a: 'E_n is proportional to n^2, so E_3 = 9E_1.',
        },
        {
          q: 'Why does increasing the intensity of sub-threshold light not eject electrons?',
          a: 'Each photon still has energy hf below the work function; more photons do not give any single electron enough energy.',
        },
      ],
    },
  ],
};

export const COMPUTER_SCIENCE_TOPICS: SubjectTopicBank = {
  subject_slug: 'computer-science',
  certifications: [
    'AWS Certified Cloud Practitioner',
    'CompTIA Security+',
    'Oracle Certified Professional: Java SE Developer',
  ],
  topics: [
    {
      name: 'Big-O Notation and Algorithm Analysis',
      keywords: ['algorithms', 'data structures', 'computer science'],
      focus: 'how to reason about the running time of algorithms with asymptotic notation',
      paragraphs: [
        "Big-O notation describes how an algorithm's running time grows with the input size n, ignoring constant factors and lower-order terms. Saying an algorithm is O(n^2) means that, for large n, its running time is bounded above by some constant times n^2. Big-Omega gives a lower bound and Big-Theta a tight bound. The common classes, from fastest to slowest, are O(1), O(log n), O(n), O(n log n), O(n^2) and O(2^n); the gap between them dominates any constant-factor tuning once n reaches the thousands.",
        'To analyse a loop-based algorithm, count how many times the innermost operation runs. Two nested loops over the same array give n · n operations; a loop that halves its range each time, like binary search, runs about log₂ n times. For recursive algorithms, write a recurrence: merge sort satisfies T(n) = 2T(n/2) + O(n), which the Master Theorem solves as O(n log n). Always distinguish worst-case, average-case and amortised cost: appending to a dynamic array is occasionally O(n) when it resizes, but O(1) amortised over many appends.',
      ],
      questions: [
        {
          q: 'What is the time complexity of binary search on a sorted array of n elements?',
          a: 'O(log n), because each comparison halves the remaining range.',
        },
        { q: 'Solve T(n) = 2T(n/2) + n.', a: 'By the Master Theorem (case 2), T(n) = Θ(n log n).' },
      ],
    },
    {
      name: 'Sorting Algorithms',
      keywords: ['algorithms', 'data structures', 'programming'],
      focus: 'how the main sorting algorithms work and how their performance compares',
      paragraphs: [
        'Insertion sort builds a sorted prefix one element at a time, shifting larger elements right; it is O(n^2) in the worst case but runs in linear time on nearly sorted input, which is why production sorts use it for small sub-arrays. Merge sort splits the array in half, sorts each half recursively and merges the results in linear time. It is O(n log n) in every case and stable, meaning equal keys keep their original order, but the simple version needs O(n) extra memory.',
        'Quicksort picks a pivot, partitions the array into elements smaller and larger than the pivot, and recurses on both sides. With good pivots it runs in O(n log n) and sorts in place, and in practice it is often the fastest comparison sort thanks to its cache-friendly access pattern. A consistently bad pivot, such as always the first element of an already sorted array, degrades it to O(n^2), which randomised pivot selection avoids. No comparison-based sort can beat Ω(n log n) in the worst case, but counting sort and radix sort do better on integer keys from a limited range.',
      ],
      questions: [
        { q: 'Which common sorting algorithm is stable and guaranteed O(n log n)?', a: 'Merge sort.' },
        {
          q: 'What input makes quicksort with a first-element pivot run in O(n^2)?',
          a: 'An already sorted (or reverse-sorted) array, because each partition removes only one element.',
        },
      ],
    },
    {
      name: 'Hash Tables',
      keywords: ['data structures', 'programming', 'java'],
      focus: 'how hash tables achieve constant-time lookups and what happens on collisions',
      paragraphs: [
        'A hash table stores key-value pairs in an array, using a hash function to turn each key into an index. When the hash function spreads keys evenly, insertion, lookup and deletion all take O(1) time on average, which is why hash maps are the default choice for dictionaries, caches and de-duplication. The load factor, the number of stored entries divided by the number of buckets, controls performance; most implementations double the array and rehash every entry when the load factor passes a threshold such as 0.75.',
        'Two keys that hash to the same index collide. Separate chaining keeps a small list in each bucket, while open addressing probes for another free slot using linear probing, quadratic probing or double hashing. Linear probing is cache-friendly but suffers from clustering, where runs of occupied slots grow and slow down later inserts. In languages like Java, objects used as keys must override equals and hashCode consistently: two equal objects must produce the same hash code, or lookups will silently fail.',
      ],
      questions: [
        { q: 'What is the average-case lookup time in a well-sized hash table?', a: 'O(1).' },
        {
          q: 'Why must equal objects return equal hash codes?',
          a: 'Lookups first go to the bucket chosen by the hash code; if equal keys hashed differently, the table would search the wrong bucket and miss the entry.',
        },
      ],
    },
    {
      name: 'Graph Algorithms',
      keywords: ['algorithms', 'data structures', 'graphs'],
      focus: 'graph representations, traversal with BFS and DFS, and shortest paths',
      paragraphs: [
        'A graph can be stored as an adjacency matrix, which answers "is there an edge from u to v?" in O(1) but uses O(V^2) memory, or as adjacency lists, which use O(V + E) memory and suit the sparse graphs found in practice. Breadth-first search explores vertices in order of their distance from the source using a queue, so it finds shortest paths in unweighted graphs. Depth-first search follows one path as far as possible before backtracking, using a stack or recursion; it underlies cycle detection, topological sorting and finding strongly connected components.',
        "Dijkstra's algorithm finds shortest paths from one source when all edge weights are non-negative. It repeatedly removes the unvisited vertex with the smallest tentative distance from a priority queue and relaxes its outgoing edges, giving O((V + E) log V) with a binary heap. A single negative edge can make it return wrong answers, and Bellman-Ford, which relaxes every edge V - 1 times in O(VE), handles negative weights and detects negative cycles. For minimum spanning trees, Kruskal's and Prim's algorithms both rely on the cut property.",
      ],
      questions: [
        { q: 'Which traversal finds shortest paths in an unweighted graph?', a: 'Breadth-first search.' },
        {
          q: "Why can Dijkstra's algorithm fail with negative edge weights?",
          a: 'It finalises a vertex when first removed from the queue, assuming no later path can be shorter, which a negative edge can violate.',
        },
      ],
    },
    {
      name: 'Recursion and Dynamic Programming',
      keywords: ['programming', 'algorithms', 'functional', 'programs'],
      focus: 'how to think recursively and how dynamic programming removes repeated work',
      paragraphs: [
        'A recursive function solves a problem by calling itself on smaller instances. Every recursive definition needs a base case that stops the recursion and a recursive case that makes progress toward it. The trick is to trust the recursion: assume the call on the smaller input returns the right answer and ask only how to build the full answer from it. Computing the sum of a list becomes "the first element plus the sum of the rest", and the empty list is the base case with sum zero.',
        'Naive recursion can repeat work exponentially: computing Fibonacci numbers by fib(n) = fib(n - 1) + fib(n - 2) recomputes the same values over and over. Dynamic programming applies when a problem has optimal substructure and overlapping subproblems. Memoisation caches the result of each call; tabulation fills a table bottom-up in dependency order. Classic examples include the longest common subsequence, the 0/1 knapsack problem and edit distance, each solved in polynomial time by defining the state carefully and writing the recurrence before any code.',
      ],
      questions: [
        {
          q: 'What two properties must a problem have for dynamic programming to help?',
          a: 'Optimal substructure and overlapping subproblems.',
        },
        {
          q: 'What is the time complexity of memoised Fibonacci for input n?',
          a: 'O(n), since each value from 0 to n is computed once.',
        },
      ],
    },
    {
      name: 'Processes, Threads and Memory',
      keywords: ['systems', 'computer systems', 'operating', 'software engineering'],
      focus: 'how operating systems manage processes, threads and virtual memory',
      paragraphs: [
        'A process is a running program with its own address space, open files and at least one thread of execution. Threads within a process share memory, which makes communication cheap but introduces race conditions: two threads incrementing the same counter can both read the old value and lose an update. Mutexes, semaphores and atomic operations enforce mutual exclusion around critical sections, but careless locking leads to deadlock when threads wait on each other in a cycle. Acquiring locks in a consistent global order is the simplest way to prevent it.',
        'Virtual memory gives each process the illusion of a large private address space. The hardware translates virtual addresses to physical ones through page tables, with a translation lookaside buffer caching recent translations. Pages not in RAM trigger a page fault and are loaded from disk. The memory hierarchy — registers, L1, L2 and L3 caches, main memory, then storage — spans several orders of magnitude in latency, so programs that access memory sequentially, exploiting spatial locality, can run many times faster than equivalent programs that jump around.',
      ],
      questions: [
        {
          q: 'What is a race condition?',
          a: 'A bug where the result depends on the unpredictable interleaving of threads accessing shared data without proper synchronisation.',
        },
        {
          q: 'Name the four conditions necessary for deadlock.',
          a: 'Mutual exclusion, hold and wait, no preemption and circular wait.',
        },
      ],
    },
  ],
};

export const ENGINEERING_TOPICS: SubjectTopicBank = {
  subject_slug: 'engineering',
  certifications: [
    'FE Exam (Fundamentals of Engineering)',
    'Certified SolidWorks Associate (CSWA)',
    'Six Sigma Green Belt',
  ],
  topics: [
    {
      name: 'Static Equilibrium of Rigid Bodies',
      keywords: ['statics', 'mechanics', 'kinematics', 'solids'],
      focus: 'how to analyse forces and moments on rigid bodies in equilibrium',
      paragraphs: [
        'A rigid body is in static equilibrium when the sum of forces and the sum of moments about any point are both zero. In two dimensions this gives three independent equations: ΣF_x = 0, ΣF_y = 0 and ΣM = 0. A structure with more unknown reactions than equations is statically indeterminate and requires deformation analysis. The choice of moment point matters for the algebra, not the answer: taking moments about a point where two unknown forces act eliminates both, often leaving a single equation in a single unknown.',
        'Supports are modelled by the reactions they can provide. A roller provides one force perpendicular to the surface, a pin provides two force components, and a fixed support adds a moment. For a simply supported beam of span L carrying a point load P at its centre, symmetry gives reactions of P/2 at each end and a maximum bending moment of PL/4 at mid-span. Trusses are analysed by the method of joints, working joint by joint, or the method of sections, which cuts through the members of interest and applies equilibrium to one side.',
      ],
      questions: [
        {
          q: 'A 6 m simply supported beam carries 12 kN at its centre. What is the maximum bending moment?',
          a: 'M_max = PL/4 = 12 · 6/4 = 18 kN·m.',
        },
        {
          q: 'How many unknown reactions does a pin support provide in 2D?',
          a: 'Two: horizontal and vertical force components.',
        },
      ],
    },
    {
      name: 'Stress, Strain and Material Behaviour',
      keywords: ['materials', 'mechanics', 'solids', 'soil'],
      focus: 'how materials respond to load, from elastic deformation to yielding and failure',
      paragraphs: [
        "Normal stress is force per unit area, σ = F/A, measured in pascals; normal strain is the fractional change in length, ε = ΔL/L, and has no units. In the linear elastic region the two are proportional by Hooke's law, σ = Eε, where Young's modulus E is about 200 GPa for steel and 70 GPa for aluminium. Combining the relations gives the elongation of a bar under axial load, δ = FL/(AE), a result used constantly in checking the stiffness of members.",
        'A tensile test traces the stress-strain curve: linear elastic behaviour up to the proportional limit, yielding where permanent deformation begins, strain hardening up to the ultimate tensile strength, and then necking and fracture. Ductile materials like mild steel deform substantially before failure, giving visible warning; brittle materials like cast iron and concrete in tension fail suddenly. Designers apply a factor of safety, dividing the yield or ultimate strength by a number typically between 1.5 and 4, depending on how well the loads and material properties are known.',
      ],
      questions: [
        {
          q: 'A steel rod 2 m long with area 100 mm^2 carries 10 kN. With E = 200 GPa, how much does it stretch?',
          a: 'δ = FL/(AE) = (10,000 · 2)/(100 × 10^-6 · 200 × 10^9) = 0.001 m = 1 mm.',
        },
        {
          q: "What does Young's modulus measure?",
          a: 'The stiffness of a material in the elastic region: the ratio of normal stress to normal strain.',
        },
      ],
    },
    {
      name: 'Circuit Analysis',
      keywords: ['circuit', 'electrical', 'electronics', 'circuits', 'digital'],
      focus: "how to analyse DC circuits with Ohm's law, Kirchhoff's laws and equivalent circuits",
      paragraphs: [
        "Ohm's law, V = IR, relates voltage, current and resistance for a resistor. Kirchhoff's current law says the currents entering a node sum to the currents leaving it, a statement of charge conservation; Kirchhoff's voltage law says the voltage drops around any closed loop sum to zero, a statement of energy conservation. Resistors in series add, R = R₁ + R₂, while resistors in parallel combine as 1/R = 1/R₁ + 1/R₂, so two equal resistors in parallel give half of one. Power dissipated in a resistor is P = VI = I^2R = V^2/R.",
        "Node-voltage analysis applies Kirchhoff's current law at each non-reference node, producing one equation per unknown node voltage, and is usually the most efficient systematic method. Thevenin's theorem states that any linear circuit seen from two terminals behaves like a single voltage source in series with a resistance; the Norton equivalent uses a current source in parallel instead. Maximum power transfers to a load when the load resistance equals the Thevenin resistance. The voltage divider, V_out = V_in · R₂/(R₁ + R₂), appears so often that it is worth recognising on sight.",
      ],
      questions: [
        {
          q: 'What is the equivalent resistance of 6 Ω and 3 Ω in parallel?',
          a: '1/R = 1/6 + 1/3 = 1/2, so R = 2 Ω.',
        },
        {
          q: 'A 12 V source feeds a divider of 8 kΩ (top) and 4 kΩ (bottom). What is the output voltage?',
          a: 'V_out = 12 · 4/(8 + 4) = 4 V.',
        },
      ],
    },
    {
      name: 'Fluid Mechanics Fundamentals',
      keywords: ['fluid', 'hydrology', 'water'],
      focus: "hydrostatics, the continuity equation and Bernoulli's equation",
      paragraphs: [
        "In a fluid at rest, pressure increases linearly with depth, p = p₀ + ρgh, and acts equally in all directions. This simple relation explains why dams are thicker at the base and how manometers measure pressure differences. Archimedes' principle follows directly: a submerged body experiences an upward buoyant force equal to the weight of the fluid it displaces. An object floats when its average density is less than that of the fluid, and the fraction submerged equals the ratio of the two densities.",
        "For steady, incompressible flow, conservation of mass gives the continuity equation A₁v₁ = A₂v₂, so fluid speeds up where a pipe narrows. Bernoulli's equation, p + ½ρv^2 + ρgh = constant along a streamline, expresses energy conservation for inviscid flow and explains the Venturi meter and the pressure drop at a constriction. Real pipe flow loses energy to friction, quantified by the Darcy-Weisbach equation, and the Reynolds number Re = ρvD/μ predicts whether the flow is laminar (below about 2300 in pipes) or turbulent.",
      ],
      questions: [
        {
          q: 'Water flows at 2 m/s in a pipe of area 0.04 m^2 that narrows to 0.01 m^2. What is the speed in the narrow section?',
          a: 'By continuity, v₂ = 0.04 · 2/0.01 = 8 m/s.',
        },
        {
          q: 'What gauge pressure acts at 10 m depth in fresh water?',
          a: 'p = ρgh = 1000 · 9.81 · 10 ≈ 98 kPa.',
        },
      ],
    },
    {
      name: 'Control Systems and Feedback',
      keywords: ['control', 'dynamics', 'vibrations', 'systems'],
      focus: 'how feedback control works, from transfer functions to PID tuning',
      paragraphs: [
        'A control system measures an output, compares it with a desired setpoint and adjusts an input to reduce the error. Open-loop control acts without measurement and cannot correct for disturbances; closed-loop, or feedback, control can. Linear systems are described by transfer functions in the Laplace domain, the ratio of output to input transforms. For a plant G(s) with unity feedback and controller C(s), the closed-loop transfer function is CG/(1 + CG), and its poles determine stability: every pole must lie in the left half of the complex plane.',
        'The proportional-integral-derivative controller is the workhorse of industry. The proportional term reacts to the present error, the integral term eliminates steady-state error by accumulating past error, and the derivative term anticipates future error and adds damping. Raising the proportional gain speeds up the response but increases overshoot and can cause oscillation. Tuning methods such as Ziegler-Nichols give a starting point, and step-response specifications — rise time, overshoot, settling time and steady-state error — are how designs are compared.',
      ],
      questions: [
        {
          q: 'What is the role of the integral term in a PID controller?',
          a: 'It accumulates past error and drives the steady-state error to zero.',
        },
        {
          q: 'Where must the closed-loop poles lie for a continuous-time system to be stable?',
          a: 'In the open left half of the complex s-plane (negative real parts).',
        },
      ],
    },
    {
      name: 'Engineering Design Process',
      keywords: ['design', 'decisions', 'introduction', 'creative'],
      focus: 'the structured design process engineers use from problem definition to testing',
      paragraphs: [
        'Engineering design begins with defining the problem, not with sketching solutions. A good problem statement names the user, the need and the constraints, and translates vague wishes into measurable requirements: "lightweight" becomes "under 1.2 kg", "durable" becomes "survives 10,000 open-close cycles". Separating requirements, which must be met, from objectives, which are to be maximised or minimised, prevents later arguments. Benchmarking existing products and interviewing users at this stage often reveals requirements that nobody wrote down.',
        'Concept generation should be divergent: brainstorming, morphological charts and functional decomposition produce many options before any are judged. Concepts are then narrowed with a weighted decision matrix that scores each against the requirements, which makes the reasoning visible to the team and to reviewers. Prototypes, from cardboard models to functional test rigs, answer specific questions cheaply. Each test should state what it is meant to learn, and the design is iterated until the requirements are verified, with every decision documented so it can be revisited.',
      ],
      questions: [
        {
          q: 'What is the difference between a requirement and an objective in design?',
          a: 'A requirement is a condition the design must satisfy; an objective is a quality to improve as much as possible among acceptable designs.',
        },
        {
          q: 'What tool is commonly used to compare design concepts against weighted criteria?',
          a: 'A weighted decision (Pugh-style) matrix.',
        },
      ],
    },
  ],
};

export const CHEMISTRY_TOPICS: SubjectTopicBank = {
  subject_slug: 'chemistry',
  certifications: ['ACS General Chemistry Exam', 'MCAT Chemical and Physical Foundations', 'AP Chemistry'],
  topics: [
    {
      name: 'Stoichiometry and the Mole',
      keywords: ['general', 'principles', 'chemistry i', 'chemical science', 'central science'],
      focus:
        'how the mole links masses to numbers of particles and how to use balanced equations quantitatively',
      paragraphs: [
        "The mole is a counting unit: one mole contains 6.022 × 10^23 particles, Avogadro's number, and its mass in grams equals the substance's formula mass. Converting between mass, moles and particles is the core skill of quantitative chemistry. To find the moles in 18.0 g of water, divide by its molar mass of 18.02 g/mol to get about 1.00 mol, or 6.02 × 10^23 molecules. Keeping units in every step of the calculation, and cancelling them explicitly, is the most effective guard against errors.",
        'A balanced chemical equation gives the mole ratios in which substances react. In 2H₂ + O₂ → 2H₂O, two moles of hydrogen react with one mole of oxygen. The limiting reactant is the one that runs out first; to identify it, convert each reactant to moles and divide by its coefficient — the smallest result wins. Theoretical yield is calculated from the limiting reactant, and percent yield compares the actual mass obtained with it. Yields below 100 percent reflect side reactions, incomplete reactions and losses during purification.',
      ],
      questions: [
        { q: 'How many moles are in 44.0 g of CO₂ (molar mass 44.01 g/mol)?', a: 'About 1.00 mol.' },
        {
          q: '4 mol of H₂ react with 1 mol of O₂. Which is limiting?',
          a: 'O₂: 1 mol O₂ needs only 2 mol H₂, so oxygen runs out first and 2 mol H₂ remain.',
        },
      ],
    },
    {
      name: 'Chemical Bonding and Molecular Geometry',
      keywords: ['structure', 'bonding', 'inorganic', 'quantum'],
      focus: 'how Lewis structures and VSEPR theory predict molecular shape and polarity',
      paragraphs: [
        'Atoms bond to reach lower energy, usually by completing a valence octet. Ionic bonds form between metals and non-metals through electron transfer; covalent bonds share electron pairs between non-metals. Lewis structures count valence electrons and place them as bonding pairs and lone pairs, and formal charges help choose between alternative structures. When several valid structures exist, as in the carbonate ion, the real molecule is a resonance hybrid with equal bond lengths, not a rapid flip between forms.',
        'VSEPR theory predicts shape by assuming electron domains around a central atom repel each other as far as possible. Two domains give a linear arrangement, three trigonal planar, four tetrahedral. Lone pairs occupy domains but are not counted in the molecular shape, so ammonia with four domains and one lone pair is trigonal pyramidal with bond angles near 107°, and water with two lone pairs is bent at about 104.5°. A molecule is polar when its bond dipoles do not cancel: carbon dioxide has polar bonds but is non-polar because it is linear.',
      ],
      questions: [
        {
          q: 'What is the molecular geometry of NH₃?',
          a: 'Trigonal pyramidal (four electron domains, one lone pair).',
        },
        {
          q: 'Why is CO₂ non-polar even though C=O bonds are polar?',
          a: 'The molecule is linear, so the two equal bond dipoles point in opposite directions and cancel.',
        },
      ],
    },
    {
      name: 'Chemical Equilibrium',
      keywords: ['equilibrium', 'physical', 'general', 'principles'],
      focus: "equilibrium constants, reaction quotients and Le Chatelier's principle",
      paragraphs: [
        'At equilibrium the forward and reverse reaction rates are equal, so concentrations stay constant even though both reactions continue. For aA + bB ⇌ cC + dD, the equilibrium constant is K = [C]^c[D]^d/([A]^a[B]^b), with pure solids and liquids left out. A large K means products are favoured. The reaction quotient Q has the same form but uses current concentrations; comparing Q with K tells the direction of net reaction: if Q < K, the reaction proceeds forward to make more products.',
        "Le Chatelier's principle predicts how an equilibrium responds to a disturbance: the system shifts to partly counteract it. Adding a reactant shifts the position toward products; increasing pressure on a gas-phase equilibrium favours the side with fewer moles of gas; and raising temperature favours the endothermic direction. Only a temperature change alters the value of K itself — the other disturbances change Q and the system returns to the same K. Catalysts speed up both directions equally and do not shift the equilibrium at all.",
      ],
      questions: [
        {
          q: 'For N₂ + 3H₂ ⇌ 2NH₃ (exothermic), how does raising the temperature affect the yield of ammonia?',
          a: 'It decreases it: higher temperature favours the endothermic reverse reaction and lowers K.',
        },
        {
          q: 'If Q > K, in which direction does the reaction proceed?',
          a: 'In reverse, toward reactants, until Q falls to K.',
        },
      ],
    },
    {
      name: 'Acids, Bases and pH',
      keywords: ['general', 'chemistry i', 'central science', 'principles'],
      focus: 'acid-base definitions, pH calculations and buffer solutions',
      paragraphs: [
        'A Brønsted-Lowry acid donates a proton and a base accepts one, so every acid-base reaction pairs an acid with its conjugate base. Strong acids such as HCl, HNO₃ and H₂SO₄ (first proton) ionise completely in water, while weak acids such as acetic acid establish an equilibrium described by K_a. pH is the negative base-10 logarithm of the hydrogen-ion concentration, so a solution with [H⁺] = 1 × 10^-3 M has pH 3. At 25 °C pH + pOH = 14, because K_w = [H⁺][OH⁻] = 1.0 × 10^-14.',
        'A buffer resists changes in pH because it contains comparable amounts of a weak acid and its conjugate base: added acid is consumed by the base and added base by the acid. The Henderson-Hasselbalch equation, pH = pK_a + log([A⁻]/[HA]), gives its pH and shows that a buffer works best within about one pH unit of its pK_a. Blood is buffered near pH 7.4 mainly by the carbonic acid-bicarbonate system, and titration curves of weak acids show a flat buffer region whose midpoint, where pH = pK_a, is the half-equivalence point.',
      ],
      questions: [
        { q: 'What is the pH of 0.010 M HCl?', a: 'HCl is fully ionised, so [H⁺] = 0.010 M and pH = 2.' },
        { q: 'A buffer has [A⁻] = [HA] and pK_a = 4.76. What is its pH?', a: 'pH = pK_a + log(1) = 4.76.' },
      ],
    },
    {
      name: 'Organic Reaction Mechanisms',
      keywords: ['organic', 'reactivity', 'pharmaceuticals', 'reactions'],
      focus: 'how curly-arrow mechanisms explain substitution and elimination reactions',
      paragraphs: [
        'Organic mechanisms describe reactions as movements of electron pairs, drawn as curly arrows from a source of electrons — a lone pair or a bond — to an electron-poor atom. Nucleophiles donate electron pairs and electrophiles accept them. Recognising these roles is more useful than memorising individual reactions, because a few patterns explain hundreds of transformations. Every arrow must start at electrons, and the product of each step must have correct formal charges and no carbon with more than four bonds.',
        'Nucleophilic substitution comes in two kinds. S_N2 is a single concerted step in which the nucleophile attacks from the back as the leaving group departs, inverting the stereocentre; it is fastest for methyl and primary substrates and slowed by steric hindrance. S_N1 proceeds through a carbocation, so it favours tertiary substrates and polar protic solvents and gives a racemic product. Elimination competes with substitution: strong, bulky bases and heat favour E2, which requires the proton and leaving group to be anti-periplanar and usually gives the more substituted alkene.',
      ],
      questions: [
        {
          q: 'Which substitution mechanism leads to inversion of configuration?',
          a: 'S_N2, because the nucleophile attacks from the side opposite the leaving group.',
        },
        {
          q: 'Why do tertiary alkyl halides favour S_N1 over S_N2?',
          a: 'They form relatively stable tertiary carbocations, and their bulk blocks backside attack.',
        },
      ],
    },
    {
      name: 'Thermochemistry',
      keywords: ['thermodynamics', 'physical', 'principles'],
      focus: "enthalpy, Hess's law and the role of entropy and Gibbs free energy in spontaneity",
      paragraphs: [
        "Enthalpy change, ΔH, is the heat exchanged at constant pressure. Exothermic reactions release heat and have negative ΔH; endothermic ones absorb it. Calorimetry measures ΔH through q = mcΔT, using the heat capacity of water, 4.18 J/(g·°C). Because enthalpy is a state function, Hess's law lets us add reactions and their ΔH values to obtain the enthalpy of a reaction that is difficult to measure directly, and standard enthalpies of formation give ΔH°_rxn = ΣΔH°_f(products) - ΣΔH°_f(reactants).",
        'Whether a reaction happens spontaneously depends on the Gibbs free energy, ΔG = ΔH - TΔS. A negative ΔG means spontaneous at constant temperature and pressure. Reactions that are exothermic and increase entropy are spontaneous at all temperatures; those that are endothermic and decrease entropy never are. The other two cases depend on temperature: ice melting is endothermic but increases entropy, so it becomes spontaneous above 0 °C, where the TΔS term outweighs ΔH. Spontaneity says nothing about speed, which is a question of kinetics.',
      ],
      questions: [
        {
          q: 'How much heat raises 100 g of water by 5.0 °C?',
          a: 'q = mcΔT = 100 · 4.18 · 5.0 = 2090 J ≈ 2.09 kJ.',
        },
        {
          q: 'A reaction has ΔH > 0 and ΔS > 0. When is it spontaneous?',
          a: 'At high temperatures, when TΔS exceeds ΔH so that ΔG < 0.',
        },
      ],
    },
  ],
};

export const DATA_SCIENCE_TOPICS: SubjectTopicBank = {
  subject_slug: 'data-science',
  certifications: [
    'Google Data Analytics Professional Certificate',
    'Microsoft Azure Data Scientist Associate (DP-100)',
    'AWS Certified Machine Learning - Specialty',
  ],
  topics: [
    {
      name: 'Exploratory Data Analysis',
      keywords: ['data', 'statistics', 'analysis', 'foundations', 'statistical'],
      focus: 'how to explore a new dataset with summaries and plots before modelling it',
      paragraphs: [
        'Exploratory data analysis comes before any model. Start by checking the shape of the data, the type of each column and the share of missing values, then compute summaries: mean, median, standard deviation and quartiles for numeric variables, counts for categorical ones. A large gap between mean and median signals skew or outliers. Histograms and box plots show distributions; scatter plots and correlation matrices show relationships. Many analyses go wrong because an obvious data problem, such as a sentinel value of -999 standing for "unknown", was never looked for.',
        'Missing data must be handled deliberately. Dropping incomplete rows is simple but can bias results if data are not missing completely at random. Imputing the median is robust for skewed numeric columns, and adding an indicator column records that a value was imputed. Outliers deserve investigation rather than automatic removal: they may be data-entry errors or the most interesting observations in the dataset. Document every cleaning decision in code, so the analysis can be rerun and reviewed from the raw data.',
      ],
      questions: [
        {
          q: 'A dataset of incomes has mean $82,000 and median $54,000. What does this suggest?',
          a: 'The distribution is right-skewed: a few very high incomes pull the mean above the median.',
        },
        {
          q: 'Why add an indicator column when imputing missing values?',
          a: 'It preserves the information that the value was missing, which can itself be predictive, and makes the imputation visible.',
        },
      ],
    },
    {
      name: 'Linear Regression',
      keywords: ['regression', 'statistical', 'statistics', 'data analysis'],
      focus: 'fitting and interpreting linear regression models and checking their assumptions',
      paragraphs: [
        'Linear regression models a numeric outcome as a weighted sum of predictors plus noise, y = β₀ + β₁x₁ + ... + β_px_p + ε. Ordinary least squares chooses the coefficients that minimise the sum of squared residuals. Each coefficient is the expected change in y for a one-unit increase in that predictor, holding the others fixed — an interpretation that becomes fragile when predictors are strongly correlated with each other. R^2 is the proportion of variance explained; it never decreases when predictors are added, so adjusted R^2 or held-out error is better for comparing models.',
        'Inference from regression rests on assumptions: a linear relationship, independent errors, constant error variance and approximately normal residuals for small samples. Residual plots reveal violations — a curve suggests a missing non-linear term, a funnel shape suggests heteroscedasticity. Categorical predictors enter through dummy variables, with one level left out as the baseline. Above all, a significant coefficient in observational data shows association, not causation, unless the design rules out confounding.',
      ],
      questions: [
        {
          q: 'In the model price = 50,000 + 120 · size, what does 120 mean?',
          a: 'Each additional unit of size (e.g. square foot) is associated with a 120 increase in expected price.',
        },
        {
          q: 'Why is R^2 a poor criterion for choosing between models with different numbers of predictors?',
          a: 'R^2 never decreases when predictors are added, so it always favours bigger models even when they overfit.',
        },
      ],
    },
    {
      name: 'Classification and Model Evaluation',
      keywords: ['classification', 'machine learning', 'learning', 'artificial intelligence'],
      focus: 'classification models and how to evaluate them with the right metrics',
      paragraphs: [
        "Classification predicts a category. Logistic regression models the log-odds of the positive class as a linear function of the features and outputs probabilities, which a threshold turns into labels. Decision trees split the data with simple rules and are easy to explain; random forests average many trees trained on bootstrap samples to reduce variance; gradient boosting builds trees sequentially, each correcting its predecessors' errors. For tabular data, well-tuned gradient-boosted trees are a strong default.",
        'Accuracy is misleading when classes are imbalanced: a model that always predicts "not fraud" is 99 percent accurate if fraud is 1 percent of cases. The confusion matrix separates true and false positives and negatives. Precision is the share of predicted positives that are correct, and recall the share of actual positives that are found; the F1 score is their harmonic mean. The ROC curve plots the true-positive rate against the false-positive rate across thresholds, and the area under it summarises ranking quality independently of any single threshold.',
      ],
      questions: [
        {
          q: 'A model finds 40 of 50 actual positives and makes 60 positive predictions. What are its recall and precision?',
          a: 'Recall = 40/50 = 0.80; precision = 40/60 ≈ 0.67.',
        },
        {
          q: 'Why is accuracy a poor metric for rare-event detection?',
          a: 'A model that always predicts the majority class scores high accuracy while detecting none of the rare events.',
        },
      ],
    },
    {
      name: 'Overfitting and Cross-Validation',
      keywords: ['machine learning', 'learning', 'statistical learning', 'classification'],
      focus: 'the bias-variance trade-off and how validation protects against overfitting',
      paragraphs: [
        'A model overfits when it learns the noise in its training data rather than the underlying pattern, performing well on the data it has seen and poorly on new data. Prediction error decomposes into bias, from overly simple assumptions; variance, from sensitivity to the particular training sample; and irreducible noise. Flexible models have low bias and high variance, rigid models the reverse. Regularisation — the L2 penalty of ridge regression, the L1 penalty of the lasso, tree depth limits or dropout in neural networks — deliberately adds a little bias to cut variance.',
        'Model performance must be measured on data the model has not been trained on. K-fold cross-validation splits the data into k parts, trains on k - 1 and tests on the remaining one, rotating through all k and averaging the scores. Hyperparameters are chosen by cross-validation on the training set, and a final untouched test set gives an honest estimate at the end. Data leakage — information from the test set or the future seeping into training, for example by scaling features before splitting — produces optimistic scores that collapse in production.',
      ],
      questions: [
        {
          q: 'What does the lasso (L1) penalty do that ridge (L2) does not?',
          a: 'It can shrink coefficients exactly to zero, performing variable selection.',
        },
        {
          q: 'Give an example of data leakage in preprocessing.',
          a: 'Fitting a scaler or imputer on the full dataset before the train-test split, so test-set statistics influence training.',
        },
      ],
    },
    {
      name: 'SQL for Data Analysis',
      keywords: ['data', 'programming', 'databases', 'sql'],
      focus: 'how to write SQL queries that filter, join and aggregate data for analysis',
      paragraphs: [
        'SQL queries are written in one order but evaluated in another: FROM and JOIN first, then WHERE, GROUP BY, HAVING, SELECT and finally ORDER BY and LIMIT. This explains why a column alias defined in SELECT cannot be used in WHERE and why conditions on aggregates belong in HAVING. An INNER JOIN keeps only matching rows from both tables; a LEFT JOIN keeps every row from the left table and fills missing matches with NULL, which is how you find, for example, customers with no orders.',
        "Aggregation with GROUP BY collapses rows into one per group, and every selected column must be grouped or aggregated. Window functions compute over related rows without collapsing them: ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY order_date) numbers each customer's orders, and SUM(amount) OVER (ORDER BY day) gives a running total. NULL needs care: comparisons with NULL are neither true nor false, so use IS NULL, and remember that COUNT(column) skips NULLs while COUNT(*) counts every row.",
      ],
      questions: [
        {
          q: 'Why does WHERE COUNT(*) > 5 fail?',
          a: 'WHERE runs before aggregation; conditions on aggregates must go in HAVING.',
        },
        {
          q: 'How do you find customers with no orders?',
          a: 'LEFT JOIN orders to customers and keep rows where the order key IS NULL.',
        },
      ],
    },
    {
      name: 'Data Visualisation Principles',
      keywords: ['visualisation', 'data', 'foundations', 'analysis'],
      focus: 'choosing and designing charts that communicate data honestly and clearly',
      paragraphs: [
        'Choose the chart for the comparison you want the reader to make. Line charts show change over time, bar charts compare quantities across categories, scatter plots show the relationship between two numeric variables, and histograms show a distribution. Pie charts are hard to read with more than three or four slices, because people judge angles poorly; a sorted bar chart almost always works better. Position along a common scale is the most accurately perceived visual encoding, followed by length, with area, angle and colour intensity well behind.',
        'Honest charts start bar axes at zero, because bar length encodes the value; line charts may zoom in on the range of interest as long as the axis is clearly labelled. Remove chart junk — heavy gridlines, 3D effects, redundant legends — and label lines directly where possible. Use colour sparingly and purposefully, highlighting the one series that carries the message and greying out the rest, and choose palettes that remain readable for colour-blind viewers. A title that states the finding, such as "Sales doubled after the redesign", does more than one that names the variables.',
      ],
      questions: [
        {
          q: 'Why should the y-axis of a bar chart start at zero?',
          a: 'Bar length encodes the value, so a truncated axis exaggerates differences between bars.',
        },
        {
          q: 'Which chart type best shows the relationship between two numeric variables?',
          a: 'A scatter plot.',
        },
      ],
    },
  ],
};
