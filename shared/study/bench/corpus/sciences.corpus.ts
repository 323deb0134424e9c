import type { CorpusPassage } from './corpus.types.ts';

// Original prose written for the study-engine quality corpus. Each passage keeps the register of a
// textbook or lecture handout so that definitions, key terms and factual sentences occur naturally.
export const SCIENCES_CORPUS: CorpusPassage[] = [
  {
    id: 'bio-photosynthesis',
    topic: 'Biology',
    title: 'How plants capture light',
    text: `Photosynthesis is the process by which green plants, algae and some bacteria convert light energy into chemical energy stored in sugars. It takes place mainly in the chloroplasts of leaf cells, where the pigment chlorophyll absorbs red and blue light while reflecting most of the green. The first stage, the light-dependent reactions, occurs in the thylakoid membranes: water molecules are split, oxygen is released as a by-product, and the energy carriers ATP and NADPH are produced. The second stage, known as the Calvin cycle, runs in the stroma and uses that stored energy to fix carbon dioxide from the air into three-carbon sugars. Because almost every food chain on land begins with a plant, the rate of photosynthesis sets a ceiling on how much life an ecosystem can support. Farmers who understand the limiting factors, namely light intensity, carbon dioxide concentration and temperature, can raise greenhouse yields considerably by adjusting whichever factor is in shortest supply.`,
  },
  {
    id: 'bio-cell-membrane',
    topic: 'Biology',
    title: 'The cell membrane as a gatekeeper',
    text: `The cell membrane is a thin, flexible barrier that separates the interior of a cell from its surroundings. It is built from a phospholipid bilayer, in which each phospholipid has a water-loving head and two water-fearing tails, so the molecules arrange themselves with their tails tucked inward. Embedded proteins act as channels, pumps and receptors, which is why biologists describe the structure with the fluid mosaic model. Small uncharged molecules such as oxygen slip across by simple diffusion, whereas ions and glucose need transport proteins. Active transport moves substances against their concentration gradient and therefore consumes energy, usually in the form of ATP; the sodium-potassium pump, which keeps nerve cells ready to fire, is the classic example. Osmosis is the diffusion of water across a selectively permeable membrane, and it explains why a red blood cell placed in pure water swells and may burst, while the same cell shrivels in a concentrated salt solution.`,
  },
  {
    id: 'bio-natural-selection',
    topic: 'Biology',
    title: 'Natural selection and adaptation',
    text: `Natural selection is the mechanism by which individuals with heritable traits that improve survival and reproduction leave more offspring than others, so those traits become more common over generations. Charles Darwin and Alfred Russel Wallace proposed the idea independently in the middle of the nineteenth century, although neither of them knew how inheritance actually worked. The modern synthesis later joined their insight to Mendelian genetics, explaining that variation arises from mutation and from the reshuffling of genes during sexual reproduction. An adaptation is a feature shaped by selection for its current function, such as the thick fur of arctic mammals or the long beaks of nectar-feeding birds. It is important to remember that selection acts on individuals but evolution is measured in populations, and that selection cannot plan ahead. The peppered moth in industrial England is often cited: darker moths became common when soot blackened tree trunks, then declined again once air pollution laws cleaned the bark.`,
  },
  {
    id: 'bio-immune-system',
    topic: 'Biology',
    title: 'Innate and adaptive immunity',
    text: `The human immune system defends the body with two cooperating branches. Innate immunity is the fast, general response that every person is born with; it includes the skin, stomach acid, inflammation and white blood cells such as neutrophils and macrophages that engulf invaders by phagocytosis. Adaptive immunity is slower to start but highly specific, and it improves with experience. Its key players are lymphocytes: B cells produce antibodies, which are Y-shaped proteins that bind to a particular antigen, while T cells either help coordinate the response or kill infected cells directly. After an infection clears, some lymphocytes persist as memory cells, so a second encounter with the same pathogen triggers a quicker and stronger reaction. Vaccination exploits exactly this memory by presenting a harmless version or fragment of a pathogen. Herd immunity arises when enough of a population is immune that the chain of transmission breaks, which protects newborns and people who cannot be vaccinated for medical reasons.`,
  },
  {
    id: 'chem-periodic-table',
    topic: 'Chemistry',
    title: 'Patterns in the periodic table',
    text: `The periodic table arranges the chemical elements by increasing atomic number, which is the number of protons in the nucleus. Dmitri Mendeleev published an early version in 1869 and left gaps for elements he predicted would be discovered, a bold move that was vindicated when gallium and germanium were found with almost exactly the properties he had forecast. Elements in the same vertical group share similar chemical behaviour because they have the same number of electrons in their outer shell. The alkali metals in group one, for instance, each have a single valence electron that they give up readily, which makes them soft, shiny and violently reactive with water. Across a period from left to right, atomic radius generally decreases while electronegativity increases, since the growing nuclear charge pulls the electrons closer. The noble gases on the far right have full outer shells and therefore rarely form compounds, which is why helium is safe to use in party balloons.`,
  },
  {
    id: 'chem-acids-bases',
    topic: 'Chemistry',
    title: 'Acids, bases and the pH scale',
    text: `An acid is a substance that donates hydrogen ions in solution, while a base is a substance that accepts them, according to the Brønsted-Lowry definition taught in most introductory courses. The pH scale expresses how acidic or basic a solution is; it is the negative logarithm of the hydrogen ion concentration, so each step of one unit corresponds to a tenfold change. Pure water at room temperature has a pH of seven and is called neutral. Strong acids such as hydrochloric acid dissociate completely, whereas weak acids such as the acetic acid in vinegar only partly ionise and establish an equilibrium. When an acid and a base react, they neutralise each other and form water and a salt. A buffer is a mixture of a weak acid and its conjugate base that resists changes in pH when small amounts of acid or alkali are added. Human blood relies on a carbonic acid and bicarbonate buffer to stay within a narrow range around 7.4, because enzymes stop working properly outside it.`,
  },
  {
    id: 'phys-newton-laws',
    topic: 'Physics',
    title: "Newton's laws of motion",
    text: `Isaac Newton's three laws of motion, published in the Principia in 1687, form the foundation of classical mechanics. The first law, often called the law of inertia, states that an object remains at rest or keeps moving in a straight line at constant speed unless an unbalanced force acts on it. The second law relates force, mass and acceleration: the net force on a body equals its mass multiplied by its acceleration, which is why a loaded shopping trolley is harder to start and stop than an empty one. The third law says that for every action there is an equal and opposite reaction, so a rocket pushes exhaust gases backwards and the gases push the rocket forwards. Although these laws break down at speeds close to that of light and at atomic scales, they predict the motion of bridges, cars and planets with extraordinary accuracy. Engineers still use them every day, and students meet them long before they encounter relativity or quantum mechanics.`,
  },
  {
    id: 'phys-thermodynamics',
    topic: 'Physics',
    title: 'Energy, heat and entropy',
    text: `Thermodynamics is the branch of physics that studies heat, work and the transformations of energy between them. The first law of thermodynamics is a statement of energy conservation: the change in the internal energy of a system equals the heat added to it minus the work it does on its surroundings. The second law introduces entropy, a measure of how many microscopic arrangements are compatible with the state we observe, and it holds that the total entropy of an isolated system never decreases. In practical terms this means heat flows spontaneously from hot objects to cold ones and never the reverse without outside effort, which is why a refrigerator needs electricity. It also sets a hard limit on the efficiency of any heat engine, a limit first worked out by the French engineer Sadi Carnot in 1824. A power station that burns coal or gas can therefore never turn all of its fuel's energy into electricity; a large share is always rejected to the environment as waste heat.`,
  },
  {
    id: 'phys-electromagnetism',
    topic: 'Physics',
    title: 'Electricity and magnetism united',
    text: `For centuries electricity and magnetism were treated as separate curiosities, one responsible for sparks and lightning, the other for compass needles. In 1820 Hans Christian Ørsted noticed that a current in a wire deflected a nearby compass, and a decade later Michael Faraday showed the converse: a changing magnetic field induces an electric current in a loop of wire. Electromagnetic induction is the principle behind every generator and transformer in the modern power grid. James Clerk Maxwell then gathered the known laws into four elegant equations and discovered that they predicted waves of electric and magnetic fields travelling at the speed of light. He concluded that light itself is an electromagnetic wave, a conclusion confirmed when Heinrich Hertz produced and detected radio waves in his laboratory. Today the electromagnetic spectrum runs from long radio waves through microwaves, infrared, visible light and ultraviolet to X-rays and gamma rays, all of which differ only in wavelength and frequency.`,
  },
  {
    id: 'astro-stellar-life',
    topic: 'Astronomy',
    title: 'The life cycle of a star',
    text: `A star is born when a cold cloud of gas and dust, called a nebula, collapses under its own gravity until the core becomes hot and dense enough for nuclear fusion to begin. During the long main-sequence phase, which for the Sun will last about ten billion years, hydrogen nuclei fuse into helium and the outward pressure of the released energy balances gravity. When the hydrogen in the core runs low, the star swells into a red giant. What happens next depends mostly on mass. A star like the Sun sheds its outer layers as a glowing planetary nebula and leaves behind a white dwarf, an object about the size of Earth that slowly cools over billions of years. A star more than roughly eight times as massive ends in a supernova, an explosion bright enough to outshine its galaxy for weeks, and its core becomes a neutron star or, if heavier still, a black hole. The iron in our blood and the calcium in our bones were forged in such stars long before the Sun existed.`,
  },
  {
    id: 'geo-plate-tectonics',
    topic: 'Geology',
    title: 'Plate tectonics',
    text: `Plate tectonics is the theory that Earth's outer shell, the lithosphere, is broken into large rigid plates that move slowly over the softer asthenosphere beneath them. The idea grew out of Alfred Wegener's hypothesis of continental drift, which he proposed in 1912 after noticing how neatly the coastlines of South America and Africa fit together and how similar fossils appeared on continents now separated by oceans. Wegener could not explain what moved the continents, and most geologists rejected his work until the 1960s, when surveys of the ocean floor revealed seafloor spreading along mid-ocean ridges. At divergent boundaries plates move apart and new crust forms from rising magma. At convergent boundaries one plate may sink beneath another in a process called subduction, producing deep trenches, volcanic arcs and powerful earthquakes. At transform boundaries, such as the San Andreas Fault in California, plates slide past one another horizontally, storing strain that is released suddenly as seismic energy.`,
  },
  {
    id: 'climate-greenhouse',
    topic: 'Earth science',
    title: 'The greenhouse effect',
    text: `The greenhouse effect is the warming of a planet's surface caused by gases in its atmosphere that let sunlight in but absorb part of the infrared radiation the surface emits. Without any greenhouse effect, the average temperature on Earth would be roughly minus eighteen degrees Celsius instead of the fifteen degrees we enjoy. Water vapour, carbon dioxide, methane and nitrous oxide are the most important greenhouse gases. Since the industrial revolution, the burning of coal, oil and natural gas has raised the concentration of carbon dioxide from about 280 parts per million to well over 400, and the additional trapped heat has warmed the globe by more than one degree. Feedback loops can amplify the change: as Arctic sea ice melts, darker ocean water absorbs more sunlight, and as permafrost thaws it releases methane that was locked away for millennia. Climate scientists distinguish carefully between weather, which describes conditions over hours and days, and climate, which is the statistical pattern of weather over decades.`,
  },
  {
    id: 'med-antibiotics',
    topic: 'Medicine',
    title: 'Antibiotics and resistance',
    text: `An antibiotic is a drug that kills bacteria or stops them from multiplying, usually by attacking structures that human cells lack, such as the bacterial cell wall or the bacterial ribosome. Alexander Fleming noticed in 1928 that a mould contaminating one of his culture plates had cleared a ring of bacteria around it, and the substance responsible, penicillin, was developed into a mass-produced medicine during the Second World War. Antibiotics have no effect on viruses, so taking them for a common cold does nothing except encourage resistance. Antibiotic resistance develops when a few bacteria survive treatment thanks to random mutations or genes acquired from other microbes, and then multiply to replace the susceptible population. Hospitals are particularly vulnerable because they concentrate sick patients and heavy antibiotic use in one place. Public health agencies therefore promote stewardship, which means prescribing the right drug at the right dose for the right duration, alongside rigorous hand hygiene and investment in new classes of drugs.`,
  },
  {
    id: 'cs-algorithms',
    topic: 'Computer science',
    title: 'Measuring algorithms',
    text: `An algorithm is a finite sequence of well-defined steps that transforms an input into an output. Computer scientists compare algorithms by how their running time and memory use grow as the input gets larger, and they express that growth with big O notation. Linear search, which checks each item of a list in turn, takes time proportional to the length of the list, so it is described as O(n). Binary search is far faster on sorted data: by comparing the target with the middle element and discarding half of the remaining items at each step, it needs only O(log n) comparisons. Sorting shows the same contrast. Simple methods such as bubble sort need O(n²) comparisons in the worst case, while merge sort divides the list in halves, sorts each half recursively and merges the results in O(n log n) time. The difference is dramatic in practice: for a million records, a quadratic algorithm may take hours where an n log n algorithm finishes in well under a second.`,
  },
  {
    id: 'cs-databases',
    topic: 'Computer science',
    title: 'Relational databases',
    text: `A relational database stores data in tables made of rows and columns, and it describes the relationships between tables with keys. A primary key is a column, or a combination of columns, whose value uniquely identifies each row, while a foreign key is a column that refers to the primary key of another table. Edgar Codd introduced the relational model at IBM in 1970, and SQL, the structured query language, became the standard way to ask questions of such systems. Normalisation is the practice of organising tables so that each fact is stored in exactly one place, which prevents update anomalies where two copies of the same information disagree. Transactions group several operations so that they succeed or fail together; the guarantees they offer are summarised by the acronym ACID, which stands for atomicity, consistency, isolation and durability. An index is an auxiliary structure, often a B-tree, that lets the database find matching rows without scanning an entire table, at the cost of extra storage and slower writes.`,
  },
  {
    id: 'cs-machine-learning',
    topic: 'Computer science',
    title: 'Learning from examples',
    text: `Machine learning is a field of computer science in which programs improve at a task by learning patterns from data rather than by following rules written by hand. In supervised learning the training examples come with correct answers, called labels, and the model learns to map inputs to outputs, as when a spam filter learns from emails that people have marked. In unsupervised learning there are no labels, and the goal is to discover structure, for example by clustering customers with similar buying habits. A central danger is overfitting, which occurs when a model memorises the quirks and noise of its training data so closely that it performs poorly on new cases. To detect it, practitioners hold back a test set that the model never sees during training and measure performance there. Regularisation, simpler models and more data all reduce overfitting. It is worth stressing that a model can only be as fair as the data it learns from, since historical records often carry the biases of the decisions that produced them.`,
  },
  {
    id: 'math-calculus',
    topic: 'Mathematics',
    title: 'The idea of a derivative',
    text: `Calculus grew from two practical questions: how fast is a quantity changing at a given instant, and how much of a quantity accumulates over an interval. The derivative answers the first question. It is defined as the limit of the average rate of change over smaller and smaller intervals, and geometrically it is the slope of the tangent line to a curve at a point. For a polynomial the calculation follows the power rule, under which the derivative of x raised to the power n is n times x raised to the power n minus one. The integral answers the second question by adding up infinitely many infinitesimally thin slices, which gives the area under a curve. The fundamental theorem of calculus reveals that differentiation and integration are inverse operations, a discovery made independently by Isaac Newton and Gottfried Wilhelm Leibniz in the late seventeenth century. Their priority dispute was bitter, but it was Leibniz's notation, with its dx and the elongated integral sign, that most of the world eventually adopted.`,
  },
  {
    id: 'stats-inference',
    topic: 'Statistics',
    title: 'Samples, estimates and uncertainty',
    text: `Statistics allows us to draw conclusions about a large population by examining a smaller sample drawn from it. A random sample gives every member of the population an equal chance of selection, which protects the conclusions against systematic bias. The sample mean is an estimate of the population mean, and the standard error describes how much that estimate would vary from one sample to another; it shrinks as the sample size grows, in proportion to the square root of the number of observations. A confidence interval combines the estimate and its standard error into a range of plausible values. Hypothesis testing asks whether an observed difference could easily have arisen by chance, and the p-value is the probability of seeing a result at least as extreme if the null hypothesis were true. A small p-value is not the probability that the null hypothesis is true, a misunderstanding that appears in a surprising number of published papers. Correlation, moreover, does not establish causation without a careful design such as a randomised controlled trial.`,
  },
];
