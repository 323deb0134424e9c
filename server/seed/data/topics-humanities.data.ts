// Topic banks for law, the arts, languages, literature and economics.
import type { SubjectTopicBank } from './seed-types.ts';

export const LAW_TOPICS: SubjectTopicBank = {
  subject_slug: 'law',
  certifications: [
    'Multistate Bar Examination (MBE)',
    'LSAT Logical Reasoning',
    'SQE1 Functioning Legal Knowledge',
  ],
  topics: [
    {
      name: 'Offer and Acceptance',
      keywords: ['contract', 'contracts', 'obligations'],
      focus: 'how contracts are formed through offer, acceptance, consideration and intention',
      paragraphs: [
        'A contract requires an offer, an acceptance that mirrors it, consideration and an intention to create legal relations. An offer is a definite promise to be bound on stated terms once accepted; it must be distinguished from an invitation to treat, such as goods displayed in a shop (Pharmaceutical Society v Boots) or most advertisements. Carlill v Carbolic Smoke Ball Co is the classic exception: an advertisement promising £100 to anyone who caught influenza after using the product, backed by a bank deposit, was a unilateral offer accepted by performance.',
        'Acceptance must be unconditional and communicated to the offeror. A reply that changes the terms is a counter-offer, which destroys the original offer (Hyde v Wrench). Under the postal rule, an acceptance sent by post is effective when posted, not when received, although the rule does not apply to instantaneous communications (Entores v Miles Far East). Consideration means that each party gives something of value, though not necessarily adequate value; past consideration is generally no consideration, and a promise to perform an existing contractual duty is not usually enough.',
      ],
      questions: [
        {
          q: 'Why was the advertisement in Carlill v Carbolic Smoke Ball Co an offer rather than an invitation to treat?',
          a: 'It was a clear promise to pay anyone who met the conditions, and the bank deposit showed intention to be bound; it was a unilateral offer accepted by performance.',
        },
        {
          q: 'What is the effect of a counter-offer?',
          a: 'It rejects and destroys the original offer, which can no longer be accepted (Hyde v Wrench).',
        },
      ],
    },
    {
      name: 'Negligence',
      keywords: ['torts', 'tort', 'obligations'],
      focus: 'the elements of negligence: duty, breach, causation and remoteness',
      paragraphs: [
        "Negligence requires the claimant to prove that the defendant owed a duty of care, breached it, and caused damage that was not too remote. The modern duty of care grew from Lord Atkin's neighbour principle in Donoghue v Stevenson: we must take reasonable care to avoid acts or omissions we can reasonably foresee would injure persons so closely affected that we ought to have them in mind. In novel situations, courts consider foreseeability, proximity and whether imposing a duty would be fair, just and reasonable, developing the law incrementally by analogy with established categories.",
        'Breach is judged against the standard of the reasonable person, adjusted for professionals, who must meet the standard of a reasonably competent member of their profession (Bolam). Factual causation uses the "but for" test: would the harm have occurred but for the breach? In Barnett v Chelsea and Kensington Hospital, a doctor who negligently failed to examine a patient was not liable because the patient would have died of arsenic poisoning anyway. Legal causation and remoteness limit liability to damage of a reasonably foreseeable kind (The Wagon Mound), while the "thin skull" rule means the defendant takes the victim as found.',
      ],
      questions: [
        {
          q: 'What is the "but for" test?',
          a: "A test of factual causation asking whether the harm would have occurred but for the defendant's breach.",
        },
        { q: 'Which case established the neighbour principle?', a: 'Donoghue v Stevenson (1932).' },
      ],
    },
    {
      name: 'Judicial Review and Separation of Powers',
      keywords: ['constitutional', 'public law', 'public'],
      focus: 'how courts review government action and how power is divided between branches',
      paragraphs: [
        'In the United States, Marbury v Madison (1803) established the power of the courts to strike down legislation that conflicts with the Constitution. The Constitution divides power among the legislative, executive and judicial branches, each with checks on the others: the President can veto legislation, Congress can override a veto with two-thirds of both houses, and the Senate confirms judicial appointments. Federalism divides power between the national government, whose powers are enumerated, and the states, which retain the remainder under the Tenth Amendment.',
        'In the United Kingdom, Parliament is sovereign, so courts cannot strike down Acts of Parliament; judicial review instead concerns the lawfulness of decisions by public bodies. The traditional grounds are illegality (acting beyond legal powers), irrationality (a decision no reasonable authority could reach, known as Wednesbury unreasonableness) and procedural impropriety, including breaches of natural justice. Under the Human Rights Act 1998, courts interpret legislation compatibly with Convention rights where possible and may otherwise issue a declaration of incompatibility, leaving the response to Parliament.',
      ],
      questions: [
        {
          q: 'Which case established judicial review of legislation in the US?',
          a: 'Marbury v Madison (1803).',
        },
        {
          q: 'Name the three traditional grounds of judicial review in English law.',
          a: 'Illegality, irrationality and procedural impropriety.',
        },
      ],
    },
    {
      name: 'Elements of a Crime',
      keywords: ['criminal'],
      focus: 'actus reus, mens rea and how they combine in criminal liability',
      paragraphs: [
        'Criminal liability generally requires both a guilty act, the actus reus, and a guilty mind, the mens rea, present at the same time. The actus reus can be conduct, a result or a state of affairs, and an omission creates liability only where there is a duty to act — arising from statute, contract, a special relationship, the voluntary assumption of care, or having created a dangerous situation (R v Miller). The act must be voluntary; a reflex or a truly unconscious movement is not an act in law.',
        'The main levels of mens rea are intention and recklessness. Direct intention is acting with the aim of bringing about a result; oblique intention may be found where the result was a virtual certainty and the defendant appreciated this (R v Woollin). Recklessness is subjective in English law: the defendant must have been aware of a risk and unreasonably taken it (R v G). Some regulatory offences are of strict liability, requiring no mens rea as to at least one element, and the correspondence principle holds that mens rea should match the actus reus it accompanies.',
      ],
      questions: [
        {
          q: 'When can an omission give rise to criminal liability?',
          a: 'Only where the defendant was under a legal duty to act, e.g. by statute, contract, relationship, assumed care or creating the danger.',
        },
        {
          q: 'What is the test for oblique intention after R v Woollin?',
          a: 'The jury may find intention if death or serious harm was a virtual certainty of the act and the defendant appreciated that.',
        },
      ],
    },
    {
      name: 'Freedom of Expression',
      keywords: ['constitutional', 'public', 'rights'],
      focus: 'the protection of speech under the First Amendment and Article 10 of the European Convention',
      paragraphs: [
        'The First Amendment forbids Congress from abridging the freedom of speech, and the Supreme Court has applied this to the states through the Fourteenth Amendment. Content-based restrictions receive strict scrutiny and almost always fail, while content-neutral time, place and manner restrictions are permitted if narrowly tailored to a significant interest and leave open alternative channels. Under Brandenburg v Ohio, advocacy of violence is protected unless it is directed to inciting imminent lawless action and likely to produce it.',
        'Article 10 of the European Convention on Human Rights protects freedom of expression but allows restrictions that are prescribed by law, pursue a legitimate aim and are necessary in a democratic society. Courts assess necessity through proportionality, giving particular weight to political speech and journalism on matters of public interest. Defamation, hate speech and privacy are handled differently on each side of the Atlantic: European courts more readily balance expression against the Article 8 right to private life, while American law, following New York Times v Sullivan, requires public officials to prove actual malice.',
      ],
      questions: [
        {
          q: 'What is the Brandenburg test for incitement?',
          a: 'Speech may be punished only if it is directed to inciting imminent lawless action and is likely to produce such action.',
        },
        {
          q: 'What standard did New York Times v Sullivan set for defamation of public officials?',
          a: 'Actual malice: knowledge of falsity or reckless disregard for the truth.',
        },
      ],
    },
    {
      name: 'Civil Procedure Basics',
      keywords: ['procedure', 'civil'],
      focus: 'jurisdiction, pleadings and the stages of a civil lawsuit',
      paragraphs: [
        'Before a civil case can proceed, the court must have subject-matter jurisdiction over the type of dispute and personal jurisdiction over the defendant. US federal courts hear cases arising under federal law and cases between citizens of different states where more than $75,000 is in controversy. Personal jurisdiction requires that the defendant have minimum contacts with the forum state such that the suit does not offend traditional notions of fair play and substantial justice (International Shoe v Washington). Venue rules then identify the appropriate district within the court system.',
        'A lawsuit begins with a complaint, which must contain a short and plain statement of a plausible claim (Twombly and Iqbal). The defendant may answer or move to dismiss. Discovery — document requests, interrogatories and depositions — is often the longest and most expensive stage. Summary judgment is granted where there is no genuine dispute of material fact and the movant is entitled to judgment as a matter of law. Most cases settle before trial, and res judicata prevents the same claim being litigated twice after final judgment.',
      ],
      questions: [
        {
          q: 'What test from International Shoe governs personal jurisdiction?',
          a: 'The defendant must have minimum contacts with the forum so that suit does not offend traditional notions of fair play and substantial justice.',
        },
        {
          q: 'When is summary judgment appropriate?',
          a: 'When there is no genuine dispute of material fact and the moving party is entitled to judgment as a matter of law.',
        },
      ],
    },
  ],
};

