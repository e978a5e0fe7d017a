// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
	interface Histogram {
		average: number
		mean: number
		stddev: number
		min: number
		max: number
		total: number
		p50: number
		p90: number
		p97_5: number
		p99: number
	}
	interface Request {
		method?: string
		path?: string
		headers?: Record<string, string>
		body?: string | Buffer
		setupRequest?: (request: Request, context: Record<string, unknown>) => Request
		onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void
	}
	interface Options {
		url: string
		connections?: number
		duration?: number
		amount?: number
		timeout?: number
		pipelining?: number
		method?: string
		headers?: Record<string, string>
		body?: string | Buffer
		requests?: Request[]
		setupClient?: (client: {
			setHeaders: (headers: Record<string, string>) => void
			setBody: (body: string) => void
		}) => void
	}
	interface Result {
		requests: Histogram
		latency: Histogram
		throughput: Histogram
		duration: number
		errors: number
		timeouts: number
		non2xx: number
		mismatches: number
		statusCodeStats: Record<string, { count: number }>
	}
	function autocannon(options: Options): Promise<Result>
	export default autocannon
	export type { Options, Request, Result }
}
