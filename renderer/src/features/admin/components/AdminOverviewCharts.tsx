// recharts is heavy: this module is imported lazily by the overview page only.
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
import type { AdminOverview } from '../admin.api';
import { readableTooltipItem } from '../../../ui/chart.styles';

const day = (value: string) =>
  new Date(`${value}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-semibold text-slate-700">{title}</figcaption>
      <div className="mt-3 h-56">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export default function AdminOverviewCharts({ series }: { series: AdminOverview['series'] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Sign-ups and uploads per day">
        <BarChart data={series}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={day} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} width={32} />
          <Tooltip labelFormatter={(value) => day(String(value))} itemStyle={readableTooltipItem} />
          <Bar dataKey="signups" name="Sign-ups" fill="#4f46e5" />
          <Bar dataKey="documents_uploaded" name="Uploads" fill="#0ea5e9" />
        </BarChart>
      </ChartCard>
      <ChartCard title="Revenue (USD) per day">
        <LineChart data={series}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={day} fontSize={12} />
          <YAxis fontSize={12} width={40} />
          <Tooltip labelFormatter={(value) => day(String(value))} itemStyle={readableTooltipItem} />
          <Line type="monotone" dataKey="revenue_usd" name="Revenue (USD)" stroke="#16a34a" dot={false} />
        </LineChart>
      </ChartCard>
      <ChartCard title="Points sold and spent per day">
        <LineChart data={series}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={day} fontSize={12} />
          <YAxis fontSize={12} width={48} />
          <Tooltip labelFormatter={(value) => day(String(value))} itemStyle={readableTooltipItem} />
          <Line type="monotone" dataKey="points_sold" name="Points sold" stroke="#4f46e5" dot={false} />
          <Line type="monotone" dataKey="points_spent" name="Points spent" stroke="#ea580c" dot={false} />
        </LineChart>
      </ChartCard>
    </div>
  );
}