export const FINE_ARTS_TOPICS: SubjectTopicBank = {
  subject_slug: 'fine-arts',
  certifications: [
    'Adobe Certified Professional: Photoshop',
    'AP Art History',
    'Portfolio Review Preparation',
  ],
  topics: [
    {
      name: 'Formal Analysis of Artworks',
      keywords: ['art', 'visual', 'introduction', 'masterpieces'],
      focus: 'how to describe and analyse a work of art through its formal elements',
      paragraphs: [
        'Formal analysis describes how a work looks and how its visual choices create meaning, before turning to its historical context. The elements of art are line, shape, colour, value, texture, space and form; the principles of design — balance, contrast, emphasis, rhythm, proportion and unity — describe how those elements are arranged. A good analysis moves from observation to interpretation: instead of noting that a painting is "dark", it explains how strong value contrast, or chiaroscuro, draws the eye to a lit face and creates drama.',
        'Composition guides the viewer\'s eye. Diagonal lines suggest movement and tension, horizontals calm, and verticals stability or aspiration. Linear perspective, formalised in Renaissance Florence, uses converging orthogonals and a vanishing point to create depth on a flat surface, while atmospheric perspective makes distant forms paler and bluer. In writing, anchor every claim in a specific detail of the work, use present tense for what the viewer sees, and avoid vague words such as "beautiful" that report a reaction rather than analyse a cause.',
      ],
      questions: [
        {
          q: 'What is chiaroscuro?',
          a: 'The use of strong contrasts between light and dark to model form and create drama.',
        },
        {
          q: 'How does atmospheric perspective create depth?',
          a: 'Distant objects are painted paler, bluer and less detailed, imitating the effect of the atmosphere.',
        },
      ],
    },
    {
      name: 'The Italian Renaissance',
      keywords: ['history of art', 'western art', 'european painting', 'art through'],
      focus: 'the innovations of Renaissance artists and the humanist ideas behind them',
      paragraphs: [
        "The Italian Renaissance revived classical forms and placed a new value on human experience, observation and individual achievement. In early fifteenth-century Florence, Brunelleschi demonstrated linear perspective, Masaccio applied it in the Holy Trinity fresco, and Donatello's bronze David became the first free-standing nude sculpture since antiquity. Patronage, above all by the Medici family and the Church, shaped what was made, and artists rose in status from craftsmen to intellectuals.",
        "The High Renaissance, roughly 1490 to 1527, produced Leonardo da Vinci's Last Supper and Mona Lisa, with their sfumato — soft transitions of tone without hard outlines — Michelangelo's Sistine Chapel ceiling and David, and Raphael's School of Athens, which gathers the philosophers of antiquity in an ideal classical architecture. In Venice, Titian and Giorgione emphasised colour and atmosphere over line. Mannerism, which followed, deliberately distorted proportion and space, as in Parmigianino's Madonna with the Long Neck.",
      ],
      questions: [
        {
          q: 'What is sfumato?',
          a: 'A technique of soft, gradual transitions between tones without sharp outlines, associated with Leonardo.',
        },
        { q: 'Who first demonstrated linear perspective in Florence?', a: 'Filippo Brunelleschi.' },
      ],
    },
    {
      name: 'Impressionism and Post-Impressionism',
      keywords: ['modern art', 'western art', '1600-1900', 'painting'],
      focus: 'how the Impressionists changed painting and how Post-Impressionists responded',
      paragraphs: [
        "Impressionism emerged in Paris in the 1870s among painters rejected by the official Salon, including Monet, Renoir, Pissarro, Degas and Morisot. They painted modern life and landscape, often outdoors (en plein air), with visible brushstrokes and unmixed colours placed side by side to capture fleeting effects of light. The movement took its name from a critic's mocking response to Monet's Impression, Sunrise at the first independent exhibition in 1874. Portable paint tubes and the railway to the countryside made their practice possible.",
        'Post-Impressionism is a loose label for artists who built on Impressionism while rejecting its focus on momentary appearance. Cézanne sought solid structure, reducing nature to geometric forms in a way that anticipated Cubism. Seurat developed pointillism, applying dots of pure colour according to colour theory. Van Gogh used expressive colour and energetic brushwork to convey emotion, and Gauguin turned to flat areas of colour and symbolic subjects. Together they opened the paths that twentieth-century modernism would follow.',
      ],
      questions: [
        {
          q: 'Which painting gave Impressionism its name?',
          a: "Claude Monet's Impression, Sunrise (1872), shown in 1874.",
        },
        { q: 'Which Post-Impressionist is seen as a forerunner of Cubism?', a: 'Paul Cézanne.' },
      ],
    },
    {
      name: 'Colour Theory in Practice',
      keywords: ['art', 'design', 'studio', 'colour', 'form'],
      focus: 'how artists use hue, value and saturation, and how colours interact',
      paragraphs: [
        "Every colour can be described by three properties: hue, its position on the colour wheel; value, its lightness or darkness; and saturation, its intensity or purity. On the traditional painter's wheel, red, yellow and blue are primaries, and each secondary sits between two of them. Complementary colours lie opposite each other — red and green, blue and orange, yellow and violet — and intensify each other when placed side by side, while mixing them produces neutral greys and browns that are more harmonious than black for shadows.",
        'Colour is relative: the same grey looks warmer against blue and cooler against orange, an effect Josef Albers explored systematically in Interaction of Color. Warm colours tend to advance and cool colours to recede, which painters use to create space. Value does more work than hue in reading form, so checking a painting in greyscale reveals whether its structure holds. Common harmonies include analogous schemes of neighbouring hues, complementary schemes and split-complementary schemes, but a limited palette, consistently applied, often unifies a work more than any formula.',
      ],
      questions: [
        { q: 'What are the three properties of colour?', a: 'Hue, value and saturation (intensity).' },
        { q: 'What is the complement of blue on the traditional colour wheel?', a: 'Orange.' },
      ],
    },
    {
      name: 'Modernism and Abstraction',
      keywords: ['modern', 'art', 'design histories', 'form and space'],
      focus: 'the turn to abstraction in early twentieth-century art and its key movements',
      paragraphs: [
        "Between 1905 and 1920, artists broke with the goal of imitating appearances. The Fauves, led by Matisse, used colour for expression rather than description. Picasso and Braque's Cubism fragmented objects into planes seen from several viewpoints at once, first analytically and then through collage in Synthetic Cubism. Italian Futurism celebrated speed and machines, and Kandinsky, Malevich and Mondrian each arrived at pure abstraction, justified in their writings by spiritual or universal principles.",
        "After the Second World War the centre of the art world shifted to New York. Abstract Expressionists such as Jackson Pollock, with his drip paintings, and Mark Rothko, with his luminous colour fields, made the scale of the canvas and the physical act of painting part of the work's meaning. The critic Clement Greenberg argued that modernist painting should emphasise its own flatness. Later movements — Pop Art, Minimalism and Conceptual Art — reacted against that position in very different ways.",
      ],
      questions: [
        {
          q: 'What distinguishes Synthetic from Analytic Cubism?',
          a: 'Synthetic Cubism built images from flat shapes, colour and collage elements rather than fragmenting forms into many small planes.',
        },
        {
          q: 'Name two Abstract Expressionist painters.',
          a: 'For example Jackson Pollock and Mark Rothko (also de Kooning, Krasner, Newman).',
        },
      ],
    },
    {
      name: 'Baroque Art',
      keywords: ['history of art', 'european painting', '1600-1900', 'western art'],
      focus: 'the drama, movement and religious purpose of seventeenth-century Baroque art',
      paragraphs: [
        "Baroque art, flourishing from about 1600 to 1750, aimed to move viewers emotionally, partly in the service of the Catholic Counter-Reformation. Caravaggio's paintings, such as The Calling of Saint Matthew, use dramatic tenebrism — figures emerging from deep shadow into raking light — and ordinary people as models for saints. Bernini's Ecstasy of Saint Teresa fuses sculpture, architecture and hidden lighting into a single theatrical experience, and his colonnade for St Peter's Square embraces arriving pilgrims.",
        "In the Protestant Dutch Republic, a wealthy merchant class bought smaller paintings for their homes: landscapes, still lifes, portraits and scenes of everyday life. Rembrandt explored light and psychology in portraits and self-portraits across his whole career, while Vermeer painted quiet interiors with extraordinarily precise light. In Spain, Velázquez's Las Meninas poses questions about looking and representation that critics still debate. Comparing Catholic and Protestant Baroque shows how patronage and religion shaped subject matter.",
      ],
      questions: [
        {
          q: 'What is tenebrism?',
          a: 'An extreme form of chiaroscuro in which figures emerge from deep darkness into dramatic light, associated with Caravaggio.',
        },
        {
          q: 'Why did Dutch Golden Age painting favour genre scenes and still lifes?',
          a: 'Protestant churches commissioned few religious images, and a wealthy merchant class bought smaller secular paintings for homes.',
        },
      ],
    },
  ],
};

