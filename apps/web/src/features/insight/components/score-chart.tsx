import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import type { MyScore } from '@pathshala/contracts';
import { formatDate } from '../../../lib/format';

/** Practice's points are squares on a dashed line, results' circles on a solid one: told apart without colour. */
function SquareDot(props: { cx?: number; cy?: number; stroke?: string; value?: number | null }) {
  if (props.cx === undefined || props.cy === undefined || props.value == null) return null;
  return <rect x={props.cx - 4} y={props.cy - 4} width={8} height={8} fill={props.stroke} />;
}

export const SCORE_COLOURS = { assessment: 'brand.8', practice: 'orange.9' } as const;

/**
 * The student's scores over time as a line chart (this module, @mantine/charts and Recharts load only
 * with it). It is drawn for the eye alone: the page's summary and table say the same in words.
 */
export default function ScoreChart({
  scores,
  labels,
}: {
  scores: MyScore[];
  labels: Record<MyScore['kind'], string>;
}) {
  const data = scores.map((score) => ({
    when: formatDate(score.at),
    assessment: score.kind === 'assessment' ? score.percentage : null,
    practice: score.kind === 'practice' ? score.percentage : null,
  }));
  return (
    // inert: nothing inside takes focus or is read; the summary and the table say it all.
    <div aria-hidden inert data-testid="score-chart">
      <LineChart
        h={240}
        data={data}
        dataKey="when"
        series={[
          { name: 'assessment', label: labels.assessment, color: SCORE_COLOURS.assessment },
          {
            name: 'practice',
            label: labels.practice,
            color: SCORE_COLOURS.practice,
            strokeDasharray: '6 4',
          },
        ]}
        curveType="linear"
        connectNulls
        withLegend={false}
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: 44 }}
        unit="%"
        lineProps={(series) =>
          series.name === 'practice' ? { dot: <SquareDot />, activeDot: <SquareDot /> } : {}
        }
        dotProps={{ r: 4, strokeWidth: 0 }}
        tooltipAnimationDuration={0}
        lineChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
