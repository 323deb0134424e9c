// Blog post bodies (Markdown), part one. Metadata lives in blog.data.ts.

export const POST_TESTING_EFFECT = `Most students revise by rereading: the notes, the slides, the highlighted textbook. It feels productive because the material becomes familiar. Familiarity, unfortunately, is not the same as being able to recall something on an exam with a blank page in front of you. Decades of research point to a better default: **retrieval practice**, or testing yourself.

## What the research found

In a well-known 2006 study, Henry Roediger and Jeffrey Karpicke asked students to learn short prose passages. One group read a passage four times. Another read it once and then spent the remaining time trying to write down everything they could remember. Five minutes later, the rereaders did slightly better. One week later the picture reversed: the students who had practised recalling the passage remembered far more of it than those who had read it over and over.

This is the **testing effect**, and it has been replicated with vocabulary, science concepts, medical knowledge, maps and more. A large 2013 review by John Dunlosky and colleagues rated ten popular study techniques by how well they are supported by evidence. Practice testing was one of only two rated "high utility". Rereading and highlighting were rated "low utility".

## Why retrieval works

Every time you pull a fact out of memory, you strengthen the route to it. Rereading puts information in front of your eyes; retrieval makes your brain reconstruct it, and that effort is what makes the memory durable. Retrieval also gives you honest feedback. When you try to explain the Krebs cycle from memory and stall at the third step, you know exactly what to review. Rereading gives you no such signal, which is why so many students walk into an exam feeling prepared and walk out surprised.

## How to build retrieval into your week

You do not need special software to start. Here are practical ways to turn passive revision into active recall:

- **Close the book and write.** After reading a section, close it and write down the main points from memory. Then check what you missed, and only reread those parts.
- **Turn headings into questions.** "Causes of the First World War" becomes "What were the four main causes of the First World War, and how did they interact?"
- **Use past papers early**, not just in the final week. Attempt questions before you feel ready; struggling is part of the learning.
- **Make flashcards with a question on the front**, not a topic name. Answer out loud or on paper before you flip the card.
- **Teach it.** Explaining a concept to a friend, or to an empty chair, forces you to retrieve and organise it.

## Common objections

*"Testing myself is stressful."* Low-stakes practice is different from an exam. Nobody sees your results, and getting answers wrong during practice is useful: studies show that unsuccessful retrieval attempts followed by feedback still improve later recall.

*"I don't know enough yet to test myself."* Start with very short gaps. Read a paragraph, then recall it. As your knowledge grows, widen the gaps between study and self-testing.

*"It takes longer."* Per session, sometimes. But because you remember more, you spend less time relearning forgotten material later, and the total time to mastery is usually shorter.

## Putting it together

A simple routine that works for most courses: after each lecture, spend ten minutes writing down what you remember. Once a week, do a mixed quiz on everything covered so far. Two weeks before the exam, switch to timed past papers. Keep a list of the questions you got wrong and revisit them first.

Retrieval practice is not a trick. It is how memory works. The sooner you stop measuring your revision by hours spent rereading and start measuring it by questions answered from memory, the more those hours will count.`;

