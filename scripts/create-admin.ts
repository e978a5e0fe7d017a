/**
 * Creates a back-office user (there is no public sign-up):
 *
 *   npm run admin:create -- --email omar@example.com --name "Omar" [--role admin|editor] [--password …]
 *
 * Missing values are asked for when run in a terminal (the password without echo); otherwise the
 * password may come on standard input (`printf '%s\n' "$PASSWORD" | npm run admin:create -- …`),
 * which keeps it out of the shell history. Uses the configured database (DATABASE_URL / DATA_DIR)
 * and brings its schema up to date first.
 */
import process from 'node:process'
import readline from 'node:readline/promises'
import { parseArgs } from 'node:util'

// Quiet JSON logs: this is a terminal conversation. Set before the app modules load the logger.
process.env.LOG_LEVEL ??= 'warn'

const { getConfig, ConfigError } = await import('#app/server/config.server.ts')
const { closeDatabase, installDatabase, openDatabase } = await import('#app/server/db/db.server.ts')
const { migrateToLatest } = await import('#app/server/db/migrations.server.ts')
const { migrateAuth } = await import('#app/server/auth.server.ts')
const { authSecret } = await import('#app/server/auth-secret.server.ts')
const { InvalidPasswordError, UserExistsError, createUser } = await import('#app/server/staff-admin.server.ts')
const { passwordProblem, staffRoles } = await import('#app/lib/staff-schema.ts')
type StaffRole = (typeof staffRoles)[number]

const usage = 'Usage: create-admin --email <address> --name <name> [--role admin|editor] [--password <password>]'

function fail(message: string): never {
	console.error(message)
	process.exit(1)
}

async function ask(question: string): Promise<string> {
	const rl = readline.createInterface({ input: process.stdin, output: process.stdout })
	try {
		return (await rl.question(question)).trim()
	} finally {
		rl.close()
	}
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const stdin = process.stdin
		process.stdout.write(question)
		stdin.setRawMode(true)
		stdin.resume()
		stdin.setEncoding('utf8')
		let value = ''
		const done = (error?: Error) => {
			stdin.setRawMode(false)
			stdin.pause()
			stdin.off('data', onData)
			process.stdout.write('\n')
			if (error) reject(error)
			else resolve(value)
		}
		const onData = (chunk: string) => {
			for (const char of chunk) {
				if (char === '\r' || char === '\n') return done()
				if (char === '\u0003') return done(new Error('cancelled'))
				if (char === '\u007f' || char === '\b') value = value.slice(0, -1)
				else if (char >= ' ') value += char
			}
		}
		stdin.on('data', onData)
	})
}

async function readPipedLine(): Promise<string> {
	let text = ''
	for await (const chunk of process.stdin) text += String(chunk)
	return text.split(/\r?\n/)[0] ?? ''
}

async function main() {
	let args
	try {
		args = parseArgs({
			options: {
				email: { type: 'string' },
				name: { type: 'string' },
				password: { type: 'string' },
				role: { type: 'string', default: 'admin' },
				help: { type: 'boolean', short: 'h' },
			},
			strict: true,
		}).values
	} catch (error) {
		fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
	}
	if (args.help) {
		console.log(usage)
		return
	}
	const interactive = Boolean(process.stdin.isTTY)
	const role = args.role as StaffRole
	if (!staffRoles.includes(role)) fail(`--role must be one of: ${staffRoles.join(', ')}`)

	let email = args.email?.trim() ?? ''
	let name = args.name?.trim() ?? ''
	if (!email && interactive) email = await ask('E-mail: ')
	if (!name && interactive) name = await ask('Name: ')
	if (!email || !name) fail(`--email and --name are required.\n${usage}`)
	if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`Not an e-mail address: ${email}`)

	let password = args.password ?? ''
	if (args.password !== undefined) console.warn('Note: a password given on the command line stays in the shell history.')
	if (!password && interactive) {
		for (;;) {
			password = await askHidden('Password (at least 12 characters): ')
			const problem = passwordProblem(password)
			if (problem) {
				console.error(problem)
				continue
			}
			if ((await askHidden('Repeat the password: ')) === password) break
			console.error('The two passwords differ.')
		}
	} else if (!password) {
		password = await readPipedLine()
	}
	const problem = passwordProblem(password)
	if (problem) fail(password ? problem : `No password given.\n${usage}`)

	const config = getConfig()
	authSecret(config) // a configuration error stops here, before the database is touched
	installDatabase(openDatabase(config))
	try {
		const { db, dialect } = (await import('#app/server/db/db.server.ts')).getDatabase()
		await migrateToLatest(db, dialect)
		await migrateAuth()
		const user = await createUser({ email, name, password, role })
		console.log(`Created ${user.role} ${user.name} <${user.email}> in the ${dialect} database.`)
	} finally {
		await closeDatabase()
	}
}

try {
	await main()
} catch (error) {
	if (error instanceof UserExistsError || error instanceof InvalidPasswordError || error instanceof ConfigError) fail(error.message)
	if (error instanceof Error && error.message === 'cancelled') fail('Cancelled.')
	console.error(error)
	process.exit(1)
}
