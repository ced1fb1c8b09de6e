import { theme, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { bandPath, ringArcs, RING } from './ring-geometry.ts';

export interface RingSlice {
  name: string;
  value: number;
  color?: string;
  /** The list screen showing what the slice counts (filtered), where one exists: a click on the slice opens it. */
  to?: string;
}

const percentFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/**
 * A doughnut of named counts with the total in the middle, drawn as SVG; its legend, with the numbers, is the card's
 * list underneath. A slice shows its name, count and share on hover, and opens its list on a click.
 */
export function RingChart({ slices, centerLabel, total }: { slices: RingSlice[]; centerLabel: string; total: number }) {
  // The theme's colours, so the dark theme stays readable.
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const arcs = ringArcs(slices);
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={`${centerLabel}: ${total}`} data-ring style={{ display: 'block', height: 240, width: '100%' }}>
      {/* A grey track under the slices, so all-zero counts show an empty ring rather than equal slices. */}
      <path d={bandPath(0, 1)} fill={token.colorFillSecondary} />
      {arcs.map(({ slice: { name, value, color, to }, start, end, percent }) => (
        <Tooltip key={name} title={`${name}: ${value} (${percentFormat.format(percent)}%)`}>
          <path
            d={bandPath(start, end)} fill={color ?? token.colorPrimary} data-slice={name}
            // A hairline of the card's colour between neighbouring slices.
            stroke={token.colorBgContainer} strokeWidth={arcs.length > 1 ? 1 : 0}
            style={{ cursor: to ? 'pointer' : 'default' }} onClick={to ? () => void navigate(to) : undefined}
          />
        </Tooltip>
      ))}
      {/* The centre's text lets the pointer through: it never hides a slice from a hover. */}
      <text x={RING.cx} y={RING.cy + 2} pointerEvents="none" textAnchor="middle" fontSize={24} fontWeight={600} fill={token.colorText}>{total}</text>
      <text x={RING.cx} y={RING.cy + 22} pointerEvents="none" textAnchor="middle" fontSize={12} fill={token.colorTextSecondary}>{centerLabel}</text>
    </svg>
  );
}