export const POST_SPACED_REPETITION = `If you have ever crammed for a test, aced it and then forgotten nearly everything a month later, you have experienced the **forgetting curve**. In the 1880s, Hermann Ebbinghaus memorised lists of nonsense syllables and measured how quickly he forgot them. Memory dropped steeply in the first day and then levelled off. Crucially, each time he relearned a list, it was forgotten more slowly. That observation is the foundation of spaced repetition.

## The spacing effect

The spacing effect is one of the most reliable findings in psychology: the same amount of study produces longer-lasting memory when it is spread over several sessions rather than massed into one. Three one-hour sessions on Monday, Wednesday and Saturday beat a three-hour session on Sunday, even though the total time is identical.

How far apart should the sessions be? A large study led by Nicholas Cepeda in 2008 tested gaps from minutes to months. The best gap depended on how long you need to remember the material. As a rough rule, the ideal gap is around 10 to 20 percent of the time until the test. If your exam is in ten weeks, reviewing roughly once a week to once every two weeks is efficient. If it is in one week, review daily.

## Expanding intervals

Spaced repetition systems go one step further. Each time you successfully recall an item, the next review is scheduled further in the future: one day, then three days, then a week, then two weeks, and so on. If you fail to recall it, the interval shrinks again. This concentrates your time on what you are about to forget and skips what you already know well.

You can run this system on paper. The **Leitner box** uses several boxes of flashcards. New cards start in box 1, which you review every day. A card you answer correctly moves up a box; a card you miss goes back to box 1. Box 2 is reviewed every two or three days, box 3 weekly, box 4 every two weeks. Digital flashcard tools automate the scheduling, including the flashcard maker on Studyloop, but the principle is identical.

## What to put on a spaced repetition card

Spacing works best for material that must be recalled precisely: definitions, formulas, vocabulary, dates, drug classes, anatomical structures, case names. For each card:

1. **Ask one thing.** "What are the three properties of colour?" is better than a card that asks you to recite a whole chapter.
2. **Write the question so it has one correct answer.** Vague cards are hard to grade honestly.
3. **Add context when it helps.** A vocabulary card is stronger with an example sentence than with a bare translation.
4. **Delete or rewrite cards you keep failing.** Repeated failure usually means the card is badly designed, not that you are bad at the topic.

## Spacing for problem-solving subjects

Maths, physics and economics are less about recalling facts and more about recognising which method a problem needs. Spacing still helps. Instead of doing twenty problems on integration by parts in one evening, do five per session across four sessions, mixed with problems from earlier topics. Keep a "retry list" of problems you got wrong, and attempt each again after a few days without looking at your previous solution.

## A sustainable daily routine

The biggest risk with spaced repetition is a growing backlog. Keep it manageable:

- Do your reviews first, before adding new cards.
- Cap new cards at a number you can sustain every day, such as ten to twenty.
- Review little and often; fifteen minutes daily beats two hours on Sunday.
- Pause new cards in the final week before exams and focus on reviews and past papers.

Spaced repetition rewards consistency more than intensity. Start early in the term, keep the daily sessions short, and by exam season you will be refreshing knowledge rather than learning it for the first time.`;

export const POST_PAST_PAPERS = `Ask a group of top students how they prepared for a final and almost all of them will mention past papers. Yet many students use them badly: they read the questions, glance at the solutions, nod along and move on. Used properly, past papers are the single best predictor of exam performance you have. Here is how to get the most from them.

## Start earlier than you think

Past papers are usually saved for the last week. That is a mistake. Looking at one early in the term tells you what the course actually expects: the question styles, the balance of calculation and explanation, the topics that recur year after year. That knowledge should shape how you take notes and what you practise from week three onwards.

A good plan is to read one paper in the first month, attempt individual questions topic by topic during the term as you cover each area, and save several complete papers for timed practice in the final two or three weeks.

## Attempt before you look

The value of a past paper comes from the attempt, not from the solution. Reading a model answer gives you a feeling of understanding that rarely survives the exam hall. Work through each question on paper, in full sentences or full working, before you check anything. If you are stuck, give yourself a fixed time, such as five minutes, write down what you would try, and only then look at the first line of the solution.

## Simulate the real conditions

For at least two or three papers, recreate the exam as closely as you can:

- Use the real time limit, or slightly less.
- Put your phone in another room.
- Use only the materials allowed in the exam, such as a formula sheet or a specific calculator.
- Write by hand if the exam is handwritten.

Timed practice exposes problems that untimed practice hides: spending twenty minutes on a six-mark question, running out of time for the essay, or writing illegibly under pressure. It also reduces anxiety, because the real exam feels familiar.

## Mark yourself honestly

Use the official mark scheme or examiner's report if one exists. These documents are gold: they show exactly which steps earn marks and which common errors lose them. Be strict. If the scheme wants a unit or a labelled diagram and you left it out, you do not get the mark.

Then analyse your mistakes. Put each lost mark into a category:

1. **Knowledge gap:** you did not know the fact or method.
2. **Misread question:** you answered a different question from the one asked.
3. **Careless error:** an arithmetic slip or a dropped sign.
4. **Time pressure:** you knew it but ran out of time.

Each category has a different fix. Knowledge gaps need targeted revision. Misreading needs the habit of underlining command words such as *explain*, *evaluate* and *derive*. Careless errors need a checking routine. Time pressure needs more timed practice and a plan for which questions to do first.

## Keep an error log

Write every mistake in a single document with the question, what went wrong and the correct approach. Review the log weekly. Many students find that the same five or six errors account for most of their lost marks, and fixing them is worth more than another round of general revision.

## When you run out of papers

Most courses have only a few years of papers available. When you have used them all:

- Redo the questions you got wrong, without looking at your previous attempt.
- Write your own questions in the same style, then swap with a classmate.
- Use papers from similar courses at other universities, which Studyloop's document library makes easy to find.
- Change the numbers or conditions in old questions and solve them again.

## The week before

In the final days, stop learning new material and do one last timed paper to confirm your timing. Then spend the remaining time on your error log. Walking into the exam knowing exactly which traps you tend to fall into is one of the most effective forms of preparation there is.`;

