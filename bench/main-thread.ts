/**
 * `npm run bench:main-thread`: where a phone's main thread goes while a page loads. Each page
 * (the framework floor first, then home, a product and a post in both languages) is loaded in a
 * fresh context of Debian's Chromium at 4 × CPU slowdown with a performance trace recorded; the
 * renderer's tasks over 50 ms (long tasks) are listed with what they spent their time on (self
 * time of the trace's events: script compile and evaluation, React's scheduled work, HTML
 * parsing, style, layout, paint, garbage collection, the font objects made for each size and
 * weight), and the whole load is summed the same way.
 * The table also gives the length of the task that ran the first hydration's effects (React runs a
 * commit's passive effects in one task; the app marks it, app/lib/hydration-mark.ts).
 * This is the diagnosis behind decision 0029; the bars are in bench/lighthouse.ts and
 * bench/interaction.ts. BENCH_PAGES=/en,/contact traces only those paths; --slow-4g adds
 * Lighthouse's network.
 */
import { startFloor } from './floor.ts'
import { chunkName, cleanup, demoPaths, ensureBuild, machineLine, onCleanup, ports, printTable, runBench, startServer, verdict } from './lib.ts'
import { hydrationEffectsMark } from '#app/lib/hydration-mark.ts'
import { cpuSlowdown, launchChromium, phonePage } from './phone.ts'

interface TraceEvent {
	name: string
	cat: string
	ph: string
	ts: number
	dur?: number
	pid: number
	tid: number
	args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; frame?: string }; beginData?: { url?: string } }
}

/** What an event's self time counts as. */
function bucket(event: TraceEvent, scriptUrl: string | undefined, pageUrl: string): string {
	const n = event.name
	if (n === 'ParseHTML') return 'parse HTML'
	if (n === 'ParseAuthorStyleSheet') return 'parse CSS'
	if (n === 'UpdateLayoutTree' || n === 'RecalculateStyles' || n === 'ScheduleStyleRecalculation') return 'style'
	if (n === 'Layout' || n === 'UpdateLayerTree' || n === 'Layerize') return 'layout'
	if (n === 'Paint' || n === 'PrePaint' || n === 'PaintImage' || n === 'Commit' || n === 'CompositeLayers') return 'paint'
	if (/GC|gc/.test(n)) return 'garbage collection'
	if (/compile|Compile|parseOnBackground|ScriptCompiled|v8.parse/.test(n)) return 'script compile'
	// Font objects made for the system's faces and each size and weight: on Linux each is a call to
	// the browser process that the renderer waits for, inside the first layouts.
	if (/^(FontCache::|FontDataManager|FontDataService::|WebSandboxSupportLinux::|PlatformFont|FontService)/.test(n))
		return 'fonts (font objects, system lookups)'
	if (n === 'ResourceFetcher::requestResource' || n === 'ResourceSendRequest' || n === 'ResourceReceiveResponse') return 'loading'
	if (scriptUrl !== undefined) {
		if (scriptUrl === pageUrl || scriptUrl === '') return 'JS: inline scripts'
		return `JS: ${chunkName(scriptUrl)}`
	}
	if (n === 'RunTask' || n === 'ThreadControllerImpl::RunTask') return 'other (task overhead)'
	return `other (${n})`
}

interface Breakdown {
	longTasks: { start: number; duration: number; parts: Map<string, number> }[]
	/** The task that ran the first hydration's effects (where the app sets its mark), in ms. */
	hydrationEffects?: number
	total: Map<string, number>
	end: number
}

