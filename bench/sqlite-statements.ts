/**
 * What keeping SQLite statements compiled saves a page's reads (decision 0055): the reads of a
 * product page and of the product listing (the same domain functions the routes call) against one
 * copy of the demo database, through a handle that compiles every statement again (cache size 0,
 * how Kysely's driver works on its own) and one that keeps them, alternating round by round in one
 * process. Prints the CPU time of a page's reads, median of the rounds, for each.
 *
 *   npx tsx bench/sqlite-statements.ts [--rounds 10] [--pages 300]
 *
 * Needs a seeded database: it copies DATA_DIR/tasdeer.db (default data/), or seeds a fresh one.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openSqlite } from '#app/server/db/connect.server.ts'
import { installDatabase } from '#app/server/db/db.server.ts'
import { getActiveProductBySlug, listRelatedProducts } from '#app/server/products.server.ts'
import { getActiveCategoryTrail, getActiveCategoryTree } from '#app/server/categories.server.ts'
import { catalogueListing } from '#app/server/catalogue.server.ts'

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '10' }, pages: { type: 'string', default: '300' } } })
const rounds = Number(args.rounds)
const pages = Number(args.pages)

const source = path.resolve(process.env.DATA_DIR ?? 'data', 'tasdeer.db')
if (!fs.existsSync(source)) throw new Error(`No database at ${source}: run npm start once (or set DATA_DIR to a seeded one).`)
const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statements-')), 'tasdeer.db')
fs.copyFileSync(source, copy)

const handles = { compiledEachTime: openSqlite(copy, { statementCacheSize: 0 }), kept: openSqlite(copy) }
const slugs = (await handles.kept.db.selectFrom('products').select('slug').where('is_active', '=', true).execute()).map((r) => r.slug)

async function pageReads(n: number) {
	const slug = slugs[n % slugs.length]!
	const product = await getActiveProductBySlug(slug)
	if (product) await Promise.all([listRelatedProducts(product), product.categoryId ? getActiveCategoryTrail(product.categoryId) : null])
	await Promise.all([getActiveCategoryTree(), catalogueListing(new URL(`http://x/en/products?page=${(n % 4) + 1}`), 'en')])
}

async function cpuPerPage(name: keyof typeof handles) {
	installDatabase(handles[name])
	const start = process.cpuUsage()
	for (let n = 0; n < pages; n++) await pageReads(n)
	const used = process.cpuUsage(start)
	return (used.user + used.system) / 1000 / pages
}

const figures: Record<keyof typeof handles, number[]> = { compiledEachTime: [], kept: [] }
await cpuPerPage('compiledEachTime')
await cpuPerPage('kept') // warm both: JIT, page cache of the file
for (let round = 0; round < rounds; round++) {
	const order = round % 2 ? (['kept', 'compiledEachTime'] as const) : (['compiledEachTime', 'kept'] as const)
	for (const name of order) figures[name].push(await cpuPerPage(name))
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const before = median(figures.compiledEachTime)
const after = median(figures.kept)
console.log(`load average ${os.loadavg()[0]!.toFixed(1)}; ${rounds} rounds of ${pages} pages' reads (a product page + the listing)`)
console.log(`compiled each time: ${before.toFixed(2)} ms CPU a page (rounds ${Math.min(...figures.compiledEachTime).toFixed(2)}–${Math.max(...figures.compiledEachTime).toFixed(2)})`)
console.log(`kept compiled:      ${after.toFixed(2)} ms CPU a page (rounds ${Math.min(...figures.kept).toFixed(2)}–${Math.max(...figures.kept).toFixed(2)})`)
console.log(`kept / compiled each time: ${(after / before).toFixed(2)}`)
for (const handle of Object.values(handles)) await handle.close()
