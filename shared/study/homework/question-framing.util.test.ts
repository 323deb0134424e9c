import { describe, expect, it } from 'vitest';
import { withoutFraming, withQuestionLast } from './question-framing.util.ts';
import { near, values } from './homework-test.util.ts';

describe('what frames a question is not part of it (question-framing.util)', () => {
  it('drops a list number, a question or part label before it and the marks after it', () => {
    expect(withoutFraming('4) 3x - 5 = 16')).toBe('3x - 5 = 16');
    expect(withoutFraming('Q12 (c) expand (x + 4)^2 [3 marks]')).toBe('expand (x + 4)^2');
    expect(withoutFraming('(ii) simplify 6a/3 (2 marks)')).toBe('simplify 6a/3');
    expect(withoutFraming('Question 7: factorise x^2 + 5x + 6 [2]')).toBe('factorise x^2 + 5x + 6');
    // A decimal, a product and a function's value are not labels.
    expect(withoutFraming('3.5 x 4')).toBe('3.5 x 4');
    expect(withoutFraming('6 (x + 1) = 18')).toBe('6 (x + 1) = 18');
    expect(withoutFraming('what is f(4)')).toBe('what is f(4)');
  });

  it('drops framing sentences before and after it, with the year group, date or page they name', () => {
    expect(withoutFraming('Im really struggling with this homework question. Solve 3x + 2 = 11')).toBe(
      'Solve 3x + 2 = 11',
    );
    expect(withoutFraming('Year 8 revision worksheet, page 42: work out 15% of 80')).toBe(
      'work out 15% of 80',
    );
    expect(withoutFraming('Expand 2(x - 7). Our exam is on 3rd June, please help!')).toBe('Expand 2(x - 7).');
    expect(withoutFraming('anyone?? stuck on this one:\n7/9 - 1/3')).toBe('7/9 - 1/3');
    // A date, a group and a room are where the question came from, not data.
    expect(withoutFraming('Assigned on 3/10/24 to group 8A in room 12. Work out 40% of 35')).toBe(
      'Work out 40% of 35',
    );
  });

  it('drops how to set the answer out, a remark with no mark before it and emoji', () => {
    expect(withoutFraming('Simplify 12/18. Show all your working.')).toBe('Simplify 12/18.');
    expect(withoutFraming('find 35% of 260 (non-calculator)')).toBe('find 35% of 260');
    expect(withoutFraming('solve x^2 = 64 my exam is on monday')).toBe('solve x^2 = 64');
    expect(withoutFraming('8 x 7 =?? 🙏🙏')).toBe('8 x 7 =??');
  });

  it('keeps sentences that give data or ask, even in framing words', () => {
    const story = 'A test has twenty questions. Sam got 15 right. What percentage did he get?';
    expect(withoutFraming(story)).toBe(story);
    const asked = 'Jo scored 6, 8 and 7 on her quizzes. What is her mean quiz score?';
    expect(withoutFraming(asked)).toBe(asked);
  });

  it('lets the engine answer framed questions with the question’s own numbers', () => {
    // "2." had been read into the maths, "[2 marks]" as a fourth resistor, "this one" as the number 1.
    near(values('2. x^2 = 81'), [9, -9]);
    near(
      values('resistors of 3 Ω, 6 Ω and 2 Ω are joined in parallel. find the total resistance [2 marks]'),
      [1],
    );
    near(values("I'm stuck on this one. What is the highest common factor of 18 and 30?"), [6]);
    near(values('For my year 9 maths homework due Friday 14 March: solve 4x + 1 = 2x + 9'), [4]);
    // "Show your working" after the question had hidden what it asks ("show" read as "how"): the sale price came back.
    near(
      values('A bike is sold for £255 in a 15% off sale. Find the original price. Show your working.'),
      [300],
    );
  });
});

describe('a question asked before its data (question-framing withQuestionLast)', () => {
  it('goes after the data, where the solvers look for what is asked', () => {
    expect(withQuestionLast('How far does it go? A car drives at 60 km/h for 2 hours')).toBe(
      'A car drives at 60 km/h for 2 hours. How far does it go?',
    );
    // Read in the order typed, the data sentence ("… originally costs …") was taken for the question: the
    // original price came back instead of the sale price.
    near(values('What is the sale price? A jacket originally costs $80 and is on sale for 15% off.'), [68]);
  });

  it('stays where it is when no data follows or more is asked', () => {
    expect(withQuestionLast('Is 91 prime? Explain.')).toBe('Is 91 prime? Explain.');
    expect(withQuestionLast('What is 3 + 4? And 5 + 6?')).toBe('What is 3 + 4? And 5 + 6?');
  });
});
