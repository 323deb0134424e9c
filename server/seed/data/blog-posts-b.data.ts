// Blog post bodies (Markdown), part two. Metadata lives in blog.data.ts.

export const POST_INTERLEAVING = `Textbooks are usually organised in blocks: a chapter on one method, followed by twenty exercises that all use that method. It is a natural way to teach. It turns out to be a weak way to practise. A growing body of research shows that **interleaving** — mixing different types of problems in a single session — produces better long-term learning, even though it feels harder at the time.

## The evidence

In a 2007 study, Doug Rohrer and Kelli Taylor taught students how to calculate the volumes of four different geometric solids. One group practised in blocks, solving all the problems for one solid before moving on to the next. Another group practised the same problems shuffled together. During practice, the blocked group performed much better. But on a test a week later, the interleaved group scored around three times higher.

The effect is not limited to maths. Nate Kornell and Robert Bjork found that people learned to identify painters' styles better when paintings by different artists were mixed together than when they studied one artist at a time. Similar results have been reported for medical diagnosis, bird identification and motor skills such as throwing.

## Why mixing helps

When every problem in a set uses the same method, you never have to decide *which* method to use. You just repeat the procedure. On an exam, though, problems arrive without labels. Interleaving forces you to practise the crucial first step: recognising what kind of problem you are facing and choosing a strategy.

Interleaving also makes you compare categories directly. Seeing a Monet next to a Renoir, or a separable differential equation next to a linear one, highlights the features that distinguish them.

## Why it feels worse

Blocked practice feels fluent: by the fifth problem you are fast and accurate, and it feels like learning. Interleaved practice feels slower and more error-prone. Researchers call these **desirable difficulties**: conditions that make practice harder but learning stronger. The danger is that students judge techniques by how they feel during practice, and so choose the method that works worse.

In Kornell and Bjork's study, most participants believed they had learned better from blocked study, even though their test scores showed the opposite.

## How to interleave in practice

- **Block first, then mix.** When you meet a new method, a short block of practice helps you understand it. Once you can do it, switch to mixed sets.
- **Shuffle your problem sets.** Take questions from the end of several chapters and put them in random order. Cover the chapter titles.
- **Use cumulative quizzes.** Each week, include a few questions from every earlier topic, not just the latest one.
- **Mix past-paper questions by topic,** rather than always doing papers in order.
- **For essay subjects,** practise planning answers to questions drawn from across the module, so you learn to select the right material.

## Interleaving and spacing work together

Interleaving naturally creates spacing: if you rotate through five topics, each topic is revisited after a gap. Combining the two with retrieval practice — mixed, spaced self-testing — is one of the most effective study strategies known.

## A sample week for a maths course

Instead of spending Monday on integration by parts, Tuesday on partial fractions and Wednesday on substitution, try this: each day, do eight integration problems drawn at random from all three techniques, plus two review problems from earlier topics such as limits or derivatives. Before solving each problem, write down which method you think it needs and why. Check your choice as well as your answer.

It will feel slower. It will also prepare you for an exam that never tells you which chapter a question came from.`;