export const MUSIC_TOPICS: SubjectTopicBank = {
  subject_slug: 'music',
  certifications: ['ABRSM Grade 5 Music Theory', 'ABRSM Grade 8 Music Theory', 'AP Music Theory'],
  topics: [
    {
      name: 'Scales, Keys and Intervals',
      keywords: ['theory', 'elements', 'pitch', 'language', 'harmony i'],
      focus: 'how major and minor scales are built and how intervals are named',
      paragraphs: [
        'A major scale follows the pattern of whole and half steps W-W-H-W-W-W-H, so C major uses only the white keys of the piano. Each major key has a relative minor a minor third below, sharing its key signature: A minor for C major, E minor for G major. The natural minor scale follows W-H-W-W-H-W-W; the harmonic minor raises the seventh degree to create a leading note, and the melodic minor raises the sixth and seventh ascending to smooth out the augmented second that the harmonic form creates.',
        'An interval has a number, counted by letter names including both ends, and a quality. Seconds, thirds, sixths and sevenths are major or minor; unisons, fourths, fifths and octaves are perfect. Enlarging a major or perfect interval by a semitone makes it augmented, and shrinking a minor or perfect one makes it diminished. Inverting an interval turns its number into nine minus the original and swaps major with minor: a major third inverts to a minor sixth. The circle of fifths orders keys by their number of sharps or flats and shows which keys are closely related.',
      ],
      questions: [
        { q: 'What is the relative minor of E-flat major?', a: 'C minor.' },
        { q: 'What does a perfect fourth invert to?', a: 'A perfect fifth.' },
      ],
    },
    {
      name: 'Four-Part Harmony and Voice Leading',
      keywords: ['harmony', 'counterpoint', 'voice leading', 'theory'],
      focus: 'the rules of chorale-style part writing and why they exist',
      paragraphs: [
        'Four-part harmony writes for soprano, alto, tenor and bass, each within its comfortable range, with no more than an octave between adjacent upper voices. In root-position triads the usual doubling is the root. The central rules of voice leading protect the independence of the parts: avoid parallel fifths and octaves between any two voices, because they make two lines sound like one; resolve the leading note up by step to the tonic in an outer voice; and move each voice by the smallest available interval, keeping common tones where possible.',
        'The cadence defines the end of a phrase. A perfect (authentic) cadence, V–I, gives the strongest sense of closure, especially with both chords in root position and the tonic in the soprano. An imperfect (half) cadence ends on V and sounds open. A plagal cadence, IV–I, is the "amen" of hymns, and an interrupted (deceptive) cadence, V–vi, sets up a final cadence and then swerves. Chorales by J. S. Bach remain the standard models, and singing each line separately is the best test of whether it is well formed.',
      ],
      questions: [
        {
          q: 'Why are parallel fifths avoided in chorale style?',
          a: 'They reduce the independence of the voices, making two parts sound fused.',
        },
        { q: 'What chord progression forms an interrupted (deceptive) cadence?', a: 'V–vi (in major).' },
      ],
    },
    {
      name: 'Sonata Form',
      keywords: ['analysis', 'tonal', 'musicology', 'history'],
      focus: 'the structure of sonata form and how tonal drama drives it',
      paragraphs: [
        'Sonata form, the standard structure for first movements of Classical symphonies, sonatas and string quartets, has three main sections. The exposition presents a first theme group in the tonic, a transition that modulates, and a second theme group in a contrasting key — the dominant in major-key works and usually the relative major in minor-key works — closing with a cadence in the new key. The exposition is often repeated. The development then fragments and recombines the themes while moving through several keys.',
        "The recapitulation restates the exposition's material, but now the second theme returns in the tonic, resolving the tonal tension set up earlier. A retransition at the end of the development, often a long dominant pedal, prepares this return. Many movements add a slow introduction and a coda. Understanding sonata form as a drama of keys rather than a template of tunes explains why composers such as Haydn and Beethoven could vary it so freely, delaying, disguising or overlapping its landmarks.",
      ],
      questions: [
        {
          q: 'In what key does the second theme usually appear in the exposition of a major-key sonata movement?',
          a: 'The dominant.',
        },
        {
          q: 'What changes in the recapitulation compared with the exposition?',
          a: 'The second theme group returns in the tonic instead of the contrasting key.',
        },
      ],
    },
    {
      name: 'The Baroque Period in Music',
      keywords: ['history', 'western music', 'topics'],
      focus: 'the styles, genres and composers of Baroque music from 1600 to 1750',
      paragraphs: [
        "The Baroque period in music begins around 1600 with the birth of opera in Florence and Mantua, where Monteverdi's L'Orfeo showed how music could project dramatic text. Basso continuo — a bass line with improvised chords played by harpsichord or organ with a cello or bassoon — underpins almost all Baroque music. Composers embraced contrast between loud and soft, soloist and ensemble, and voices and instruments, and the major-minor key system gradually replaced the modes.",
        "Key genres include the concerto grosso and the solo concerto, developed by Corelli and Vivaldi, whose Four Seasons uses ritornello form, in which a recurring orchestral refrain alternates with solo episodes; the fugue, a contrapuntal texture built on a subject introduced in each voice in turn; and the oratorio, such as Handel's Messiah. J. S. Bach's output, from the Brandenburg Concertos to the St Matthew Passion and The Well-Tempered Clavier, is often seen as the summation of the era, which conventionally closes with his death in 1750.",
      ],
      questions: [
        {
          q: 'What is basso continuo?',
          a: 'A continuous bass line, played by a bass instrument with a keyboard or lute realising chords above it.',
        },
        {
          q: 'What is ritornello form?',
          a: 'A form in which a recurring orchestral refrain alternates with contrasting solo episodes, typical of Baroque concertos.',
        },
      ],
    },
    {
      name: 'Rhythm, Metre and Time Signatures',
      keywords: ['time', 'pitch and time', 'elements', 'theory'],
      focus: 'how metre organises rhythm and how to read simple and compound time signatures',
      paragraphs: [
        'Metre is the regular pattern of strong and weak beats that underlies rhythm. In simple time each beat divides into two, and in compound time into three. The upper number of a simple time signature gives the number of beats per bar and the lower the note value of the beat: 3/4 has three crotchet beats. Compound signatures are read differently: 6/8 has two dotted-crotchet beats, each divided into three quavers, which is why it feels like a lilting two rather than six separate beats.',
        'Rhythmic interest often comes from working against the metre. Syncopation places accents on weak beats or between beats, a defining feature of ragtime, jazz and much popular music. A hemiola, common in Baroque cadences, temporarily regroups two bars of 3/4 as three bars of 2/4. Tuplets such as triplets fit three notes into the time of two. When transcribing rhythm, count subdivisions aloud and beam notes to show the beats clearly, since notation that hides the beat is hard to sight-read.',
      ],
      questions: [
        {
          q: 'How many beats are in a bar of 6/8, and what is the beat unit?',
          a: 'Two beats, each a dotted crotchet (dotted quarter note).',
        },
        {
          q: 'What is a hemiola?',
          a: 'A rhythmic device in which two bars of triple metre are articulated as three bars of duple metre.',
        },
      ],
    },
    {
      name: 'Seventh Chords and Chromatic Harmony',
      keywords: ['harmony', 'chromatic', 'theory', 'voice leading', 'composition'],
      focus: 'dominant sevenths, secondary dominants and other chromatic chords',
      paragraphs: [
        'A seventh chord adds a seventh above the root of a triad. The dominant seventh, V7, combines a major triad with a minor seventh and contains a tritone between its third and seventh, which creates strong tension. In resolution, the third (the leading note) rises to the tonic and the seventh falls by step. Other diatonic sevenths include the major seventh on I and IV, the minor seventh on ii, and the half-diminished seventh on the leading note in major.',
        'Chromatic harmony borrows notes from outside the key. A secondary dominant, such as V/V, is the dominant of a chord other than the tonic and briefly tonicises it: in C major, D major (D-F#-A) leads strongly to G. Modal mixture borrows chords from the parallel minor, such as a minor iv in a major key. The Neapolitan sixth, a major chord on the flattened second degree usually in first inversion, typically precedes V, and augmented sixth chords — Italian, French and German — expand outward to the dominant.',
      ],
      questions: [
        { q: 'In C major, what chord is V/V?', a: 'D major (D-F#-A), often with a seventh (C).' },
        { q: 'How does the seventh of a dominant seventh chord normally resolve?', a: 'Down by step.' },
      ],
    },
  ],
};

