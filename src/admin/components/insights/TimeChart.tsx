import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { Skeleton } from '../../../components/LoadState/LoadState';
import { fontWeight, theme as siteTheme } from '../../../styles/theme';
import { scheduleZone } from '../../stockholmTime';
import { useAdminI18n } from '../../i18n/adminI18n';
import { useInsightsFormat, type InsightsFormat } from './format';

/** One line of a chart: its name, its colour and a value (or a gap) per point in time. */
export interface ChartLine {
  label: string;
  colour: string;
  values: (number | null)[];
}

/** A stretch of values drawn behind the lines (a rating's band), with its edge marked and named. */
export interface ChartBand {
  from: number;
  /** null: up to the top of the chart. */
  to: number | null;
  fill: string;
  /** The band's lower edge, drawn as a dashed line and named at the right. */
  edge: { colour: string; label: string } | null;
}

export interface TimeChartProps {
  /** What the chart shows, in a sentence or two: the image's accessible name. */
  summary: string;
  granularity: 'hour' | 'day';
  /** The points' times: ISO instants (hours) or YYYY-MM-DD (days). */
  at: string[];
  lines: ChartLine[];
  formatValue: (value: number) => string;
  /** The value axis' labels, when shorter than formatValue's (`2.5 s` rather than `2.50 s`). */
  formatTick?: (value: number) => string;
  /** Whole numbers only (counts): no ticks at 0.5. */
  counts?: boolean;
  /** The value axis reaches at least this far (so a threshold stays in sight). */
  yAtLeast?: number;
  bands?: ChartBand[];
  height?: number;
}

/**
 * Canvas text in the site's own typeface (the theme's system font stack). It named 'Inter Variable', a font the
 * site never loads, so each browser drew the labels in its own default face (Arial's stand-in in the tests).
 */
const chartFont = (size: number) => `${size}px ${siteTheme.font.body}`;
const font = chartFont(12);
const hourSeconds = 3_600;
const daySeconds = 86_400;

/** Days are calendar dates: placed at UTC midnight and read in UTC, so the browser's zone cannot shift them. */
const toSeconds = (at: string, granularity: 'hour' | 'day') =>
  Date.parse(granularity === 'hour' ? at : `${at}T00:00:00Z`) / 1000;
const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** Steps between the ticks of a count: 1, 2, 5, 10, 20, 50 … */
const countSteps = Array.from(
  { length: 24 },
  (_, index) => [1, 2, 5][index % 3]! * 10 ** Math.floor(index / 3),
);

/** The time axis' labels: hours (`09:00`), days (`16 Mar`) or months (`Mar`, with the year on the first and January). */
const timeLabels =
  (granularity: 'hour' | 'day', f: InsightsFormat): uPlot.Axis.DynamicValues =>
  (_chart, splits, _axis, _space, increment) =>
    splits.map((seconds, index) => {
      if (granularity === 'hour') return f.hour(seconds * 1000);
      if (increment < 28 * daySeconds) return f.dayMonth(isoDay(seconds));
      const date = new Date(seconds * 1000);
      return f.month(date, index === 0 || date.getUTCMonth() === 0);
    });

/** A point's time for the hover readout: `16 Mar 2026`, or `09:00`. */
export const pointLabel = (at: string, granularity: 'hour' | 'day', f: InsightsFormat) =>
  granularity === 'hour' ? f.hour(at) : f.day(at);

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** The canvas' box: as wide as its container, never wider (the chart is redrawn to fit). */
const Canvas = styled.div<{ $height: number }>`
  position: relative;
  min-width: 0;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  width: 1rem;
  height: 0.25rem;
  border-radius: 2px;
  background: ${({ $colour }) => $colour};
`;

const Readout = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

/** The default: one array for every render, so the chart is not drawn afresh each time. */
const noBands: ChartBand[] = [];

/** Where a chart will be: its height, pulsing, while the figures load. */
export function ChartSkeleton({ height = 240 }: { height?: number }) {
  return <Skeleton $height={`${height}px`} aria-hidden="true" />;
}

/**
 * A time series drawn by uPlot (canvas, ~22 KB gzip, loaded with the Insights screen only). Screen readers get the
 * summary as the image's name and the same numbers in a table (TableToggle); the canvas follows its container's
 * width and is drawn in the site's own typeface once it is ready, so its pixels are the same on every run.
 */
