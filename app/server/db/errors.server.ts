/** Which constraint a write broke, on either database (PostgreSQL's SQLSTATE or SQLite's code). */
const codes = {
	unique: ['23505', 'SQLITE_CONSTRAINT_UNIQUE'],
	foreign_key: ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY'],
} as const

/** True when `error` is the database refusing a write for breaking a unique index or a foreign key. */
export function isConstraintViolation(error: unknown, kind: keyof typeof codes): boolean {
	if (!error || typeof error !== 'object') return false
	const { code } = error as { code?: unknown }
	return (codes[kind] as readonly unknown[]).includes(code)
}
