import { parseStudyUnits } from './shared/study/text/study-units.ts';
const header = 'Photosynthesis Study Notes - BIO 110';
const t = `${header}\n2. The Light Reactions\nThe light-dependent reactions occur in the thylakoid membranes. Water is split and oxygen is released.\n- ATP and NADPH carry energy to the Calvin cycle.\nFigure 2: The thylakoid membrane\nPage 2 of 3`;
const p = parseStudyUnits([{page:1,text:t}]);
console.log(p.dropped, p.units.map(u=>[u.text,u.topic]));
