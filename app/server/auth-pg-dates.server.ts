import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely'

/**
 * connect.server.ts makes pg answer timestamptz as ISO strings (what our domain code wants), but
 * better-auth expects Date objects from PostgreSQL (it converts strings only on SQLite) and would
 * compare `expiresAt` strings with Dates: expired sessions would never expire. This plugin turns
 * the date columns of better-auth's tables back into Dates, on the Kysely instance better-auth
 * gets only.
 */
export class DateColumnsPlugin implements KyselyPlugin {
	constructor(private readonly dateColumns: ReadonlySet<string>) {}

	transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node

	async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
		const rows = args.result.rows
		if (!rows?.length) return args.result
		return {
			...args.result,
			rows: rows.map((row) => {
				let copy: UnknownRow | undefined
				for (const key of Object.keys(row)) {
					const value = row[key]
					if (typeof value === 'string' && this.dateColumns.has(key)) {
						copy ??= { ...row }
						copy[key] = new Date(value)
					}
				}
				return copy ?? row
			}),
		}
	}
}