export const POST_WEEKLY_PLANNING = `Between lectures, assignments, a part-time job, societies and a social life, university weeks fill up fast. Students who stay on top of their work are rarely the ones with the most free time; they are usually the ones with a simple, repeatable planning system. Here is one that takes about thirty minutes a week.

## Step 1: The weekly review (Sunday, 20 minutes)

Choose a fixed time each week, such as Sunday evening. Sit down with your calendar, your course pages and a notebook or planning app, and work through four questions:

1. **What is fixed this week?** Lectures, labs, seminars, work shifts, appointments. Put them in your calendar first.
2. **What is due soon?** List every deadline in the next three weeks, not just this one. Big assignments need to start long before the week they are due.
3. **What does each course need from me this week?** Typically: review lecture notes, complete the problem set, do the reading, work on a project.
4. **What did I not finish last week?** Decide whether to reschedule it, shrink it or drop it.

## Step 2: Turn tasks into time blocks

A to-do list tells you what to do but not when. Time blocking assigns tasks to specific slots in your calendar. "Statistics problem set, Tuesday 2:00–4:00" is much more likely to happen than "do stats".

Some guidelines for blocking:

- **Match tasks to your energy.** Put demanding work, such as problem sets and essay drafting, in the hours when you are most alert. Use low-energy times for admin, tidying notes or flashcard reviews.
- **Use the gaps between lectures.** A one-hour gap is perfect for reviewing the notes from the lecture you just left.
- **Be realistic.** Most students overestimate how much they can do. Plan for about 70 percent of your available time, leaving room for things that overrun.
- **Schedule rest deliberately.** Exercise, meals with friends and an evening off are part of the plan, not a reward you earn if you finish everything.

## Step 3: Work in focused sessions

Within each block, work in focused sessions with short breaks. The Pomodoro Technique, created by Francesco Cirillo, uses 25 minutes of work followed by a 5-minute break, with a longer break after four rounds. Some people prefer 50 minutes on and 10 off. The exact length matters less than the rule: during a session, only the task. Put your phone out of reach, close unrelated tabs and keep a notepad for stray thoughts.

## Step 4: The daily check (5 minutes)

Each morning, glance at the day's blocks and pick the **one task** that matters most. If the day goes badly, make sure that task still happens. Each evening, move anything unfinished to a new slot rather than letting it silently disappear.

## Handling big assignments

Large projects are where planning matters most, because they never feel urgent until it is too late. Break each one into stages with their own mini-deadlines. For an essay due in four weeks, that might be: choose a question and gather sources (week 1), plan and outline (week 2), first draft (week 3), revise and reference (week 4). Put each stage in your calendar as soon as the assignment is set.

## When the plan falls apart

It will, sometimes. Illness, a difficult problem set or a family event can wipe out several days. Do not abandon the system. At the next weekly review, look at what slipped, renegotiate deadlines early if you need to, and plan a realistic recovery week. A plan is a tool for making decisions, not a test you pass or fail.

## Keep it simple

The best planning system is the one you will actually use. A paper diary and a calendar app are enough. What makes the difference is the habit: one honest review each week, tasks turned into time, and a daily decision about what matters most.`;

export const POST_TEXTBOOK_READING = `Assigned reading piles up quickly, and many students respond by reading every word from start to finish, highlighting as they go. It is slow, and most of it is forgotten within days. Reading a textbook well is a different skill from reading a novel. Here is a method that will help you understand more in less time.

## Read with a purpose

Before you open the chapter, ask why you are reading it. To prepare for a lecture? To answer a problem set? To revise for an exam? The purpose determines how deeply you need to read each section. Preparing for a lecture might mean a twenty-minute overview; working through a derivation you will be examined on might mean an hour on two pages.

## Survey before you read

Spend five minutes getting the shape of the chapter. This is the first step of **SQ3R**, a method developed by Francis Robinson in the 1940s that is still useful today: Survey, Question, Read, Recite, Review.

To survey, read:

- the chapter title, introduction and learning objectives;
- every heading and subheading;
- figures, tables and their captions;
- words in bold and the end-of-chapter summary;
- the review questions at the end.

Now you know what the chapter is about, how it is organised and what the author thinks matters most. That framework makes everything you read afterwards easier to place.

## Turn headings into questions

Before reading each section, turn its heading into a question. "Aggregate demand" becomes "What is aggregate demand, and what shifts it?" Reading to answer a question keeps you active and tells you when you have finished a section: when you can answer it.

## Read actively, section by section

Read one section at a time. Slow down for definitions, key diagrams and worked examples, and speed up for background and repetition. Instead of highlighting, which research rates as one of the least effective study techniques, try **writing brief margin notes** in your own words, or a short list of points in a notebook. If you must highlight, read the whole paragraph first, then highlight only the single most important phrase.

For worked examples in quantitative subjects, cover the solution and try the problem yourself before reading it. This converts passive reading into practice.

## Recite: close the book

At the end of each section, look away and answer your question from memory, aloud or in writing. If you cannot, reread the section with that gap in mind. This retrieval step takes a minute or two and is the part most students skip. It is also the part that makes the reading stick.

## Review: connect and summarise

When you finish the chapter, write a short summary from memory: the main ideas, how they connect and one or two examples. Then check it against the chapter summary. Answer a few of the end-of-chapter questions. Within a week, spend ten minutes reviewing your notes and testing yourself again.

## Adjust for different subjects

- **Sciences and maths:** focus on definitions, diagrams and worked examples. Do problems as you go.
- **Humanities and social sciences:** focus on arguments and evidence. For each section, note the author's claim, the support and any weakness.
- **Law:** read the headnote and the judgement's key passages first, then the details. Note the legal principle in one sentence.

## Know when not to read everything

Not every page deserves equal attention. If your lecturer highlights specific sections, read those closely and skim the rest. Study guides, chapter summaries and well-written lecture notes can help you decide where to focus. Reading less but reading actively will almost always beat reading everything passively.`;

