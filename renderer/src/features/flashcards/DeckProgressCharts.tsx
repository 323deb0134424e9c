// Loaded lazily (recharts is heavy): only the Progress tab of a deck pulls it in.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DeckProgress } from '../../../../shared/study/srs/deck-progress.engine';
import { Card } from '../../ui/Card';
import { flashcardTexts as t } from './flashcards.texts';
import { readableTooltipItem } from '../../ui/chart.styles';

interface DeckProgressChartsProps {
  progress: DeckProgress;
  reviewsPerDay: Array<{ date: string; reviews: number }>;
}

const shortDay = (key: string) =>
  new Date(`${key}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export default function DeckProgressCharts({ progress, reviewsPerDay }: DeckProgressChartsProps) {
  const states = [
    { name: t.newCards, value: progress.newCards, color: '#94a3b8' },
    { name: t.learning, value: progress.learningCards, color: '#f59e0b' },
    { name: t.young, value: progress.reviewCards - progress.matureCards, color: '#38bdf8' },
    { name: t.mature, value: progress.matureCards, color: '#10b981' },
  ];
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      <Card className="p-4 lg:col-span-2">
        <h3 className="font-semibold text-ink">{t.reviewsPerDay}</h3>
        <div
          className="mt-2 h-56"
          role="img"
          aria-label={`${t.reviewsPerDay}: ${reviewsPerDay.reduce((n, d) => n + d.reviews, 0)} reviews`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={reviewsPerDay.map((d) => ({ ...d, label: shortDay(d.date) }))}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={11} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} fontSize={11} width={30} />
              <Tooltip itemStyle={readableTooltipItem} />
              <Bar
                dataKey="reviews"
                name="Reviews"
                fill="#6366f1"
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card className="p-4">
        <h3 className="font-semibold text-ink">{t.forecast}</h3>
        <div
          className="mt-2 h-52"
          role="img"
          aria-label={`${t.forecast}: ${progress.forecast.map((f) => `${shortDay(f.date)} ${f.due}`).join(', ')}`}
          data-testid="forecast-chart"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={progress.forecast.map((f) => ({ ...f, label: shortDay(f.date) }))}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={11} />
              <YAxis allowDecimals={false} fontSize={11} width={30} />
              <Tooltip itemStyle={readableTooltipItem} />
              <Bar dataKey="due" name="Due" fill="#0ea5e9" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card className="p-4">
        <h3 className="font-semibold text-ink">{t.cardStates}</h3>
        <div className="mt-2 flex h-52 items-center gap-4">
          <div
            className="h-full flex-1"
            role="img"
            aria-label={states.map((s) => `${s.name} ${s.value}`).join(', ')}
          >
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie
                  data={states}
                  dataKey="value"
                  nameKey="name"
                  innerRadius="50%"
                  outerRadius="85%"
                  isAnimationActive={false}
                >
                  {states.map((s) => (
                    <Cell key={s.name} fill={s.color} />
                  ))}
                </Pie>
                <Tooltip itemStyle={readableTooltipItem} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="space-y-1 text-sm">
            {states.map((s) => (
              <li key={s.name} className="flex items-center gap-2">
                <span className="size-3 rounded-sm" style={{ background: s.color }} aria-hidden="true" />
                {s.name}: <span className="font-semibold tabular-nums">{s.value}</span>
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </div>
  );
}