export const POST_NOTE_TAKING = `There is no single best way to take notes, but there are clear differences between systems, and the right one depends on the subject and on how you plan to use your notes later. This guide compares four popular methods and explains when each one works best.

## Why note-taking matters at all

Taking notes helps in two ways. During the lecture, deciding what to write forces you to process the material, which improves understanding. Afterwards, your notes are the raw material for revision. A good system supports both: it keeps you thinking in the moment and produces notes you can actually study from.

Research comparing laptop and handwritten notes, most famously a 2014 study by Pam Mueller and Daniel Oppenheimer, suggested that students typing on laptops tended to transcribe lectures word for word, while those writing by hand had to summarise, and that the summarisers answered conceptual questions better. Later replications found smaller effects, but the lesson holds: whatever your tool, **paraphrase rather than transcribe**.

## 1. The Cornell method

Developed by Walter Pauk at Cornell University, this method divides the page into three areas: a wide right column for notes during class, a narrow left column for cues, and a strip at the bottom for a summary.

During the lecture, write notes in the right column. Within a day, fill the left column with questions or keywords that the notes answer, and write a two- or three-sentence summary at the bottom. To revise, cover the right column and use the cues to test yourself.

**Best for:** lecture-based courses with lots of concepts, such as psychology, biology, history and law. The built-in self-testing makes it one of the most revision-friendly formats.

## 2. The outline method

Outlining organises notes as a hierarchy of headings and indented points. It is fast, familiar and easy to type.

**Best for:** well-structured lectures that follow clear sections, and for reading notes from textbooks. It works less well when the lecturer jumps between ideas, because the hierarchy breaks down.

**Tip:** after class, turn your main headings into questions and add them above each section, which gives you some of the benefits of the Cornell method.

## 3. Mind maps

A mind map puts the central topic in the middle of the page and branches out to subtopics and details. It shows relationships between ideas at a glance.

**Best for:** subjects where connections matter more than sequence, such as literature themes, essay planning, and revising an entire module on one page. Mind maps are harder to use for detailed derivations or long lists of facts.

## 4. The charting method

Charting organises information into a table. Columns might be *theory*, *key researcher*, *evidence* and *criticism*, or *drug*, *mechanism*, *uses* and *side effects*.

**Best for:** content with repeated structure, such as comparing theories, drug classes, historical periods or legal cases. Charts make revision extremely efficient, because gaps in your knowledge show up as empty cells.

## Handling maths and science lectures

In quantitative courses, most of the value is in the worked examples. Write down every step, including the ones the lecturer says aloud but does not write on the board, and note *why* each step is taken. Leave space next to each example to redo it later without looking. Afterwards, list the types of problem covered and the method for each; this becomes your revision checklist.

## The most important step happens after class

Whatever system you use, the notes you take during a lecture are a first draft. Within twenty-four hours, spend ten to fifteen minutes reviewing them: fix gaps, add questions in the margin and write a short summary. This review is brief, but it is where notes turn into knowledge, and it makes exam revision dramatically faster.

## Choosing your system

If you are unsure, start with Cornell for concept-heavy courses and a worked-examples notebook for quantitative ones. Try a method for at least three weeks before judging it, and do not be afraid to combine them: many strong students use an outline during class and turn it into a chart or mind map when they revise.`;