export const LANGUAGES_TOPICS: SubjectTopicBank = {
  subject_slug: 'languages',
  certifications: [
    'DELE B2 Spanish',
    'DELF B2 French',
    'JLPT N3 Japanese',
    'TOEFL iBT',
    'Goethe-Zertifikat B1',
  ],
  topics: [
    {
      name: 'The Spanish Subjunctive',
      keywords: ['spanish'],
      focus: 'when Spanish uses the subjunctive mood and how to form it',
      paragraphs: [
        'The present subjunctive is formed from the yo form of the present indicative: drop the -o and add the "opposite" vowel endings, -e for -ar verbs and -a for -er and -ir verbs. So hablar gives hable, comer gives coma and tener, through tengo, gives tenga. A handful of verbs are irregular and worth memorising together: ser (sea), estar (esté), ir (vaya), saber (sepa), haber (haya) and dar (dé). Stem-changing -ir verbs show an extra change in the nosotros form, as in durmamos and pidamos.',
        'The subjunctive typically appears in a subordinate clause introduced by que when the main clause expresses wishes, emotion, doubt or denial, or impersonal judgement — the WEIRDO categories. Compare "Creo que viene" (I believe he is coming) with "No creo que venga" (I don\'t believe he is coming). It is also required after certain conjunctions such as para que, antes de que and a menos que, and after cuando when it refers to the future: "Te llamo cuando llegue". If the subject of both clauses is the same, Spanish uses an infinitive instead: "Quiero ir", not "Quiero que vaya".',
      ],
      questions: [
        {
          q: 'Translate: "I hope that you have a good trip" (informal).',
          a: 'Espero que tengas un buen viaje.',
        },
        {
          q: 'Why is it "Quiero ir" but "Quiero que vayas"?',
          a: 'With one subject Spanish uses the infinitive; with a change of subject the second clause takes the subjunctive.',
        },
      ],
    },
    {
      name: 'French Past Tenses',
      keywords: ['french'],
      focus: 'the difference between the passé composé and the imparfait',
      paragraphs: [
        'The passé composé narrates completed actions: it is formed with the present of avoir or être plus a past participle. Most verbs use avoir ("j\'ai mangé"), but reflexive verbs and a group of verbs of movement and change of state use être ("elle est partie"), and their participles agree with the subject. A mnemonic such as "Dr and Mrs Vandertramp" helps recall devenir, revenir, monter, rester, sortir, venir, aller, naître, descendre, entrer, retourner, tomber, rentrer, arriver, mourir and partir.',
        'The imparfait describes background, states and habitual or ongoing actions in the past. It is formed from the nous form of the present, dropping -ons and adding -ais, -ais, -ait, -ions, -iez, -aient; être is the only irregular stem (ét-). A useful test is the stage metaphor: the imparfait sets the scene and the passé composé moves the plot. "Il pleuvait quand je suis sorti" — it was raining (background) when I went out (event). Words like soudain and tout à coup usually signal the passé composé, while d\'habitude and souvent suggest the imparfait.',
      ],
      questions: [
        { q: 'Put "nous finissons" into the imparfait.', a: 'Nous finissions.' },
        { q: 'Which auxiliary does "aller" take in the passé composé?', a: 'Être: "je suis allé(e)".' },
      ],
    },
    {
      name: 'German Cases',
      keywords: ['german', 'foreign language'],
      focus: 'the four German cases and how articles and adjectives change',
      paragraphs: [
        'German marks the role of a noun in the sentence with four cases. The nominative marks the subject, the accusative the direct object, the dative the indirect object, and the genitive possession. Articles carry most of the information: the masculine der becomes den in the accusative, dem in the dative and des in the genitive, while feminine die becomes der in the dative and genitive. Because case shows who does what to whom, German word order is freer than English: "Den Hund beißt der Mann" still means that the man bites the dog.',
        'Prepositions govern particular cases. Durch, für, gegen, ohne and um always take the accusative; aus, bei, mit, nach, seit, von and zu always take the dative. Two-way prepositions such as in, an, auf and über take the accusative for movement towards a destination and the dative for location: "Ich gehe in die Stadt" but "Ich bin in der Stadt". Adjective endings depend on the gender, case and the type of article before them, and learning them as three tables — after der-words, after ein-words and with no article — is easier than memorising them one by one.',
      ],
      questions: [
        { q: 'Which case follows "mit"?', a: 'The dative: "mit dem Auto".' },
        {
          q: 'Why is it "in die Schule" when going but "in der Schule" when there?',
          a: 'Two-way prepositions take the accusative for motion towards and the dative for location.',
        },
      ],
    },
    {
      name: 'Japanese Particles',
      keywords: ['japanese', 'korean'],
      focus: 'how the core Japanese particles mark topic, subject and object',
      paragraphs: [
        'Japanese particles follow the word they mark and show its role in the sentence. は (wa) marks the topic — what the sentence is about — and often introduces contrast, while が (ga) marks the grammatical subject and is used for new information and in questions with interrogatives: "だれが来ましたか" (Who came?). を (o) marks the direct object, に (ni) marks a point in time, a destination or an indirect object, and で (de) marks the place where an action happens or the means by which it is done.',
        'The contrast between は and が is the most debated point for learners. "私は学生です" presents "I" as the topic and comments that I am a student; "私が学生です" answers "Who is the student?" with "I am". Compare に and で with locations: "図書館にいます" (I am at the library, existence) but "図書館で勉強します" (I study at the library, action). Japanese word order is subject-object-verb and the verb always comes last, so particles allow other elements to move relatively freely before it.',
      ],
      questions: [
        { q: 'Which particle marks the place where an action takes place?', a: 'で (de).' },
        {
          q: 'In "だれが来ましたか", why is が used instead of は?',
          a: 'Question words like だれ cannot be the topic; the subject of a question word is marked with が.',
        },
      ],
    },
    {
      name: 'Second Language Acquisition Strategies',
      keywords: ['language', 'language skills', 'accelerated', 'elementary', 'translation'],
      focus: 'evidence-based strategies for learning vocabulary and building fluency',
      paragraphs: [
        'Research on second language acquisition stresses the importance of comprehensible input: language that learners can mostly understand, slightly beyond their current level. Extensive reading of graded readers and listening to podcasts for learners provide large amounts of such input. Output matters too: speaking and writing force learners to notice gaps in their knowledge and to try out hypotheses about the language. Interaction with feedback, whether from a teacher, a tutor or a conversation partner, combines both.',
        'For vocabulary, spaced repetition is the most efficient memorisation method: reviewing words just before they would be forgotten, at increasing intervals, yields durable memory with the fewest reviews. Learning words in context, with a full example sentence and its collocations, is more useful than isolated word pairs. The most frequent two to three thousand word families cover the large majority of everyday text, so beginners should prioritise high-frequency vocabulary. Short daily sessions are more effective than occasional long ones.',
      ],
      questions: [
        {
          q: 'What is comprehensible input?',
          a: 'Language input that a learner can mostly understand, pitched slightly above their current level.',
        },
        {
          q: 'Why are short daily vocabulary reviews better than one long weekly session?',
          a: 'Spaced, distributed practice strengthens long-term memory more than massed practice.',
        },
      ],
    },
    {
      name: 'Academic Writing in a Second Language',
      keywords: ['oral and written', 'written', 'language', 'grammar', 'translation'],
      focus: 'how to structure and polish academic writing in a foreign language',
      paragraphs: [
        'Academic writing conventions differ between languages. English prefers a linear structure with the main claim stated early and each paragraph opening with a topic sentence, while French dissertation style follows a formal plan of introduction, two or three balanced parts and conclusion, and German academic prose tolerates longer sentences and more nominal constructions. Learning the conventions of the target language is as important as grammatical accuracy, because readers judge clarity by what they expect.',
        'Build a personal bank of linking expressions — in Spanish, "sin embargo", "por lo tanto", "en cambio"; in French, "néanmoins", "en revanche", "par conséquent" — and of formal verbs to replace everyday ones. Draft in the target language rather than translating from your first language, since word-for-word translation produces unnatural structures and false friends, such as Spanish "actualmente" meaning "currently" rather than "actually". Finally, proofread separately for verb agreement, gender and article agreement, and prepositions, the three most common sources of error.',
      ],
      questions: [
        { q: 'What does the Spanish "actualmente" mean?', a: '"Currently" or "at present", not "actually".' },
        { q: 'Give a French connector meaning "on the other hand".', a: '"En revanche" (or "par contre").' },
      ],
    },
  ],
};