export const POST_FLASHCARDS = `Flashcards are one of the simplest study tools, and when used well one of the most effective: they combine retrieval practice with, if you schedule them properly, spaced repetition. But a badly made deck can waste hours. Here is how to make flashcards that actually help you learn.

## Rule 1: One question, one answer

The most common mistake is putting too much on a card. A card that asks "Explain the immune system" has no clear answer, so you cannot tell whether you got it right. Break big topics into small, precise questions:

- "Which cells present antigen on MHC class II?"
- "What does a CD8+ T cell recognise?"
- "Which antibody class dominates the early primary response?"

Small cards are quicker to review, easier to grade honestly and easier to reschedule when you get one wrong.

## Rule 2: Write questions, not topics

A card with "Le Chatelier's principle" on the front invites you to glance at the back and think "yes, I know that". A card that asks "How does increasing pressure affect an equilibrium with fewer moles of gas on the product side?" forces you to retrieve and apply the idea.

## Rule 3: Make your own cards when you can

Writing cards is itself a learning activity: to write a good question you have to understand the material and decide what matters. Pre-made decks are useful for standard content such as vocabulary or anatomy, but check them against your own course, and edit or delete cards that do not match what you need.

## Rule 4: Use both directions for vocabulary and definitions

For languages, make cards in both directions: from the target language to your own, and from your own to the target language. Producing a word is harder than recognising it, and exams usually need both. Add an example sentence to show how the word is used.

## Rule 5: Add images and context

For anatomy, art history, geography and chemistry structures, images are often better than words. Cover the labels on a diagram and ask yourself to name each part. For any card, a short context clue — "(pharmacology, antibiotics)" — helps you retrieve the right knowledge.

## Rule 6: Answer before you flip

Say or write your answer before turning the card over. It is remarkably easy to flip early and convince yourself you knew it. Be strict: if your answer was incomplete or slow, mark it as wrong so the card comes back sooner.

## Rule 7: Space your reviews

Reviewing the whole deck every day is inefficient. Use a spaced repetition schedule, in which cards you know well come back after longer and longer gaps and cards you miss come back quickly. The paper-based Leitner box system does this with a few boxes; digital tools, including Studyloop's flashcard maker, do it automatically.

## Rule 8: Prune and repair

Every few weeks, look at the cards you keep failing. Usually the problem is the card: it is too long, ambiguous or asks two things at once. Split it, reword it or add a memory cue. Delete cards for material that is no longer on your syllabus.

## What flashcards are not good for

Flashcards are excellent for facts, definitions, vocabulary, formulas and short explanations. They are less suited to practising long calculations, essay arguments or lab skills. For those, combine flashcards with past papers, practice problems and essay planning.

## A realistic routine

Spend ten to twenty minutes a day on reviews, adding a modest number of new cards from each week's lectures. Do your reviews first, before adding anything new. By exam time, your deck becomes a compact, tested summary of the course, and revising it takes a fraction of the time that rereading your notes would.`;

