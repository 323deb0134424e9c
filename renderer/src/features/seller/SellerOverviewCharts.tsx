// Loaded lazily (recharts is heavy): only the seller overview pulls it in. Each chart carries a text summary for
// screen readers (role="img" with a label) since the drawing itself is not readable.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '../../ui/Card';
import type { SellerOverview } from './seller.schemas';
import { sellerTexts as t } from './seller.texts';
import { readableTooltipItem } from '../../ui/chart.styles';

const shortDay = (key: string) =>
  new Date(`${key}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const shorten = (title: string) => (title.length > 22 ? `${title.slice(0, 21)}…` : title);

export default function SellerOverviewCharts({ overview }: { overview: SellerOverview }) {
  const daily = overview.daily.map((day) => ({ ...day, label: shortDay(day.date) }));
  const views = daily.reduce((sum, day) => sum + day.views, 0);
  const sales = daily.reduce((sum, day) => sum + day.sales, 0);
  const earned = daily.reduce((sum, day) => sum + day.earned_points, 0);
  const statuses = overview.documents_by_status.filter((status) => status.count > 0);
  const top = overview.top_documents.map((doc) => ({ ...doc, label: shorten(doc.title) }));

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="p-4 lg:col-span-3">
        <h2 className="font-semibold text-ink">{t.overview.salesOverTime}</h2>
        <div
          className="mt-2 h-64"
          role="img"
          aria-label={t.overview.chartSummary(views, sales, earned, overview.days)}
          data-testid="sales-chart"
        >
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={daily}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={11} interval="preserveStartEnd" />
              <YAxis yAxisId="sales" allowDecimals={false} fontSize={11} width={30} />
              <YAxis yAxisId="points" orientation="right" allowDecimals={false} fontSize={11} width={40} />
              <Tooltip itemStyle={readableTooltipItem} />
              <Legend />
              <Bar
                yAxisId="sales"
                dataKey="sales"
                name={t.overview.salesSeries}
                fill="#6366f1"
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
              <Line
                yAxisId="sales"
                dataKey="views"
                name={t.overview.viewsSeries}
                stroke="#38bdf8"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                yAxisId="points"
                dataKey="earned_points"
                name={t.overview.earnedSeries}
                stroke="#10b981"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card className="p-4">
        <h2 className="font-semibold text-ink">{t.overview.byStatus}</h2>
        <div
          className="mt-2 h-60"
          role="img"
          aria-label={t.overview.byStatusSummary(
            statuses.map((status) => `${status.display_name} ${status.count}`).join(', '),
          )}
        >
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={statuses}
                dataKey="count"
                nameKey="display_name"
                innerRadius="45%"
                stroke="none"
                outerRadius="80%"
                isAnimationActive={false}
              >
                {statuses.map((status) => (
                  <Cell key={status.status} fill={status.color} />
                ))}
              </Pie>
              <Tooltip itemStyle={readableTooltipItem} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card className="p-4 lg:col-span-2">
        <h2 className="font-semibold text-ink">{t.overview.topDocuments}</h2>
        <div className="mt-2 h-60" role="img" aria-label={t.overview.topSummary(top.length)}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={top} layout="vertical" margin={{ left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} fontSize={11} />
              <YAxis type="category" dataKey="label" width={140} fontSize={11} />
              <Tooltip itemStyle={readableTooltipItem} />
              <Legend />
              <Bar dataKey="views" name={t.overview.views} fill="#38bdf8" isAnimationActive={false} />
              <Bar dataKey="purchases" name={t.overview.purchases} fill="#6366f1" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
    </div>
  );
}
