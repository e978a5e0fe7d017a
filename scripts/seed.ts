import { ConfigError, getConfig } from '#app/server/config.server.ts'
import { closeDatabase, installDatabase, openDatabase } from '#app/server/db/db.server.ts'
import { migrateToLatest } from '#app/server/db/migrations.server.ts'
import { seedDemoContent } from '#app/server/seed/seed.server.ts'

/**
 * `npm run seed`: opens the configured database (DATABASE_URL or DATA_DIR), applies migrations and
 * loads the demo content. Running it again updates the demo rows in place; nothing is duplicated.
 */
async function main() {
	const config = getConfig()
	const handle = openDatabase(config)
	installDatabase(handle)
	try {
		await migrateToLatest(handle.db, handle.dialect)
		const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL'
		console.log(`Seeding demo content into ${where} (media in ${config.dataDir}/media)`)
		const summary = await seedDemoContent({ log: (message) => console.log(`  ${message}`) })
		console.log('Done.')
		console.table({
			categories: summary.categories,
			products: summary.products,
			'product images': summary.productImages,
			specifications: summary.specifications,
			'blog posts': summary.posts,
			'site settings': summary.settings,
			'advertising codes': summary.advertisingCodes,
			'media (new this run)': `${summary.media} (${summary.newMedia})`,
			seconds: (summary.ms / 1000).toFixed(1),
		})
	} finally {
		await closeDatabase()
	}
}

main().catch((error: unknown) => {
	console.error(error instanceof ConfigError ? error.message : error)
	process.exitCode = 1
})
