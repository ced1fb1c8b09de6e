import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent, TitleComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useNavigate } from 'react-router';
import { useLegendGap } from './use-legend-gap.ts';

echarts.use([PieChart, LegendComponent, TooltipComponent, TitleComponent, SVGRenderer]);

export interface RingSlice {
  name: string;
  value: number;
  color?: string;
  /** The list screen showing what the slice counts (filtered), where one exists: a click on the slice opens it. */
  to?: string;
}

/** A doughnut of named counts with the total in the middle and the legend below. */
export function RingChart({ slices, centerLabel, total }: { slices: RingSlice[]; centerLabel: string; total: number }) {
  const itemGap = useLegendGap();
  // ECharts draws its own text and tooltip: they take the antd theme's colours so the dark theme stays readable.
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const onEvents = {
    click: (event: { seriesIndex?: number; name?: string }) => {
      const to = event.seriesIndex === 1 ? slices.find((s) => s.name === event.name)?.to : undefined;
      if (to) void navigate(to);
    },
  };
  const option = {
    tooltip: {
      trigger: 'item', formatter: '{b}: {c} ({d}%)',
      backgroundColor: token.colorBgElevated, borderColor: token.colorBorderSecondary, textStyle: { color: token.colorText },
    },
    title: {
      text: String(total), subtext: centerLabel, left: 'center', top: '30%',
      textStyle: { fontSize: 22, fontWeight: 600, color: token.colorText }, subtextStyle: { fontSize: 12, color: token.colorTextSecondary },
    },
    legend: { data: slices.map((s) => s.name), bottom: 0, left: 'center', itemGap, itemWidth: 10, itemHeight: 10, textStyle: { fontSize: 12, color: token.colorText } },
    series: [
      // A grey track under the ring, so all-zero counts show an empty ring rather than equal slices.
      {
        type: 'pie', radius: ['45%', '65%'], center: ['50%', '40%'], silent: true, label: { show: false },
        tooltip: { show: false }, itemStyle: { color: token.colorFillSecondary }, data: [{ name: '', value: 1 }], legendHoverLink: false,
      },
      {
        type: 'pie', radius: ['45%', '65%'], center: ['50%', '40%'], avoidLabelOverlap: true, stillShowZeroSum: false,
        label: { show: false }, labelLine: { show: false },
        data: slices.map((s) => ({ name: s.name, value: s.value, itemStyle: s.color ? { color: s.color } : undefined, cursor: s.to ? 'pointer' : 'default' })),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} onEvents={onEvents} style={{ height: 280 }} />;
}
