// Topic banks for the life and behavioural sciences.
import type { SubjectTopicBank } from './seed-types.ts';

export const MEDICINE_TOPICS: SubjectTopicBank = {
  subject_slug: 'medicine',
  certifications: ['USMLE Step 1', 'UKMLA Applied Knowledge Test', 'Basic Life Support (BLS) Provider'],
  topics: [
    {
      name: 'Cardiac Physiology',
      keywords: ['physiology', 'body systems', 'medical physiology', 'mammalian'],
      focus: 'the cardiac cycle, cardiac output and how the heart adapts to changing demand',
      paragraphs: [
        'The cardiac cycle alternates between systole, when the ventricles contract and eject blood, and diastole, when they relax and fill. The heart sounds mark valve closure: the first sound (S1) is the mitral and tricuspid valves closing at the start of systole, and the second (S2) is the aortic and pulmonary valves closing at its end. Pressure-volume loops summarise a single beat, with stroke volume given by the width of the loop — end-diastolic volume minus end-systolic volume, typically around 70 mL in a resting adult.',
        "Cardiac output is heart rate multiplied by stroke volume, about 5 L/min at rest. Stroke volume depends on preload, afterload and contractility. The Frank-Starling mechanism means that greater ventricular filling stretches the muscle fibres and produces a stronger contraction, so the heart automatically matches its output to venous return. Sympathetic stimulation raises both heart rate and contractility through β₁-adrenergic receptors, while parasympathetic input via the vagus nerve slows the sinoatrial node, which is why resting heart rate is below the node's intrinsic rate of roughly 100 beats per minute.",
      ],
      questions: [
        {
          q: 'Heart rate is 70 bpm and stroke volume 75 mL. What is cardiac output?',
          a: '70 × 75 mL = 5250 mL/min ≈ 5.25 L/min.',
        },
        {
          q: 'What event produces the second heart sound?',
          a: 'Closure of the aortic and pulmonary (semilunar) valves at the end of ventricular systole.',
        },
      ],
    },
    {
      name: 'Renal Physiology',
      keywords: ['physiology', 'body systems', 'medical physiology'],
      focus: 'how the kidney filters blood and regulates fluid, electrolytes and blood pressure',
      paragraphs: [
        "Each kidney contains about a million nephrons. Blood is filtered at the glomerulus, where the glomerular filtration rate in a healthy adult is around 125 mL/min, or 180 litres a day, of which about 99 percent is reabsorbed. The proximal tubule reabsorbs roughly two-thirds of filtered sodium and water, along with essentially all filtered glucose and amino acids under normal conditions. Glucose appears in the urine in uncontrolled diabetes because its filtered load exceeds the transport maximum of the proximal tubule's transporters.",
        'The loop of Henle creates a concentration gradient in the medulla through countercurrent multiplication, and the collecting duct uses it to concentrate urine under the control of antidiuretic hormone, which inserts aquaporin-2 channels. The renin-angiotensin-aldosterone system defends blood pressure: low renal perfusion triggers renin release, angiotensin II constricts arterioles and stimulates aldosterone, and aldosterone increases sodium reabsorption in the distal nephron. ACE inhibitors and angiotensin receptor blockers act on this pathway and are first-line treatments for hypertension in many patients.',
      ],
      questions: [
        {
          q: 'Which hormone inserts aquaporin-2 channels in the collecting duct?',
          a: 'Antidiuretic hormone (vasopressin).',
        },
        {
          q: 'Why does glucose appear in urine in uncontrolled diabetes mellitus?',
          a: 'The filtered glucose load exceeds the reabsorptive transport maximum of the proximal tubule.',
        },
      ],
    },
    {
      name: 'Principles of Pharmacology',
      keywords: ['pharmacology', 'therapeutics', 'pharmaceuticals'],
      focus: 'pharmacokinetics, pharmacodynamics and how drug doses are chosen',
      paragraphs: [
        'Pharmacokinetics describes what the body does to a drug: absorption, distribution, metabolism and excretion. Bioavailability is the fraction of a dose reaching the systemic circulation unchanged — 100 percent for intravenous drugs, often much less orally because of first-pass metabolism in the liver. Most drugs are eliminated by first-order kinetics, in which a constant fraction is removed per unit time, so concentration falls by half every half-life. It takes about four to five half-lives to reach steady state on regular dosing, and about the same to clear a drug after stopping.',
        'Pharmacodynamics describes what the drug does to the body. Agonists activate receptors and antagonists block them; a competitive antagonist shifts the dose-response curve to the right without lowering the maximum effect, while a non-competitive antagonist lowers the maximum. Potency reflects the dose needed for an effect (EC₅₀) and efficacy the maximum effect achievable. The therapeutic index, the ratio of toxic to effective dose, indicates safety; drugs with a narrow index, such as warfarin, digoxin and lithium, require monitoring of blood levels.',
      ],
      questions: [
        {
          q: 'A drug has a half-life of 6 hours. Roughly how long until steady state on regular dosing?',
          a: 'About four to five half-lives, i.e. 24 to 30 hours.',
        },
        {
          q: "How does a competitive antagonist change an agonist's dose-response curve?",
          a: 'It shifts the curve to the right (lower apparent potency) without reducing the maximum response.',
        },
      ],
    },
    {
      name: 'The Immune Response',
      keywords: ['immunology', 'microbiology', 'disease', 'molecular'],
      focus: 'how innate and adaptive immunity cooperate to defend against infection',
      paragraphs: [
        'Innate immunity responds within minutes to hours and recognises broad molecular patterns shared by pathogens, through receptors such as the Toll-like receptors. Its components include physical barriers, complement, neutrophils, macrophages and natural killer cells. Inflammation — redness, heat, swelling and pain — results from vasodilation and increased capillary permeability that bring cells and proteins to the site. Dendritic cells link the two arms of immunity by capturing antigen and carrying it to lymph nodes to present to T cells.',
        'Adaptive immunity is slower on first exposure but highly specific and has memory. CD4+ helper T cells recognise peptides presented on MHC class II molecules and coordinate the response; CD8+ cytotoxic T cells recognise peptides on MHC class I and kill infected cells. B cells produce antibodies, and class switching from IgM to IgG marks a maturing response. Memory cells make a second exposure faster and stronger, which is the principle behind vaccination. Failures of self-tolerance cause autoimmune disease, such as type 1 diabetes.',
      ],
      questions: [
        { q: 'Which MHC class presents antigen to CD8+ T cells?', a: 'MHC class I.' },
        { q: 'Which antibody class dominates the early primary response?', a: 'IgM.' },
      ],
    },
    {
      name: 'Anatomy of the Upper Limb',
      keywords: ['anatomy', 'embryology', 'human'],
      focus: 'the brachial plexus, the major nerves of the arm and the clinical signs of their injury',
      paragraphs: [
        'The brachial plexus forms from the anterior rami of spinal nerves C5 to T1 and is organised as roots, trunks, divisions, cords and branches. Its five terminal branches supply the upper limb: the musculocutaneous nerve (elbow flexors), the axillary nerve (deltoid and teres minor), the radial nerve (extensors of the arm and forearm), the median nerve (most forearm flexors and the thenar muscles) and the ulnar nerve (most intrinsic hand muscles). Learning which nerve supplies each compartment makes the clinical picture of an injury predictable.',
        'Injury patterns follow anatomy. A fracture of the surgical neck of the humerus risks the axillary nerve, weakening shoulder abduction. A mid-shaft fracture can damage the radial nerve in the spiral groove, causing wrist drop. The median nerve is compressed in carpal tunnel syndrome, producing numbness over the thumb, index and middle fingers and weakness of thumb opposition. Damage to the ulnar nerve at the elbow produces a claw hand on attempted extension of the fingers. Upper brachial plexus injury (C5-C6), often from birth trauma, gives Erb\'s palsy with the "waiter\'s tip" posture.',
      ],
      questions: [
        {
          q: 'Which nerve is at risk in a mid-shaft humeral fracture, and what sign results?',
          a: 'The radial nerve, causing wrist drop.',
        },
        { q: 'Which spinal roots form the brachial plexus?', a: 'C5, C6, C7, C8 and T1.' },
      ],
    },
    {
      name: 'Clinical Reasoning and History Taking',
      keywords: ['clinical', 'health professional', 'foundations', 'medicine'],
      focus: 'how to take a structured history and build a differential diagnosis',
      paragraphs: [
        "A structured history remains the most powerful diagnostic tool; in many studies it alone suggests the correct diagnosis in most outpatients. Begin with open questions and let the patient speak before narrowing down. For the presenting complaint, the SOCRATES mnemonic organises pain history: site, onset, character, radiation, associated symptoms, timing, exacerbating and relieving factors, and severity. Then cover past medical history, medications and allergies, family and social history, and a systems review, checking the patient's ideas, concerns and expectations along the way.",
        'Clinical reasoning combines pattern recognition with deliberate analysis. Build a differential diagnosis ranked by likelihood, but keep dangerous conditions that must not be missed on the list even when they are less likely — chest pain always prompts consideration of myocardial infarction, aortic dissection and pulmonary embolism. Each finding should raise or lower the probability of each diagnosis. Cognitive biases such as anchoring on the first idea and premature closure are common causes of error, and a deliberate "what else could this be?" before committing to a plan is a simple safeguard.',
      ],
      questions: [
        {
          q: 'What does the SOCRATES mnemonic stand for?',
          a: 'Site, Onset, Character, Radiation, Associated symptoms, Timing, Exacerbating/relieving factors, Severity.',
        },
        {
          q: 'What is anchoring bias in diagnosis?',
          a: 'Sticking to an initial impression and failing to adjust when new information points elsewhere.',
        },
      ],
    },
  ],
};