export const POST_OFFICE_HOURS = `Every week, your lecturers and teaching assistants set aside time to answer questions, and every week most of that time goes unused. Students skip office hours because they feel their question is too basic, they do not want to seem unprepared, or they simply do not know what happens there. Used well, office hours are one of the most valuable resources at university.

## Why office hours are worth your time

A ten-minute conversation can clear up a misunderstanding that would otherwise cost you hours of confused study. You get explanations tailored to exactly where you are stuck. You also get insight into what the lecturer thinks is important, which is useful when you are deciding what to revise.

There is a longer-term benefit, too. Lecturers who know you are the ones who can write a meaningful reference for a scholarship, a summer research position, an internship or graduate school. A reference that says "a curious student who regularly engaged with the material" carries more weight than one that can only confirm your grade.

## Prepare before you go

The best office-hours visits start with preparation:

- **Try the problem first.** Bring your attempt, even if it is wrong. Showing your working lets the lecturer see exactly where your reasoning went off track.
- **Write your questions down.** "I don't understand chapter five" is hard to help with. "I don't understand why we can treat the denominator as constant in step three of this derivation" is easy.
- **Check the basics.** Look at the course page, the syllabus and any FAQ first, so you do not spend the meeting on logistics.
- **Bring your notes and the relevant materials,** such as the problem set or the essay feedback you want to discuss.

## What to ask about

Office hours are not just for homework problems. Good topics include:

- a concept from the lecture that you could follow but could not reproduce;
- feedback on an essay plan or thesis statement before the deadline;
- how to improve after a disappointing grade;
- how to prepare for the exam, and which topics deserve the most attention;
- reading suggestions if you want to go deeper into a topic;
- research opportunities, further study or careers in the field.

## During the meeting

Start by saying briefly what you want help with. Let the lecturer ask questions; they are diagnosing your misunderstanding. Take notes, because you will not remember everything. If an explanation does not make sense, say so and ask for another example; there is no prize for pretending to understand. Keep an eye on the queue behind you and be ready to come back another time if it is busy.

## Afterwards

Within a day, redo the problem or revise the plan on your own, without looking at your notes from the meeting. If you can, you have learned it. If not, you know exactly what to ask next time. If the meeting was particularly helpful, a brief thank-you email is appreciated and helps the lecturer remember you.

## If you are nervous

Many students find the first visit intimidating. Some things that help:

- Go with a classmate for the first time.
- Start with a straightforward question, such as clarifying a point from the lecture.
- Remember that lecturers hold office hours because they want students to come. An empty office hour is a disappointment to them, not a relief.

## Online and teaching-assistant hours

If your course offers online drop-ins or sessions with teaching assistants, use those too. TAs have often taken the same course recently and can be especially good at explaining the common sticking points. The same preparation applies: bring your attempt and a specific question.

Office hours are free, personalised tutoring that most students ignore. Make a habit of going once every few weeks, and you will understand your courses better, feel more confident, and build relationships that matter long after the exams are over.`;

export const POST_STUDY_GROUPS = `A good study group can be one of the best parts of university: you learn faster, fill gaps in each other's knowledge and stay motivated through difficult modules. A bad one becomes a two-hour social session that leaves everyone further behind. The difference is structure. Here is how to run a study group that is worth everyone's time.

## Keep it small

Three to five people is the sweet spot. With fewer, you lose the variety of perspectives; with more, some people stop contributing and coordinating times becomes a project in itself. Choose members who take the course seriously and who will turn up prepared. Being friends is a bonus, not a requirement.

## Agree on a purpose

Decide what the group is for. Common purposes include working through weekly problem sets, reviewing lecture material, preparing for a specific exam, or giving feedback on essays and presentations. A group that tries to do everything usually does nothing well.

## Come prepared, every time

The most important rule: **everyone does the work before the session.** A study group is for discussing what you have tried, not for doing the reading together. If one person has attempted the problem set and the others have not, the session becomes a lecture by the one who did the work, and nobody benefits much, including them.

A simple agreement helps: "Before each meeting, everyone attempts all the problems and writes down where they got stuck."

## Structure each session

An effective ninety-minute session might look like this:

1. **Five minutes: agenda.** What do we want to get through today?
2. **Forty minutes: stuck points.** Go through the problems or topics people found hardest. Whoever understood a problem explains it; the others ask questions until they can explain it back.
3. **Thirty minutes: retrieval practice.** Quiz each other, work a past-paper question under time pressure, or have each person explain one concept without notes.
4. **Ten minutes: wrap-up.** What is still unclear? Who will ask the lecturer? What is the plan for next time?

Rotate the role of facilitator so one person keeps the group on track and watches the time.

## Teach each other

Explaining a concept to someone else is one of the best ways to learn it, a phenomenon sometimes called the protégé effect. You discover gaps in your understanding the moment you try to put an idea into words. Assign each member a topic to teach briefly at the start of each session, and let the others question them.

## Handle disagreements productively

When two people get different answers, that is a learning opportunity, not a problem. Work through both solutions step by step until you find where they diverge. If the group cannot resolve it, write it down and take it to office hours.

## Protect academic integrity

Discussing concepts and approaches is usually encouraged; submitting identical answers to individual assignments is not. Check your course's collaboration policy. A good rule is to discuss together, then write up your own solutions independently, without copying each other's work.

## Go online if you need to

Remote sessions work well with a shared document or whiteboard and cameras on. Keep them slightly shorter, and be even stricter about preparation and agenda, since distractions are easier online.

## Know when to study alone

Groups are excellent for discussing difficult material and testing each other, but first exposure to new material, memorisation and timed practice are often better done alone. The best students combine both: solo work to learn, group sessions to deepen and check understanding.`;