/** Self time per bucket over the renderer main thread, for long tasks and the whole load. */
function analyse(events: TraceEvent[], pageUrl: string): Breakdown {
	const threads = new Map<string, string>()
	for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '')
	// The renderer that parsed the page.
	const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(pageUrl))
	if (!parse) throw new Error(`no ParseHTML of ${pageUrl} in the trace`)
	const main = events
		.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur !== undefined)
		.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
	const navigationStart = parse.ts
	const total = new Map<string, number>()
	const longTasks: Breakdown['longTasks'] = []
	const stack: { event: TraceEvent; end: number; child: number; url?: string; task?: Breakdown['longTasks'][number] }[] = []
	const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value)
	const close = (until: number) => {
		while (stack.length && stack.at(-1)!.end <= until) {
			const frame = stack.pop()!
			const self = Math.max(0, frame.event.dur! - frame.child) / 1000
			const key = bucket(frame.event, frame.url, pageUrl)
			add(total, key, self)
			const task = stack.find((f) => f.task)?.task ?? frame.task
			if (task) add(task.parts, key, self)
		}
	}
	let end = 0
	for (const event of main) {
		close(event.ts)
		const parent = stack.at(-1)
		if (parent) parent.child += event.dur!
		const url =
			event.args?.data?.url !== undefined && /FunctionCall|EvaluateScript|v8.evaluateModule|TimerFire|EventDispatch|v8.run/.test(event.name)
				? event.args.data.url
				: parent?.url
		const isTask = !parent && event.dur! > 50_000
		const task = isTask ? { start: (event.ts - navigationStart) / 1000, duration: event.dur! / 1000, parts: new Map<string, number>() } : undefined
		if (task) longTasks.push(task)
		stack.push({ event, end: event.ts + event.dur!, child: 0, url, task })
		end = Math.max(end, (event.ts + event.dur! - navigationStart) / 1000)
	}
	close(Number.POSITIVE_INFINITY)
	// React runs a commit's passive effects in one task; HydrationDone marks it.
	const mark = events.find((e) => e.name === hydrationEffectsMark && e.cat.includes('user_timing'))
	const effectsTask = mark && main.find((e) => e.name === 'RunTask' && e.ts <= mark.ts && mark.ts < e.ts + e.dur!)
	return { longTasks, total, end, hydrationEffects: effectsTask ? effectsTask.dur! / 1000 : undefined }
}

const describe = (parts: Map<string, number>, min = 5) =>
	[...parts]
		.filter(([, v]) => v >= min)
		.sort((a, b) => b[1] - a[1])
		.map(([k, v]) => `${k} ${Math.round(v)}`)
		.join(', ')

async function main() {
	console.log(`Main thread of a phone load, ${cpuSlowdown} × CPU (${machineLine()})`)
	ensureBuild()
	const slow4g = process.argv.includes('--slow-4g')
	const floor = await startFloor(ports[1]!)
	const server = await startServer({ port: ports[0]!, name: 'main-thread' })
	const only = process.env.BENCH_PAGES?.split(',')
	const pages: [string, string][] = [
		['floor', `${floor}/`],
		...demoPaths.filter((p) => !only || only.includes(p)).map((p): [string, string] => [p, server.url + p]),
	]
	const browser = await launchChromium()
	onCleanup(() => browser.close())
	const rows: Record<string, string | number>[] = []
	for (const [name, url] of pages) {
		await fetch(url) // warm the server
		const { context, page } = await phonePage(browser, { slow4g })
		await browser.startTracing(page, {
			categories: [
				'devtools.timeline',
				'disabled-by-default-devtools.timeline',
				'v8.execute',
				'v8',
				'toplevel',
				'fonts',
				'blink.user_timing',
				'loading',
				'__metadata',
			],
		})
		await page.goto(url, { waitUntil: 'load' })
		// Hydration and what follows it (idle callbacks, timers) run after load.
		await page.waitForTimeout(1000 * cpuSlowdown)
		const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
		await context.close()
		const result = analyse(trace.traceEvents, url)
		const blocking = result.longTasks.reduce((sum, t) => sum + t.duration - 50, 0)
		rows.push({
			page: name,
			'long tasks': result.longTasks.length,
			'longest ms': Math.round(Math.max(0, ...result.longTasks.map((t) => t.duration))),
			'blocking ms': Math.round(blocking),
			'main thread ms': Math.round([...result.total.values()].reduce((a, b) => a + b, 0)),
			"hydration's effects ms": result.hydrationEffects === undefined ? '–' : Math.round(result.hydrationEffects),
		})
		console.log(`\n${name}`)
		for (const t of result.longTasks)
			console.log(`  long task at ${Math.round(t.start)} ms, ${Math.round(t.duration)} ms: ${describe(t.parts)}`)
		console.log(`  whole load (ms of self time): ${describe(result.total, 10)}`)
	}
	printTable(rows, `Main thread at ${cpuSlowdown} × CPU (blocking = sum of long tasks beyond 50 ms, real time)`)
	await cleanup()
	return verdict('main-thread', true, 'diagnosis only (the bars are bench:lighthouse and bench:interaction)')
}

runBench(main)