export function TimeChart({
  summary,
  granularity,
  at,
  lines,
  formatValue,
  formatTick = formatValue,
  counts = false,
  yAtLeast = 0,
  bands = noBands,
  height = 240,
}: TimeChartProps) {
  const theme = useTheme();
  const f = useInsightsFormat();
  const host = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    const xs = at.map((time) => toSeconds(time, granularity));
    const single = xs.length === 1 ? xs[0]! : null;
    const halfStep = (granularity === 'hour' ? hourSeconds : daySeconds) / 2;
    const axis = {
      font,
      stroke: theme.color.textMuted,
      grid: { stroke: theme.color.border, width: 1 },
      ticks: { stroke: theme.color.border, width: 1, size: 4 },
    };
    const options: uPlot.Options = {
      width: element.clientWidth,
      height,
      tzDate: (seconds) =>
        uPlot.tzDate(new Date(seconds * 1000), granularity === 'hour' ? scheduleZone : 'UTC'),
      legend: { show: false },
      cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: {
          time: true,
          // A single point sits in the middle of its hour or day (uPlot would give it a thousand days).
          ...(single === null ? {} : { range: () => [single - halfStep, single + halfStep] }),
        },
        y: {
          range: (_chart, _min, max) => [0, uPlot.rangeNum(0, Math.max(max ?? 0, yAtLeast, 1), 0.1, true)[1]],
        },
      },
      axes: [
        {
          ...axis,
          space: 64,
          values: timeLabels(granularity, f),
          ...(single === null ? {} : { splits: () => [single] }),
        },
        {
          ...axis,
          size: 64,
          ...(counts ? { incrs: countSteps } : {}),
          values: (_chart, splits) => splits.map((value) => formatTick(value)),
        },
      ],
      series: [
        {},
        ...lines.map((line) => ({
          label: line.label,
          stroke: line.colour,
          width: 2,
          spanGaps: false,
          points: { show: at.length <= 45, size: 5, fill: line.colour },
        })),
      ],
      hooks: {
        drawClear: [(chart) => drawBands(chart, bands)],
        drawAxes: [(chart) => drawEdges(chart, bands)],
        setCursor: [(chart) => setHovered(chart.cursor.idx ?? null)],
        draw: [(chart) => drawEdgeNames(chart, bands), () => setDrawn(true)],
      },
    };
    const data: uPlot.AlignedData = [xs, ...lines.map((line) => line.values)];
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (chart && width > 0 && width !== chart.width) chart.setSize({ width, height });
    });
    // Canvas text does not wait for a font: draw once the site's is ready (the same pixels every time).
    void document.fonts
      .load(font)
      .catch(() => [])
      .then(() => {
        if (cancelled) return;
        chart = new uPlot(options, data, element);
        observer.observe(element);
      });
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
      setDrawn(false);
      setHovered(null);
    };
  }, [at, lines, bands, granularity, height, yAtLeast, formatTick, counts, theme, f]);

  const hoveredAt = hovered === null ? undefined : at[hovered];
  return (
    <Wrap>
      <Legend aria-hidden="true">
        {lines.map((line) => (
          <li key={line.label}>
            <Swatch $colour={line.colour} />
            {line.label}
          </li>
        ))}
      </Legend>
      <Canvas ref={host} $height={height} role="img" aria-label={summary} aria-busy={!drawn} />
      {/* The value under the pointer; screen readers read the same numbers in the table. */}
      <Readout aria-hidden="true">
        {hoveredAt === undefined
          ? null
          : `${pointLabel(hoveredAt, granularity, f)}: ${lines
              .map((line) => {
                const value = line.values[hovered ?? 0];
                return `${line.label} ${value === null || value === undefined ? '—' : formatValue(value)}`;
              })
              .join(' · ')}`}
      </Readout>
    </Wrap>
  );
}

/** The bands behind the plot, clipped to it. */
function drawBands(chart: uPlot, bands: ChartBand[]) {
  const { ctx, bbox } = chart;
  for (const band of bands) {
    const bottom = Math.min(bbox.top + bbox.height, chart.valToPos(band.from, 'y', true));
    const top = band.to === null ? bbox.top : Math.max(bbox.top, chart.valToPos(band.to, 'y', true));
    if (bottom <= top) continue;
    ctx.fillStyle = band.fill;
    ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
  }
}

/** Each band's lower edge: a dashed line across the plot, under the lines of data. */
function drawEdges(chart: uPlot, bands: ChartBand[]) {
  const { ctx, bbox } = chart;
  const ratio = uPlot.pxRatio;
  ctx.save();
  ctx.lineWidth = ratio;
  ctx.setLineDash([6 * ratio, 4 * ratio]);
  for (const { from, edge } of bands) {
    const y = edgeY(chart, from);
    if (!edge || y === null) continue;
    ctx.strokeStyle = edge.colour;
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * Each edge's name at its right end, drawn last and on its band's own colour, so a line of data passing there
 * cannot make it unreadable.
 */
function drawEdgeNames(chart: uPlot, bands: ChartBand[]) {
  const { ctx, bbox } = chart;
  const ratio = uPlot.pxRatio;
  const right = bbox.left + bbox.width - 4 * ratio;
  ctx.save();
  ctx.font = chartFont(12 * ratio);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  for (const { from, edge, fill } of bands) {
    const y = edgeY(chart, from);
    if (!edge || y === null) continue;
    const width = ctx.measureText(edge.label).width;
    ctx.fillStyle = fill;
    ctx.fillRect(right - width - 3 * ratio, y - 16 * ratio, width + 6 * ratio, 15 * ratio);
    ctx.fillStyle = edge.colour;
    ctx.fillText(edge.label, right, y - 2 * ratio);
  }
  ctx.restore();
}

/** Where a value's line is on the canvas, or null when it is outside the plot. */
function edgeY(chart: uPlot, value: number): number | null {
  const y = Math.round(chart.valToPos(value, 'y', true));
  return y < chart.bbox.top || y > chart.bbox.top + chart.bbox.height ? null : y;
}

const Scroll = styled.div`
  max-height: 24rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const ToggleButton = styled.button`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: underline;
  cursor: pointer;
`;

/** The chart's numbers as a table, shown on request (and read by screen readers in place of the canvas). */
export function TableToggle({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useAdminI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <ToggleButton type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? t('insights.hideTable') : t('insights.showTable')}
      </ToggleButton>
      <Scroll id={id} hidden={!open} role="region" aria-label={label} tabIndex={0}>
        {open ? children : null}
      </Scroll>
    </>
  );
}