export const BIOLOGY_TOPICS: SubjectTopicBank = {
  subject_slug: 'biology',
  certifications: ['MCAT Biological and Biochemical Foundations', 'AP Biology', 'GRE Biology Preparation'],
  topics: [
    {
      name: 'Cell Structure and Organelles',
      keywords: ['cell', 'cellular', 'molecular and cell', 'introductory biology'],
      focus: 'the organisation of prokaryotic and eukaryotic cells and the function of each organelle',
      paragraphs: [
        'All cells share a plasma membrane, cytoplasm, ribosomes and DNA, but prokaryotes such as bacteria lack a nucleus and membrane-bound organelles, while eukaryotic cells compartmentalise their work. The nucleus holds the genome and is the site of transcription; ribosomes translate mRNA into protein, either free in the cytosol or bound to the rough endoplasmic reticulum when the protein is destined for secretion or a membrane. The Golgi apparatus modifies, sorts and packages proteins into vesicles, and lysosomes break down worn-out components and ingested material.',
        "Mitochondria generate most of the cell's ATP by aerobic respiration, and chloroplasts in plants and algae carry out photosynthesis. Both have their own circular DNA and double membranes, evidence for the endosymbiotic theory that they descend from free-living bacteria engulfed by an ancestral cell. The cytoskeleton — microfilaments, intermediate filaments and microtubules — gives the cell shape, anchors organelles and moves chromosomes during division. Cell size is limited by the surface-area-to-volume ratio, which falls as a cell grows.",
      ],
      questions: [
        {
          q: 'Give two pieces of evidence for the endosymbiotic origin of mitochondria.',
          a: 'They have their own circular DNA and double membranes, and bacteria-like ribosomes; they divide by fission.',
        },
        {
          q: 'Where are secreted proteins synthesised?',
          a: 'On ribosomes bound to the rough endoplasmic reticulum.',
        },
      ],
    },
    {
      name: 'DNA Replication and Gene Expression',
      keywords: ['molecular', 'genetics', 'genomics', 'biochemistry'],
      focus: 'how DNA is copied and how genetic information flows from DNA to RNA to protein',
      paragraphs: [
        "DNA replication is semi-conservative: each new double helix contains one parental strand and one newly made strand, as Meselson and Stahl demonstrated with heavy nitrogen. Helicase unwinds the helix, primase lays down short RNA primers, and DNA polymerase extends them, adding nucleotides only to the 3' end. The leading strand is therefore made continuously, while the lagging strand is made in short Okazaki fragments that ligase joins together. Proofreading by DNA polymerase and mismatch repair keep the error rate to roughly one in a billion bases.",
        'Gene expression begins with transcription, in which RNA polymerase reads the template strand and makes a complementary mRNA. In eukaryotes the transcript is capped, polyadenylated and spliced to remove introns before leaving the nucleus. During translation, ribosomes read the mRNA in codons of three bases, and transfer RNAs bring the matching amino acids. The genetic code is redundant — 61 codons specify 20 amino acids — which is why many single-base substitutions are silent. Gene regulation, from the lac operon in bacteria to enhancers and transcription factors in eukaryotes, decides which genes are expressed where and when.',
      ],
      questions: [
        {
          q: 'Why is the lagging strand synthesised discontinuously?',
          a: "DNA polymerase only adds to the 3' end, so on the strand running the other way it must work backwards in short Okazaki fragments.",
        },
        { q: 'What is removed from a eukaryotic pre-mRNA during splicing?', a: 'Introns.' },
      ],
    },
    {
      name: 'Mendelian and Population Genetics',
      keywords: ['genetics', 'genomics', 'evolution'],
      focus: 'inheritance patterns, Punnett squares and Hardy-Weinberg equilibrium',
      paragraphs: [
        "Mendel's law of segregation states that each individual carries two alleles for a gene and passes one, at random, to each gamete. A cross between two heterozygotes (Aa × Aa) gives genotypes in a 1:2:1 ratio and, with complete dominance, phenotypes in a 3:1 ratio. The law of independent assortment holds for genes on different chromosomes, giving the 9:3:3:1 ratio in a dihybrid cross; genes close together on one chromosome are linked and violate it, and recombination frequencies between them are used to build genetic maps.",
        'Population genetics tracks allele frequencies in whole populations. Under the Hardy-Weinberg conditions — no mutation, migration or selection, random mating and a very large population — allele and genotype frequencies stay constant, with p^2 + 2pq + q^2 = 1. If 1 in 10,000 people has a recessive condition, q^2 = 0.0001, so q = 0.01 and the carrier frequency 2pq is about 2 percent. Departures from these expectations point to evolutionary forces at work, such as natural selection or genetic drift in a small population.',
      ],
      questions: [
        {
          q: 'What fraction of offspring from Aa × Aa are heterozygous?',
          a: 'One half (2 of 4 Punnett-square boxes).',
        },
        { q: 'If q^2 = 0.04, what is the carrier frequency 2pq?', a: 'q = 0.2, p = 0.8, so 2pq = 0.32.' },
      ],
    },
    {
      name: 'Evolution by Natural Selection',
      keywords: ['evolution', 'diversity', 'origin', 'behaviour', 'life'],
      focus: 'the mechanism of natural selection and the evidence for evolution',
      paragraphs: [
        'Natural selection follows from three observations: individuals vary, some of that variation is heritable, and more offspring are produced than can survive and reproduce. Individuals whose heritable traits suit their environment leave more descendants, so those traits become more common over generations. Selection acts on phenotypes but changes allele frequencies, and it has no foresight: it can only favour variants that already exist. The evolution of antibiotic resistance in bacteria, observable within months, is a direct modern demonstration.',
        'Evidence for evolution comes from independent sources that agree. The fossil record shows transitional forms, such as early tetrapods and feathered dinosaurs. Comparative anatomy reveals homologous structures — the same bones in a human arm, a bat wing and a whale flipper. Molecular comparisons of DNA and protein sequences produce phylogenetic trees that match those built from anatomy. Biogeography shows island species most closely related to those on the nearest mainland. Speciation occurs when populations become reproductively isolated, most often after geographic separation.',
      ],
      questions: [
        {
          q: 'Why is a bat wing and a human arm an example of homology?',
          a: 'They share the same underlying bone structure inherited from a common ancestor, despite different functions.',
        },
        {
          q: 'Does natural selection act on genotypes or phenotypes?',
          a: 'It acts directly on phenotypes, which changes allele frequencies over generations.',
        },
      ],
    },
    {
      name: 'Ecology and Ecosystems',
      keywords: ['ecology', 'global change', 'diversity'],
      focus: 'population growth, species interactions and the flow of energy through ecosystems',
      paragraphs: [
        'Populations with unlimited resources grow exponentially, but real populations are limited by food, space and predators, and logistic growth levels off at the carrying capacity K. Species interact through competition, predation, mutualism and parasitism. The competitive exclusion principle holds that two species competing for exactly the same limiting resource cannot coexist indefinitely, which drives resource partitioning. Keystone species, such as sea otters that control sea urchins and so protect kelp forests, have effects far larger than their abundance would suggest.',
        'Energy enters most ecosystems through photosynthesis and flows through trophic levels from producers to consumers. Only about 10 percent of the energy at one level is passed to the next, the rest being lost mainly as heat through respiration, which limits food chains to a few links and makes plant-based diets more energy-efficient. Nutrients, unlike energy, cycle: carbon, nitrogen and phosphorus move between living organisms, the atmosphere, water and rocks. Nitrogen fixation by bacteria converts atmospheric N₂ into forms plants can use.',
      ],
      questions: [
        {
          q: 'If producers capture 10,000 kJ, roughly how much reaches secondary consumers?',
          a: 'About 10 percent per level: 1,000 kJ to primary and about 100 kJ to secondary consumers.',
        },
        {
          q: 'What is a keystone species?',
          a: 'A species whose effect on its community is disproportionately large relative to its abundance.',
        },
      ],
    },
    {
      name: 'Cellular Respiration and Photosynthesis',
      keywords: ['biochemistry', 'cell', 'cellular', 'metabolism'],
      focus: 'how cells capture and release energy through photosynthesis and respiration',
      paragraphs: [
        'Cellular respiration oxidises glucose to carbon dioxide and water and stores the released energy in ATP. Glycolysis in the cytoplasm splits glucose into two pyruvate molecules, netting 2 ATP and 2 NADH. In the mitochondrion, pyruvate is converted to acetyl-CoA and fed into the citric acid cycle, which produces more NADH and FADH₂. The electron transport chain passes electrons from these carriers to oxygen, pumping protons across the inner membrane; ATP synthase uses the proton gradient to make most of the roughly 30 to 32 ATP per glucose. Without oxygen, fermentation regenerates NAD⁺ so glycolysis can continue.',
        'Photosynthesis runs in roughly the opposite direction. In the light-dependent reactions on the thylakoid membranes, light energy splits water, releasing oxygen, and produces ATP and NADPH. The Calvin cycle in the stroma uses that ATP and NADPH to fix carbon dioxide into sugar, with the enzyme rubisco catalysing the first step. Rubisco also reacts with oxygen, wasting energy in photorespiration; C₄ and CAM plants, such as maize and cacti, have evolved ways to concentrate CO₂ around rubisco and thrive in hot, dry conditions.',
      ],
      questions: [
        {
          q: 'Where does the citric acid cycle take place in eukaryotic cells?',
          a: 'In the mitochondrial matrix.',
        },
        {
          q: 'What is the source of the oxygen released in photosynthesis?',
          a: 'Water, split during the light-dependent reactions.',
        },
      ],
    },
  ],
};

