import type { CorpusPassage } from './corpus.types.ts';

// Original prose written for the study-engine quality corpus: economics, psychology, sociology, politics,
// law, education and geography.
export const SOCIAL_SCIENCES_CORPUS: CorpusPassage[] = [
  {
    id: 'econ-supply-demand',
    topic: 'Economics',
    title: 'Supply, demand and prices',
    text: `In a competitive market the price of a good is determined by the interaction of supply and demand. The law of demand states that, other things being equal, buyers purchase more of a good when its price falls, so the demand curve slopes downward. The law of supply states that producers offer more for sale when the price rises, because higher prices make additional production profitable. The equilibrium price is the price at which the quantity demanded equals the quantity supplied, and at that point the market clears with no shortage or surplus. If the price is held below equilibrium, for instance by a legal price ceiling on rents, a shortage develops and queues or waiting lists appear. Price elasticity of demand measures how strongly the quantity demanded responds to a change in price; demand for petrol is inelastic in the short run because commuters cannot quickly change how they travel, while demand for a particular brand of cereal is elastic because shoppers can easily switch to another brand on the same shelf.`,
  },
  {
    id: 'econ-inflation',
    topic: 'Economics',
    title: 'Inflation and central banks',
    text: `Inflation is a sustained rise in the general level of prices, which means that each unit of money buys fewer goods and services over time. Statistical agencies usually measure it with a consumer price index, which tracks the cost of a fixed basket of typical purchases such as food, rent, fuel and clothing. Economists distinguish demand-pull inflation, which occurs when spending grows faster than the economy's capacity to produce, from cost-push inflation, which follows increases in the cost of inputs such as energy or wages. Very high inflation is destructive: during the hyperinflation in Germany in 1923 prices doubled every few days and savings were wiped out. Most central banks today aim for low and stable inflation, often around two per cent a year, and their main tool is the short-term interest rate. Raising rates makes borrowing more expensive, cools spending and eventually slows price increases, though the effect arrives with long and variable lags. Credibility matters too, because expectations of future inflation feed into wage bargaining and pricing decisions today.`,
  },
  {
    id: 'econ-comparative-advantage',
    topic: 'Economics',
    title: 'Why countries trade',
    text: `Comparative advantage is the principle that a country gains from trade by specialising in the goods it can produce at a lower opportunity cost than its partners, even if another country is better at producing everything. David Ricardo illustrated the idea in 1817 with the example of England and Portugal producing cloth and wine. Portugal was more efficient at making both, yet both countries ended up with more of each good when Portugal concentrated on wine and England on cloth and they exchanged the surplus. The opportunity cost of a choice is the value of the best alternative given up, and it is the key to the argument: what matters is not absolute productivity but what each country sacrifices to produce one more unit. The theory explains why trade is not a zero-sum contest. It does not promise that everyone within a country gains, however, because workers in industries exposed to imports may lose their jobs, and much of modern trade policy is about how to share the gains and compensate those who lose.`,
  },
  {
    id: 'psych-memory',
    topic: 'Psychology',
    title: 'Memory and forgetting',
    text: `Psychologists often describe memory as a sequence of stages. Sensory memory holds a brief trace of what we see and hear for less than a second. Working memory is the small mental workspace where we hold and manipulate information for immediate use; George Miller's famous estimate put its capacity at about seven items, though later research suggests closer to four meaningful chunks. Long-term memory can store an apparently unlimited amount of information for decades. In the 1880s Hermann Ebbinghaus taught himself lists of nonsense syllables and measured how quickly he forgot them, producing the forgetting curve, which shows that most loss happens in the first hours and days after learning. Forgetting is not only decay, however; interference from similar material learned before or after also makes memories harder to retrieve. Encoding is the process of transforming an experience into a form that can be stored, and information that is processed deeply, by thinking about its meaning and connecting it to what we already know, is remembered far better than information that is merely repeated.`,
  },
  {
    id: 'psych-spacing-effect',
    topic: 'Psychology',
    title: 'The spacing effect and retrieval practice',
    text: `The spacing effect is the finding that material studied in several sessions spread over time is retained much longer than the same material studied for the same total time in a single session. Cramming the night before an exam can produce a respectable score the next morning, but most of what was crammed is gone within weeks. Retrieval practice, also called the testing effect, is the finding that actively recalling information strengthens memory more than rereading it. In a well-known experiment, students who read a passage and then tried to recall it remembered more a week later than students who read the passage several times, even though the rereaders felt more confident. Spaced repetition software combines the two effects by scheduling each flashcard for review just before the learner is likely to forget it, stretching the interval after every successful recall. Interleaving, which mixes different types of problems within a practice session instead of blocking them by type, helps learners choose the right method when problems arrive unlabelled, as they do on real exams.`,
  },
  {
    id: 'psych-conformity',
    topic: 'Psychology',
    title: 'Conformity and obedience',
    text: `Social psychology studies how the real or imagined presence of other people shapes our thoughts, feelings and behaviour. In Solomon Asch's conformity experiments of the 1950s, participants judged which of three lines matched a reference line, a task so easy that people working alone almost never erred. When they sat among confederates who had been instructed to give the same wrong answer, about three quarters of participants conformed at least once. Conformity is the tendency to change one's behaviour or beliefs to match those of a group, and it rises when the task is ambiguous, when the group is unanimous and when answers are given in public. Stanley Milgram's obedience studies at Yale went further, showing that many ordinary volunteers would deliver what they believed were dangerous electric shocks when an authority figure in a laboratory coat told them to continue. These studies raised serious ethical concerns about deception and distress, and they helped bring about the review boards that now oversee research with human participants.`,
  },
  {
    id: 'soc-urbanisation',
    topic: 'Sociology',
    title: 'Urbanisation',
    text: `Urbanisation is the increase in the share of a population living in towns and cities rather than in rural areas. In 1800 only a small fraction of humanity lived in urban settlements; since 2007 more than half of the world's people have done so, and the United Nations expects the figure to approach seventy per cent by the middle of this century. Migrants are drawn by push factors, such as declining farm incomes and land shortages, and pull factors, such as jobs, schools and hospitals concentrated in cities. Rapid urban growth can outpace the building of housing and infrastructure, leading to informal settlements that lack clean water, sanitation and secure tenure. At the same time, dense cities use land and energy efficiently, and they foster innovation by bringing diverse people and ideas into close contact. Sociologists such as Georg Simmel described how city life changes social relationships, making them more numerous but more impersonal, while later researchers have shown that urban neighbourhoods can sustain close networks of mutual support.`,
  },
  {
    id: 'pol-separation-of-powers',
    topic: 'Politics',
    title: 'The separation of powers',
    text: `The separation of powers is the constitutional principle that the functions of government should be divided among distinct branches so that no single person or body holds unchecked authority. The French philosopher Montesquieu gave the idea its classic form in The Spirit of the Laws, published in 1748, where he argued that liberty is lost when the same hands make the laws, execute them and judge disputes under them. The legislature makes laws, the executive carries them out, and the judiciary interprets them and resolves conflicts. The framers of the United States Constitution built this scheme into their design and added checks and balances, so that the president can veto legislation, Congress can override a veto and impeach officials, and the courts can strike down laws that conflict with the constitution. Parliamentary systems such as the British one fuse the executive and legislature more closely, since the prime minister and cabinet sit in Parliament and depend on its confidence, yet they still rely on an independent judiciary.`,
  },
  {
    id: 'law-contract',
    topic: 'Law',
    title: 'Forming a contract',
    text: `A contract is a legally enforceable agreement between two or more parties. In common law systems a valid contract generally requires an offer, an acceptance that mirrors the terms of the offer, consideration, and an intention to create legal relations. Consideration is something of value that each party gives or promises in exchange for what the other provides, whether money, goods, services or a promise to refrain from acting. An invitation to treat, such as goods displayed in a shop window or an advertisement, is not an offer but an invitation for customers to make offers, which the shop may accept or refuse. Silence normally cannot amount to acceptance. Agreements made under duress, through misrepresentation or by people who lack capacity, such as young children, may be void or voidable. When one party fails to perform, the other may sue for breach of contract, and the usual remedy is damages designed to put the injured party in the position they would have occupied had the contract been performed.`,
  },
  {
    id: 'edu-formative-assessment',
    topic: 'Education',
    title: 'Formative assessment',
    text: `Formative assessment is the use of evidence about student learning, gathered during teaching, to adjust instruction while there is still time to make a difference. It differs from summative assessment, which measures what students have learned at the end of a unit, usually for a grade or a certificate. Paul Black and Dylan Wiliam reviewed hundreds of studies in 1998 and concluded that strengthening formative practice produced learning gains larger than most other educational interventions, with the greatest benefits for lower-achieving pupils. Practical techniques include asking questions that reveal misconceptions rather than simply checking recall, giving comments instead of marks, and using short low-stakes quizzes at the start of a lesson. Feedback is most useful when it tells learners where they are going, how they are doing and what to do next. Self-assessment and peer assessment help students internalise the criteria for good work, so that over time they can monitor their own progress instead of waiting for the teacher's verdict.`,
  },
  {
    id: 'geo-water-cycle',
    topic: 'Geography',
    title: 'The water cycle',
    text: `The water cycle describes the continuous movement of water between the oceans, the atmosphere and the land. Energy from the Sun drives evaporation from seas, lakes and moist soil, and plants add more water vapour through transpiration from their leaves. As moist air rises it cools, and the vapour condenses on tiny particles of dust and salt to form clouds. When droplets or ice crystals grow heavy enough, they fall as precipitation, whether rain, snow, sleet or hail. Some of that water runs off the surface into streams and rivers, some infiltrates the soil and recharges groundwater stored in porous rock layers called aquifers, and some is locked for centuries in glaciers and ice sheets. The oceans hold about ninety-seven per cent of Earth's water, so only a small share is fresh and an even smaller share is readily available for drinking and farming. Deforestation, urban paving and climate change all alter the cycle, for example by increasing runoff and the risk of flash floods.`,
  },
  {
    id: 'anth-agriculture',
    topic: 'Anthropology',
    title: 'The origins of agriculture',
    text: `For most of human history people lived as hunter-gatherers, moving through the landscape in small bands and relying on wild plants and animals. The Neolithic Revolution refers to the shift to farming and settled village life that began around twelve thousand years ago in the Fertile Crescent, a region of the Middle East stretching from the Nile to the Tigris and Euphrates rivers. Wheat, barley, lentils, sheep and goats were among the first species domesticated there, and agriculture arose independently in other places, including China with rice and millet, Mesoamerica with maize, beans and squash, and the Andes with potatoes. Domestication is the process by which humans select plants and animals over many generations for traits they find useful, such as seeds that stay on the stalk until harvest. Farming supported much denser populations and eventually cities, writing and states, but skeletons from early farming villages show more tooth decay, shorter stature and more infectious disease than those of earlier foragers, a paradox that archaeologists continue to investigate.`,
  },
];