export const LITERATURE_TOPICS: SubjectTopicBank = {
  subject_slug: 'literature',
  certifications: [
    'AP English Literature and Composition',
    'GRE Literature Preparation',
    'IB English A: Literature',
  ],
  topics: [
    {
      name: 'Shakespearean Tragedy',
      keywords: ['shakespeare', 'tragedy', 'plays'],
      focus: "the structure and themes of Shakespeare's major tragedies",
      paragraphs: [
        "Shakespeare's major tragedies — Hamlet, Othello, King Lear and Macbeth — centre on a protagonist of high status whose choices and flaws, together with circumstances beyond their control, lead to catastrophe. A.C. Bradley's influential reading stressed the hero's tragic flaw, but modern critics also emphasise the pressures of politics, gender and social order. In Macbeth, ambition is awakened by the witches' prophecy and pressed by Lady Macbeth, but the play leaves open how far Macbeth is driven by fate and how far by choice.",
        'Language carries much of the tragic effect. Soliloquies let the audience into a character\'s mind: Hamlet\'s "To be, or not to be" weighs action against endurance, and Macbeth\'s "Tomorrow, and tomorrow, and tomorrow" reduces life to "a tale told by an idiot". Shakespeare shifts between blank verse and prose to mark status and state of mind, and Lear\'s fragmented speech on the heath mirrors the collapse of his world. Essay answers should quote briefly and analyse closely, linking the effect of individual words to the play\'s larger concerns.',
      ],
      questions: [
        {
          q: 'What is a soliloquy, and why is it important in tragedy?',
          a: 'A speech in which a character alone on stage voices their thoughts, giving the audience access to inner conflict and motivation.',
        },
        {
          q: 'Why does Shakespeare sometimes switch from verse to prose?',
          a: 'To mark differences of status, register or mental state, such as madness or informality.',
        },
      ],
    },
    {
      name: 'The Victorian Novel',
      keywords: ['1830-1910', 'english literature', 'literature in english', 'reading literature'],
      focus: 'how Victorian novelists responded to industrial society, class and gender',
      paragraphs: [
        "The Victorian novel developed alongside industrialisation, urban growth and an expanding reading public, often reaching readers in monthly or weekly instalments. Dickens exposed the conditions of the urban poor in Oliver Twist and Bleak House, using memorable caricature and intricate plotting. Elizabeth Gaskell's North and South and Charles Kingsley's Alton Locke belong to the 'condition of England' novel, which set the relations between employers and workers at the centre of fiction. Serial publication encouraged cliffhangers and large casts of characters.",
        "Questions of gender and moral choice run through the period. Charlotte Brontë's Jane Eyre insists on a woman's inner life and independence, while George Eliot's Middlemarch traces how individual ambitions are shaped and limited by a provincial community, narrated with an ironic yet sympathetic omniscience. Late-century novelists such as Thomas Hardy, in Tess of the d'Urbervilles, challenged Victorian sexual morality and portrayed characters crushed by social convention and chance, anticipating the pessimism of modernism.",
      ],
      questions: [
        {
          q: 'How did serial publication shape the Victorian novel?',
          a: 'It encouraged episodic structure, cliffhangers, large casts and close engagement with readers over months.',
        },
        {
          q: 'What is a "condition of England" novel?',
          a: 'A Victorian novel addressing the social problems of industrial England, especially class relations and poverty.',
        },
      ],
    },
    {
      name: 'Close Reading Poetry',
      keywords: ['reading', 'introduction', 'literary studies', 'literature 1'],
      focus: 'how to analyse form, sound and imagery in a poem',
      paragraphs: [
        "Close reading begins with the poem's form. Identify the stanza pattern, the rhyme scheme and the metre: iambic pentameter, five pairs of unstressed and stressed syllables, is the standard line of English verse, and variations from it — an opening trochee, an extra syllable — often coincide with moments of emphasis. A sonnet has fourteen lines; the Petrarchan form turns at the volta after the octave, while the Shakespearean form ends with a couplet that often twists or resolves the argument. Enjambment pushes meaning across line breaks, while end-stopping creates pauses.",
        'Next, attend to sound and imagery. Alliteration, assonance and sibilance shape the poem\'s music and tone; a cluster of harsh consonants can enact violence, while long vowels can slow the pace. Track the poem\'s images and how they develop: metaphors, similes and symbols often build a pattern across stanzas. Consider the speaker, who is not the poet, and the addressee. A strong analysis links formal observations to meaning — not just "there is enjambment in line 3" but how the run-on line enacts the restlessness the speaker describes.',
      ],
      questions: [
        {
          q: 'What is the volta in a sonnet?',
          a: 'The turn in thought or argument, traditionally after line 8 in a Petrarchan sonnet or before the final couplet in a Shakespearean one.',
        },
        { q: 'How many syllables does a regular line of iambic pentameter have?', a: 'Ten (five iambs).' },
      ],
    },
    {
      name: 'Modernist Fiction',
      keywords: ['irish writing', 'modern', '1890-1940', 'english literature'],
      focus: 'the formal experiments of modernist writers and what prompted them',
      paragraphs: [
        "Modernist writers of the early twentieth century responded to rapid social change, the First World War and new ideas about consciousness by breaking with realist conventions. Virginia Woolf argued that fiction should record 'the atoms as they fall upon the mind', and in Mrs Dalloway she moves between characters' streams of consciousness within a single London day. James Joyce's Ulysses maps a day in Dublin onto Homer's Odyssey, with each episode written in a different style, from newspaper headlines to a final unpunctuated monologue.",
        "Modernist fiction fragments chronology, unsettles reliable narration and foregrounds subjective time over clock time. Free indirect discourse blends the narrator's voice with a character's thoughts without quotation marks. In Irish writing, Joyce's Dubliners uses epiphanies — sudden moments of insight — to expose the paralysis of the city, while W. B. Yeats and the Irish Literary Revival sought a national literature. Reading modernist texts rewards patience: notice what is left out and how the form itself enacts the experience it describes.",
      ],
      questions: [
        {
          q: 'What is free indirect discourse?',
          a: 'Third-person narration that takes on the voice and thoughts of a character without quotation marks or tags like "she thought".',
        },
        {
          q: "What is an epiphany in Joyce's Dubliners?",
          a: "A sudden moment of revelation or insight, often exposing a character's limitation or paralysis.",
        },
      ],
    },
    {
      name: 'Literary Theory and Criticism',
      keywords: ['theory', 'criticism', 'literary'],
      focus: 'the main schools of literary theory and how to apply them to texts',
      paragraphs: [
        'Literary theory offers lenses for reading texts. New Criticism, dominant in the mid-twentieth century, treated the poem as a self-contained object and read closely for irony, paradox and tension, setting aside the author\'s intentions. Structuralism looked for underlying systems, such as the recurring functions in folk tales identified by Vladimir Propp. Post-structuralism, associated with Derrida, stressed that meaning is never fully fixed, and Roland Barthes\'s "The Death of the Author" shifted attention from the writer to the reader.',
        "Political approaches ask how texts relate to power. Marxist criticism examines class and ideology; feminist criticism, from Virginia Woolf's A Room of One's Own to Gilbert and Gubar's The Madwoman in the Attic, analyses gender and the conditions of women's writing; and postcolonial criticism, shaped by Edward Said's Orientalism, questions how literature represents colonised peoples — as Chinua Achebe did in his critique of Heart of Darkness. In essays, use theory as a tool for reading the text, not as a substitute for it.",
      ],
      questions: [
        {
          q: 'What does Barthes argue in "The Death of the Author"?',
          a: "That a text's meaning is not fixed by the author's intentions but produced by readers.",
        },
        {
          q: 'Which book is foundational for postcolonial criticism?',
          a: "Edward Said's Orientalism (1978).",
        },
      ],
    },
    {
      name: 'Narrative Voice and Point of View',
      keywords: ['reading', 'literature', 'introduction', 'narrative'],
      focus: "how narrators and point of view shape a reader's understanding of a story",
      paragraphs: [
        'Narrative voice is the question of who tells the story; point of view, or focalisation, is the question of whose perceptions we share. A first-person narrator, like Nick Carraway in The Great Gatsby, offers intimacy but a limited and possibly biased perspective. An omniscient third-person narrator can move between minds and comment on the action, as in Middlemarch, while limited third-person narration stays close to one character. Second-person narration, addressing "you", is rare and usually unsettling.',
        "An unreliable narrator gives an account the reader learns to distrust, whether through deliberate deception, self-deception or limited understanding. Kazuo Ishiguro's Stevens in The Remains of the Day reveals, through what he avoids saying, the emotional cost of his loyalty. Frame narratives, such as the layered tellers of Frankenstein and Wuthering Heights, raise questions about how stories are passed on. When analysing a passage, ask what the narrator knows, what they withhold, and how the gap between the narrator's view and the reader's creates irony.",
      ],
      questions: [
        {
          q: 'What is an unreliable narrator?',
          a: 'A narrator whose account the reader has reason to doubt because of bias, limited knowledge, self-deception or deception.',
        },
        {
          q: 'Give an example of a frame narrative.',
          a: "Frankenstein (Walton's letters frame Victor's story, which frames the creature's) or Wuthering Heights.",
        },
      ],
    },
  ],
};