export const POST_NIGHT_BEFORE = `The night before an exam is not the time to learn new material. It is the time to consolidate what you know, prepare practically and get into the best possible state for the morning. Here is a checklist to make the evening count.

## Academic preparation (2–3 hours at most)

- **Review your error log.** Go through the list of mistakes you made in past papers and practice questions. These are the traps you are most likely to fall into tomorrow.
- **Test yourself on key facts.** Run through your flashcards or summary sheets: definitions, formulas, key cases, dates, diagrams. Focus on recall, not rereading.
- **Look at the exam format one last time.** How many sections, how many questions, how much choice, how many marks each? Decide roughly how long you will spend on each section.
- **Do one or two short past-paper questions** if it helps your confidence, but do not start a full paper late in the evening.
- **Avoid new topics.** If you find a gap now, a brief review of the essentials is fine, but trying to master a whole new topic usually raises anxiety without adding much knowledge.
- **Stop at a fixed time,** ideally at least an hour before bed.

## Practical preparation

Reduce the number of decisions and things that can go wrong in the morning:

- **Confirm the time and location** of the exam, including the building and room. If it is somewhere new, check how long it takes to get there.
- **Pack your bag:** student ID, pens (more than one), pencils, eraser, ruler, an approved calculator with fresh batteries, a clear water bottle, and anything else allowed, such as a formula sheet or an open-book text.
- **Check the rules** on what you can bring into the room, including watches and phones.
- **Lay out your clothes,** including layers, since exam halls can be cold or warm.
- **Set two alarms,** and tell a friend or housemate when you need to be up.
- **Plan breakfast.** Something with protein and slow-release carbohydrates, such as eggs and toast or porridge, will keep you going better than a sugary snack.

## Looking after yourself

- **Eat a proper dinner.** Skipping meals makes concentration harder.
- **Limit caffeine after mid-afternoon,** so that it does not disturb your sleep.
- **Move a little.** A short walk helps release tension and can improve sleep.
- **Wind down.** Put your notes away and do something relaxing for the last half hour before bed: a shower, light reading or music. Avoid doom-scrolling and group chats about the exam.
- **Sleep.** Aim for your normal amount. Sleep consolidates what you have learned and helps you think clearly. An all-nighter almost always costs more than it gains.

## If you are anxious

Some nervousness is normal and can help you focus. If worries are keeping you awake, write them down on paper, along with what you will do about each one. Remind yourself of the work you have done. Slow breathing — in for four counts, out for six — can help you settle. If you cannot sleep, rest quietly rather than getting up to study.

## In the morning

- Eat breakfast, even if you are not hungry.
- Glance over a one-page summary if it calms you, but do not cram.
- Leave with plenty of time to spare.
- When you get the paper, read the instructions carefully, plan your time, and start with a question you feel confident about.

Most of your preparation happened in the weeks before. Tonight's job is to protect it: review lightly, prepare practically, rest well, and walk in ready to show what you know.`;

