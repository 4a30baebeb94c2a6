import { Box, Text } from '@mantine/core';
import type { MyScore } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';
import { formatDate } from '../../../lib/format';

const cell = {
  padding: '6px 8px',
  borderBottom: '1px solid var(--mantine-color-gray-3)',
  textAlign: 'start',
} as const;

/** The scores of the chart as a table (its text alternative), oldest first; scrolls on its own when narrow. */
export function ScoreTable({ scores }: { scores: MyScore[] }) {
  const t = useMessages().student.mastery;
  return (
    <Box
      role="region"
      aria-label={t.tableCaption}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      data-testid="score-table"
    >
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 'var(--mantine-font-size-sm)' }}>
        <caption style={{ textAlign: 'start', paddingBottom: 4 }}>
          <Text fz="sm" fw={600} component="span">
            {t.tableCaption}
          </Text>
        </caption>
        <thead>
          <tr>
            <th style={cell}>{t.columnDate}</th>
            <th style={cell}>{t.columnName}</th>
            <th style={{ ...cell, textAlign: 'end' }}>{t.columnScore}</th>
          </tr>
        </thead>
        <tbody>
          {scores.map((score) => (
            <tr key={`${score.kind}-${score.id}-${score.at}`}>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>{formatDate(score.at)}</td>
              <td style={cell}>
                {score.name}
                <Text fz="xs" c="dimmed" component="span" display="block">
                  {t.kind[score.kind]}
                </Text>
              </td>
              <td style={{ ...cell, textAlign: 'end', whiteSpace: 'nowrap' }}>{score.percentage} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