export const ECONOMICS_TOPICS: SubjectTopicBank = {
  subject_slug: 'economics',
  certifications: ['CFA Level I: Economics', 'AP Microeconomics', 'AP Macroeconomics'],
  topics: [
    {
      name: 'Supply, Demand and Market Equilibrium',
      keywords: ['principles', 'microeconomics', 'introduction', 'economic analysis'],
      focus: 'how supply and demand determine prices and how markets respond to shocks',
      paragraphs: [
        "The law of demand states that, other things equal, quantity demanded falls as price rises, giving a downward-sloping demand curve; supply curves slope upward because higher prices make production more profitable. The market equilibrium is where the curves cross: there, quantity supplied equals quantity demanded, and there is neither surplus nor shortage. A movement along a curve is caused by a change in the good's own price, while a shift of the whole curve is caused by other factors — income, tastes, prices of related goods and expectations for demand; input costs, technology and the number of sellers for supply.",
        'Comparative statics asks how equilibrium changes after a shock. If demand increases, both price and quantity rise; if supply increases, price falls and quantity rises. When both shift at once, one of the two effects is ambiguous unless the sizes of the shifts are known. Price controls interfere with the adjustment: a binding price ceiling, such as rent control, creates a shortage, while a binding price floor, such as a minimum wage above equilibrium, can create a surplus — in the labour market, unemployment.',
      ],
      questions: [
        {
          q: 'Demand is Q = 100 - 2P and supply is Q = 20 + 2P. Find the equilibrium.',
          a: '100 - 2P = 20 + 2P gives P = 20 and Q = 60.',
        },
        {
          q: 'What happens to equilibrium price and quantity when supply decreases?',
          a: 'Price rises and quantity falls.',
        },
      ],
    },
    {
      name: 'Elasticity',
      keywords: ['microeconomics', 'principles', 'microeconomic'],
      focus: 'how elasticity measures responsiveness and what it implies for revenue and tax incidence',
      paragraphs: [
        'Price elasticity of demand is the percentage change in quantity demanded divided by the percentage change in price. Demand is elastic when the absolute value exceeds one and inelastic when it is below one. Elasticity is higher when close substitutes exist, when the good takes a large share of the budget, when it is a luxury rather than a necessity, and over longer time horizons. The midpoint formula, which divides changes by the average of the start and end values, gives the same answer whichever direction the price moves.',
        'Elasticity determines how revenue responds to price changes: with inelastic demand, raising the price increases total revenue, which is why essential medicines and petrol can sustain price rises; with elastic demand, it reduces revenue. Tax incidence also depends on elasticity: the burden of a tax falls more heavily on whichever side of the market is less elastic, regardless of who legally pays it. Income elasticity separates normal goods (positive) from inferior goods (negative), and cross-price elasticity separates substitutes (positive) from complements (negative).',
      ],
      questions: [
        {
          q: 'Price rises 10 percent and quantity demanded falls 5 percent. What is the elasticity, and what happens to revenue?',
          a: 'Elasticity is -0.5 (inelastic), so total revenue rises.',
        },
        {
          q: 'Who bears most of a tax when demand is perfectly inelastic?',
          a: 'Consumers bear the entire burden.',
        },
      ],
    },
    {
      name: 'Market Structures',
      keywords: ['microeconomic', 'microeconomics', 'theory', 'intermediate'],
      focus: 'perfect competition, monopoly and oligopoly and how firms choose output and price',
      paragraphs: [
        "Every profit-maximising firm produces where marginal revenue equals marginal cost. Under perfect competition, many firms sell an identical product and are price takers, so marginal revenue equals price and firms produce where P = MC. Free entry and exit drive long-run economic profit to zero, with price equal to the minimum of average total cost. The result is allocatively efficient: every unit for which consumers' willingness to pay exceeds its marginal cost is produced.",
        "A monopolist faces the whole downward-sloping market demand curve, so marginal revenue lies below price. Setting MR = MC leads to a lower quantity and a higher price than competition would produce, creating a deadweight loss. Oligopolies, with a few interdependent firms, are analysed with game theory: in the prisoner's dilemma, each firm's dominant strategy is to compete, even though both would earn more by colluding, which explains why cartels are unstable. Monopolistic competition combines free entry with differentiated products, as in restaurants and clothing brands.",
      ],
      questions: [
        {
          q: 'What rule does every profit-maximising firm follow?',
          a: 'Produce the quantity where marginal revenue equals marginal cost.',
        },
        {
          q: 'Why does monopoly create a deadweight loss?',
          a: 'The monopolist restricts output below the level where price equals marginal cost, so some mutually beneficial trades do not happen.',
        },
      ],
    },
    {
      name: 'GDP, Inflation and Unemployment',
      keywords: ['macro', 'macroeconomics', 'principles', 'economic principles'],
      focus: 'how the main macroeconomic indicators are measured and interpreted',
      paragraphs: [
        'Gross domestic product is the market value of all final goods and services produced within a country in a given period. It can be measured by expenditure, Y = C + I + G + (X - M), by income or by output, and the three approaches agree in principle. Nominal GDP uses current prices; real GDP uses constant prices and so measures changes in production. The GDP deflator, nominal divided by real GDP times 100, is one measure of the price level. GDP per capita is a useful but incomplete measure of welfare, omitting household production, leisure and environmental damage.',
        'Inflation is the rate of increase of the general price level, usually measured by the consumer price index. Unexpected inflation redistributes wealth from lenders to borrowers, and high or volatile inflation makes planning harder. Unemployment counts people without work who are actively looking for it; it includes frictional unemployment from job searching, structural unemployment from mismatched skills and cyclical unemployment from downturns. The natural rate combines the first two. In the short run, the Phillips curve suggests a trade-off between inflation and unemployment, but it shifts when expectations adjust.',
      ],
      questions: [
        {
          q: 'Nominal GDP is $2.2 trillion and real GDP is $2.0 trillion. What is the GDP deflator?',
          a: '2.2/2.0 × 100 = 110.',
        },
        { q: 'Which type of unemployment rises in a recession?', a: 'Cyclical unemployment.' },
      ],
    },
    {
      name: 'Monetary Policy',
      keywords: ['macro', 'monetary', 'macroeconomics'],
      focus: 'how central banks use interest rates and other tools to manage inflation and output',
      paragraphs: [
        'Most central banks target low, stable inflation, often 2 percent, and adjust a short-term policy interest rate to achieve it. Raising the rate increases borrowing costs, cools spending and investment, tends to strengthen the currency, and so lowers inflationary pressure, with effects that take one to two years to work through the economy. Cutting the rate does the reverse. Central bank independence and clear communication help anchor inflation expectations, which makes policy more effective.',
        'When policy rates reach their effective lower bound near zero, central banks turn to unconventional tools. Quantitative easing buys long-term bonds to push down long-term interest rates, and forward guidance commits to keeping rates low. The Taylor rule is a benchmark that raises the policy rate when inflation is above target or output is above potential. The quantity theory of money, MV = PY, links money growth to inflation in the long run, though velocity is not stable enough for central banks to target the money supply directly.',
      ],
      questions: [
        {
          q: 'How does raising the policy interest rate reduce inflation?',
          a: 'It makes borrowing more expensive, reducing spending and investment, easing demand pressure on prices.',
        },
        {
          q: 'What is quantitative easing?',
          a: 'Large-scale central bank purchases of longer-term assets to lower long-term interest rates when short rates are near zero.',
        },
      ],
    },
    {
      name: 'Introduction to Econometrics',
      keywords: ['econometrics', 'statistics'],
      focus: 'how regression is used in economics to estimate causal effects',
      paragraphs: [
        'Econometrics applies statistical methods to economic data, usually to estimate causal effects such as the return to an extra year of education. Ordinary least squares gives unbiased estimates only if the error term is uncorrelated with the regressors. This fails when an omitted variable affects both the outcome and a regressor: ability raises both education and wages, so a simple regression of wages on schooling overstates the return. The direction of omitted-variable bias depends on the signs of the two correlations involved.',
        "Economists use research designs to recover causal effects from observational data. Instrumental variables use a source of variation that affects the outcome only through the regressor, such as proximity to a college for education. Difference-in-differences compares changes over time between a treated and a control group, assuming parallel trends in the absence of treatment, as in Card and Krueger's minimum-wage study. Regression discontinuity compares units just above and below a threshold, and randomised controlled trials remain the benchmark when feasible.",
      ],
      questions: [
        {
          q: 'What condition must an instrumental variable satisfy?',
          a: 'It must be correlated with the endogenous regressor (relevance) and affect the outcome only through that regressor (exclusion).',
        },
        {
          q: 'What key assumption does difference-in-differences rely on?',
          a: 'Parallel trends: without treatment, both groups would have followed the same trend.',
        },
      ],
    },
  ],
};
