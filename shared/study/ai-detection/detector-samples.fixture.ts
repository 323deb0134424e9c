// Texts for the AI detector's unit tests. The model-written ones are taken from the held-out split of the AI
// corpus (scripts/bench/writing-quality/data/ai-corpus.jsonl.gz, never seen by training or calibration), with
// their provenance; the human one is a public-domain speech. The detector's measured quality is printed by
// `npm run quality:writing` on thousands of texts; these only check that the engine reads real cases sensibly.

/** Abraham Lincoln, the Gettysburg Address (1863, Bliss copy), public domain. */
export const HUMAN_SPEECH =
  'Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal.\n\nNow we are engaged in a great civil war, testing whether that nation, or any nation so conceived and so dedicated, can long endure. We are met on a great battle-field of that war. We have come to dedicate a portion of that field, as a final resting place for those who here gave their lives that that nation might live. It is altogether fitting and proper that we should do this.\n\nBut, in a larger sense, we can not dedicate -- we can not consecrate -- we can not hallow -- this ground. The brave men, living and dead, who struggled here, have consecrated it, far above our poor power to add or detract. The world will little note, nor long remember what we say here, but it can never forget what they did here. It is for us the living, rather, to be dedicated here to the unfinished work which they who fought here have thus far so nobly advanced. It is rather for us to be here dedicated to the great task remaining before us -- that from these honored dead we take increased devotion to that cause for which they gave the last full measure of devotion -- that we here highly resolve that these dead shall not have died in vain -- that this nation, under God, shall have a new birth of freedom -- and that government of the people, by the people, for the people, shall not perish from the earth.';

export const MODEL_WRITTEN: ReadonlyArray<{
  id: string;
  writer: string;
  model: string;
  prompt: string;
  text: string;
}> = [
  {
    id: 'corpus-a-004-01',
    writer: 'corpus-a',
    model: 'claude',
    prompt: "why cant you divide by zero? my teacher just said 'you cant' and i want to actually know why",
    text: 'Great question, and "you just can\'t" isn\'t a very satisfying answer! Here\'s the actual reasoning.\n\n**Division is the reverse of multiplication.**\nWhen we say 12 \u00f7 3 = 4, what we really mean is "4 is the number that, when multiplied by 3, gives 12." In other words, 12 \u00f7 3 = 4 because 4 \u00d7 3 = 12.\n\nSo let\'s try the same thing with zero.\n\n**Case 1: A nonzero number divided by zero, like 5 \u00f7 0.**\nIf 5 \u00f7 0 had an answer, call it *x*, then *x* \u00d7 0 would have to equal 5. But anything multiplied by 0 is 0, never 5. So there\'s no number that works. The answer doesn\'t exist.\n\n**Case 2: Zero divided by zero, 0 \u00f7 0.**\nNow we need a number *x* where *x* \u00d7 0 = 0. The problem here is the opposite: *every* number works. 1 \u00d7 0 = 0, 7 \u00d7 0 = 0, \u2212300 \u00d7 0 = 0. Since there\'s no single answer, the result is called "undefined" (or "indeterminate").\n\n**Another way to see it: sharing.**\n12 \u00f7 3 can mean "share 12 cookies among 3 people," and each gets 4. But 12 \u00f7 0 would mean "share 12 cookies among 0 people." How many does each person get? The question doesn\'t make sense, because there\'s nobody to give them to.\n\n**What about infinity?**\nIf you divide 1 by smaller and smaller numbers (1 \u00f7 0.1 = 10, 1 \u00f7 0.001 = 1,000), the results get huge, which is why people sometimes say the answer is "infinity." But if you approach zero from the negative side (1 \u00f7 \u22120.001 = \u22121,000), the results go toward *negative* infinity. Since the two sides don\'t agree, and infinity isn\'t a regular number anyway, mathematicians leave division by zero undefined.\n\nSo it\'s not an arbitrary rule. Allowing it would break the basic logic that makes arithmetic work.',
  },
  {
    id: 'corpus-a-004-03',
    writer: 'corpus-a',
    model: 'claude',
    prompt:
      "email to my group for marketing class, one member (Tyler) hasn't done his part and it's due friday. i need to address it without being mean, cc'ing the whole group",
    text: "Subject: Marketing Project \u2013 Status Check Before Friday\n\nHi everyone,\n\nI hope your week is going well! Since our marketing plan is due this Friday, I wanted to do a quick check-in on where each section stands so we have enough time to put everything together and review it.\n\nHere's what I have so far:\n- **Market research & target audience (Priya):** Done \u2705\n- **Competitor analysis (me):** Done \u2705\n- **Pricing & promotion strategy (Tyler):** Not in the shared doc yet\n- **Slides & formatting (Sam):** In progress, waiting on the other sections\n\nTyler, I know things get busy, so no worries if you've been working on it offline. Could you let us know where you're at and whether you'll be able to add your section by Wednesday night? If you're stuck or need help with anything, just say so and we can figure it out together. We'd rather split it up than have anyone stressing last minute.\n\nIf possible, let's all plan to have everything in the doc by **Wednesday at 9 p.m.** so we have Thursday to review and practice.\n\nThanks, everyone!\n\nBest,\n[Your Name]",
  },
  {
    id: 'corpus-a-004-09',
    writer: 'corpus-a',
    model: 'claude',
    prompt:
      "i'm 16 and want to apply for a part time job at the public library (library page, shelving books). never had a job before. can u write a cover letter, keep it simple and not too fancy",
    text: "Dear Hiring Manager,\n\nMy name is [Your Name], and I am a sophomore at [High School Name]. I am writing to apply for the Library Page position at the [City] Public Library. I have been visiting the library for as long as I can remember, and I would be excited to help keep it organized and welcoming for everyone who uses it.\n\nAlthough this would be my first job, I believe I have the qualities needed to do it well. I am very organized and pay close attention to detail, which I think would help me shelve books accurately using the Dewey Decimal System. At school, I keep a consistent record of good grades and have never missed an assignment deadline, so I know how to manage my time and stay responsible.\n\nI also enjoy helping people. For the past year, I have volunteered at my church's food pantry, where I sort donations and help stock shelves. This experience has taught me how to work as part of a team and how to stay focused on repetitive tasks without rushing.\n\nI am available to work after school on weekdays from 3:30 p.m. and on Saturdays. I am a quick learner and would be happy to take on any tasks that help the library run smoothly.\n\nThank you for considering my application. I would welcome the chance to meet with you and learn more about the position.\n\nSincerely,\n[Your Name]\n[Phone Number]\n[Email Address]",
  },
];
