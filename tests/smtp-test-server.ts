import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'
import { getConfig, parseConfig, setConfig } from '#app/server/config.server.ts'

/**
 * A real SMTP server (the nodemailer project's `smtp-server`) on a free loopback port, for tests
 * that follow a mail from the app to an inbox: the app connects to it over TCP like to any relay.
 * Every message it accepts is parsed (MIME, encodings, headers) with `mailparser`.
 */
export interface TestInbox {
	url: string
	messages: ParsedMail[]
	/** Resolves with the first message (already received or still to come) that matches. */
	waitFor: (match: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>
	close: () => Promise<void>
}

export async function startSmtpServer(): Promise<TestInbox> {
	const messages: ParsedMail[] = []
	const listeners = new Set<() => void>()
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, _session, callback) {
			simpleParser(stream)
				.then((mail) => {
					messages.push(mail)
					for (const listener of listeners) listener()
					callback()
				})
				.catch(callback)
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.server.address() as AddressInfo
	return {
		url: `smtp://127.0.0.1:${port}`,
		messages,
		waitFor(match, timeoutMs = 15_000) {
			return new Promise((resolve, reject) => {
				const check = () => {
					const found = messages.find(match)
					if (!found) return false
					listeners.delete(check)
					clearTimeout(timer)
					resolve(found)
					return true
				}
				const timer = setTimeout(() => {
					listeners.delete(check)
					reject(new Error(`no matching mail within ${timeoutMs} ms; received: ${messages.map((m) => `${m.to && 'text' in m.to ? m.to.text : '?'}: ${m.subject}`).join(' | ') || 'none'}`))
				}, timeoutMs)
				if (!check()) listeners.add(check)
			})
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

/**
 * A test inbox for the tests of the `describe` it is called in: started before them and closed after
 * them, when the app's configuration is also put back as it was (tests may change it). With
 * `sendAppMail`, the app sends its mail to it from the start, under `env`'s extra settings.
 * The returned inbox can be used in the tests once they run.
 */
export function withTestInbox({ sendAppMail = false, env = {} }: { sendAppMail?: boolean; env?: Record<string, string> } = {}): TestInbox {
	let started: TestInbox | undefined
	const original = getConfig()
	beforeAll(async () => {
		started = await startSmtpServer()
		if (sendAppMail) setConfig(parseConfig({ ...process.env, SMTP_URL: started.url, ...env }))
	})
	afterAll(async () => {
		setConfig(original)
		await started?.close()
	})
	const inbox = () => {
		if (!started) throw new Error('the test inbox starts before the tests of its describe')
		return started
	}
	return {
		get url() {
			return inbox().url
		},
		get messages() {
			return inbox().messages
		},
		waitFor: (match, timeoutMs) => inbox().waitFor(match, timeoutMs),
		close: () => inbox().close(),
	}
}
