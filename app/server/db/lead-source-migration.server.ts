import { type Kysely, type Migration, sql } from 'kysely'
import { oneOf } from './migration-helpers.server.ts'

/**
 * Where each enquiry came from (decision 0038): the visit's landing page and external referrer host,
 * its five UTM parameters, the pages seen before sending, the device class and the page the form was
 * sent from, on the message itself. All optional: messages sent before, or without the browser's
 * visit record, have only what the server knew.
 */
export function leadSourceColumns(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			const messages = () => db.schema.alterTable('contact_messages')
			for (const column of [
				'lead_landing_page',
				'lead_referrer_host',
				'lead_utm_source',
				'lead_utm_medium',
				'lead_utm_campaign',
				'lead_utm_term',
				'lead_utm_content',
				'lead_form_page',
			])
				await messages().addColumn(column, 'text').execute()
			await messages()
				.addColumn('lead_pages', 'integer', (c) => c.check(sql`lead_pages is null or lead_pages > 0`))
				.execute()
			await messages()
				.addColumn('lead_device', 'text', (c) => c.check(sql`lead_device is null or ${oneOf('lead_device', ['mobile', 'tablet', 'desktop'])}`))
				.execute()
		},
	}
}
