/**
 * `npm run dev`'s log printer: turns the server's JSON log lines (pino) into one readable line
 * each. A request is one line when it completes (`GET /pricing → 200 3 ms`), from the pair of
 * lines pino writes for it; other records show time, level, message and their fields; an error's
 * stack follows its line. Lines that are not JSON pass through as they are.
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS = { dim: '\x1b[2m', red: '\x1b[31m', yellow: '\x1b[33m', green: '\x1b[32m', cyan: '\x1b[36m', reset: '\x1b[0m' };

/** Fields every record has, or that the printed line already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

/** A printer that keeps the requests it has seen start until they complete. */
export function createLogPrinter(options: { colour?: boolean } = {}) {
  const paint = (colour: keyof typeof COLOURS, text: string) => (options.colour ? `${COLOURS[colour]}${text}${COLOURS.reset}` : text);
  const started = new Map<string, { method: string; url: string }>();

  /** The line to print for one log line, or null when it waits for its pair. */
  return function print(line: string): string | null {
    let record: Record<string, any>;
    try {
      record = JSON.parse(line);
    } catch {
      return line;
    }
    if (!record || typeof record !== 'object' || typeof record.level !== 'number') return line;
    const time = paint('dim', new Date(typeof record.time === 'number' ? record.time : Date.now()).toTimeString().slice(0, 8));
    const level = LEVELS[record.level] ?? String(record.level);
    if (record.msg === 'incoming request' && record.req && record.reqId !== undefined) {
      started.set(String(record.reqId), { method: record.req.method, url: record.req.url });
      return null;
    }
    if (record.msg === 'request completed' && record.res) {
      const request = started.get(String(record.reqId)) ?? { method: '?', url: '?' };
      started.delete(String(record.reqId));
      const status: number = record.res.statusCode;
      const colour = status >= 500 ? 'red' : status >= 400 ? 'yellow' : 'green';
      const ms = typeof record.responseTime === 'number' ? ` ${paint('dim', `${record.responseTime.toFixed(record.responseTime < 10 ? 1 : 0)} ms`)}` : '';
      return `${time} ${request.method} ${request.url} → ${paint(colour, String(status))}${ms}`;
    }
    const fields = Object.entries(record)
      .filter(([key]) => !SHOWN.has(key))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    const colour = record.level >= 50 ? 'red' : record.level >= 40 ? 'yellow' : 'cyan';
    const head = `${time} ${paint(colour, level.padEnd(5))} ${record.msg ?? ''}${fields.length ? ` ${paint('dim', fields.join(' '))}` : ''}`;
    const stack = record.err?.stack ?? record.err?.message;
    return stack ? `${head}\n${paint('dim', String(stack))}` : head;
  };
}
