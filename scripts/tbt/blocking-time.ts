/**
 * Reading a trace of `npm run tbt` (scripts/tbt.ts): the total blocking time as Lighthouse defines
 * it on the observed trace (every task after the first contentful paint counts its time beyond
 * 50 ms), the longest task, and where its time went.
 */

/** A Chrome trace event, as much of it as the reading needs. */
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; scriptName?: string; functionName?: string } };
};

export type Attribution = { script: Map<string, number>; styleAndLayout: number; gc: number; parse: number; other: number };
export type Figures = { tbt: number; longest: number; attribution: Attribution };

const STYLE_AND_LAYOUT =
  /^(UpdateLayoutTree|RecalculateStyles|Layout|PrePaint|Paint|PaintImage|Decode Image|UpdateLayer|UpdateLayerTree|Layerize|Commit|HitTest|IntersectionObserverController::computeIntersections|ScrollLayer)/;
const GC = /(GC|GarbageCollect|BlinkGC|V8\.GC|MinorMS|Scavenge|MarkCompact)/;
const SCRIPT =
  /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|v8\.run|V8\.Execute|v8\.callFunction|FireAnimationFrame|RunMicrotasks|v8\.produceModuleCache|CompileScript|CompileCode)/;
const PARSE = /^(ParseHTML|ParseAuthorStyleSheet)/;

export function analyse(events: TraceEvent[]): Figures {
  // The page's main thread: the renderer thread that saw the first contentful paint.
  const fcpEvent = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcpEvent) throw new Error("nessun firstContentfulPaint nella traccia");
  const onMain = events.filter(
    (event) => event.pid === fcpEvent.pid && event.tid === fcpEvent.tid && event.ph === "X" && event.dur !== undefined,
  );
  const tasks = onMain.filter((event) => event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask");
  // Some builds emit both names for one task: keep the outer ones.
  tasks.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const topLevel: TraceEvent[] = [];
  for (const task of tasks) {
    const last = topLevel.at(-1);
    if (last && task.ts < last.ts + last.dur!) continue;
    topLevel.push(task);
  }
  let tbt = 0;
  for (const task of topLevel) {
    const end = (task.ts + task.dur!) / 1000;
    const start = Math.max(task.ts / 1000, fcpEvent.ts / 1000);
    if (end <= start) continue;
    tbt += Math.max(0, end - start - 50);
  }
  const longestTask = topLevel.filter((task) => task.ts + task.dur! > fcpEvent.ts).sort((a, b) => b.dur! - a.dur!)[0];
  return {
    tbt,
    longest: longestTask ? longestTask.dur! / 1000 : 0,
    attribution: longestTask ? attribute(longestTask, onMain) : { script: new Map(), styleAndLayout: 0, gc: 0, parse: 0, other: 0 },
  };
}

/** Where a task's time went: each nested event's own time (its duration less its children's) by kind. */
function attribute(task: TraceEvent, onMain: TraceEvent[]): Attribution {
  const inside = onMain
    .filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const result: Attribution = { script: new Map(), styleAndLayout: 0, gc: 0, parse: 0, other: 0 };
  type Frame = { event: TraceEvent; kind: string; script: string; children: number };
  const stack: Frame[] = [{ event: task, kind: "other", script: "", children: 0 }];
  const close = (frame: Frame) => {
    const own = (frame.event.dur! - frame.children) / 1000;
    if (frame.kind === "script") result.script.set(frame.script, (result.script.get(frame.script) ?? 0) + own);
    else if (frame.kind === "style") result.styleAndLayout += own;
    else if (frame.kind === "gc") result.gc += own;
    else if (frame.kind === "parse") result.parse += own;
    else result.other += own;
  };
  for (const event of inside) {
    while (stack.length > 1 && event.ts >= stack.at(-1)!.event.ts + stack.at(-1)!.event.dur!) close(stack.pop()!);
    const parent = stack.at(-1)!;
    parent.children += event.dur!;
    const kind = GC.test(event.name)
      ? "gc"
      : STYLE_AND_LAYOUT.test(event.name)
        ? "style"
        : PARSE.test(event.name)
          ? "parse"
          : SCRIPT.test(event.name)
            ? "script"
            : parent.kind;
    const url = event.args?.data?.url || event.args?.data?.scriptName;
    const script = kind === "script" ? (url ? shortScript(url) : parent.script || `(${event.name})`) : parent.script;
    stack.push({ event, kind, script, children: 0 });
  }
  while (stack.length > 0) close(stack.pop()!);
  return result;
}

const shortScript = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").replace(/-[\w-]{8}\.js$/, ".js") || "(pagina)";

export function describe(attribution: Attribution): string {
  const scripts = [...attribution.script].sort((a, b) => b[1] - a[1]);
  const scriptTotal = scripts.reduce((sum, [, ms]) => sum + ms, 0);
  const parts = [
    `script ${Math.round(scriptTotal)} ms${
      scripts.length
        ? ` (${scripts
            .slice(0, 2)
            .map(([name, ms]) => `${name} ${Math.round(ms)}`)
            .join(", ")})`
        : ""
    }`,
    `stile e layout ${Math.round(attribution.styleAndLayout)} ms`,
    `GC ${Math.round(attribution.gc)} ms`,
    `HTML ${Math.round(attribution.parse)} ms`,
    `altro ${Math.round(attribution.other)} ms`,
  ];
  return parts.join(" · ");
}
