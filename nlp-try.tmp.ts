import { analyseText } from './shared/study/text/english-nlp.engine.ts';
const text = `The Committee of Public Safety governed France during the Reign of Terror in 1793. The storming of the Bastille on 14 July 1789 began the French Revolution.
Napoleon Bonaparte seized power in 1799. Photosynthesis takes place in the chloroplasts; the Calvin cycle fixes carbon dioxide using the enzyme RuBisCO. Because the light-dependent reactions produce ATP, the rate of photosynthesis rises. Mitochondria are not found in prokaryotic cells.`;
for (const s of analyseText(text)) {
  console.log(JSON.stringify(s.text), s.tokens.map(t=>t.text+'/'+t.pos+(t.negation?'!':'')).join(' '));
  console.log('  NP:', s.nounPhrases.map(n=>`${n.text}[${n.head}${n.proper?',P':''}]`).join(' | '));
  console.log('  E:', s.entities.map(e=>`${e.text}:${e.type}`).join(' | '));
  if (text.slice(s.start,s.end)!==s.text) console.log('OFFSET BAD');
}