export const POST_SLEEP = `When the exam timetable gets tight, sleep is often the first thing students give up. An all-nighter feels like buying extra study time. The research on sleep and memory suggests it is one of the worst trades you can make.

## Sleep is when memories are consolidated

Learning does not end when you close the book. During sleep, the brain replays and reorganises what you learned during the day, strengthening important memories and integrating them with what you already know. This process is called **consolidation**.

Different stages of sleep seem to do different jobs. Slow-wave sleep, which dominates the early part of the night, is closely linked to consolidating facts and events: the kind of material you need for most exams. REM sleep, more common towards morning, appears to support emotional memory and some kinds of skill learning and creative problem-solving. Cutting sleep short, or skipping it altogether, removes both.

Studies that compare people who sleep after learning with people who stay awake for the same period repeatedly find better recall in the sleep group. The effect is strongest for material that was learned shortly before sleep.

## Sleep deprivation also damages new learning

Sleep does not only protect what you learned yesterday; it prepares you to learn tomorrow. Research by Matthew Walker and colleagues found that people who had been kept awake for a night were markedly worse at forming new memories the next day than those who had slept. The hippocampus, a brain region central to forming new memories, showed reduced activity after sleep deprivation.

In practical terms, an all-nighter before an exam means you walk in with weaker memories of everything you studied that night and a brain less able to think clearly under pressure.

## Attention, reasoning and mood

Even moderate sleep loss, such as several nights of five or six hours, impairs attention, working memory and reasoning. People are also poor judges of their own impairment: after a few nights of short sleep, they tend to report feeling only slightly tired while their performance on tests keeps declining. Sleep loss also increases anxiety and irritability, which makes exam stress harder to manage.

## What this means for exam season

You do not need perfect sleep to do well, but you should protect it deliberately:

- **Aim for seven to nine hours**, especially in the week before exams.
- **Keep a regular schedule.** Going to bed and waking at similar times, even at weekends, makes it easier to fall asleep and wake up alert.
- **Review key material in the evening,** then sleep on it. A short recall session before bed is a good use of consolidation.
- **Stop caffeine by early afternoon.** Caffeine has a half-life of around five hours, so a late coffee is still active at bedtime.
- **Give yourself a wind-down period** away from bright screens for the last half hour.

## Naps can help

A short nap of twenty to thirty minutes in the early afternoon can improve alertness, and some studies suggest naps containing slow-wave sleep can boost memory for recently learned material. Keep naps short and not too late, or they will disrupt your night-time sleep.

## If you have already fallen behind

If you are facing an exam tomorrow and have not finished revising, the evidence still favours sleep. Prioritise the highest-yield material — past-paper questions, your error log, core formulas and definitions — for the evening, then sleep for at least six hours. You will remember more of what you studied, and you will think more clearly on the day.

Sleep is not time taken away from studying. It is part of studying, and arguably the part that makes the rest of it stick.`;

export const POST_ESSAY_STRUCTURE = `Many students believe that good essays are the product of elegant sentences. Markers, however, mostly reward something more basic: a clear argument, well organised and supported by evidence. Style matters, but structure comes first. Here is a process for building essays that earn top marks.

## 1. Read the question three times

Most weak essays fail before the first word is written, because they answer a different question from the one set. Underline the **command word** — *analyse*, *evaluate*, *compare*, *discuss*, *to what extent* — and the key terms. "To what extent was the Treaty of Versailles responsible for the Second World War?" asks for a judgement about relative importance, not a description of the treaty.

Then put the question in your own words. If you cannot, you are not ready to plan.

## 2. Decide your answer before you write

A strong essay has a **thesis**: a one- or two-sentence answer to the question that the rest of the essay defends. "The treaty created grievances that Hitler exploited, but the Depression and the failure of collective security were more decisive" is a thesis. "This essay will look at several factors" is not.

Your thesis may change as you research. That is fine. But you should be able to state it before you start drafting, and every paragraph should serve it.

## 3. Plan paragraphs as steps in an argument

List the points that support your thesis and put them in a logical order, usually from most to least important or in an order where each point builds on the last. Each body paragraph should make **one** point and follow a simple pattern:

- **Point:** a topic sentence that states the claim and links it to the question.
- **Evidence:** data, quotations, case law, examples or scholarship that support the claim.
- **Analysis:** explain *how* the evidence supports the claim. This is where most marks are won or lost.
- **Link:** show how this point advances your overall answer.

If you cannot write a topic sentence for a paragraph, it probably does not belong in the essay.

## 4. Engage with counterarguments

Top-band essays acknowledge the strongest objections to their thesis and respond to them. This does not weaken your argument; it shows the marker you understand the debate. A paragraph that begins "Critics argue that..." and ends by explaining why your position still holds is often the most impressive in the essay.

## 5. Write the introduction last, or rewrite it

An introduction should do three things: set up the question, state your thesis and outline the route your essay will take. Because your argument will develop as you write, your first introduction will rarely fit the finished essay. Draft a rough one to get started, then rewrite it when the body is complete.

Avoid opening with sweeping statements such as "Since the dawn of time, humans have...". Start close to the question.

## 6. Conclude with a judgement

The conclusion should answer the question directly, drawing together your main points. It should not introduce new evidence, and it should not simply repeat the introduction. Explain what your analysis shows and, if appropriate, its wider significance.

## 7. Now work on style

Once the structure is sound, edit for clarity:

- Prefer short, direct sentences to long, tangled ones.
- Use the active voice where it makes the sentence clearer.
- Cut filler phrases like "it is important to note that".
- Define key terms the first time you use them.
- Read your essay aloud. Sentences that are hard to say are usually hard to read.

## 8. Check references and formatting

Follow the required citation style consistently, whether it is APA, MLA, Chicago or OSCOLA. Every claim drawn from a source needs a citation; every citation needs an entry in your bibliography. Careless referencing costs marks and, at worst, raises questions about academic integrity.

## A final test

Before submitting, read only the introduction and the first sentence of each paragraph. If those sentences alone give a clear, logical answer to the question, your structure is working. If they do not, no amount of polished prose will rescue the essay, and it is worth restructuring before you submit.`;