export const PSYCHOLOGY_TOPICS: SubjectTopicBank = {
  subject_slug: 'psychology',
  certifications: [
    'GRE Psychology Preparation',
    'AP Psychology',
    'EPPP (Examination for Professional Practice in Psychology)',
  ],
  topics: [
    {
      name: 'Memory Systems',
      keywords: ['cognitive', 'cognition', 'mind', 'brain'],
      focus: 'how memory is encoded, stored and retrieved, and why we forget',
      paragraphs: [
        'The multi-store model of Atkinson and Shiffrin distinguishes sensory memory, short-term memory and long-term memory. Short-term memory holds a small amount — Miller estimated seven plus or minus two items, and later work suggests about four chunks — for around 20 seconds without rehearsal. Baddeley and Hitch refined it into working memory, with a phonological loop, a visuospatial sketchpad and a central executive. Long-term memory divides into explicit memory, both episodic and semantic, and implicit memory such as skills and priming.',
        'How information is encoded determines how well it is remembered. Craik and Lockhart showed that deep, meaningful processing produces better recall than shallow processing of appearance or sound. Retrieval depends on cues: memory is best when the context at retrieval matches the context at encoding. Forgetting follows a steep curve, first plotted by Ebbinghaus, and is caused by decay, interference and retrieval failure. Memory is reconstructive, and Loftus and Palmer showed that the wording of a question can change what eyewitnesses report they saw.',
      ],
      questions: [
        {
          q: "What did Loftus and Palmer's car-crash study show?",
          a: 'The verb used in a leading question ("smashed" vs "hit") altered speed estimates and later false memories of broken glass.',
        },
        {
          q: "Name the components of Baddeley and Hitch's working memory model.",
          a: 'The central executive, phonological loop and visuospatial sketchpad (the episodic buffer was added later).',
        },
      ],
    },
    {
      name: 'Classical and Operant Conditioning',
      keywords: ['introduction', 'psychology', 'behaviour', 'learning'],
      focus: 'how associative learning works through classical and operant conditioning',
      paragraphs: [
        "In classical conditioning, a neutral stimulus becomes associated with an unconditioned stimulus that naturally produces a response. Pavlov paired a tone with food until the tone alone made dogs salivate; the tone became the conditioned stimulus and salivation to it the conditioned response. If the tone is then repeatedly presented without food, the response weakens through extinction, but it can reappear after a rest — spontaneous recovery — showing that extinction is new learning rather than erasure. Watson's Little Albert study, ethically unacceptable today, showed that fears can be conditioned.",
        'Operant conditioning, studied by Skinner, concerns how consequences shape voluntary behaviour. Reinforcement increases a behaviour: positive reinforcement adds something pleasant, negative reinforcement removes something unpleasant. Punishment decreases a behaviour. Schedules of reinforcement matter: variable-ratio schedules, as in slot machines, produce high, steady responding that is very resistant to extinction. Shaping reinforces successive approximations of a target behaviour and is used in animal training and behaviour therapy.',
      ],
      questions: [
        {
          q: 'Taking painkillers to remove a headache increases pill-taking. What kind of consequence is this?',
          a: 'Negative reinforcement: removing an unpleasant stimulus increases the behaviour.',
        },
        {
          q: 'Which reinforcement schedule is most resistant to extinction?',
          a: 'The variable-ratio schedule.',
        },
      ],
    },
    {
      name: 'Social Influence',
      keywords: ['social', 'behavioural', 'psychology'],
      focus: 'conformity, obedience and the situational forces that shape behaviour',
      paragraphs: [
        "Asch's line-judgement studies showed that people conform to a unanimous group even when the group is plainly wrong: participants gave the incorrect answer on about a third of critical trials, and three-quarters conformed at least once. Conformity falls sharply when even one other person dissents. Researchers distinguish normative influence, the wish to be liked, from informational influence, the belief that others know better, which dominates in ambiguous situations like Sherif's autokinetic experiments.",
        "Milgram's obedience studies found that 65 percent of participants continued to administer what they believed were 450-volt shocks when instructed by an experimenter. Obedience dropped when the victim was physically closer or the authority less legitimate. These studies, together with work on the bystander effect after the Kitty Genovese case, suggest that situations often predict behaviour better than personality. They also prompted the ethical safeguards of modern research — informed consent, the right to withdraw and full debriefing.",
      ],
      questions: [
        {
          q: "What reduced conformity most in Asch's experiments?",
          a: "The presence of a single dissenting ally who broke the group's unanimity.",
        },
        {
          q: 'What is the bystander effect?',
          a: 'The tendency for each individual to be less likely to help when more bystanders are present.',
        },
      ],
    },
    {
      name: 'Developmental Psychology',
      keywords: ['development', 'introduction', 'psychology'],
      focus: 'how thinking and attachment develop from infancy through adolescence',
      paragraphs: [
        "Piaget proposed that children's thinking develops through four stages: sensorimotor (birth to about 2), when object permanence emerges; preoperational (2 to 7), marked by egocentrism and failure on conservation tasks; concrete operational (7 to 11), when logical reasoning about concrete objects appears; and formal operational (from about 11), when abstract and hypothetical reasoning becomes possible. Later research shows that Piaget underestimated young children, whose competence appears earlier on simpler tasks, and that development is less stage-like than he proposed.",
        'Vygotsky emphasised the social origins of thought. His zone of proximal development is the gap between what a child can do alone and what they can do with guidance, and scaffolding is the support that helps them cross it. Attachment research by Bowlby and Ainsworth showed that infants form emotional bonds with caregivers; the Strange Situation classifies attachment as secure, insecure-avoidant or insecure-resistant, with disorganised attachment added later. Secure attachment in infancy predicts, modestly, later social competence.',
      ],
      questions: [
        {
          q: 'In which Piagetian stage do children typically fail conservation tasks?',
          a: 'The preoperational stage (about ages 2 to 7).',
        },
        {
          q: 'What is the zone of proximal development?',
          a: 'The range of tasks a learner cannot yet do alone but can do with guidance from a more skilled person.',
        },
      ],
    },
    {
      name: 'Research Methods in Psychology',
      keywords: ['psychological science', 'foundations', 'methods', 'introduction'],
      focus: 'experimental design, correlation, validity and the replication crisis',
      paragraphs: [
        'An experiment manipulates an independent variable and measures its effect on a dependent variable while controlling other factors. Random assignment to conditions is what allows causal conclusions, because it spreads confounding variables evenly across groups. Correlational studies measure variables as they occur; they can reveal relationships and make predictions but cannot establish causation, because a third variable may explain both or the causal direction may run the other way. Operational definitions specify exactly how an abstract construct, such as anxiety, is measured.',
        'Validity asks whether a study measures what it claims to. Internal validity concerns whether the manipulation caused the effect; external validity whether the finding generalises to other people and settings. Reliability is consistency of measurement. Since the 2010s, large replication projects have found that many published findings do not replicate as strongly as reported, prompting reforms such as pre-registration of hypotheses, larger samples, open data and reporting effect sizes with confidence intervals rather than relying on p < .05 alone.',
      ],
      questions: [
        {
          q: 'What feature of an experiment allows causal conclusions?',
          a: 'Random assignment of participants to conditions, with manipulation of the independent variable.',
        },
        {
          q: 'What is pre-registration?',
          a: 'Publicly recording hypotheses, methods and analysis plans before collecting data.',
        },
      ],
    },
    {
      name: 'Psychological Disorders and Treatment',
      keywords: ['psychology', 'mind', 'behaviour', 'clinical'],
      focus: 'how psychological disorders are classified and which treatments are supported by evidence',
      paragraphs: [
        'Psychological disorders are diagnosed using systems such as the DSM-5-TR and ICD-11, which define disorders by patterns of symptoms that cause significant distress or impairment. Major depressive disorder involves persistent low mood or loss of interest for at least two weeks, with changes in sleep, appetite, energy and concentration. Anxiety disorders include generalised anxiety, panic disorder and phobias. The biopsychosocial model holds that disorders arise from interacting genetic, neurochemical, psychological and social factors rather than a single cause.',
        'Cognitive behavioural therapy, one of the best-supported treatments for depression and anxiety, helps clients identify and test unhelpful thoughts and change patterns of behaviour. Exposure therapy, which gradually confronts feared situations, is especially effective for phobias and obsessive-compulsive disorder. Medication such as selective serotonin reuptake inhibitors helps many people with moderate to severe depression, and combined treatment often outperforms either alone. The quality of the therapeutic relationship predicts outcomes across many therapy types.',
      ],
      questions: [
        {
          q: 'What is the minimum duration of symptoms for a major depressive episode in DSM-5?',
          a: 'Two weeks.',
        },
        {
          q: 'Which therapy is most effective for specific phobias?',
          a: 'Exposure therapy, often within a CBT framework.',
        },
      ],
    },
  ],
};

