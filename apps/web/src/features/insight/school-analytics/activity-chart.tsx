import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';

/**
 * Active students per week as bars (this module, @mantine/charts and Recharts load only with it). One
 * series, so no colour carries meaning; the page says the same in words and in a table.
 */
export default function ActivityChart({
  weeks,
  label,
}: {
  weeks: Array<{ week: string; active: number }>;
  label: string;
}) {
  return (
    // inert: nothing inside takes focus or is read; the summary and the table say it all.
    <div aria-hidden inert data-testid="activity-chart">
      <BarChart
        h={220}
        data={weeks}
        dataKey="week"
        series={[{ name: 'active', label, color: 'brand.8' }]}
        withLegend={false}
        withBarValueLabel
        yAxisProps={{ allowDecimals: false, width: 36 }}
        tooltipAnimationDuration={0}
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
