/** A chart spec from the engine: line for time, bar for categories, pie for shares, stacked when split. */
export interface ChartSpec {
  type: 'line' | 'bar' | 'pie' | 'stacked' | 'table' | 'number';
  x?: { key: string; label: string; type: 'time' | 'category' };
  series: { key: string; label: string; format: ColumnType; stack?: string }[];
  split?: { key: string; label: string };
}

export type ColumnType = 'money' | 'count' | 'percent' | 'days' | 'milliseconds' | 'seconds' | 'number' | 'text' | 'date';

export interface AnswerTable {
  columns: readonly { key: string; label: string; type: string }[];
  rows: readonly Record<string, unknown>[];
  totals?: Record<string, unknown> | null;
}

/** An answer as the thread shows it; while streaming, parts arrive one by one. */
export interface ChatAnswer {
  text: string;
  language: string;
  table: AnswerTable | null;
  chart: ChartSpec | null;
  sql: string | null;
  periodLabel: string | null;
  suggestions: readonly string[];
}

export type TurnStatus = 'understanding' | 'running' | 'streaming' | 'done' | 'error';

/** One exchange: the owner's question and Dukkan's answer to it. */
export interface ChatTurn {
  key: string;
  question: string;
  status: TurnStatus;
  /** The understood event's kind: `clarify` marks a clarifying question. */
  kind: string | null;
  answer: ChatAnswer;
  error: string | null;
  /** Live events received for this turn, and whether its `done` arrived: the stream, even when the ask won the race. */
  streamed: number;
  streamDone: boolean;
}

export const emptyAnswer = (): ChatAnswer => ({ text: '', language: '', table: null, chart: null, sql: null, periodLabel: null, suggestions: [] });

type GraphAnswer = {
  readonly text: string;
  readonly language: string;
  readonly table: { readonly columns: readonly { readonly key: string; readonly label: string; readonly type: string }[]; readonly rows: readonly unknown[]; readonly totals?: unknown };
  readonly chart?: unknown;
  readonly sql?: string | null;
  readonly period?: { readonly label: string } | null;
  readonly suggestions: readonly string[];
};

/** The finished answer of the graph (ask payload, history, done event) in the thread's shape. */
export function answerOf(answer: GraphAnswer): ChatAnswer {
  return {
    text: answer.text,
    language: answer.language,
    table: answer.table.columns.length
      ? { columns: answer.table.columns, rows: answer.table.rows as Record<string, unknown>[], totals: (answer.table.totals ?? null) as Record<string, unknown> | null }
      : null,
    chart: (answer.chart ?? null) as ChartSpec | null,
    sql: answer.sql ?? null,
    periodLabel: answer.period?.label ?? null,
    suggestions: answer.suggestions ?? [],
  };
}
