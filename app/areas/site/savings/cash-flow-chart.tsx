import { formatCents } from "#app/lib/format.ts";

export interface ChartSeries {
  label: string;
  /** Cumulative cash flow, cents, year 0..n. */
  values: readonly number[];
  color: string;
  /** A dash pattern too, so the lines differ without colour. */
  dash?: string;
}

/**
 * The chart is drawn twice, each at the width it is shown at, so its labels keep a readable size: an SVG scales its
 * text with its width, and a 640-unit drawing on a 390 px phone would shrink 11-unit labels to about 6 px.
 */
const drawings = [
  { width: 320, height: 260, fontSize: 13, pad: { left: 64, right: 8, top: 12, bottom: 36 }, className: "sm:hidden" },
  {
    width: 640,
    height: 300,
    fontSize: 12,
    pad: { left: 72, right: 16, top: 16, bottom: 36 },
    className: "hidden sm:block",
  },
] as const;

type Drawing = (typeof drawings)[number];

/** Round step for about five gridlines over `span` cents: 1, 2 or 5 × a power of ten dollars. */
function gridStep(span: number): number {
  const rough = span / 5;
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 100)));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough) ?? 10 * power;
}

/** One drawing of the chart at its own width. */
function ChartDrawing({ drawing, series, label }: { drawing: Drawing; series: readonly ChartSeries[]; label: string }) {
  const { width: WIDTH, height: HEIGHT, pad: PAD, fontSize } = drawing;
  const all = series.flatMap((s) => s.values);
  const years = Math.max(...series.map((s) => s.values.length - 1), 1);
  const step = gridStep(Math.max(...all, 0) - Math.min(...all, 0) || 100_000);
  const min = Math.floor(Math.min(...all, 0) / step) * step;
  const max = Math.ceil(Math.max(...all, 0) / step) * step || step;
  const x = (year: number) => PAD.left + (year / years) * (WIDTH - PAD.left - PAD.right);
  const y = (cents: number) => PAD.top + ((max - cents) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const gridlines: number[] = [];
  for (let value = min; value <= max; value += step) gridlines.push(value);
  const yearTicks = Array.from({ length: Math.floor(years / 5) + 1 }, (_, index) => index * 5);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className={`h-auto w-full text-slate-700 dark:text-slate-300 ${drawing.className}`}
    >
      {gridlines.map((value) => (
        <g key={value}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(value)}
            y2={y(value)}
            stroke="currentColor"
            strokeOpacity={value === 0 ? 0.8 : 0.15}
          />
          <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" fontSize={fontSize} fill="currentColor">
            {formatCents(value, { wholeDollars: true })}
          </text>
        </g>
      ))}
      {yearTicks.map((year) => (
        <text
          key={year}
          x={x(year)}
          y={HEIGHT - PAD.bottom + 16}
          textAnchor="middle"
          fontSize={fontSize}
          fill="currentColor"
        >
          {year}
        </text>
      ))}
      <text x={(PAD.left + WIDTH) / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={fontSize} fill="currentColor">
        Year
      </text>
      {series.map((s) => (
        <polyline
          key={s.label}
          points={s.values.map((value, year) => `${x(year).toFixed(1)},${y(value).toFixed(1)}`).join(" ")}
          fill="none"
          stroke={s.color}
          strokeWidth="2.5"
          strokeDasharray={s.dash}
        />
      ))}
    </svg>
  );
}

/**
 * Cumulative cash flow per ownership option, drawn as SVG (no chart library: decision 0028). A picture for sighted
 * readers; its text alternative is the year-by-year table it names in its description.
 */
export function CashFlowChart({
  series,
  description,
  tableId,
}: {
  series: readonly ChartSeries[];
  description: string;
  tableId: string;
}) {
  const label = `Chart of cumulative cash flow by year. ${description} The same figures are in the year-by-year table.`;
  return (
    <figure className="mt-4">
      {drawings.map((drawing) => (
        <ChartDrawing key={drawing.width} drawing={drawing} series={series} label={label} />
      ))}
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true">
              <line x1="0" x2="28" y1="4" y2="4" stroke={s.color} strokeWidth="3" strokeDasharray={s.dash} />
            </svg>
            {s.label}
          </span>
        ))}
        <a href={`#${tableId}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
          Figures as a table
        </a>
      </figcaption>
    </figure>
  );
}
