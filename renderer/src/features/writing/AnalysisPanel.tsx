import type { AnalysisResult, Engine } from './writing.api';
import { writingTexts } from './writing.texts';

function Figure(props: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-500">{props.label}</dt>
      <dd className="font-semibold text-ink">{props.value}</dd>
    </div>
  );
}

/** Content analysis (10 points): readability, structure and word statistics, with the model's comments when one answered. */
export function AnalysisPanel(props: { result: AnalysisResult | null; engine: Engine | null }) {
  if (!props.result)
    return <p className="text-sm text-slate-500">Run “{writingTexts.analysis}” from the toolbar.</p>;
  const { analysis, comments } = props.result;
  return (
    <section aria-label={writingTexts.analysis} data-testid="analysis-result" className="space-y-3 text-sm">
      <p className="text-xs text-slate-500">{writingTexts.answeredBy(props.engine)}</p>
      <h3 className="font-semibold">Readability</h3>
      <dl className="grid grid-cols-2 gap-2">
        <Figure
          label="Reading ease"
          value={`${analysis.readability.fleschReadingEase} · ${analysis.readability.label}`}
        />
        <Figure label="Grade level" value={analysis.readability.gradeLevel} />
      </dl>
      <h3 className="font-semibold">Structure</h3>
      <dl className="grid grid-cols-2 gap-2">
        <Figure label="Paragraphs" value={analysis.structure.paragraphs} />
        <Figure label="Sentences" value={analysis.structure.sentences} />
        <Figure label="Words per sentence" value={analysis.structure.averageSentenceWords} />
        <Figure label="Long sentences (30+ words)" value={analysis.structure.longSentences} />
      </dl>
      <h3 className="font-semibold">Words</h3>
      <dl className="grid grid-cols-2 gap-2">
        <Figure label="Words" value={analysis.words.total} />
        <Figure label="Unique words" value={analysis.words.unique} />
        <Figure label="Lexical diversity" value={analysis.words.lexicalDiversity} />
        <Figure label="Reading time" value={`${analysis.readingMinutes} min`} />
      </dl>
      {analysis.words.topWords.length > 0 && (
        <p className="text-slate-700">
          Most used: {analysis.words.topWords.map((w) => `${w.word} (${w.count})`).join(', ')}
        </p>
      )}
      {comments && <p className="whitespace-pre-wrap text-slate-700">{comments}</p>}
    </section>
  );
}