export const POST_AI_TOOLS_DRAFT = `AI study tools can explain a difficult concept at midnight, generate practice questions, summarise a long reading or check your grammar. They can also undermine your learning and, used carelessly, put you in breach of your university's academic integrity rules. This guide explains how to get the benefits while avoiding the risks.

## Start with your course's policy

Policies on AI differ widely between universities, departments and even individual assignments. Some courses allow AI for brainstorming but not for writing; some ban it entirely for assessed work; others require you to disclose exactly how you used it. Before using any AI tool on assessed work, read the policy and, if it is unclear, ask the lecturer. "I didn't know" is rarely accepted as an excuse.

## Use AI to learn, not to avoid learning

The question to ask is: does this use of AI make me think more, or less? Good uses tend to make you think more:

- **Explanations from different angles.** Ask for a concept to be explained with an analogy, then check it against your notes and textbook.
- **Practice questions.** Generate questions on a topic, answer them from memory, and then check your answers against reliable sources.
- **Feedback on your own work.** Ask for comments on the clarity of a paragraph you wrote, then decide for yourself which suggestions to accept.
- **Study planning.** Turn a syllabus into a revision schedule that you then adjust.

Poor uses do the thinking for you: generating essays to submit, solving problem sets you then copy, or summarising readings you never open. They may save time today, but the exam will test the skills you skipped.

## Verify everything

AI tools can produce fluent, confident text that is wrong. They sometimes invent references, misstate facts and make arithmetic errors. Treat AI output as a first draft from a well-read but unreliable classmate. Check facts against your textbook, lecture notes and primary sources. Never cite a source you have not found and read yourself.

## Keep your own voice

Markers notice when an essay suddenly sounds different from a student's other work. If you use AI for feedback on writing, make the revisions yourself rather than pasting in rewritten text. Your own phrasing, even if less polished, shows your understanding.

## Disclose when required

If your course asks you to acknowledge AI use, be specific: which tool, for what purpose, and how you used the output. Keep your prompts and drafts as a record of your process.

## Protect your data

Be careful about uploading unpublished research, personal information or copyrighted course materials to tools whose data practices you do not know. Check whether your university provides approved tools.

## A good rule of thumb

If you would be comfortable explaining to your lecturer exactly how you used an AI tool, and the work you submit reflects your own understanding, you are probably using it well. If you would rather they did not find out, that is a sign to stop and rethink.`;

export const POST_BUDGETING_DRAFT = `Money worries are one of the most common sources of stress for students, and stress makes studying harder. A simple budget will not make your loan bigger, but it will show you where your money goes and help you avoid the end-of-term panic. Here is a straightforward way to set one up.

## Step 1: Work out your income for the term

List every source of money you expect: loans, grants, scholarships, bursaries, part-time work and family support. Note when each arrives. Many students receive most of their money in a few large payments at the start of each term, which makes it easy to overspend early and run short later. Divide the term's total by the number of weeks to get a realistic weekly figure.

## Step 2: List your fixed costs

Fixed costs are the bills that stay the same each month: rent, utilities, phone contract, transport passes, insurance and subscriptions. Subtract them from your income first. What is left is what you actually have to live on.

## Step 3: Estimate your variable spending

Variable costs include food, going out, clothes, course materials and travel home. Look at your bank statements for the last two months to see what you really spend, not what you think you spend. Most people underestimate small, frequent purchases such as coffees, takeaways and delivery fees.

## Step 4: Set weekly limits

Give each variable category a weekly amount. Weekly budgets work better than monthly ones for most students, because a bad weekend only affects one week rather than the whole month. Some students withdraw their weekly spending money in cash, or move it to a separate account or card, to make the limit concrete.

## Step 5: Build a small buffer

Unexpected costs always appear: a broken laptop charger, a field trip, a replacement phone screen. Even a small emergency fund, built by setting aside a little each week, prevents these from becoming a crisis.

## Ways to spend less without feeling deprived

- **Cook in batches** and take lunch to campus.
- **Buy second-hand textbooks,** use the library, or check whether the reading is available online through your university.
- **Use student discounts** on transport, software and shops.
- **Review subscriptions** each term and cancel the ones you do not use.
- **Plan cheap social activities,** such as cooking together or free campus events.

## Track and adjust

Check your spending once a week, ideally as part of your weekly planning session. If one category always runs over, either cut back or adjust the budget honestly; a budget that never matches reality is soon abandoned.

## Get help early

If you are struggling, talk to your university's student support or money advice service sooner rather than later. Many universities have hardship funds, emergency loans and advisers who can help you plan. Asking early gives you far more options than waiting until the rent is overdue.`;
