// The throughput baseline: a bare Node HTTP server that answers, for each path, the exact status,
// headers and bytes the app answered for it (read from the JSON file named by argv[2]:
// { "/path": { "status": 200, "headers": {…}, "body": "<base64>" } }; a request that names
// encodings it accepts gets the page kept under "compressed /path", as the app gave it to a browser,
// when there is one). Nothing else runs
// per request: no routing beyond a Map lookup, no rendering, no database.
import fs from 'node:fs'
import http from 'node:http'

const [file, port] = process.argv.slice(2)
const pages = new Map(
	Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([path, page]) => {
		const body = Buffer.from(page.body, 'base64')
		return [
			path,
			{ status: page.status, headers: { ...page.headers, 'content-length': String(body.length) }, body },
		]
	}),
)
const server = http.createServer((req, res) => {
	const page = (req.headers['accept-encoding'] && pages.get(`compressed ${req.url}`)) || pages.get(req.url)
	// A request body (the ingest bench posts JSON) is read in full before the answer, as the app does.
	req.resume()
	req.on('end', () => {
		if (!page) {
			res.writeHead(404).end()
			return
		}
		res.writeHead(page.status, page.headers)
		res.end(page.body)
	})
})
server.listen(Number(port), '127.0.0.1', () => console.log(`bare server listening on ${port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
