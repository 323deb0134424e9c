// Common English words that are rarely the topic of a card even when they are frequent: general verbs,
// adjectives, and nouns such as "way" or "example". Key-term extraction never picks them on their own.
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  `able across actual added adding after ago ahead almost along already also although among amount another
  answer anyone apart appear approach area around aspect available away back based basic become becomes began
  begin begins behind best better big bring brought call called came case cases cause certain change changed
  changes clear close come comes common completely consider contain contains could course current day days
  deal describe described despite detail different difficult done due early easily easy effect either end
  ends enough entire especially even event every everything example examples exactly extra fact factor far
  few final finally find finds first follow following form forms found four full fully further gave general
  generally get gets give given gives go goes going good great greater group half happen hard help high
  higher highly however human idea ideas important include included includes including increase increased
  increases instead into issue keep kind known large largely larger last late later lead leads least leave
  left less let level like likely line little long longer look lot low lower made main mainly major make makes
  making many matter may mean means meant might more most mostly move much must near nearly need needs never
  new next nothing now number numbers offer often old once one ones only open order others part particular
  particularly parts past people per perhaps place places play point points possible present probably
  process produce produced produces provide put quite rather real really reason recent related remain remains
  result results right role run same second see seem seems seen set several short show shows side significant
  similar simple simply since single small so some sometimes soon start state states still strong such
  take taken takes term terms than thing things third though three through thus time times today together
  took toward true turn two type types under until upon use used uses using usually various version very
  view want way ways well went whole wide within without word words work works world year years yet`
    .split(/\s+/)
    .filter(Boolean),
);
