import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small in-process S3-compatible server for tests: path-style object PUT, GET, HEAD and DELETE
 * in one bucket, held in memory. Every request must carry a valid AWS Signature V4 (the
 * Authorization header is verified against the known secret: canonical request, string to sign,
 * signing key), and a signed payload hash must match the body. Anything else is refused the way S3
 * refuses it (403 with an XML error), so a client that signs wrongly fails here as it would there.
 */
export interface StoredObject {
	body: Buffer
	contentType: string | null
	cacheControl: string | null
}

export interface RecordedRequest {
	method: string
	path: string
	authorization: string | null
	amzDate: string | null
	contentSha256: string | null
	status: number
}

export interface S3TestServer {
	endpoint: string
	bucket: string
	region: string
	accessKeyId: string
	secretAccessKey: string
	objects: Map<string, StoredObject>
	requests: RecordedRequest[]
	/** The next `count` requests answer 500 (to exercise retries and failures). */
	failNext: (count: number) => void
	stop: () => Promise<void>
}

const hmac = (key: Buffer | string, value: string) => crypto.createHmac('sha256', key).update(value).digest()
const sha256 = (value: Buffer | string) => crypto.createHash('sha256').update(value).digest('hex')

function xmlError(code: string, message: string) {
	return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`
}

/** Why the request's signature is not valid, or null when it is. */
function signatureProblem(
	req: http.IncomingMessage,
	body: Buffer,
	credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): { code: string; message: string } | null {
	const authorization = req.headers.authorization ?? ''
	const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(authorization)
	if (!match) return { code: 'AccessDenied', message: 'Missing or malformed AWS Signature V4 Authorization header' }
	const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string]
	if (accessKeyId !== credentials.accessKeyId) return { code: 'InvalidAccessKeyId', message: 'The access key does not exist' }
	if (region !== credentials.region) return { code: 'AuthorizationHeaderMalformed', message: `The region '${region}' is wrong; expecting '${credentials.region}'` }
	const amzDate = String(req.headers['x-amz-date'] ?? '')
	if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date) return { code: 'AccessDenied', message: 'X-Amz-Date is missing or does not match the credential scope' }
	const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
	if (!payloadHash) return { code: 'InvalidRequest', message: 'Missing required header for this request: x-amz-content-sha256' }
	if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
		return { code: 'XAmzContentSHA256Mismatch', message: 'The provided x-amz-content-sha256 header does not match what was computed' }
	}
	const headerNames = signedHeaders.split(';')
	if (!headerNames.includes('host') || !headerNames.includes('x-amz-date') || !headerNames.includes('x-amz-content-sha256')) {
		return { code: 'AccessDenied', message: 'host, x-amz-date and x-amz-content-sha256 must be signed' }
	}
	const url = new URL(req.url ?? '/', 'http://placeholder')
	const canonicalQuery = [...url.searchParams]
		.map(([key, value]) => [encodeURIComponent(key), encodeURIComponent(value)])
		.sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
		.map((pair) => pair.join('='))
		.join('&')
	const canonicalHeaders = headerNames.map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('')
	const canonicalRequest = [req.method, url.pathname, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n')
	const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, sha256(canonicalRequest)].join('\n')
	const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region), 's3'), 'aws4_request')
	const expected = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex')
	if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
		return { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided' }
	}
	return null
}

export async function startS3TestServer(options: { bucket?: string; region?: string } = {}): Promise<S3TestServer> {
	const bucket = options.bucket ?? 'tasdeer-media'
	const region = options.region ?? 'eu-central-1'
	const credentials = { accessKeyId: 'AKIATASDEERTEST', secretAccessKey: crypto.randomBytes(20).toString('base64'), region }
	const objects = new Map<string, StoredObject>()
	const requests: RecordedRequest[] = []
	let failures = 0

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			const body = Buffer.concat(chunks)
			const url = new URL(req.url ?? '/', 'http://placeholder')
			const record: RecordedRequest = {
				method: req.method ?? '',
				path: url.pathname,
				authorization: req.headers.authorization ?? null,
				amzDate: (req.headers['x-amz-date'] as string | undefined) ?? null,
				contentSha256: (req.headers['x-amz-content-sha256'] as string | undefined) ?? null,
				status: 0,
			}
			requests.push(record)
			const answer = (status: number, headers: Record<string, string> = {}, payload?: Buffer | string) => {
				record.status = status
				res.writeHead(status, headers)
				res.end(req.method === 'HEAD' ? undefined : payload)
			}
			const error = (status: number, code: string, message: string) => answer(status, { 'Content-Type': 'application/xml' }, xmlError(code, message))

			if (failures > 0) {
				failures--
				return error(500, 'InternalError', 'We encountered an internal error. Please try again.')
			}
			const problem = signatureProblem(req, body, credentials)
			if (problem) return error(403, problem.code, problem.message)
			// Path style: /<bucket>/<object key>
			const [, bucketName, ...rest] = decodeURIComponent(url.pathname).split('/')
			if (bucketName !== bucket) return error(404, 'NoSuchBucket', 'The specified bucket does not exist')
			const key = rest.join('/')
			if (!key) return error(400, 'InvalidRequest', 'Bucket operations are not supported by this test server')
			const stored = objects.get(key)
			switch (req.method) {
				case 'PUT':
					objects.set(key, {
						body,
						contentType: (req.headers['content-type'] as string | undefined) ?? null,
						cacheControl: (req.headers['cache-control'] as string | undefined) ?? null,
					})
					return answer(200, { ETag: `"${crypto.createHash('md5').update(body).digest('hex')}"` })
				case 'GET':
				case 'HEAD':
					if (!stored) return error(404, 'NoSuchKey', 'The specified key does not exist.')
					return answer(
						200,
						{
							'Content-Type': stored.contentType ?? 'application/octet-stream',
							'Content-Length': String(stored.body.length),
							...(stored.cacheControl ? { 'Cache-Control': stored.cacheControl } : {}),
						},
						stored.body,
					)
				case 'DELETE':
					objects.delete(key)
					return answer(204)
				default:
					return error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
			}
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		endpoint: `http://127.0.0.1:${port}`,
		bucket,
		region,
		accessKeyId: credentials.accessKeyId,
		secretAccessKey: credentials.secretAccessKey,
		objects,
		requests,
		failNext: (count) => {
			failures = count
		},
		stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
