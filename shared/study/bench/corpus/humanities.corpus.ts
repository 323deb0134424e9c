import type { CorpusPassage } from './corpus.types.ts';

// Original prose written for the study-engine quality corpus: history, literature, philosophy, the arts
// and language, in the register of lecture notes and textbook chapters.
export const HUMANITIES_CORPUS: CorpusPassage[] = [
  {
    id: 'hist-french-revolution',
    topic: 'History',
    title: 'Causes of the French Revolution',
    text: `The French Revolution began in 1789 amid a financial crisis that the monarchy of Louis XVI could no longer manage. Years of war, including costly support for the American colonists, had left the treasury deeply in debt, while the tax system exempted the clergy and the nobility and placed the burden on the Third Estate, the commoners who made up the vast majority of the population. Poor harvests drove up the price of bread just as Enlightenment writers such as Rousseau and Voltaire were questioning the divine right of kings. When the Estates-General met at Versailles, the deputies of the Third Estate declared themselves a National Assembly and swore the Tennis Court Oath not to disband until France had a constitution. The storming of the Bastille on 14 July became the symbol of popular revolt. Within a few years the monarchy had been abolished, the king executed, and the radical phase known as the Reign of Terror had sent thousands of suspected enemies of the Republic to the guillotine.`,
  },
  {
    id: 'hist-industrial-revolution',
    topic: 'History',
    title: 'The first industrial revolution',
    text: `The Industrial Revolution was the transition from hand production to machine manufacturing that began in Britain in the second half of the eighteenth century. Several conditions came together there: abundant coal and iron ore, a growing colonial market, banks willing to lend to entrepreneurs, and a legal system that protected property and patents. Textiles led the way, as inventions such as the spinning jenny and the water frame multiplied the output of each worker, and factories grew up beside fast rivers to harness water power. James Watt's improvements to the steam engine in the 1770s freed factories from the riverbank and later powered railways and steamships. The social consequences were profound. People moved from the countryside to crowded industrial towns, where children often worked long shifts in dangerous conditions, and reformers campaigned for factory acts that gradually limited working hours. Historians still debate whether living standards for ordinary workers rose or fell during the first decades of industrialisation.`,
  },
  {
    id: 'hist-roman-republic',
    topic: 'History',
    title: 'From republic to empire in Rome',
    text: `The Roman Republic was founded, according to tradition, in 509 BC, when the Romans expelled their last king and vowed never again to be ruled by one man. Power was shared among institutions: two consuls elected each year commanded the army and presided over the government, the Senate advised them and controlled finances, and popular assemblies passed laws and elected magistrates. This system of checks allowed Rome to expand across the Mediterranean, but conquest brought enormous wealth to a few families and ruined many small farmers who served as soldiers. In the first century BC ambitious generals such as Marius, Sulla, Pompey and Julius Caesar relied on armies loyal to them personally rather than to the state. Caesar's crossing of the Rubicon in 49 BC started a civil war, and his assassination in 44 BC did not restore the old order. His adopted heir Octavian defeated Mark Antony and Cleopatra and, taking the title Augustus in 27 BC, became the first emperor while carefully preserving republican forms.`,
  },
  {
    id: 'hist-cold-war',
    topic: 'History',
    title: 'The logic of the Cold War',
    text: `The Cold War was the long rivalry between the United States and the Soviet Union that followed the Second World War and lasted until the Soviet collapse in 1991. It was called cold because the two superpowers never fought each other directly; instead they competed through alliances, propaganda, an arms race, a race into space and proxy wars in places such as Korea, Vietnam and Afghanistan. The policy of containment, set out by the diplomat George Kennan, aimed to stop the spread of communism without provoking open war. Both sides built enormous nuclear arsenals, and the doctrine of mutually assured destruction held that neither would launch a first strike because retaliation would destroy it as well. The closest the world came to nuclear war was the Cuban Missile Crisis of October 1962, which ended when Khrushchev agreed to remove Soviet missiles from Cuba and Kennedy secretly promised to withdraw American missiles from Turkey. Historians now read the archives of both sides to understand how misperception fuelled the conflict.`,
  },
  {
    id: 'lit-tragedy',
    topic: 'Literature',
    title: 'Shakespearean tragedy',
    text: `A tragedy, in the sense used by Aristotle, is a serious drama in which a person of high standing falls from prosperity to misfortune, arousing pity and fear in the audience and leading to a purging of those emotions called catharsis. Shakespeare's great tragedies, written between about 1599 and 1608, adapt this pattern with remarkable freedom. Hamlet delays his revenge while he tests the ghost's story and his own conscience; Othello is destroyed by jealousy that the manipulative Iago cultivates with a handful of lies and a stolen handkerchief; King Lear divides his kingdom according to flattery and learns too late which daughter truly loves him. Critics have long debated the idea of a tragic flaw, the single weakness that supposedly causes the hero's downfall. Many now argue that the plays show character and circumstance working together, so that Macbeth's ambition matters only because the witches, his wife and a sleeping king under his roof offer it an opportunity. The soliloquy, in which a character speaks his thoughts aloud, lets the audience watch these decisions take shape.`,
  },
  {
    id: 'lit-romanticism',
    topic: 'Literature',
    title: 'The Romantic movement',
    text: `Romanticism was an artistic and intellectual movement that spread across Europe from the late eighteenth century, partly as a reaction against the rationalism of the Enlightenment and the ugliness of early industrial cities. Romantic writers valued emotion, imagination and individual experience above convention, and they found in wild nature a source of spiritual renewal. In England, William Wordsworth and Samuel Taylor Coleridge published Lyrical Ballads in 1798, announcing a poetry written in the language really used by ordinary people. Wordsworth described poetry as the spontaneous overflow of powerful feelings recollected in tranquillity. The second generation, including Byron, Shelley and Keats, added political radicalism and an intense preoccupation with beauty and mortality. Mary Shelley's novel Frankenstein, published in 1818, explored the dangers of scientific ambition cut loose from human sympathy. The sublime, a feeling of awe mixed with terror before vast mountains or storms, became one of the movement's central ideas and shaped painting as much as poetry.`,
  },
  {
    id: 'phil-utilitarianism',
    topic: 'Philosophy',
    title: 'Utilitarian ethics',
    text: `Utilitarianism is an ethical theory holding that the right action is the one that produces the greatest overall happiness for everyone affected. Jeremy Bentham, writing at the end of the eighteenth century, proposed a felicific calculus that would weigh pleasures and pains by their intensity, duration and certainty. John Stuart Mill refined the theory in the following century by distinguishing higher pleasures of the intellect from lower bodily ones, famously remarking that it is better to be a human being dissatisfied than a pig satisfied. Because utilitarianism judges actions only by their consequences, it is a form of consequentialism. Its critics point out that it seems to permit terrible acts, such as punishing an innocent person to calm a rioting crowd, if the numbers come out right. Defenders reply with rule utilitarianism, which evaluates general rules rather than single acts, arguing that a rule forbidding the punishment of innocents produces better results over time. The theory remains influential in economics, public health and debates about animal welfare.`,
  },
  {
    id: 'phil-epistemology',
    topic: 'Philosophy',
    title: 'What counts as knowledge',
    text: `Epistemology is the branch of philosophy concerned with the nature, sources and limits of knowledge. A traditional analysis, often traced to Plato's dialogue Theaetetus, holds that knowledge is justified true belief: to know something, you must believe it, it must be true, and you must have good reasons for believing it. In a three-page paper published in 1963, Edmund Gettier described cases in which a person has a justified true belief that is true only by luck, and most readers agreed that such a person does not really know. Gettier's examples launched decades of attempts to add a fourth condition. Another long-running debate sets rationalists, who hold that some knowledge can be gained by reason alone, against empiricists, who insist that all knowledge ultimately derives from sensory experience. Descartes, searching for a foundation that no doubt could shake, arrived at the certainty of his own thinking, while Hume argued that our confidence in cause and effect rests on habit rather than on logical proof.`,
  },
  {
    id: 'art-renaissance',
    topic: 'Art history',
    title: 'Renaissance painting',
    text: `The Renaissance was a period of renewed interest in classical learning and art that began in the Italian city-states in the fourteenth century and spread across Europe over the next two hundred years. Painters of the early Renaissance in Florence developed linear perspective, a geometric method of representing depth in which parallel lines converge at a single vanishing point on the horizon. Filippo Brunelleschi is usually credited with demonstrating the technique, and Masaccio used it to striking effect in his fresco of the Holy Trinity. Artists also studied anatomy and observed light closely; Leonardo da Vinci's sfumato, a soft blending of tones without hard outlines, gives the Mona Lisa her elusive expression. Patronage shaped what was made, as wealthy families such as the Medici and successive popes commissioned chapels, altarpieces and portraits to display their piety and power. By the High Renaissance, Michelangelo's ceiling of the Sistine Chapel and Raphael's School of Athens had set standards that later generations would both imitate and rebel against.`,
  },
  {
    id: 'music-baroque',
    topic: 'Music',
    title: 'Baroque music',
    text: `Baroque music is the style of European art music composed roughly between 1600 and 1750, a span that opens with the first operas in Italy and closes with the death of Johann Sebastian Bach. One of its defining features is the basso continuo, a continuous bass line played by a keyboard instrument and a low string or wind instrument, over which the keyboard player improvised chords from a shorthand notation called figured bass. Composers delighted in contrast, setting loud against soft and a small group of soloists against the full orchestra in the form known as the concerto grosso. Antonio Vivaldi wrote hundreds of concertos, including The Four Seasons, in which the music imitates birdsong, storms and shivering winter winds. Bach brought counterpoint, the art of combining independent melodic lines, to a level of complexity rarely matched, especially in his fugues. George Frideric Handel, working in London, turned to the English oratorio after Italian opera fell out of fashion, and Messiah has been performed every year since its premiere in Dublin in 1742.`,
  },
  {
    id: 'ling-language-acquisition',
    topic: 'Linguistics',
    title: 'How children acquire language',
    text: `Children acquire their first language with remarkable speed and without formal teaching. Most babies babble by about six months, produce their first words around their first birthday and combine words into short telegraphic sentences such as "more juice" by the age of two. By school age they command thousands of words and most of the grammar of their language. Noam Chomsky argued that this achievement is possible only because humans are born with a universal grammar, an innate set of principles shared by all languages, since the speech children hear seems too messy and limited to teach the rules on its own. This argument is known as the poverty of the stimulus. Other researchers emphasise statistical learning, showing that even eight-month-old infants track how often syllables follow one another in a stream of speech. Overregularisation errors, such as saying "goed" instead of "went", reveal that children are not simply imitating adults, because no adult says "goed"; they are extracting a rule and applying it too widely.`,
  },
  {
    id: 'ling-writing-systems',
    topic: 'Linguistics',
    title: 'Writing systems of the world',
    text: `Writing was invented independently at least three times, in Mesopotamia, in China and in Mesoamerica, and possibly also in Egypt. The earliest Mesopotamian tablets were accounting records pressed into clay, and over centuries their pictures of sheep and grain became the wedge-shaped signs we call cuneiform. Linguists classify writing systems by the unit of language that each symbol represents. In a logographic system such as Chinese characters, most signs stand for words or meaningful parts of words. In a syllabary, such as Japanese kana or the Cherokee script devised by Sequoyah in the 1820s, each symbol represents a syllable. An alphabet represents individual sounds, vowels and consonants alike; the Greeks created the first true alphabet by adapting Phoenician letters and assigning some of them to vowels. Abjads such as Arabic and Hebrew write mainly consonants and leave readers to supply most vowels. No system fits speech perfectly, which is why English spelling preserves pronunciations that changed centuries ago.`,
  },
];