export const ENVIRONMENTAL_SCIENCE_TOPICS: SubjectTopicBank = {
  subject_slug: 'environmental-science',
  certifications: ['LEED Green Associate', 'AP Environmental Science', 'ISO 14001 Internal Auditor'],
  topics: [
    {
      name: 'The Greenhouse Effect and Climate Change',
      keywords: ['climate', 'global change', 'environmental systems'],
      focus: 'the physics of the greenhouse effect and the evidence for human-caused climate change',
      paragraphs: [
        'The Earth absorbs sunlight mostly at visible wavelengths and radiates energy back to space as infrared. Greenhouse gases — water vapour, carbon dioxide, methane and nitrous oxide — absorb and re-emit infrared radiation, so the surface is about 33 °C warmer than it would be without them. Since the industrial revolution, the atmospheric CO₂ concentration has risen from about 280 parts per million to over 420, mainly from burning fossil fuels and clearing forests. Isotopic signatures confirm the fossil origin of the extra carbon.',
        'Global mean surface temperature has risen by roughly 1.1 to 1.3 °C since the late nineteenth century. Feedbacks amplify the initial warming: warmer air holds more water vapour, and melting ice exposes darker surfaces that absorb more sunlight. Consequences include sea-level rise from thermal expansion and melting ice sheets, more frequent heat extremes, shifts in rainfall, and ocean acidification as seawater absorbs CO₂. The Paris Agreement aims to hold warming well below 2 °C, which requires reaching net-zero CO₂ emissions around mid-century.',
      ],
      questions: [
        {
          q: 'Why does ice-albedo feedback amplify warming?',
          a: 'Melting ice exposes darker land or ocean, which absorbs more sunlight and causes further warming and melting.',
        },
        {
          q: 'What was the pre-industrial atmospheric CO₂ concentration?',
          a: 'About 280 parts per million.',
        },
      ],
    },
    {
      name: 'Biodiversity and Conservation',
      keywords: ['biology', 'natural resource', 'conservation', 'ecology'],
      focus: 'why biodiversity matters, what threatens it and how it is conserved',
      paragraphs: [
        'Biodiversity covers genetic diversity within species, species diversity within communities and ecosystem diversity across landscapes. It underpins ecosystem services — pollination, water purification, soil formation and climate regulation — that human economies depend on. The main drivers of loss are summarised by the acronym HIPPO: habitat destruction, invasive species, pollution, human population growth and overharvesting, with climate change increasingly important. Current extinction rates are estimated at tens to hundreds of times the background rate.',
        'Conservation works at several scales. Protected areas are most effective when large, connected by wildlife corridors and well managed; island biogeography theory predicts that small, isolated reserves lose species over time. Species recovery plans, captive breeding and reintroductions have saved species such as the California condor. Increasingly, conservation works with local communities and recognises indigenous land management, since protected areas imposed without local support often fail, and market tools such as payments for ecosystem services reward landowners for protecting habitat.',
      ],
      questions: [
        {
          q: 'What does HIPPO stand for in conservation biology?',
          a: 'Habitat destruction, Invasive species, Pollution, human Population growth and Overharvesting.',
        },
        {
          q: 'Why are wildlife corridors valuable?',
          a: 'They connect isolated habitat patches, allowing movement, gene flow and recolonisation.',
        },
      ],
    },
    {
      name: 'Water Resources and Pollution',
      keywords: ['water', 'hydrology', 'pollution', 'environmental engineering', 'chemistry'],
      focus: 'the water cycle, freshwater scarcity and how water pollution is measured and treated',
      paragraphs: [
        "Only about 2.5 percent of the Earth's water is fresh, and most of that is locked in ice caps and groundwater. Agriculture accounts for roughly 70 percent of global freshwater withdrawals. Aquifers can be depleted when pumping exceeds recharge, as in parts of the Ogallala Aquifer in the United States and in northern India, and coastal over-pumping draws saltwater into wells. Integrated water resource management treats a river basin as a single system, balancing the needs of cities, farms, industry and ecosystems.",
        'Water pollution comes from point sources, such as a factory outfall, and non-point sources, such as fertiliser runoff from farmland, which are harder to regulate. Excess nitrogen and phosphorus cause eutrophication: algal blooms die and decompose, consuming dissolved oxygen and creating dead zones like the one in the Gulf of Mexico. Biochemical oxygen demand measures the organic load in water. Municipal treatment removes solids in primary treatment, uses microbes to break down organic matter in secondary treatment, and may remove nutrients in tertiary treatment before disinfection.',
      ],
      questions: [
        {
          q: 'Explain how fertiliser runoff can lead to fish kills.',
          a: 'Nutrients trigger algal blooms; when the algae die, decomposing bacteria consume dissolved oxygen, leaving hypoxic water.',
        },
        {
          q: 'Which sector uses the largest share of global freshwater withdrawals?',
          a: 'Agriculture, at roughly 70 percent.',
        },
      ],
    },
    {
      name: 'Energy Resources and Sustainability',
      keywords: ['sustainability', 'environment', 'society', 'engineering systems'],
      focus: 'the trade-offs between fossil, nuclear and renewable energy sources',
      paragraphs: [
        "Fossil fuels still supply around 80 percent of the world's primary energy. They are energy-dense and dispatchable, but their combustion emits carbon dioxide and air pollutants responsible for millions of premature deaths each year. Nuclear power produces very low lifecycle emissions and runs continuously, but faces high capital costs, long construction times and the challenge of long-term waste storage. Natural gas emits about half the CO₂ of coal per unit of electricity, although methane leaks along the supply chain reduce that advantage.",
        'Solar photovoltaic and wind power have fallen dramatically in cost over the past decade and are now the cheapest sources of new electricity in many regions. Their output varies with weather and time of day, so high shares require grid flexibility: battery storage, demand response, long-distance transmission and complementary dispatchable sources. Life-cycle assessment compares technologies fairly by counting emissions and resource use from raw-material extraction to disposal, and energy efficiency improvements remain among the cheapest ways to cut emissions.',
      ],
      questions: [
        {
          q: 'What is the main technical challenge of high shares of wind and solar power?',
          a: 'Their variability, which requires storage, flexible demand, transmission and backup capacity to balance supply and demand.',
        },
        {
          q: 'What does a life-cycle assessment measure?',
          a: 'Environmental impacts of a product or technology across its whole life, from extraction through manufacture and use to disposal.',
        },
      ],
    },
    {
      name: 'Soil, Land Use and Agriculture',
      keywords: ['geology', 'natural resource', 'land', 'geography', 'development'],
      focus: 'soil formation, land degradation and sustainable agriculture',
      paragraphs: [
        'Soil forms slowly, often taking centuries to produce a few centimetres, from the weathering of parent rock combined with organic matter from living organisms. A typical profile has an organic O horizon, a topsoil A horizon rich in humus, a subsoil B horizon where minerals accumulate and a C horizon of weathered rock. Soil texture — the proportions of sand, silt and clay — controls drainage and nutrient retention. Loams, with balanced proportions, are generally the most productive for agriculture.',
        'Land degradation through erosion, salinisation, compaction and nutrient depletion threatens food production. Conventional tillage leaves soil exposed to wind and water, while conservation practices — no-till farming, cover crops, contour ploughing and crop rotation — protect it and can build soil carbon. Irrigation without adequate drainage causes salts to accumulate, as in parts of Mesopotamia in antiquity and the Aral Sea basin in the twentieth century. Agroforestry and integrated pest management aim to maintain yields with fewer external inputs.',
      ],
      questions: [
        {
          q: 'Which soil horizon is richest in humus?',
          a: 'The A horizon (topsoil), beneath the surface O layer.',
        },
        {
          q: 'How does irrigation lead to salinisation?',
          a: 'Irrigation water evaporates and leaves dissolved salts behind in the soil, especially where drainage is poor.',
        },
      ],
    },
    {
      name: 'Air Quality and Atmospheric Pollution',
      keywords: ['air', 'pollution', 'chemistry', 'climate', 'atmospheric'],
      focus: 'the main air pollutants, their sources and health effects, and how they are regulated',
      paragraphs: [
        'The major air pollutants include fine particulate matter (PM2.5), nitrogen oxides, sulphur dioxide, carbon monoxide and ground-level ozone. PM2.5, particles smaller than 2.5 micrometres, penetrates deep into the lungs and bloodstream and is linked to heart disease, stroke and lung cancer. Ground-level ozone is a secondary pollutant, formed when nitrogen oxides and volatile organic compounds react in sunlight, which is why photochemical smog peaks on hot, still afternoons in cities such as Los Angeles and Mexico City.',
        "Sulphur dioxide and nitrogen oxides form acids in the atmosphere, producing acid rain that damages forests, lakes and buildings. Regulation has a strong record: the US Clean Air Act's cap-and-trade programme cut sulphur dioxide emissions from power plants substantially at lower cost than predicted, and the Montreal Protocol phased out ozone-depleting chlorofluorocarbons, putting the stratospheric ozone layer on course to recover. Indoor air pollution from burning solid fuels for cooking remains a major health risk in many low-income countries.",
      ],
      questions: [
        {
          q: 'Why is ground-level ozone called a secondary pollutant?',
          a: 'It is not emitted directly but forms from reactions of nitrogen oxides and volatile organic compounds in sunlight.',
        },
        { q: 'Which international agreement phased out CFCs?', a: 'The Montreal Protocol (1987).' },
      ],
    },
  ],
};
