import path from 'node:path'
import SQLite from 'better-sqlite3'
import { e2eDataDir } from '../../playwright.config.ts'

/** The e2e server's database file (journeys read what it wrote, or add rows the site cannot). */
export const databaseFile = path.join(e2eDataDir, 'tasdeer.db')

/** Messages that did not come through the form in this run (older ones, a spam one), written as the form would. */
export function insertMessages(rows: { name: string; email: string; service: string; message: string; status?: string; spamReason?: string; createdAt: string }[]) {
	const database = new SQLite(databaseFile, { fileMustExist: true })
	try {
		const insert = database.prepare(
			'insert into contact_messages (name, email, phone, country, service, subject, message, status, language, spam_reason, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
		)
		for (const r of rows) insert.run(r.name, r.email, '', '', r.service, '', r.message, r.status ?? 'unread', 'en', r.spamReason ?? null, r.createdAt, r.createdAt)
	} finally {
		database.close()
	}
}