export const POST_EXAM_ANXIETY = `Some nervousness before an exam is normal and even useful: it sharpens attention and gives you energy. For many students, though, anxiety grows large enough to interfere with sleep, revision and performance on the day. The good news is that test anxiety responds well to practical strategies. Here are the ones with the strongest evidence behind them.

## Understand what anxiety does

Anxiety competes for the same limited resource you need to solve problems: **working memory**. Worrying thoughts such as "I'm going to fail" take up mental space, leaving less capacity for the question in front of you. This is why anxious students sometimes go blank on material they know well. Strategies that reduce worry, or that make knowledge easier to access under pressure, both help.

## Before the exam: preparation that builds confidence

**Practise under exam conditions.** Timed past papers make the real exam feel familiar, which reduces the threat response. They also show you that you can cope with the format.

**Use retrieval practice.** Knowledge that you have repeatedly recalled from memory is more robust under stress than knowledge you have only reread. Studies have found that students who study by testing themselves perform better under stressful conditions than those who study by restudying.

**Plan your revision.** Vague to-do lists like "revise chemistry" feed anxiety because they never feel finished. Break revision into specific tasks — "do the 2023 equilibrium questions" — and tick them off.

**Protect sleep, exercise and meals.** Physical state strongly affects emotional state. Even a twenty-minute walk reduces stress and improves mood.

## Reframe the feeling

Physically, anxiety and excitement are very similar: a racing heart, faster breathing, alertness. Research by Jeremy Jamieson and colleagues found that students who were told that stress arousal can improve performance did better on a practice exam than those who were not. The aim is not to force yourself to feel calm, which rarely works, but to interpret the feeling differently: "My body is getting ready to perform."

## Write your worries down

In a 2011 study, Gerardo Ramirez and Sian Beilock asked students to spend ten minutes writing about their thoughts and feelings about an upcoming test. Anxious students who did this scored significantly higher than anxious students who sat quietly. Writing seems to offload worries from working memory. Try it the morning of an exam: ten minutes, honest, and then put it away.

## On the day

- **Arrive early but not too early.** Standing in a crowded corridor listening to others panic is not helpful.
- **Breathe slowly.** Breathing out for longer than you breathe in, for example in for four counts and out for six, activates the body's calming response.
- **Read the whole paper first** and start with a question you can answer confidently. Early success builds momentum.
- **If you go blank,** move on. Write down anything related to the question — a formula, a keyword, a diagram — and come back later. Memory often returns once the pressure eases.
- **Watch the clock, not other students.** Someone asking for extra paper tells you nothing about how well they are doing.

## After the exam

Avoid detailed post-mortems with friends, which tend to amplify worry about answers you cannot change. Note anything you would do differently next time, then switch your attention to the next exam.

## When to ask for help

If anxiety is causing panic attacks, stopping you from sleeping for days, or making you avoid studying altogether, talk to your university's counselling or wellbeing service. Many offer workshops on exam anxiety and short courses of cognitive behavioural therapy, which is highly effective for anxiety. If you have a diagnosed condition, ask about exam adjustments such as extra time or a separate room. Asking for support early is a sign of good judgement, not weakness.`;
