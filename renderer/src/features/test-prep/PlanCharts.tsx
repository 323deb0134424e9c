// Loaded lazily (recharts is heavy): only a plan with submitted tests pulls it in.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TopicStats } from '../../../../shared/study/questions/practice-scoring.engine';
import { Card } from '../../ui/Card';
import { testPrepTexts as t } from './test-prep.texts';
import { readableTooltipItem } from '../../ui/chart.styles';

interface PlanChartsProps {
  scores: Array<{ label: string; score: number }>;
  topics: TopicStats[];
}

export default function PlanCharts({ scores, topics }: PlanChartsProps) {
  const topicData = topics.map((x) => ({ topic: x.topic, accuracy: Math.round(x.accuracy * 100) }));
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      <Card className="p-4">
        <h2 className="font-semibold text-ink">{t.scoreTrend}</h2>
        <div
          className="mt-2 h-56"
          role="img"
          aria-label={`${t.scoreTrend}: ${scores.map((s) => `${s.label} ${s.score}%`).join(', ')}`}
          data-testid="score-trend"
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={scores}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={11} />
              <YAxis domain={[0, 100]} fontSize={11} width={32} unit="%" />
              <Tooltip itemStyle={readableTooltipItem} />
              <Line
                dataKey="score"
                name="Score"
                stroke="#6366f1"
                strokeWidth={2}
                dot
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card className="p-4">
        <h2 className="font-semibold text-ink">{t.topicAccuracy}</h2>
        <div
          className="mt-2"
          style={{ height: Math.max(160, 28 * topicData.length + 40) }}
          role="img"
          aria-label={`${t.topicAccuracy}: ${topicData.map((x) => `${x.topic} ${x.accuracy}%`).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={topicData} layout="vertical" margin={{ left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} fontSize={11} unit="%" />
              <YAxis type="category" dataKey="topic" width={130} fontSize={11} interval={0} />
              <Tooltip itemStyle={readableTooltipItem} />
              <Bar
                dataKey="accuracy"
                name="Accuracy"
                fill="#10b981"
                radius={[0, 4, 4, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
    </div>
  );
}
